// Study on the Gods & Monsters mojo card: usage fees on the mojo a resource grants, days off,
// up to three free-time studies at once, and intensive-study mojo lost when unused.
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import GmMojo from './GmMojo.vue'
import { alertText, award, click, fill, gmData, openGm, submit } from './gm-test-helpers'

const db = useTestDatabase('gm-study')
let mounted: VueWrapper | null = null
afterEach(() => {
  mounted?.unmount()
  mounted = null
})
const preview = (w: VueWrapper) => w.get('[data-testid="study-preview"]').text()
const message = (w: VueWrapper) => w.get('[data-testid="mojo-message"]').text()
const coins = () => useEditorStore().balances.coins ?? 0

describe('Gods & Monsters study', () => {
  it('asks the usage fee and charges it on each mojo the library grants', async () => {
    await openGm(db())
    await award('coins', 5000)
    const wrapper = (mounted = mount(GmMojo))
    await fill(wrapper, 'study-target', 'Philosophy')
    await fill(wrapper, 'study-periods', '4')
    expect(wrapper.find('[name="study-fee"]').exists()).toBe(false)
    await fill(wrapper, 'study-resource', 'specializedLibrary')
    await fill(wrapper, 'study-resource-level', '5')
    await fill(wrapper, 'study-bonus', '2')
    await fill(wrapper, 'study-fee', '11')
    expect(preview(wrapper)).toBe('The usage fee is 0 to 10 silver a mojo.')
    // 4 weeks: 4 + 12 from the library; 16 silver for the study, 2 × 12 in fees.
    await fill(wrapper, 'study-fee', '2')
    expect(preview(wrapper)).toContain('usage fees of 2 silver on each of the 12')
    expect(preview(wrapper)).toContain(': 40 silver. Days off allowed: 16.')
    await submit(wrapper, 'Study')
    expect(coins()).toBe(5000 - 4000)
    expect(message(wrapper)).toBe('16 practical mojo for Philosophy, 40 silver.')
  })

  it('studies three things at once in free time, and refuses a fourth kind of split', async () => {
    await openGm(db())
    await award('coins', 5000)
    const wrapper = (mounted = mount(GmMojo))
    expect(wrapper.find('[name="study-also-1"]').exists()).toBe(false)
    await fill(wrapper, 'study-method', 'freeTime')
    await fill(wrapper, 'study-target', 'History')
    await fill(wrapper, 'study-periods', '2')
    await fill(wrapper, 'study-also-1', 'Dance')
    await fill(wrapper, 'study-also-2', 'history')
    await submit(wrapper, 'Study')
    expect(alertText(wrapper)).toBe('Each study is of something else.')
    expect(gmData().practicalMojo).toEqual([])
    await fill(wrapper, 'study-also-2', 'Riddles')
    expect(preview(wrapper)).toContain('Days off allowed: 12.')
    await submit(wrapper, 'Study')
    expect(gmData().practicalMojo).toEqual([
      { target: 'History', amount: 2 },
      { target: 'Dance', amount: 2 },
      { target: 'Riddles', amount: 2 },
    ])
    expect(coins()).toBe(5000 - 3 * 400)
  })

  it('shows the intensive deadline and loses the unused intensive mojo, undoably', async () => {
    await openGm(db(), (d) => {
      d.abilities.wisdom = 16
    })
    await award('coins', 5000)
    const wrapper = (mounted = mount(GmMojo))
    await fill(wrapper, 'study-method', 'intensive')
    await fill(wrapper, 'study-target', 'Philosophy')
    await fill(wrapper, 'study-periods', '4')
    await fill(wrapper, 'study-resource', 'tutor')
    await fill(wrapper, 'study-resource-level', '4')
    expect(preview(wrapper)).toContain(
      'Use it within 10 days (intelligence) or lose it; no intensive study for 8 days after.',
    )
    await submit(wrapper, 'Study')
    const lost = gmData().practicalMojo[0]?.amount ?? 0
    expect(lost).toBeGreaterThan(0)
    await click(wrapper, `Intensive mojo unused after intelligence days: lose ${lost}`)
    expect(gmData().practicalMojo).toEqual([{ target: 'Philosophy', amount: 0 }])
    expect(message(wrapper)).toBe(`${lost} intensive-study mojo for Philosophy lost.`)
    useEditorStore().undo()
    expect(gmData().practicalMojo).toEqual([{ target: 'Philosophy', amount: lost }])
  })
})
