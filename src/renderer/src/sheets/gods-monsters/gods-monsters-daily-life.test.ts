// Daily life on the Gods & Monsters sheet (Actions and consequences): paying Toromeen's upkeep
// from his coins, tracking ailments step by step (food poisoning's four injuries, the sleep gas),
// aging, searching and tracking, item reactions and semi-consciousness.
import { describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import GmAilments from './GmAilments.vue'
import GmUpkeep from './GmUpkeep.vue'
import GmVitals from './GmVitals.vue'
import GodsMonstersSheet from './GodsMonstersSheet.vue'
import {
  alertText,
  award,
  button,
  click,
  commitNumber,
  derivedValue,
  fill,
  gmData,
  openGm,
  openToromeen,
  submit,
} from './gm-test-helpers'

const db = useTestDatabase('gm-daily-life')
const coins = () => useEditorStore().balances.coins ?? 0
const text = (wrapper: VueWrapper, id: string) =>
  wrapper.get(`[data-testid="${id}"]`).text().replace(/\s+/g, ' ')

describe('Gods & Monsters upkeep', () => {
  it('pays a month of Toromeen’s living, axe and armor upkeep as one undoable spend', async () => {
    await openToromeen(db())
    await award('coins', 5000)
    const wrapper = mount(GmUpkeep)
    await commitNumber(wrapper, 'Days', '30')
    // 30 silver to live; the axe 10% of 7 a year for 1/12 of it; banded leather and shield 5% a month.
    const lines = wrapper.findAll('tbody tr').map((r) =>
      r
        .findAll('th, td')
        .map((c) => c.text())
        .join(' | '),
    )
    expect(lines).toEqual([
      'Living expenses | Basic (1 silver a day) for 30 days | 30',
      'Battleaxe | 10% of 7 a year (weapon) | 0.06',
      'Banded Leather | 5% of 15 a month (armor) | 0.75',
      'Shield | 5% of 5 a month (armor) | 0.25',
    ])
    expect(text(wrapper, 'upkeep-total')).toBe('31.06')
    const entries = useEditorStore().record?.ledger.length ?? 0
    await click(wrapper, 'Pay upkeep')
    expect(coins()).toBe(5000 - 3106)
    expect(useEditorStore().record?.ledger).toHaveLength(entries + 1)
    expect(text(wrapper, 'upkeep-message')).toBe('Paid 31.06 silver of upkeep for 30 days.')
    await click(wrapper, 'Undo payment')
    expect(coins()).toBe(5000)
    expect(text(wrapper, 'upkeep-message')).toBe('Upkeep payment undone.')
  })

  it('refuses when the coins fall short, writing nothing', async () => {
    await openGm(db(), (d) => {
      d.items = [
        {
          id: 'charm',
          name: 'Lucky charm',
          gearId: null,
          quantity: 1,
          worn: false,
          size: 'medium',
          bulk: 0,
          cost: 100,
          notes: '',
        },
      ]
    })
    await award('coins', 500)
    const wrapper = mount(GmUpkeep)
    await fill(wrapper, 'upkeep-lifestyle', 'extravagant')
    expect(text(wrapper, 'upkeep-not-counted')).toBe(
      'Not in the tables, so not counted: Lucky charm.',
    )
    const entries = useEditorStore().record?.ledger.length ?? 0
    await click(wrapper, 'Pay upkeep')
    expect(alertText(wrapper)).toBe('Upkeep for 7 days costs 70 silver; only 5 on hand.')
    expect(coins()).toBe(500)
    expect(useEditorStore().record?.ledger).toHaveLength(entries)
  })
})

async function trackExample(wrapper: VueWrapper, name: string, route: string): Promise<void> {
  await wrapper.get('details summary').trigger('click')
  await fill(wrapper, 'ailment-preset', name)
  await wrapper.get('[name="ailment-preset"]').trigger('change')
  await fill(wrapper, 'ailment-route', route)
  await submit(wrapper, 'Track an ailment')
}

describe('Gods & Monsters ailments', () => {
  it('food poisoning, taken willingly and never thrown off three times: 4 injuries, each step undoable', async () => {
    await openGm(db())
    const wrapper = mount(GmAilments)
    await trackExample(wrapper, 'Food poisoning', 'accepted')
    expect(gmData().ailments?.[0]).toMatchObject({
      name: 'Food poisoning',
      strength: 3,
      chronic: true,
    })
    // Health at −3 strength and −4 for taking it willingly, listed with their rule.
    const modifiers = wrapper.get('[data-testid="modifiers"]').text()
    expect(modifiers).toContain('Food poisoning strength 3')
    expect(modifiers).toContain('taken willingly')
    expect(modifiers).toContain('Ailments: sickness, disease, and poison')
    expect(text(wrapper, 'ailment-odds')).toMatch(
      /^Health \d+ −3 Food poisoning strength 3 −4 taken willingly: roll/,
    )
    await click(wrapper, 'Failed it')
    expect(wrapper.get('[data-testid="ailment"]').text()).toContain('takes effect after 1 hour')
    await click(wrapper, 'Action time over: take the effect')
    expect(gmData().injuries).toBe(1)
    for (let i = 0; i < 3; i++) await click(wrapper, 'Failed it')
    expect(gmData().injuries).toBe(4)
    expect(text(wrapper, 'ailment-so-far')).toBe('So far: 4 injuries.')
    // Undo the last failed throw-off: one injury back.
    await click(wrapper.get('[data-testid="ailment-result"]'), 'Undo damage')
    expect(gmData().injuries).toBe(3)
    await click(wrapper, 'Made it')
    expect(gmData().ailments).toEqual([])
    expect(gmData().injuries).toBe(3)
  })

  it('sleep gas: resisted round by round in its area, the sleep adding up, until the character leaves', async () => {
    await openGm(db())
    const wrapper = mount(GmAilments)
    await trackExample(wrapper, 'Sleep gas', 'evasion')
    await click(wrapper, 'Failed it')
    await click(wrapper, 'Action time over: take the effect')
    await click(wrapper, 'Made it')
    await click(wrapper, 'Failed it')
    await click(wrapper, 'Action time over: take the effect')
    expect(text(wrapper, 'ailment-so-far')).toBe('So far: Sleep 4d10 minutes.')
    expect(gmData().injuries).toBe(0)
    await click(wrapper, 'Left the area')
    expect(gmData().ailments).toEqual([])
  })

  it('rolls a spider’s bite and its injury dice, and refuses a nameless ailment', async () => {
    await openGm(db())
    const wrapper = mount(GmAilments)
    await trackExample(wrapper, 'Huge spider', 'evasion')
    expect(button(wrapper, 'Roll evasion').exists()).toBe(true)
    await click(wrapper, 'Roll evasion')
    const first = text(wrapper, 'ailment-result')
    expect(first).toMatch(/^Evasion \d+ vs \d+: (made|failed)/)
    if (gmData().ailments?.length) {
      await click(wrapper, 'Action time over: take the effect')
      const injuries = gmData().injuries
      expect(injuries).toBeGreaterThanOrEqual(1)
      expect(injuries).toBeLessThanOrEqual(3)
      expect(text(wrapper, 'ailment-result')).toContain(`Rolled ${injuries}`)
    }
    await fill(wrapper, 'ailment-name', ' ')
    await fill(wrapper, 'ailment-effect', 'D2 injuries')
    await submit(wrapper, 'Track an ailment')
    expect(alertText(wrapper)).toBe('Name the ailment.')
    await fill(wrapper, 'ailment-name', 'Bad oysters')
    await fill(wrapper, 'ailment-strength', 'x')
    await submit(wrapper, 'Track an ailment')
    expect(alertText(wrapper)).toBe('The strength must be a whole number, e.g. 0, 2 or −1.')
    await fill(wrapper, 'ailment-strength', '−1')
    await submit(wrapper, 'Track an ailment')
    expect(gmData().ailments?.at(-1)).toMatchObject({ name: 'Bad oysters', strength: -1 })
    await click(wrapper.findAll('[data-testid="ailment"]').at(-1)!, 'Stop tracking')
    expect(gmData().ailments?.some((a) => a.name === 'Bad oysters')).toBe(false)
  })
})

describe('Gods & Monsters aging', () => {
  it('brings a point at 40 + endurance, taken as an unhealable injury or two ability points', async () => {
    await openGm(db(), (d) => {
      d.species.baseAge = 15
      d.physique.age = 51
    })
    const wrapper = mount(GmAilments)
    expect(text(wrapper, 'aging-schedule')).toBe(
      'Aging from (40 + endurance 10) = 50, then every 1 year; age 51: 2 points, 0 taken.',
    )
    expect(text(wrapper, 'aging-due')).toBe('2 aging points due:')
    await click(wrapper, 'Take an unhealable injury')
    expect(gmData()).toMatchObject({ injuries: 1, unhealableInjuries: 1, agingPoints: 1 })
    expect(text(wrapper, 'aging-injuries')).toBe('1 of the injuries never heal.')
    await fill(wrapper, 'aging-ability', 'wisdom')
    await click(wrapper, 'Lose 2 points')
    expect(gmData().abilities.wisdom).toBe(8)
    expect(wrapper.find('[data-testid="aging-due"]').exists()).toBe(false)
    // Healing leaves the aging injury.
    const vitals = mount(GmVitals)
    await fill(vitals, 'heal-injuries', '1')
    await submit(vitals, 'Heal')
    expect(gmData().injuries).toBe(1)
  })

  it('refuses to take an ability to one', async () => {
    await openGm(db(), (d) => {
      d.species.baseAge = 15
      d.physique.age = 50
      d.abilities.agility = 3
    })
    const wrapper = mount(GmAilments)
    await fill(wrapper, 'aging-ability', 'agility')
    await click(wrapper, 'Lose 2 points')
    expect(alertText(wrapper)).toBe('Agility must stay above one (it would be 1).')
    expect(gmData().abilities.agility).toBe(3)
  })
})

describe('Gods & Monsters searching, tracking and item reactions', () => {
  it('lists the tracking penalties with their rule and rolls perception', async () => {
    await openGm(db())
    const wrapper = mount(GmAilments)
    await commitNumber(wrapper, 'Area across (feet)', '40')
    expect(wrapper.get('.search [data-testid="modifiers"]').text()).toContain('area 40 feet across')
    await fill(wrapper, 'search-mode', 'track')
    await commitNumber(wrapper, 'Days old', '2')
    await commitNumber(wrapper, 'Creatures', '4')
    await commitNumber(wrapper, 'Distance (yards)', '300')
    await fill(wrapper, 'track-urban', true)
    await commitNumber(wrapper, 'Covered by', '1')
    const listed = wrapper.get('.search [data-testid="modifiers"]').text()
    expect(listed).toContain('2 days old')
    expect(listed).toContain('group of 4')
    expect(listed).toContain('300 yards (100 yards a step)')
    expect(listed).toContain('tracks covered')
    expect(listed).toContain('Actions and consequences: Tracking')
    // Perception −2 days +2 group −1 distance −1 covered.
    const base = Number(/Perception (\d+)/.exec(text(wrapper, 'search-odds'))?.[1])
    expect(text(wrapper, 'search-odds')).toContain(`roll ${base - 2} or less`)
    await click(wrapper, 'Roll perception')
    expect(text(wrapper, 'search-result')).toMatch(/^perception \d+ vs \d+/)
    await fill(wrapper, 'search-mode', 'cover')
    expect(text(wrapper, 'search-odds')).toContain('movement is halved')
  })

  it('rolls an item’s reaction against 4 with its material and thickness', async () => {
    await openGm(db())
    const wrapper = mount(GmAilments)
    await fill(wrapper, 'item-material', 'glass')
    await fill(wrapper, 'item-attack', 'acid')
    await fill(wrapper, 'item-thickness', '0.5')
    // 4 + 16 acid + 2 for half an inch.
    expect(text(wrapper, 'item-odds')).toBe('Roll 22 or less on a d20 (100%) to come through.')
    await fill(wrapper, 'item-material', 'paper')
    await fill(wrapper, 'item-attack', 'fire')
    await fill(wrapper, 'item-thickness', '0.01')
    expect(text(wrapper, 'item-odds')).toBe('Roll 2 or less on a d20 (10%) to come through.')
    await click(wrapper, 'Roll for the item')
    expect(text(wrapper, 'item-result')).toMatch(/^Rolled \d+ against 2: (unharmed|damaged)/)
    await fill(wrapper, 'item-thickness', 'thick')
    expect(alertText(wrapper)).toBe('The thickness is a number of inches, e.g. 0.5.')
  })
})

describe('Gods & Monsters semi-consciousness', () => {
  it('shows its effects where it is set, drops the agility bonus from defense, and rolls willpower', async () => {
    await openGm(db(), (d) => {
      d.abilities.agility = 16
      d.consciousness = 'unconscious'
    })
    const sheet = mount(GodsMonstersSheet)
    const defense = () => derivedValue(sheet, 'defense')
    const awake = defense()
    expect(sheet.find('[data-testid="semi-conscious"]').exists()).toBe(false)
    await fill(sheet, 'consciousness', 'semiConscious')
    await sheet.get('[name="consciousness"]').trigger('change')
    expect(gmData().consciousness).toBe('semiConscious')
    expect(text(sheet, 'semi-conscious')).toContain('no agility bonus to defense')
    expect(defense()).not.toBe(awake)
    await click(sheet, 'Roll willpower to respond')
    expect(text(sheet, 'semi-result')).toMatch(
      /^Willpower \d+ vs \d+: (reacts at once|takes [1-4] rounds)/,
    )
  })
})
