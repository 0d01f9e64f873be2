// happy-dom lays nothing out: every box measures 0 px and ResizeObserver never reports, so a
// virtualised list (it renders the rows that fit in its scroll box, as ResizeObserver measures
// them) would be tested against no layout. These give the component tests a fixed one.
import { vi } from 'vitest'

export interface EmulatedLayout {
  /** The height of every scroll box (clientHeight), in pixels. */
  viewport: number
  /** The width of every box (clientWidth), in pixels. */
  width: number
  /** The height of every row (offsetHeight), in pixels. */
  row: number
}

/**
 * ResizeObserver as a browser runs it, over the emulated layout: each observed element is
 * reported once, after the code that observed it (a browser reports after its next layout), with
 * its border box.
 */
class EmulatedResizeObserver {
  private readonly watched = new Set<Element>()
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element): void {
    this.watched.add(target)
    queueMicrotask(() => {
      if (!this.watched.has(target)) return
      const box = (target as HTMLElement).offsetHeight
      const size = { blockSize: box, inlineSize: target.clientWidth }
      const entry = {
        target,
        contentRect: new DOMRect(0, 0, target.clientWidth, target.clientHeight),
        borderBoxSize: [size],
        contentBoxSize: [size],
        devicePixelContentBoxSize: [size],
      }
      this.callback([entry], this)
    })
  }
  unobserve(target: Element): void {
    this.watched.delete(target)
  }
  disconnect(): void {
    this.watched.clear()
  }
}

/**
 * Every element reports the size of a `viewport`-high, `width`-wide box, and every measured row
 * `row` pixels high, until the test's mocks are restored (vi.restoreAllMocks).
 */
export function emulateLayout(layout: Partial<EmulatedLayout> = {}): EmulatedLayout {
  const { viewport = 600, width = 800, row = 60 } = layout
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(viewport)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width)
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(row)
  for (const scope of new Set([globalThis, window]))
    vi.spyOn(scope, 'ResizeObserver').mockImplementation(function (
      callback: ResizeObserverCallback,
    ) {
      return new EmulatedResizeObserver(callback)
    })
  return { viewport, width, row }
}

/** Scrolls `element` to `top` as a user would: the position changes, then a scroll event. */
export function scrollTo(element: Element, top: number): void {
  element.scrollTop = top
  element.dispatchEvent(new Event('scroll'))
}
