// The shape of main's IPC handlers: one function per invoke channel of the contract, called with
// the channel's checked arguments. import-export.ts and backup-handlers.ts each implement a part
// of it; ipc-handlers.ts puts the parts together and registers them.
import type { z } from 'zod'
import type { Api, InvokeName, invokeChannels } from '@shared/ipc'

/** The page that sent a message, for handlers that answer it later with events (sync:changed). */
export interface IpcCaller {
  readonly id: number
  send(channel: string, ...args: unknown[]): void
  isDestroyed(): boolean
  once(event: 'destroyed', listener: () => void): unknown
}

/** Channels whose handler is given the calling page (after its arguments, which are none). */
export const callerChannels = ['syncWatch', 'syncUnwatch'] as const satisfies InvokeName[]
type CallerChannel = (typeof callerChannels)[number]

export type InvokeHandlers = {
  [K in InvokeName]: (
    ...args: K extends CallerChannel
      ? [caller: IpcCaller]
      : z.infer<(typeof invokeChannels)[K]['args']>
  ) => ReturnType<Api[K]> | Awaited<ReturnType<Api[K]>>
}
