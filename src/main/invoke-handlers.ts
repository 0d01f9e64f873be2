// The shape of main's IPC handlers: one function per invoke channel of the contract, called with
// the channel's checked arguments. import-export.ts and backup-handlers.ts each implement a part
// of it; ipc-handlers.ts puts the parts together and registers them.
import type { z } from 'zod'
import type { Api, InvokeName, invokeChannels } from '@shared/ipc'

export type InvokeHandlers = {
  [K in InvokeName]: (
    ...args: z.infer<(typeof invokeChannels)[K]['args']>
  ) => ReturnType<Api[K]> | Awaited<ReturnType<Api[K]>>
}
