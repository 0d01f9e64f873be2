// Files the OS asked the desktop app to open (#22: a double-click on a .quillkeep file, a file on
// the command line, File › Open Recent). Each opens the import preview, one after another: the
// next waits until the user has closed the one before, so no preview replaces another.
import { watch } from 'vue'
import type { Platform } from './platform/types'

export interface PreviewHost {
  /** The preview being shown, or null when none is. */
  readonly pending: unknown
  openRecent(path: string): Promise<void>
}

export function followOpenRequests(
  host: Pick<Platform, 'takeOpenRequests' | 'onOpenRequest'>,
  preview: () => Promise<PreviewHost>,
): () => void {
  const queue: string[] = []
  let stopWatching: (() => void) | null = null
  let stopped = false

  const showNext = (store: PreviewHost) => {
    if (store.pending !== null) return
    const path = queue.shift()
    if (path !== undefined) void store.openRecent(path)
  }

  async function take(): Promise<void> {
    const paths = await host.takeOpenRequests().catch(() => [])
    if (stopped || paths.length === 0) return
    queue.push(...paths)
    const store = await preview()
    if (stopped) return
    stopWatching ??= watch(
      () => store.pending,
      (pending) => {
        if (pending === null) showNext(store)
      },
    )
    showNext(store)
  }

  const unsubscribe = host.onOpenRequest(() => void take())
  // Files opened before this page listened (at launch) are waiting already.
  void take()
  return () => {
    stopped = true
    unsubscribe()
    stopWatching?.()
  }
}
