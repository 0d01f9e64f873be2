// Gear in use on the Gods & Monsters sheet: lighting a torch in combat (an evasion roll), half
// bulk for a weapon never used as one, a tool's bulk when carried to fight with, and a pack
// animal's movement under its load.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createRng } from '@systems/common/dice'
import { planScoreRoll, resolveRoll, type Item } from '@systems/gods-monsters'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { withKnownDice } from '../sheet-test-helpers'
import GmGear from './GmGear.vue'
import GmGearUse from './GmGearUse.vue'
import {
  award,
  click,
  commitNumber,
  fill,
  gmData,
  openToromeen,
  unmountedAfterEach,
} from './gm-test-helpers'

const db = useTestDatabase('gm-gear-use')
const attached = unmountedAfterEach()
const carried = (id: string, gearId: string): Item => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  gearId,
  quantity: 1,
  worn: false,
  size: 'small',
  bulk: null,
  cost: null,
  notes: '',
})

describe('Gods & Monsters gear in use', () => {
  it('shows nothing for gear with no such use', async () => {
    await openToromeen(db(), (d) => (d.items = [carried('rope', 'rope')]))
    const wrapper = attached(mount(GmGearUse, { attachTo: document.body }))
    expect(wrapper.find('[data-testid="gear-use"]').exists()).toBe(false)
  })

  it('lights a torch in combat with an evasion roll, and logs it', async () => {
    await openToromeen(db(), (d) => (d.items = [carried('torch', 'torch')]))
    const { result: wrapper, seed } = withKnownDice(() =>
      attached(mount(GmGearUse, { attachTo: document.body })),
    )
    const evasion = planScoreRoll(gmData(), 'evasion')
    expect(wrapper.text()).toContain(
      `Torch: 2 rounds to activate; in combat, evasion ${evasion.target} or less`,
    )
    await click(wrapper, 'Activate Torch in combat')
    const expected = resolveRoll(evasion, createRng(seed))
    expect(wrapper.get('[data-testid="activated-0"]').text()).toBe(
      `Rolled ${expected.roll}: ${expected.success ? 'it works.' : 'not this round.'}`,
    )
    const logged = (await db().rolls.toArray()).map((r) => r.label)
    expect(logged).toContain('Activate Torch')
  })

  it('halves the bulk of a weapon never used as one, and Undo puts it back', async () => {
    await openToromeen(db())
    const wrapper = attached(mount(GmGearUse, { attachTo: document.body }))
    await click(wrapper, 'Never used as a weapon: bulk 9')
    expect(gmData().items[0]?.bulk).toBe(9)
    expect(wrapper.text()).toContain('Battleaxe: counts bulk 9.')
    await click(wrapper, 'Used as a weapon: bulk 18')
    expect(gmData().items[0]?.bulk).toBe(null)
    await click(wrapper, 'Never used as a weapon: bulk 9')
    useEditorStore().undo()
    await flushPromises()
    expect(gmData().items[0]?.bulk).toBe(null)
  })

  it('gives a pick its bulk as a weapon when carried to fight with', async () => {
    await openToromeen(db(), (d) => (d.items = [carried('pick', 'pick')]))
    const wrapper = attached(mount(GmGearUse, { attachTo: document.body }))
    await click(wrapper, 'Carried to fight with: bulk 20')
    expect(gmData().items[0]?.bulk).toBe(20)
    await click(wrapper, 'Not carried to fight with: table bulk')
    expect(gmData().items[0]?.bulk).toBe(null)
  })

  it('slows a mule by 1 per 10% of load over its 400', async () => {
    await openToromeen(db(), (d) => (d.items = [carried('mule', 'mule')]))
    const wrapper: VueWrapper = attached(mount(GmGearUse, { attachTo: document.body }))
    const line = () => wrapper.get('[data-testid="animal-0"]').text().replace(/\s+/g, ' ')
    expect(line()).toBe('Movement 10 of 10 (carries 400; −1 per 10% over).')
    await commitNumber(wrapper, 'Load on Mule (bulk)', '500')
    expect(line()).toContain('Movement 8 of 10')
  })
})

describe('Gods & Monsters carvings by material', () => {
  it('prices a stone carving at four times the cost and bulk, bone at twice the cost', async () => {
    await openToromeen(db(), (d) => (d.items = []))
    await award('coins', 2000)
    const wrapper = attached(mount(GmGear, { attachTo: document.body }))
    await fill(wrapper, 'gear-table', 'ingredients')
    const row = () => wrapper.get('tr[data-gear="carving-complex"]').findAll('td')
    expect(row()[0]?.text()).toBe('2')
    await fill(wrapper, 'carving-material', 'stone')
    expect([row()[0]?.text(), row()[1]?.text()]).toEqual(['8', '2'])
    await click(wrapper, 'Buy Carving, complex')
    expect(gmData().items.at(-1)).toMatchObject({
      name: 'Carving, complex (stone)',
      cost: 800,
      bulk: 2,
    })
    expect(useEditorStore().balances.coins).toBe(1200)
    await fill(wrapper, 'carving-material', 'bone')
    expect([row()[0]?.text(), row()[1]?.text()]).toEqual(['4', '0.5'])
  })
})

describe('Gods & Monsters starting money during the first level', () => {
  it('buys an item always had from the starting money, only as far as it goes', async () => {
    await openToromeen(db(), (d) => (d.items = []))
    expect(useEditorStore().award('coins', 1800, 'Starting coins')).toBeNull()
    await flushPromises()
    const wrapper = attached(mount(GmGear, { attachTo: document.body }))
    await fill(wrapper, 'gear-table', 'simple-weapons')
    await fill(wrapper, 'gear-always-had', true)
    expect(wrapper.text()).toContain('Always had it (18 of the starting money left)')
    await click(wrapper, 'Buy Dagger')
    const ledger = useEditorStore().record?.ledger ?? []
    expect(ledger.at(-1)?.purchase).toBe('Always had: Dagger (2 silver)')
    expect(wrapper.text()).toContain('Always had it (16 of the starting money left)')
    await click(wrapper, 'Buy Wheel Lock')
    expect(wrapper.get('[data-testid="gear-error"]').text()).toBe(
      'Only 16 silver of the starting money is left for items always had.',
    )
    expect(gmData().items.map((i) => i.name)).toEqual(['Dagger'])
  })

  it('offers no such buy after the first level', async () => {
    await openToromeen(db(), (d) => (d.archetypes = [{ archetype: 'warrior', level: 2 }]))
    expect(useEditorStore().award('coins', 1800, 'Starting coins')).toBeNull()
    await flushPromises()
    const wrapper = attached(mount(GmGear, { attachTo: document.body }))
    expect(wrapper.find('[name="gear-always-had"]').exists()).toBe(false)
  })
})
