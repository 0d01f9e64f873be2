// The Symbaroum attack and Defense dialogs: the modifiers with their rules and the exact odds
// before the roll, the shield's limits, the rolls themselves, the roll log, and damage taken off
// Toughness as one change that Undo takes back.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'
import { createRng } from '@systems/common/dice'
import { percent } from '@systems/common/format'
import {
  currentToughness,
  damageOdds,
  harmOdds,
  rollAttack,
  rollDefense,
  successTest,
} from '@systems/symbaroum'
import type { SymbaroumData } from '@systems/symbaroum/model'
import { useEditorStore } from '@renderer/stores/editor'
import { editedData, openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import { button, commitNumber, withKnownDice } from '../sheet-test-helpers'
import SymbaroumAttackDialog from './SymbaroumAttackDialog.vue'
import SymbaroumDefenseDialog from './SymbaroumDefenseDialog.vue'
import SymbaroumGear from './SymbaroumGear.vue'

const db = useTestDatabase('symbaroum-combat')

const sword = { id: 'sword', name: 'Sword', damage: '1d8', qualities: [] }
const bow = { id: 'bow', name: 'Longbow', damage: '1d8', qualities: ['ranged' as const] }
const spear = { id: 'spear', name: 'Spear', damage: '1d8', qualities: ['long' as const] }

async function openWarrior(edit: (d: SymbaroumData) => void = () => {}): Promise<void> {
  await openSampleCharacter<SymbaroumData>(db(), 'symbaroum', (d) => {
    d.attributes = { ...d.attributes, accurate: 13, quick: 13, strong: 13 }
    d.armor = { name: 'Chain mail', impeding: 2, protection: '1d6' }
    d.shield = 'none'
    d.damage = 0
    d.deathTests = []
    d.weapons = [sword, bow, spear]
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

describe('Symbaroum attack dialog', () => {
  it('lists the modifiers with their rules and shows the exact odds to hit and to hurt', async () => {
    await openWarrior()
    const wrapper = mount(SymbaroumAttackDialog, { props: { weaponId: 'sword' } })
    await commitNumber(wrapper, "Target's Defense", '12')
    await wrapper.get('input[name="target-armor"]').setValue('1d4')
    await commitNumber(wrapper, "Target's Pain Threshold", '3')
    expect(modifierLines(wrapper)).toEqual(["Target's Defense 12 −2 Combat Action"])
    // Accurate 13 − 2 = 11: 55%.
    expect(text(wrapper, 'attack-odds')).toBe('Roll 11 or lower on a d20: 55% to hit.')
    const odds = damageOdds(['1d8'], '1d4', 3)
    expect(text(wrapper, 'damage-odds')).toBe(
      `On a hit, 1d8 against armor 1d4: ${percent(odds.anyDamage)} deals damage, ${odds.mean.toFixed(1)} on average; ${percent(odds.overPainThreshold!)} over the Pain Threshold.`,
    )
    expect(percent(odds.anyDamage)).toBe('68.8%') // 22 of 32 pairs

    await wrapper.get('input[name="advantage-flanked"]').setValue(true)
    await wrapper.get('input[name="advantage-lowerGround"]').setValue(true)
    expect(modifierLines(wrapper)).toEqual([
      "Target's Defense 12 −2 Combat Action",
      'Advantage: flanked, lower ground +2 Advantage',
      'Advantage damage +1d4 Advantage',
    ])
    expect(text(wrapper, 'attack-odds')).toBe('Roll 13 or lower on a d20: 65% to hit.')
    expect(text(wrapper, 'damage-odds')).toContain('On a hit, 1d8 + 1d4 against armor 1d4')
  })

  it('rolls the attack and the damage after armor, and logs each with its modifiers', async () => {
    await openWarrior()
    const { result: wrapper, seed } = withKnownDice(() =>
      mount(SymbaroumAttackDialog, { props: { weaponId: 'sword' } }),
    )
    // Defense 1: 13 + 9 = 22, always a hit, so the damage is always rolled.
    await commitNumber(wrapper, "Target's Defense", '1')
    await wrapper.get('input[name="target-armor"]').setValue('1d4')
    await button(wrapper, 'Roll attack').trigger('click')
    await flushPromises()
    const expected = rollAttack(createRng(seed), editedData<SymbaroumData>(), sword, {
      targetDefense: 1,
      advantage: false,
      targetArmor: '1d4',
      targetPainThreshold: null,
    })
    const d = expected.damage!
    const line = `rolled ${expected.test.roll} vs 22: hit; damage 1d8 ${d.rolls[0]!.total}, armor 1d4 ${d.armor!.total}: ${d.dealt} damage`
    expect(wrapper.get('.results li').text()).toBe(line)
    const logged = await db().rolls.toArray()
    expect(logged.map((r) => [r.label, r.result])).toEqual([
      ['Attack with Sword', `${line} (Target's Defense 1 +9)`],
    ])
  })

  it('bars a ranged weapon with a shield, and says a Long weapon loses its reach', async () => {
    await openWarrior((d) => (d.shield = 'shield'))
    const bowDialog = mount(SymbaroumAttackDialog, { props: { weaponId: 'bow' } })
    expect(bowDialog.get('[role="alert"]').text()).toBe(
      'A ranged weapon cannot be used with a shield (a buckler allows it).',
    )
    expect(button(bowDialog, 'Roll attack').element.disabled).toBe(true)
    const spearDialog = mount(SymbaroumAttackDialog, { props: { weaponId: 'spear' } })
    expect(text(spearDialog, 'long-reach')).toBe('Long reach does not count with a shield.')
    expect(button(spearDialog, 'Roll attack').element.disabled).toBe(false)
  })

  it('with a buckler the bow shoots and the spear keeps its reach', async () => {
    await openWarrior((d) => (d.shield = 'buckler'))
    const bowDialog = mount(SymbaroumAttackDialog, { props: { weaponId: 'bow' } })
    expect(bowDialog.find('[role="alert"]').exists()).toBe(false)
    const spearDialog = mount(SymbaroumAttackDialog, { props: { weaponId: 'spear' } })
    expect(text(spearDialog, 'long-reach')).toMatch(/^Long: a Free Attack in the first turn/)
  })

  it('refuses an armor die it cannot roll, with the reason, and does not roll', async () => {
    await openWarrior()
    const wrapper = mount(SymbaroumAttackDialog, { props: { weaponId: 'sword' } })
    await wrapper.get('input[name="target-armor"]').setValue('d')
    expect(wrapper.get('[role="alert"]').text()).toBe('“d” is not a die such as 1d4 or 1d6+1.')
    expect(button(wrapper, 'Roll attack').element.disabled).toBe(true)
    await button(wrapper, 'Roll attack').trigger('click')
    await flushPromises()
    expect(await db().rolls.count()).toBe(0)
  })

  it('opens from the weapon row on the sheet, named after the weapon', async () => {
    await openWarrior()
    const gear = mount(SymbaroumGear, { attachTo: document.body })
    await button(gear, 'Attack with Spear').trigger('click')
    await nextTick()
    expect(gear.get('dialog h2').text()).toBe('Attack with Spear')
    gear.unmount()
  })
})

describe('Symbaroum Defense dialog', () => {
  it('tests Defense (Quick − Impeding + shield) against the attacker’s Accurate, with the odds', async () => {
    await openWarrior((d) => (d.shield = 'shield'))
    const wrapper = mount(SymbaroumDefenseDialog)
    expect(wrapper.text()).toContain('Defense 12 (Quick 13 − 2 Impeding + 1 shield)')
    await commitNumber(wrapper, "Attacker's Accurate", '13')
    await commitNumber(wrapper, 'Damage of the attack', '4')
    expect(modifierLines(wrapper)).toEqual(["Attacker's Accurate 13 −3 Defense"])
    const chance = successTest(12, -3).chance
    expect(text(wrapper, 'defense-odds')).toBe(
      `Roll 9 or lower on a d20: ${percent(chance)} to avoid the attack.`,
    )
    const harm = harmOdds(editedData<SymbaroumData>(), 4)
    expect(text(wrapper, 'harm-odds')).toBe(
      `If it hits: ${percent(harm.anyDamage)} that damage gets past the armor, ${percent(harm.overPainThreshold!)} over the Pain Threshold.`,
    )
    expect(percent(harm.anyDamage)).toBe('50%')
  })

  it('takes a hit’s damage over the armor off Toughness, logs it, and Undo gives it back', async () => {
    await openWarrior()
    const { result: wrapper, seed } = withKnownDice(() => mount(SymbaroumDefenseDialog))
    // Accurate 30: Defense 11 − 20 is below 1, so the attack always hits.
    await commitNumber(wrapper, "Attacker's Accurate", '30')
    await commitNumber(wrapper, 'Damage of the attack', '12')
    const before = editedData<SymbaroumData>()
    await button(wrapper, 'Roll Defense').trigger('click')
    await flushPromises()
    const expected = rollDefense(createRng(seed), before, 12, { attackerAccurate: 30 })
    expect(expected.test.success).toBe(false)
    const after = 13 - expected.taken
    expect(currentToughness(editedData<SymbaroumData>())).toBe(after)
    expect(wrapper.get('.results li').text()).toContain(
      `armor 1d6 ${expected.armor!.total}, ${expected.taken} of 12 damage taken (Toughness 13 → ${after})${expected.overPainThreshold ? ', over the Pain Threshold of 7' : ''}`,
    )
    await button(wrapper, 'Undo damage').trigger('click')
    await flushPromises()
    expect(currentToughness(editedData<SymbaroumData>())).toBe(13)
    expect(useEditorStore().record?.data).toMatchObject({ damage: 0 })
    expect(wrapper.find('.results li button').exists()).toBe(false)
    const logged = (await db().rolls.toArray()).map((r) => r.result)
    expect(logged).toHaveLength(2)
    expect(logged).toContain(`undid ${expected.taken} damage (Toughness back to 13)`)
  })

  it('does not offer Undo once the sheet has changed since', async () => {
    await openWarrior()
    const wrapper = mount(SymbaroumDefenseDialog)
    await commitNumber(wrapper, "Attacker's Accurate", '30')
    await commitNumber(wrapper, 'Damage of the attack', '12')
    await button(wrapper, 'Roll Defense').trigger('click')
    await flushPromises()
    expect(button(wrapper, 'Undo damage').exists()).toBe(true)
    useEditorStore().edit<SymbaroumData>((d) => (d.notes = 'changed'))
    await nextTick()
    expect(wrapper.find('.results li button').exists()).toBe(false)
  })
})
