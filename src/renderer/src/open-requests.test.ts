import { reactive } from 'vue'
import { describe, expect, it, vi } from 'vitest'
import { followOpenRequests, type PreviewHost } from './open-requests'

/** The import preview, as far as opening files goes: one at a time, closed by the user. */
function fakePreview() {
  const opened: string[] = []
  const store = reactive({
    pending: null as string | null,
    openRecent: vi.fn((path: string) => {
      opened.push(path)
      store.pending = path
      return Promise.resolve()
    }),
  })
  return { store: store as PreviewHost & { pending: string | null }, opened }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function fakeHost(initial: string[] = []) {
  let waiting = [...initial]
  let listener: (() => void) | null = null
  return {
    takeOpenRequests: vi.fn(() => {
      const taken = waiting
      waiting = []
      return Promise.resolve(taken)
    }),
    onOpenRequest: vi.fn((callback: () => void) => {
      listener = callback
      return () => {
        listener = null
      }
    }),
    /** Main: files arrived (a double-click, a second launch, Open Recent). */
    arrive(...paths: string[]) {
      waiting.push(...paths)
      listener?.()
    },
  }
}

describe('files the OS asks to open (#22)', () => {
  it('shows files waiting at launch in the import preview, one after another', async () => {
    const host = fakeHost(['/u/Tova.quillkeep', '/u/Saga.campaign.quillkeep'])
    const { store, opened } = fakePreview()
    const stop = followOpenRequests(host, () => Promise.resolve(store))
    await flush()
    expect(opened).toEqual(['/u/Tova.quillkeep'])
    // The next waits until the user has closed the first preview.
    store.pending = null
    await flush()
    expect(opened).toEqual(['/u/Tova.quillkeep', '/u/Saga.campaign.quillkeep'])
    stop()
  })

  it('takes files that arrive later, without replacing a preview the user is looking at', async () => {
    const host = fakeHost()
    const { store, opened } = fakePreview()
    store.pending = 'an import the user started'
    const stop = followOpenRequests(host, () => Promise.resolve(store))
    host.arrive('/u/Tova.quillkeep')
    await flush()
    expect(opened).toEqual([])
    store.pending = null
    await flush()
    expect(opened).toEqual(['/u/Tova.quillkeep'])
    stop()
  })

  it('does not load the import code when no file waits', async () => {
    const host = fakeHost()
    const preview = vi.fn(() => Promise.resolve(fakePreview().store))
    const stop = followOpenRequests(host, preview)
    await flush()
    expect(host.takeOpenRequests).toHaveBeenCalledTimes(1)
    expect(preview).not.toHaveBeenCalled()
    stop()
  })

  it('stops listening when stopped', async () => {
    const host = fakeHost()
    const { store, opened } = fakePreview()
    const stop = followOpenRequests(host, () => Promise.resolve(store))
    stop()
    host.arrive('/u/Tova.quillkeep')
    await flush()
    expect(opened).toEqual([])
  })
})
