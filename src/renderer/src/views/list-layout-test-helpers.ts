// happy-dom lays nothing out: every box measures 0 px, so a virtualised list (it renders the rows
// that fit in its scroll box) would show none. These give the component tests a fixed layout.
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
 * Every element reports the size of a `viewport`-high, `width`-wide box, and every measured row
 * `row` pixels high, until the test's mocks are restored (vi.restoreAllMocks).
 */
export function emulateLayout(layout: Partial<EmulatedLayout> = {}): EmulatedLayout {
  const { viewport = 600, width = 800, row = 60 } = layout
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(viewport)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width)
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(row)
  return { viewport, width, row }
}

/** Scrolls `element` to `top` as a user would: the position changes, then a scroll event. */
export function scrollTo(element: Element, top: number): void {
  element.scrollTop = top
  element.dispatchEvent(new Event('scroll'))
}
