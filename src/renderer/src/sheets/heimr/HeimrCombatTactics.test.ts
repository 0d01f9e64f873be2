// The challenge dialog's hands, brawl openings, luck shots, distance count, guards and blind spots:
// each a choice listed with its rule, refusals with a clear message, exact odds and the roll log.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { attackRoll, chanceWithFatigue, luckShotChance, type HeimrData } from '@systems/heimr'
import { giveCombatAbilities } from '@systems/heimr/fixtures'
import { editedData, openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import { button, commitNumber, withKnownDice } from '../sheet-test-helpers'
import type { ChallengeTarget } from './challenge-target'
import { initialAttack } from './combat-choice'
import HeimrChallengeDialog from './HeimrChallengeDialog.vue'

const db = useTestDatabase('heimr-tactics')
const data = () => editedData<HeimrData>()

async function openArmed(): Promise<void> {
  await openSampleCharacter<HeimrData>(db(), 'heimr', (d) => {
    d.attributes.dex!.value = 2
    d.fatigue = 1
    d.positions = []
    d.defenceUses = { dodge: 0, block: 0 }
    giveCombatAbilities(d)
    d.abilities.knives = {
      name: 'Knife fighting',
      baseConsistency: 1,
      attributes: ['dex'],
      trainedConsistency: 0,
      trainedPotential: 0,
    }
    d.items = [
      { id: 'sword', name: 'Arming sword', kind: 'weapon', catalogId: 'medium-weapon', notes: '' },
      { id: 'dagger', name: 'Dagger', kind: 'weapon', catalogId: 'light-weapon', notes: '' },
      { id: 'bow', name: 'Yew bow', kind: 'weapon', catalogId: 'bow', notes: '' },
      { id: 'tower', name: 'Pavise', kind: 'shield', catalogId: 'tower-shield', notes: '' },
    ]
  })
}

function mountDialog(target: ChallengeTarget): VueWrapper {
  return withKnownDice(() => mount(HeimrChallengeDialog, { props: { target } })).result
}

function percent(p: number): string {
  if (p > 0 && p < 0.001) return '<0.1%'
  return `${(p * 100).toFixed(p < 0.1 ? 1 : 0)}%`
}

const modifiers = (w: VueWrapper) =>
  w.findAll('[data-testid="modifiers"] li').map((li) =>
    li
      .findAll('span, strong, cite')
      .map((part) => part.text())
      .join(' '),
  )
const select = (w: VueWrapper, name: string) => w.get<HTMLSelectElement>(`select[name="${name}"]`)
const combatError = (w: VueWrapper) => w.find('[data-testid="combat-error"]')

describe('Heimr attacks: hands', () => {
  it('rolls the sword hand, then offers the off-hand weapon’s roll of the same action', async () => {
    await openArmed()
    const wrapper = mountDialog({ kind: 'attack' })
    await select(wrapper, 'off-hand-weapon').setValue('dagger')
    expect(wrapper.text()).toContain('this attack action also makes one roll with the Dagger')
    await button(wrapper, 'Roll').trigger('click')
    await button(wrapper, 'Next: the off-hand Dagger').trigger('click')
    expect(wrapper.get('h2').text()).toBe('Attack with Dagger')
    expect(modifiers(wrapper)).toEqual([
      'Dagger (Light weapon), off-hand +2 Medieval armoury module: Weapons',
    ])
    expect(
      select(wrapper, 'attack-ability')
        .findAll('option')
        .map((o) => o.text()),
    ).toEqual(['Dueling', 'Knife fighting'])
    await select(wrapper, 'attack-hand').setValue('sword')
    expect(wrapper.get('h2').text()).toBe('Attack with Arming sword')
  })

  it('refuses a shield and a second weapon together, and rolls nothing', async () => {
    await openArmed()
    const wrapper = mountDialog({ kind: 'attack' })
    await select(wrapper, 'off-hand-weapon').setValue('dagger')
    await select(wrapper, 'attack-shield').setValue('tower')
    expect(combatError(wrapper).text()).toBe(
      'The off-hand holds one thing: a second weapon or a shield, not both.',
    )
    expect(button(wrapper, 'Roll').attributes('disabled')).toBeDefined()
  })
})

describe('Heimr brawl attacks', () => {
  it('refuses a bind without a free hand and a brawl past an undodged weapon', async () => {
    await openArmed()
    const wrapper = mountDialog({ kind: 'attack' })
    await select(wrapper, 'weapon').setValue('')
    await select(wrapper, 'brawl-holding').setValue('sword')
    await select(wrapper, 'attack-shield').setValue('tower')
    await select(wrapper, 'brawl-effect').setValue('bind')
    expect(combatError(wrapper).text()).toBe(
      'A bind needs a free hand: put something down or choose hit 1.',
    )
    await select(wrapper, 'attack-shield').setValue('')
    expect(combatError(wrapper).exists()).toBe(false)
    await select(wrapper, 'brawl-opening').setValue('provoking')
    expect(combatError(wrapper).text()).toContain('defend with a dodge')
    await select(wrapper, 'brawl-opening').setValue('provokedNotDodged')
    expect(combatError(wrapper).text()).toContain('the brawl attack fails')
    await select(wrapper, 'brawl-opening').setValue('provokedDodged')
    expect(combatError(wrapper).exists()).toBe(false)
    expect(wrapper.text()).not.toContain('provokes one')
  })
})

describe('Heimr luck shots at a hidden target', () => {
  it('lists the −1, counts the d10 in the odds and stops at a d10 that is not 10', async () => {
    await openArmed()
    const wrapper = mountDialog({ kind: 'attack' })
    await wrapper.get('input[name="target-hidden"]').setValue(true)
    expect(modifiers(wrapper)).toContain('Luck shot at a hidden target −1 Positions: Hidden')
    const roll = attackRoll(data(), { ...initialAttack(data()), targetHidden: true }).challenge
    // Against the starting defence of 5 the attack needs 6, and the d10 must show 10 first.
    expect(wrapper.get('[data-testid="success-chance"]').text()).toBe(
      percent(chanceWithFatigue(roll.consistency, roll.potential, 6, 1) * luckShotChance),
    )
    expect(wrapper.text()).toContain("Chance to hit, the luck shot's d10 included")
    await wrapper.get('input[name="luck-d10"]').setValue('7')
    await wrapper.get('form[aria-label="Enter your own dice"]').trigger('submit')
    expect(wrapper.get('[data-testid="luck-shot"]').text()).toBe(
      'Luck shot: the d10 shows 7, not 10, so no attack roll is made.',
    )
    expect(wrapper.find('[data-testid="challenge-outcome"]').exists()).toBe(false)
    await flushPromises()
    expect((await db().rolls.toArray()).map((r) => r.result)).toEqual([
      'Luck shot: the d10 shows 7, not 10, so no attack roll is made.',
    ])
    await wrapper.get('input[name="luck-d10"]').setValue('11')
    await wrapper.get('form[aria-label="Enter your own dice"]').trigger('submit')
    expect(wrapper.text()).toContain("Enter the luck shot's d10, a whole number from 1 to 10.")
  })

  it('rolls the attack itself after a d10 of 10', async () => {
    await openArmed()
    const wrapper = mountDialog({ kind: 'attack' })
    await wrapper.get('input[name="target-hidden"]').setValue(true)
    await wrapper.get('input[name="luck-d10"]').setValue('10')
    await wrapper.get('input[name="d6"]').setValue('4')
    await wrapper.get('input[name="d10s"]').setValue('9')
    await wrapper.get('form[aria-label="Enter your own dice"]').trigger('submit')
    expect(wrapper.find('[data-testid="luck-shot"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="challenge-outcome"]').text()).toContain('Result')
  })
})

describe('Heimr ranged distance', () => {
  it('counts moves and climbs into the distance; jumping down is free', async () => {
    await openArmed()
    const wrapper = mountDialog({ kind: 'attack' })
    await select(wrapper, 'weapon').setValue('bow')
    await commitNumber(wrapper, 'Squares across', '1')
    await commitNumber(wrapper, 'Squares along', '1')
    expect(modifiers(wrapper)).toContain('Distance 2 −1 Ranged attacks')
    await commitNumber(wrapper, 'Heights down', '3')
    expect(modifiers(wrapper)).toContain('Distance 2 −1 Ranged attacks')
    await commitNumber(wrapper, 'Heights to climb up', '2')
    expect(modifiers(wrapper)).toContain('Distance 4 −2 Ranged attacks')
  })
})

describe('Heimr defences: guards and blind spots', () => {
  it('lists the blind spot’s −5 and the guard’s −1 with their rules', async () => {
    await openArmed()
    const wrapper = mountDialog({ kind: 'defence' })
    await wrapper.get('input[name="from-blind-spot"]').setValue(true)
    await wrapper.get('input[name="outmanoeuvring-guard"]').setValue(true)
    expect(modifiers(wrapper)).toEqual([
      'Outmanoeuvring a guard −1 Guarding',
      'From a blind spot −5 Blind spots module',
    ])
    await select(wrapper, 'defence').setValue('parry:sword')
    expect(wrapper.find('input[name="outmanoeuvring-guard"]').exists()).toBe(false)
    expect(modifiers(wrapper)).toEqual(['From a blind spot −5 Blind spots module'])
  })
})

describe('Heimr darkness and weather', () => {
  it('lists darkness as concealment unless the target is lit', async () => {
    await openArmed()
    const wrapper = mountDialog({ kind: 'attack' })
    await select(wrapper, 'darkness').setValue('2')
    expect(modifiers(wrapper)).toContain('Darkness 2 −2 Environment: Concealment')
    await wrapper.get('input[name="target-lit"]').setValue(true)
    expect(modifiers(wrapper).join()).not.toContain('Darkness')
    await select(wrapper, 'weather').setValue('3')
    await commitNumber(wrapper, "Target's concealment", '1')
    expect(modifiers(wrapper)).toContain(
      "Extreme weather 3, beyond the cover's 1 −2 Environment: Concealment",
    )
    expect(wrapper.text()).toContain("Extreme weather improves cover by the campaign's house rule")
    await wrapper.get('input[name="target-under-roof"]').setValue(true)
    expect(modifiers(wrapper).join()).not.toContain('weather')
  })
})
