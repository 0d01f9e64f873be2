// Which rows a virtualised list renders: the rows in view with their overscan, and the row that
// holds the keyboard focus with its neighbours, so that Tab and Shift+Tab go on from it; and how
// it learns their sizes without forcing a layout.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { computed, defineComponent, h, nextTick, ref } from 'vue'
import { flushPromises, mount } from '@vue/test-utils'
import { emulateLayout } from './list-layout-test-helpers'
import { until } from './views-test-helpers'
import { rowsToRender, useVirtualList } from './use-virtual-list'

const range = (startIndex: number, endIndex: number, count = 100, overscan = 2) => ({
  startIndex,
  endIndex,
  overscan,
  count,
})

describe('rowsToRender', () => {
  it('renders the rows in view and the overscan on both sides, within the list', () => {
    expect(rowsToRender(range(10, 14), -1)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16])
    expect(rowsToRender(range(0, 3), -1)).toEqual([0, 1, 2, 3, 4, 5])
    expect(rowsToRender(range(96, 99), -1)).toEqual([94, 95, 96, 97, 98, 99])
  })

  it('adds the focused row and its neighbours, in list order, when they are out of view', () => {
    expect(rowsToRender(range(50, 52), 3)).toEqual([2, 3, 4, 48, 49, 50, 51, 52, 53, 54])
    expect(rowsToRender(range(10, 12), 99)).toEqual([8, 9, 10, 11, 12, 13, 14, 98, 99])
    expect(rowsToRender(range(50, 52), 0)).toEqual([0, 1, 48, 49, 50, 51, 52, 53, 54])
  })

  it('adds nothing when the focused row is in view, or no longer in the list', () => {
    expect(rowsToRender(range(10, 14), 12)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16])
    expect(rowsToRender(range(10, 14), 16)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
    expect(rowsToRender(range(0, 3, 4), 7)).toEqual([0, 1, 2, 3])
  })
})

describe('useVirtualList: the first render reads no layout', () => {
  // Each read of a box's size or a scroll write makes the browser lay out a page it has not
  // finished building (a forced layout). The first rows are placed from the window's size and
  // the estimate; the real sizes come from ResizeObserver after the browser's own layout.
  let starts: () => number[] = () => []
  let ready: () => boolean = () => false
  let scrollToOffset: (offset: number, behavior: ScrollBehavior) => void = () => {}
  /** A list of `count` rows through `useList` (a fresh copy of the module in one test). */
  const listWith = (useList: typeof useVirtualList) =>
    defineComponent({
      props: { count: { type: Number, required: true } },
      setup(props) {
        const scroller = ref<HTMLElement | null>(null)
        const items = computed(() => Array.from({ length: props.count }, (_, i) => `row ${i}`))
        const list = useList({
          items: () => items.value,
          key: (item) => item,
          scroller,
          estimateSize: 40,
        })
        const { rows, totalSize, measure } = list
        starts = () => list.virtualizer.value?.getVirtualItems().map((row) => row.start) ?? []
        ready = () => list.virtualizer.value !== null
        scrollToOffset = (offset, behavior) =>
          list.virtualizer.value?.scrollToOffset(offset, { behavior })
        return () =>
          h('div', { ref: scroller, style: 'overflow:auto' }, [
            h(
              'ul',
              { style: { height: `${totalSize.value}px` } },
              rows.value.map((row) =>
                h('li', { key: row.key, ref: measure, 'data-index': row.index }, row.item),
              ),
            ),
          ])
      },
    })

  const List = listWith(useVirtualList)

  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('renders the rows that fit the window without reading a size or scrolling', async () => {
    const reads = [
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get'),
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get'),
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get'),
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect'),
    ]
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollTo')
    const wrapper = mount(List, { props: { count: 1000 }, attachTo: document.body })
    await nextTick()
    // Before the virtualiser's code has loaded: the rows that fit the window (happy-dom's is
    // 768 px high) at 40 px a row, where the virtualiser puts them.
    const fit = Math.ceil(window.innerHeight / 40)
    expect(ready()).toBe(false)
    expect(wrapper.findAll('li')).toHaveLength(fit)
    expect(wrapper.get('ul').attributes('style')).toContain(`height: ${1000 * 40}px`)
    const first = wrapper.get('li').element

    // The virtualiser takes over after the first frame, adding the overscan; the rows already
    // there stay the same elements.
    await until(ready, 'the virtualiser loaded')
    await nextTick()
    const shown = wrapper.findAll('li').length
    expect(shown).toBeGreaterThan(fit)
    expect(shown).toBeLessThan(1000)
    expect(wrapper.get('li').element).toBe(first)
    expect(starts().slice(0, 3)).toEqual([0, 40, 80])
    for (const read of reads) expect(read).not.toHaveBeenCalled()
    expect(scroll).not.toHaveBeenCalled()
    wrapper.unmount()
  })

  it('takes each row’s real height from ResizeObserver, after the browser’s layout', async () => {
    emulateLayout({ viewport: 200, row: 100 })
    const wrapper = mount(List, { props: { count: 1000 }, attachTo: document.body })
    await until(ready, 'the virtualiser loaded')
    await flushPromises()
    // The rows rendered are placed 100 px apart, as measured, not at the 40 px estimate.
    expect(starts().slice(0, 4)).toEqual([0, 100, 200, 300])
    wrapper.unmount()
  })

  it('measures the rows rendered before the virtualiser’s code had loaded', async () => {
    vi.resetModules() // a first load of the module: the virtualiser's code is not there yet
    const fresh = await import('./use-virtual-list')
    emulateLayout({ viewport: 200, row: 100 })
    const wrapper = mount(listWith(fresh.useVirtualList), {
      props: { count: 1000 },
      attachTo: document.body,
    })
    await nextTick()
    expect(ready()).toBe(false)
    await until(ready, 'the virtualiser loaded')
    await flushPromises()
    expect(starts().slice(0, 4)).toEqual([0, 100, 200, 300])
    wrapper.unmount()
  })

  it('scrolls at once, not smoothly, when the system asks for reduced motion', async () => {
    emulateLayout({ viewport: 200, row: 100 })
    const wrapper = mount(List, { props: { count: 1000 }, attachTo: document.body })
    await until(ready, 'the virtualiser loaded')
    await flushPromises()
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollTo')
    const behaviours = () =>
      scroll.mock.calls.map((call) => (call[0] as ScrollToOptions | undefined)?.behavior)
    scrollToOffset(4000, 'smooth')
    expect(behaviours()).toEqual(['smooth'])
    const reduce = (query: string) => ({ matches: query.includes('reduced-motion'), media: query })
    vi.stubGlobal('matchMedia', reduce)
    scrollToOffset(8000, 'smooth')
    expect(behaviours()).toEqual(['smooth', 'auto'])
    wrapper.unmount()
  })
})
