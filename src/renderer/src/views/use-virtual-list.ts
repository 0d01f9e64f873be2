import {
  computed,
  getCurrentScope,
  shallowRef,
  toRaw,
  type ComponentPublicInstance,
  type Ref,
} from 'vue'
import type { Range, Virtualizer } from '@tanstack/vue-virtual'
import { afterNextFrame } from '@renderer/frames'
import { scrollBehavior } from '@renderer/motion'

// Long lists (the library, a party, the journal) render only the rows in view, with
// @tanstack/vue-virtual. Each rendered row carries `data-index` (its place in the list); the
// virtualiser measures rows that pass `measure` as their ref.
//
// The virtualiser's code loads after the first frame. The library is the first screen, and in
// bench/first-paint the virtualiser's code and set-up cost it about 6 ms with an empty list and
// 19 ms with 1,000 characters. Until it is there, a list renders the rows that fit the window,
// placed from the estimate exactly where the virtualiser first puts them, so nothing moves when it
// takes over. Lists opened later find it loaded and use it from their first render.

type VirtualCore = typeof import('@tanstack/vue-virtual')
type ListVirtualizer = Virtualizer<HTMLElement, HTMLElement>
type Rect = { width: number; height: number }

let loadedCore: VirtualCore | null = null
let loadingCore: Promise<VirtualCore> | null = null

function loadCore(): Promise<VirtualCore> {
  loadingCore ??= import('@tanstack/vue-virtual').then((core) => (loadedCore = core))
  return loadingCore
}

// No layout read while a list first renders. The virtualiser's defaults read the scroll box's
// size, each row's height and the scroll position as soon as they are rendered; each read makes
// the browser lay out the page before it is finished (forced layout: about 20 ms on the first
// screen of a slow machine). Instead the first rows are placed from the window's size and the
// estimated row height, and the real sizes arrive from ResizeObserver, which reports them after
// the browser's own layout and before that frame is painted. Without ResizeObserver, the
// defaults apply.

/** Scroll boxes already written to: a new one is at the top, so its first move to 0 is skipped. */
const scrolled = new WeakSet<Element>()

/** The virtualiser's hooks into the page, each without a forced layout (see above). */
function layoutHooks(core: VirtualCore, estimate: number) {
  /** The scroll box's size, from ResizeObserver (the first report comes with the first layout). */
  function observeRect(
    instance: ListVirtualizer,
    report: (rect: Rect) => void,
  ): (() => void) | undefined {
    const element = instance.scrollElement
    if (!element || typeof ResizeObserver === 'undefined')
      return core.observeElementRect(instance, report)
    const observer = new ResizeObserver(() =>
      report({ width: element.clientWidth, height: element.clientHeight }),
    )
    observer.observe(element)
    return () => observer.disconnect()
  }

  /** A row's height: from its ResizeObserver entry, else the one known, else the estimate. */
  function rowSize(
    element: HTMLElement,
    entry: ResizeObserverEntry | undefined,
    instance: ListVirtualizer,
  ): number {
    if (entry || typeof ResizeObserver === 'undefined')
      return core.measureElement(element, entry, instance)
    const key = instance.options.getItemKey(instance.indexFromElement(element))
    return instance.itemSizeCache.get(key) ?? estimate
  }

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
    // A smooth scroll is instant when the system asks for reduced motion.
    core.elementScroll(offset, { ...options, behavior: scrollBehavior(options.behavior) }, instance)
  }

  return { observeElementRect: observeRect, measureElement: rowSize, scrollToFn: scrollTo }
}

/**
 * The indexes to render: the rows in view with their overscan, plus the focused row and its
 * neighbours, in list order. Keeping the focused row means scrolling away never drops the
 * keyboard's place, and its neighbours mean Tab and Shift+Tab from it reach the next row.
 */
export function rowsToRender(range: Range, focused: number): number[] {
  // The virtualiser's default: the rows in view and `overscan` more on each side.
  const first = Math.max(range.startIndex - range.overscan, 0)
  const last = Math.min(range.endIndex + range.overscan, range.count - 1)
  const indexes: number[] = []
  for (let index = first; index <= last; index++) indexes.push(index)
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
  const gap = options.gap ?? 0
  /** Where the virtualiser puts row i before it has measured anything. */
  const step = options.estimateSize + gap

  /** The virtualiser, once its code is loaded (a ref that it triggers on every change). */
  const virtual = shallowRef<{ state: Ref<ListVirtualizer> } | null>(null)
  /** The virtualiser (read reactively), or null while its code loads. */
  const current = (): ListVirtualizer | null => virtual.value?.state.value ?? null

  function createVirtualizer(core: VirtualCore): Ref<ListVirtualizer> {
    return core.useVirtualizer<HTMLElement, HTMLElement>(
      computed(() => {
        // Keys read once per change of the list, from the raw items: the virtualiser asks for
        // every item's key, and reading them through reactive proxies would track each one.
        const keys = options.items().map((item) => options.key(toRaw(item)))
        return {
          count: keys.length,
          getScrollElement: () => options.scroller.value,
          // The window as a first guess at the list's box: the first rows render in the first
          // pass, before the virtualiser has measured anything.
          initialRect: windowRect(),
          estimateSize: () => options.estimateSize,
          ...layoutHooks(core, options.estimateSize),
          getItemKey: (index: number) => keys[index] ?? index,
          overscan: options.overscan ?? 6,
          gap,
          rangeExtractor: (range: Range) =>
            rowsToRender(range, focusedKey === null ? -1 : keys.indexOf(focusedKey)),
        }
      }),
    )
  }

  const scope = getCurrentScope()
  if (loadedCore) virtual.value = { state: createVirtualizer(loadedCore) }
  else
    afterNextFrame(() => {
      void loadCore().then((core) => {
        // Created in the component's scope, so it stops with it; not at all if it has gone.
        if (!scope?.active) return
        // The rows re-render with it, and pass their refs (`measure`) to it then.
        const state = scope.run(() => createVirtualizer(core))
        if (state) virtual.value = { state }
      })
    })

  /** Before the virtualiser: the rows that fit the window, at their estimated places. */
  function firstRows(items: readonly T[]): VirtualRow<T>[] {
    const fit = Math.ceil((windowRect()?.height ?? 0) / step)
    return items.slice(0, fit).map((item, index) => ({
      item,
      index,
      start: index * step,
      key: options.key(toRaw(item)),
    }))
  }

  const rows = computed<VirtualRow<T>[]>(() => {
    const items = options.items()
    const virtualizer = current()
    if (!virtualizer) return firstRows(items)
    const shown: VirtualRow<T>[] = []
    for (const row of virtualizer.getVirtualItems()) {
      const item = items[row.index]
      if (item !== undefined)
        shown.push({ item, index: row.index, start: row.start, key: String(row.key) })
    }
    return shown
  })
  const totalSize = computed(
    () => current()?.getTotalSize() ?? Math.max(options.items().length * step - gap, 0),
  )

  /** A row's ref: the virtualiser measures its height (rows whose height varies). */
  function measure(element: Element | ComponentPublicInstance | null): void {
    const virtualizer = current()
    // null: a row left the page; the virtualiser stops watching the rows no longer there.
    if (element === null) virtualizer?.measureElement(null)
    else if (element instanceof HTMLElement) virtualizer?.measureElement(element)
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

  /** The virtualiser, or null while its code loads. */
  const virtualizer = computed(current)

  return { virtualizer, rows, totalSize, measure, onFocusIn, onFocusOut }
}

function windowRect(): Rect | undefined {
  return typeof window === 'undefined'
    ? undefined
    : { width: window.innerWidth, height: window.innerHeight }
}
