// The Cairn attack and damage dialogs and the Die of Fate: Object Dice from the items, each with
// its own Advantage, the modifiers with their rules and the exact odds before rolling, the roll
// log, and damage taken as one change that Undo takes back.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'
import { createRng } from '@systems/common/dice'
import { percent } from '@systems/common/format'
import {
  applyDamage,
  attackLine,
  attackOdds,
  harmOdds,
  rollAttack,
  rollDieOfFate,
  rollIncoming,
  type AttackSetup,
  type CairnData,
} from '@systems/cairn-ap'
import { useEditorStore } from '@renderer/stores/editor'
import { useSettingsStore } from '@renderer/stores/settings'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { button, commitNumber, withKnownDice } from '../sheet-test-helpers'
import { cairnData, openCairn } from './cairn-test-helpers'
import CairnAttackDialog from './CairnAttackDialog.vue'
import CairnDamageDialog from './CairnDamageDialog.vue'
import CairnCombat from './CairnCombat.vue'
import CairnInventory from './CairnInventory.vue'

const db = useTestDatabase('cairn-combat-dialogs')

const axe = { id: 'axe', name: 'Axe', kind: 'item' as const, slots: 2, spell: '', notes: '' }

async function openFighter(edit: (d: CairnData) => void = () => {}): Promise<void> {
  await openCairn(db(), (d) => {
    d.attributes.str = { current: 12, max: 12 }
    d.hp = { current: 5, max: 5 }
    d.armor = 1
    d.items.push(
      { ...axe, die: 'd8' },
      { ...axe, id: 'dagger', name: 'Dagger', slots: 1, die: 'd4' },
      { ...axe, id: 'rope', name: 'Rope', slots: 1 },
    )
    edit(d)
  })
}

const text = (wrapper: VueWrapper, id: string) => wrapper.get(`[data-testid="${id}"]`).text()
const modifierLines = (wrapper: VueWrapper) =>
  wrapper.findAll('[data-testid="modifiers"] li').map((li) =>
    li
      .findAll('span, strong, cite')
      .map((part) => part.text())
      .join(' '),
  )

const axeSetup: AttackSetup = {
  attribute: 'str',
  advantage: 1,
  disadvantage: 0,
  modifier: 0,
  weapons: [{ label: 'Axe', die: 'd8', advantage: 1, disadvantage: 0 }],
  target: 21,
  targetArmor: 1,
}

describe('Cairn attack dialog', () => {
  it('offers only items with an Object Die, lists each die with its Advantage, and shows the odds', async () => {
    await openFighter()
    const wrapper = mount(CairnAttackDialog)
    const options = wrapper.findAll('select[name="weapon"] option').map((o) => o.text())
    expect(options).toEqual(['Unarmed (d4 damage)', 'Axe (d8)', 'Dagger (d4)'])
    // Ael'Onor's attack (Actions, example 1): +1 Advantage on the Base Die, the Axe die with Advantage.
    await commitNumber(wrapper, 'Advantage', '1')
    await commitNumber(wrapper, 'Weapon Advantage', '1')
    await commitNumber(wrapper, "Target's result or DC", '21')
    await commitNumber(wrapper, "Target's Armor", '1')
    expect(modifierLines(wrapper)).toEqual([
      'STR +12 Actions',
      'Base Die (1 Advantage) +d20 Actions',
      'Axe (1 Advantage) +d8 Actions',
    ])
    const odds = attackOdds(cairnData(), axeSetup)
    expect(text(wrapper, 'attack-odds')).toBe(
      `A result of 21 or more hits: ${percent(odds.hit)} to hit, ${percent(odds.damaging)} to hit and deal damage past Armor 1; ${odds.meanOnHit.toFixed(1)} damage on average on a hit.`,
    )
  })

  it('rolls the attack and logs the dice, the modifiers and the damage after Armor', async () => {
    await openFighter()
    const { result: wrapper, seed } = withKnownDice(() => mount(CairnAttackDialog))
    await commitNumber(wrapper, 'Advantage', '1')
    await commitNumber(wrapper, 'Weapon Advantage', '1')
    await commitNumber(wrapper, "Target's result or DC", '21')
    await commitNumber(wrapper, "Target's Armor", '1')
    await button(wrapper, 'Roll attack').trigger('click')
    await flushPromises()
    const expected = rollAttack(createRng(seed), cairnData(), axeSetup)
    const line = attackLine(cairnData(), axeSetup, expected)
    expect(line).toMatch(/^Base Die d20 \[\d+, \d+\] → \d+, Axe d8 \[\d, \d\] → \d; STR \+12; /)
    expect(wrapper.get('.results li').text()).toContain(line)
    const logged = await db().rolls.toArray()
    expect(logged.map((r) => [r.label, r.result])).toEqual([['Attack with Axe', line]])
    // The target's damage is the Warden's to note: this character's HP stay.
    expect(cairnData().hp.current).toBe(5)
  })

  it('with two weapons rolls both and the damage keeps the highest; unarmed is d4', async () => {
    await openFighter()
    const wrapper = mount(CairnAttackDialog)
    await wrapper.get('select[name="second-weapon"]').setValue('dagger')
    expect(modifierLines(wrapper)).toEqual([
      'STR +12 Actions',
      'Base Die +d20 Actions',
      'Axe +d8 Actions',
      'Dagger +d4 Actions',
    ])
    // The Dagger made the first weapon as well counts once.
    await wrapper.get('select[name="weapon"]').setValue('dagger')
    expect(modifierLines(wrapper)).toEqual([
      'STR +12 Actions',
      'Base Die +d20 Actions',
      'Dagger +d4 Actions',
    ])
    await wrapper.get('select[name="weapon"]').setValue('')
    expect(wrapper.find('select[name="second-weapon"]').exists()).toBe(false)
    expect(modifierLines(wrapper)).toEqual([
      'STR +12 Actions',
      'Base Die +d20 Actions',
      'Unarmed damage +d4 Attacking & Damage',
    ])
  })

  it('named situations make the attack Impaired or Enhanced, listed with their rule, in the odds and the roll', async () => {
    await openFighter()
    const { result: wrapper, seed } = withKnownDice(() => mount(CairnAttackDialog))
    await commitNumber(wrapper, "Target's result or DC", '21')
    // Ranged Attacks: an especially distant target is Impaired.
    await wrapper.get('input[name="situation-distant"]').setValue(true)
    // Attack Modifiers: fighting from weakness (cover, bound hands) is Impaired as well.
    await wrapper.get('input[name="situation-weakness"]').setValue(true)
    expect(modifierLines(wrapper)).toEqual([
      'STR +12 Actions',
      'Base Die (2 Disadvantage) +d20 Actions',
      'Axe +d8 Actions',
      'From weakness (cover, bound hands…): Impaired, Disadvantage on the Base Die +d20 Attack Modifiers (Advantage / Disadvantage)',
      'Especially distant target: Impaired, Disadvantage on the Base Die +d20 Ranged Attacks',
    ])
    const setup: AttackSetup = {
      ...axeSetup,
      advantage: 0,
      weapons: [{ label: 'Axe', die: 'd8', advantage: 0, disadvantage: 0 }],
      targetArmor: 0,
      situations: ['weakness', 'distant'],
    }
    const odds = attackOdds(cairnData(), setup)
    expect(odds.hit).toBeLessThan(attackOdds(cairnData(), { ...setup, situations: [] }).hit)
    expect(text(wrapper, 'attack-odds')).toContain(`${percent(odds.hit)} to hit`)
    await button(wrapper, 'Roll attack').trigger('click')
    const expected = rollAttack(createRng(seed), cairnData(), setup)
    expect(expected.base.rolls).toHaveLength(3)
    expect(wrapper.get('.results li').text()).toContain(attackLine(cairnData(), setup, expected))
    // Enhanced from strength cancels one Disadvantage.
    await wrapper.get('input[name="situation-strength"]').setValue(true)
    expect(modifierLines(wrapper)[1]).toBe('Base Die (1 Advantage, 2 Disadvantage) +d20 Actions')
  })

  it('offers the arcane bolt of a fused hand (Mishap 18) as a d6 weapon, not once the hand is lost', async () => {
    await openFighter((d) => {
      d.items = []
      d.mishaps = [{ id: 'm18', sum: 18, note: '' }]
    })
    const wrapper = mount(CairnAttackDialog)
    const options = wrapper.findAll('select[name="weapon"] option').map((o) => o.text())
    expect(options).toEqual(['Unarmed (d4 damage)', 'Arcane bolt (Mishap 18) (d6)'])
    expect(wrapper.find('[data-testid="no-weapons"]').exists()).toBe(false)
    await wrapper.get('select[name="weapon"]').setValue('mishap-18-bolt')
    expect(modifierLines(wrapper)).toEqual([
      'STR +12 Actions',
      'Base Die +d20 Actions',
      'Arcane bolt (Mishap 18) +d6 Actions',
    ])
    await button(wrapper, 'Roll attack').trigger('click')
    await flushPromises()
    const logged = await db().rolls.toArray()
    expect(logged.map((r) => r.label)).toEqual(['Attack with Arcane bolt (Mishap 18)'])
    wrapper.unmount()
    await openFighter((d) => {
      d.items = []
      d.mishaps = [{ id: 'm18', sum: 18, note: '' }]
      d.fusedHandLost = true
    })
    const handless = mount(CairnAttackDialog)
    expect(handless.findAll('select[name="weapon"] option').map((o) => o.text())).toEqual([
      'Unarmed (d4 damage)',
    ])
  })

  it('opens from the sheet and says how to arm a character with no Object Die', async () => {
    await openCairn(db())
    const combat = mount(CairnCombat, { attachTo: document.body })
    await button(combat, 'Attack…').trigger('click')
    await nextTick()
    expect(combat.get('dialog h2').text()).toBe('Attack')
    expect(text(combat, 'no-weapons')).toContain('No item has an Object Die yet')
    combat.unmount()
  })
})

describe('Cairn damage dialog', () => {
  it('shows the odds through Armor, takes the hit off HP, logs it, and Undo gives it back', async () => {
    await openFighter()
    const { result: wrapper, seed } = withKnownDice(() => mount(CairnDamageDialog))
    await wrapper.get('select[name="incoming-die"]').setValue('d8')
    await wrapper.get('select[name="incoming-second"]').setValue('d6')
    expect(modifierLines(wrapper)).toEqual([
      'Weapon die +d8 Attacking & Damage',
      'Second weapon die (keep highest) +d6 Attacking & Damage',
      'Armor −1 Armor',
    ])
    const before = cairnData()
    const odds = harmOdds(before, ['d8', 'd6'])
    expect(text(wrapper, 'harm-odds')).toBe(
      `${percent(odds.anyDamage)} that damage gets past Armor 1; ${percent(odds.toZero)} that HP reach 0 (a Scar); ${percent(odds.pastZero)} that it goes on to STR (a critical damage save); ${odds.mean.toFixed(1)} on average.`,
    )
    await button(wrapper, 'Roll damage').trigger('click')
    await flushPromises()
    const rolled = rollIncoming(createRng(seed), ['d8', 'd6'])
    const { data: after, result } = applyDamage(before, rolled.raw)
    expect(cairnData().hp).toEqual(after.hp)
    expect(cairnData().attributes.str).toEqual(after.attributes.str)
    expect(wrapper.get('.results li').text()).toContain(result.explanation)
    expect(wrapper.emitted('damaged')?.[0]).toEqual([result])
    await button(wrapper, 'Undo damage').trigger('click')
    await flushPromises()
    expect(cairnData().hp).toEqual(before.hp)
    expect(cairnData().log).toEqual(before.log)
    expect(wrapper.find('.results li button').exists()).toBe(false)
    const logged = (await db().rolls.toArray()).map((r) => r.result)
    expect(logged).toHaveLength(2)
    expect(logged).toContainEqual(expect.stringContaining(result.explanation))
    expect(logged).toContainEqual(expect.stringContaining('(Weapon die +d8, Second weapon die'))
    expect(logged).toContain(`undid ${result.afterArmor} damage (HP back to 5)`)
  })

  it('takes damage past 0 HP off STR, and Undo restores STR too', async () => {
    await openFighter((d) => ((d.hp = { current: 1, max: 5 }), (d.armor = 0)))
    const wrapper = mount(CairnDamageDialog)
    await wrapper.get('select[name="incoming-die"]').setValue('')
    // Unarmed d4 against 1 HP and no Armor: HP always reach 0.
    expect(text(wrapper, 'harm-odds')).toMatch(/^100% that damage gets past Armor 0; 100% that HP/)
    await button(wrapper, 'Roll damage').trigger('click')
    await flushPromises()
    const [outcome] = wrapper.emitted<[{ strLoss: number; hpAfter: number }]>('damaged') ?? []
    expect(outcome?.[0].hpAfter).toBe(0)
    expect(cairnData().attributes.str.current).toBe(12 - (outcome?.[0].strLoss ?? 0))
    await button(wrapper, 'Undo damage').trigger('click')
    expect(cairnData().attributes.str.current).toBe(12)
    expect(cairnData().hp.current).toBe(1)
    expect(wrapper.emitted('undone')).toHaveLength(1)
  })

  it('does not offer Undo once the sheet has changed since', async () => {
    await openFighter()
    const wrapper = mount(CairnDamageDialog)
    await button(wrapper, 'Roll damage').trigger('click')
    await flushPromises()
    expect(button(wrapper, 'Undo damage').exists()).toBe(true)
    useEditorStore().edit<CairnData>((d) => (d.notes = 'changed'))
    await nextTick()
    expect(wrapper.find('.results li button').exists()).toBe(false)
  })

  it('refuses damage to a dead character and changes nothing', async () => {
    await openFighter((d) => (d.dead = true))
    const wrapper = mount(CairnDamageDialog)
    const before = cairnData()
    await button(wrapper, 'Roll damage').trigger('click')
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toBe('Not applied: The character is dead.')
    expect(cairnData()).toEqual(before)
  })

  it('hands a hit past 0 HP to the sheet’s critical damage save', async () => {
    await openFighter((d) => ((d.hp = { current: 0, max: 5 }), (d.armor = 0)))
    const combat = mount(CairnCombat, { attachTo: document.body })
    await button(combat, 'Take a hit…').trigger('click')
    await nextTick()
    await button(combat, 'Roll damage').trigger('click')
    await flushPromises()
    expect(combat.text()).toContain('STR save, DC 15')
    await button(combat, 'Undo damage').trigger('click')
    await nextTick()
    expect(combat.text()).not.toContain('STR save, DC 15')
    combat.unmount()
  })
})

describe('Object Dice in the inventory', () => {
  it('gives a new item a die and changes an item’s die, one undoable edit each', async () => {
    await openFighter()
    const inventory = mount(CairnInventory)
    await inventory.get('input[name="item-name"]').setValue('Shield')
    await inventory.get('select[name="item-die"]').setValue('d6')
    await inventory.get('form[aria-label="Add an item"]').trigger('submit')
    expect(cairnData().items.at(-1)).toMatchObject({ name: 'Shield', die: 'd6' })
    await inventory.get('select[aria-label="Object Die of Rope"]').setValue('d4')
    expect(cairnData().items.find((i) => i.id === 'rope')?.die).toBe('d4')
    await inventory.get('select[aria-label="Object Die of Axe"]').setValue('')
    expect(cairnData().items.find((i) => i.id === 'axe')).not.toHaveProperty('die')
    useEditorStore().undo()
    expect(cairnData().items.find((i) => i.id === 'axe')?.die).toBe('d8')
  })
})

describe('Die of Fate', () => {
  it('is offered only when the campaign turns the house rule on', async () => {
    await openFighter()
    const off = mount(CairnCombat)
    expect(off.text()).not.toContain('Die of Fate')
    off.unmount()
    await useSettingsStore().setHouseRule('cairn-ap', 'dieOfFate', true)
    const { result: wrapper, seed } = withKnownDice(() => mount(CairnCombat))
    expect(text(wrapper, 'fate-odds')).toBe('50% that it favours the PCs (4 or more)')
    await button(wrapper, 'Roll Die of Fate (d6)').trigger('click')
    await flushPromises()
    const fate = rollDieOfFate(createRng(seed))
    expect(text(wrapper, 'roll-text')).toBe(`Die of Fate: d6 ${fate.roll}, ${fate.fate}`)
    const logged = await db().rolls.toArray()
    expect(logged.map((r) => [r.label, r.result])).toEqual([
      ['Die of Fate', `d6 ${fate.roll}: ${fate.fate} (4 or more favours the PCs)`],
    ])
  })
})
