import { computed, toRaw, type ComponentPublicInstance, type Ref } from 'vue'
import {
  defaultRangeExtractor,
  elementScroll,
  measureElement as measureFromLayout,
  observeElementRect as observeRectNow,
  useVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/vue-virtual'

// Long lists (the library, a party, the journal) render only the rows in view, with
// @tanstack/vue-virtual. Each rendered row carries `data-index` (its place in the list); the
// virtualiser measures rows that pass `measure` as their ref.

type ListVirtualizer = Virtualizer<HTMLElement, HTMLElement>
type Rect = { width: number; height: number }

// No layout read while a list first renders. The virtualiser's defaults read the scroll box's
// size, each row's height and the scroll position as soon as they are rendered; each read makes
// the browser lay out the page before it is finished (forced layout: about 20 ms on the first
// screen of a slow machine). Instead the first rows are placed from the window's size and the
// estimated row height, and the real sizes arrive from ResizeObserver, which reports them after
// the browser's own layout and before that frame is painted. Without ResizeObserver, the
// defaults apply.

/** The scroll box's size, from ResizeObserver (the first report comes with the first layout). */
function observeRect(
  instance: ListVirtualizer,
  report: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement
  if (!element || typeof ResizeObserver === 'undefined') return observeRectNow(instance, report)
  const observer = new ResizeObserver(() =>
    report({ width: element.clientWidth, height: element.clientHeight }),
  )
  observer.observe(element)
  return () => observer.disconnect()
}

/** A row's height: from its ResizeObserver entry, else the one known, else the estimate. */
function rowSize(estimate: number) {
  return (
    element: HTMLElement,
    entry: ResizeObserverEntry | undefined,
    instance: ListVirtualizer,
  ) => {
    if (entry || typeof ResizeObserver === 'undefined')
      return measureFromLayout(element, entry, instance)
    const key = instance.options.getItemKey(instance.indexFromElement(element))
    return instance.itemSizeCache.get(key) ?? estimate
  }
}

/** Scroll boxes already written to: a new one is at the top, so its first move to 0 is skipped. */
const scrolled = new WeakSet<Element>()

function scrollTo(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: ListVirtualizer,
): void {
  const element = instance.scrollElement
  if (element && !scrolled.has(element)) {
    scrolled.add(element)
    if (offset + (options.adjustments ?? 0) === 0) return
  }
  elementScroll(offset, options, instance)
}

/**
 * The indexes to render: the rows in view with their overscan, plus the focused row and its
 * neighbours, in list order. Keeping the focused row means scrolling away never drops the
 * keyboard's place, and its neighbours mean Tab and Shift+Tab from it reach the next row.
 */
export function rowsToRender(range: Range, focused: number): number[] {
  const indexes = defaultRangeExtractor(range)
  if (focused < 0 || focused >= range.count) return indexes
  const kept = new Set(indexes)
  for (const index of [focused - 1, focused, focused + 1])
    if (index >= 0 && index < range.count) kept.add(index)
  return kept.size === indexes.length ? indexes : [...kept].sort((a, b) => a - b)
}

export interface VirtualRow<T> {
  item: T
  /** The row's place in the list, from 0. */
  index: number
  /** Its top, in pixels from the top of the list. */
  start: number
  key: string
}

export interface VirtualListOptions<T> {
  /** The whole list (read reactively). */
  items: () => readonly T[]
  /** A stable key per item: rows keep their element, their measured size and their focus. */
  key: (item: T) => string
  /** The element that scrolls. */
  scroller: Ref<HTMLElement | null>
  /** A row's size before it is measured, in pixels. */
  estimateSize: number
  /** Rows rendered beyond each edge of the view. */
  overscan?: number
  /** Pixels between rows. */
  gap?: number
}

export function useVirtualList<T>(options: VirtualListOptions<T>) {
  // Not reactive: the focused row is already rendered when it gets focus; the range is worked
  // out again (reading this) whenever the view scrolls or the list changes.
  let focusedKey: string | null = null

  const virtualizer = useVirtualizer<HTMLElement, HTMLElement>(
    computed(() => {
      // Keys read once per change of the list, from the raw items: the virtualiser asks for
      // every item's key, and reading them through reactive proxies would track each one.
      const keys = options.items().map((item) => options.key(toRaw(item)))
      return {
        count: keys.length,
        getScrollElement: () => options.scroller.value,
        // The window as a first guess at the list's box: the first rows render in the first pass,
        // before the virtualiser has measured anything.
        initialRect:
          typeof window === 'undefined'
            ? undefined
            : { width: window.innerWidth, height: window.innerHeight },
        estimateSize: () => options.estimateSize,
        observeElementRect: observeRect,
        measureElement: rowSize(options.estimateSize),
        scrollToFn: scrollTo,
        getItemKey: (index: number) => keys[index] ?? index,
        overscan: options.overscan ?? 6,
        gap: options.gap ?? 0,
        rangeExtractor: (range: Range) =>
          rowsToRender(range, focusedKey === null ? -1 : keys.indexOf(focusedKey)),
      }
    }),
  )

  const rows = computed<VirtualRow<T>[]>(() => {
    const items = options.items()
    const shown: VirtualRow<T>[] = []
    for (const row of virtualizer.value.getVirtualItems()) {
      const item = items[row.index]
      if (item !== undefined)
        shown.push({ item, index: row.index, start: row.start, key: String(row.key) })
    }
    return shown
  })
  const totalSize = computed(() => virtualizer.value.getTotalSize())

  /** A row's ref: the virtualiser measures its height (rows whose height varies). */
  function measure(element: Element | ComponentPublicInstance | null): void {
    // null: a row left the page; the virtualiser stops watching the rows no longer there.
    if (element === null) virtualizer.value.measureElement(null)
    else if (element instanceof HTMLElement) virtualizer.value.measureElement(element)
  }

  function indexOf(target: EventTarget | null): number {
    const row = target instanceof Element ? target.closest('[data-index]') : null
    return row ? Number(row.getAttribute('data-index')) : -1
  }

  /** Put on the scroller: remembers which row holds the keyboard focus. */
  function onFocusIn(event: FocusEvent): void {
    const item = options.items()[indexOf(event.target)]
    focusedKey = item === undefined ? null : options.key(item)
  }

  /** Put on the scroller: forgets the row once focus leaves the list. */
  function onFocusOut(event: FocusEvent): void {
    const next = event.relatedTarget
    if (!(next instanceof Node) || !options.scroller.value?.contains(next)) focusedKey = null
  }

  return { virtualizer, rows, totalSize, measure, onFocusIn, onFocusOut }
}
