// The challenge dialog's attack and defence modes: the armoury's bonuses and the combat rules
// listed with their sections, the exact odds, refusals with a clear message, the roll log, and a
// defence that takes damage off hit points as one undoable change.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createRng } from '@systems/common/dice'
import {
  applyPhysicalRoll,
  armouryWeapons,
  attackOutcome,
  attackRoll,
  chanceWithFatigue,
  defenceRoll,
  describeOutcome,
  rollChallenge,
  type HeimrData,
} from '@systems/heimr'
import { useEditorStore } from '@renderer/stores/editor'
import { editedData, openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import { button, commitNumber, withKnownDice } from '../sheet-test-helpers'
import type { ChallengeTarget } from './challenge-target'
import { initialAttack, initialDefence } from './combat-choice'
import { giveCombatAbilities } from '@systems/heimr/fixtures'
import HeimrChallengeDialog from './HeimrChallengeDialog.vue'

const db = useTestDatabase('heimr-combat')
const data = () => editedData<HeimrData>()

/** Dexterity 2, Stamina 1, fatigue 1; Dueling, Archery, Sword and shield; sword, bow, shields. */
async function openArmed(edit: (d: HeimrData) => void = () => {}): Promise<void> {
  await openSampleCharacter<HeimrData>(db(), 'heimr', (d) => {
    d.attributes.dex!.value = 2
    d.attributes.sta!.value = 1
    d.fatigue = 1
    d.positions = []
    d.defenceUses = { dodge: 0, block: 0 }
    d.hitPoints = { current: 3, max: 3 }
    giveCombatAbilities(d)
    d.items = [
      { id: 'sword', name: 'Arming sword', kind: 'weapon', catalogId: 'medium-weapon', notes: '' },
      { id: 'bow', name: 'Yew bow', kind: 'weapon', catalogId: 'bow', notes: '' },
      { id: 'tower', name: 'Pavise', kind: 'shield', catalogId: 'tower-shield', notes: '' },
    ]
    edit(d)
  })
}

function mountDialog(target: ChallengeTarget): { wrapper: VueWrapper; seed: number } {
  const { result, seed } = withKnownDice(() => mount(HeimrChallengeDialog, { props: { target } }))
  return { wrapper: result, seed }
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
const chance = (w: VueWrapper) => w.get('[data-testid="success-chance"]').text()
const select = (w: VueWrapper, name: string) => w.get<HTMLSelectElement>(`select[name="${name}"]`)

describe('Heimr attack mode', () => {
  it('lists the armoury and ranged modifiers with their rules and shows the exact odds to hit', async () => {
    await openArmed()
    const { wrapper } = mountDialog({ kind: 'attack' })
    expect(wrapper.get('h2').text()).toBe('Attack with Arming sword')
    expect(modifiers(wrapper)).toEqual([
      'Arming sword (Medium weapon) +3 Medieval armoury module: Weapons',
    ])
    // Against a defence of 5 (the starting value), the attack needs 6.
    const sword = attackRoll(data(), initialAttack(data())).challenge
    expect(chance(wrapper)).toBe(
      percent(chanceWithFatigue(sword.consistency, sword.potential, 6, 1)),
    )
    expect(wrapper.text()).toContain('Chance to hit')

    await select(wrapper, 'weapon').setValue('bow')
    expect(wrapper.get('h2').text()).toBe('Attack with Yew bow')
    await commitNumber(wrapper, 'Distance (squares)', '2')
    await commitNumber(wrapper, "Characters in the target's cluster", '3')
    await select(wrapper, 'aim').setValue('torso')
    expect(modifiers(wrapper)).toEqual([
      'Distance 2 −1 Ranged attacks',
      'Cluster of 3 −3 Ranged attacks: combat cluster',
      'Aimed at the torso −2 Targeting a body part',
      'Yew bow (Bow) +1 Medieval armoury module: Weapons',
    ])
    // Archery: C 3 − 6 = −3; P Dexterity 2 + 1 trained + 1 bow = 4.
    expect(wrapper.get('[data-testid="challenge-odds"]').text()).toContain(
      'Consistency -3, potential 4',
    )
    expect(chance(wrapper)).toBe(percent(chanceWithFatigue(-3, 4, 6, 1)))
    await wrapper.get('input[name="target-prone"]').setValue(true)
    await commitNumber(wrapper, "Target's concealment", '1')
    expect(modifiers(wrapper)).toContain('Target prone −2 Positions: Prone')
    expect(modifiers(wrapper)).toContain("Target's concealment 1 −1 Positions: Concealed")
    expect(wrapper.get('[data-testid="challenge-odds"]').text()).toContain('Consistency -6')
    // Back to the sword: melee, one position below the target.
    await select(wrapper, 'weapon').setValue('sword')
    await select(wrapper, 'target-height').setValue('lower')
    expect(modifiers(wrapper)).toContain('Target stands lower +1 Environment: Height')
  })

  it('refuses a target beyond the weapon’s range with a clear message and rolls nothing', async () => {
    await openArmed()
    const { wrapper } = mountDialog({ kind: 'attack' })
    await select(wrapper, 'weapon').setValue('bow')
    await commitNumber(wrapper, 'Distance (squares)', '7')
    expect(wrapper.get('[data-testid="combat-error"]').text()).toBe(
      "The target is 7 away, beyond the bow's range of 6.",
    )
    expect(button(wrapper, 'Roll').attributes('disabled')).toBeDefined()
    await button(wrapper, 'Roll').trigger('click')
    expect(wrapper.find('[data-testid="challenge-outcome"]').exists()).toBe(false)
    expect(await db().rolls.count()).toBe(0)
  })

  it('rolls the attack against the defence and logs the outcome with each modifier', async () => {
    await openArmed()
    const { wrapper, seed } = mountDialog({ kind: 'attack' })
    await commitNumber(wrapper, "Target's defence", '3')
    await button(wrapper, 'Roll').trigger('click')
    const sword = attackRoll(data(), initialAttack(data())).challenge
    const rolled = rollChallenge(createRng(seed), sword.consistency, sword.potential)
    const hit = attackOutcome(rolled.result, 3, rolled.d6, { brawl: false, aimedAt: null })
    const medium = armouryWeapons.find((w) => w.id === 'medium-weapon') ?? null
    const expected =
      rolled.beforePotential < 1
        ? 'the attack fails on fatigue: no defence needed'
        : describeOutcome(hit, { weapon: medium, brawlEffect: 'hit' }).text
    expect(wrapper.get('[data-testid="attack-outcome"]').text()).toBe(expected)
    await flushPromises()
    const logged = await db().rolls.toArray()
    expect(logged.map((r) => r.label)).toEqual(['Attack with Arming sword'])
    expect(logged[0]?.result).toBe(
      `result ${rolled.result}: ${rolled.result >= 4 ? 'success' : 'failure'} (needs 4); ${expected} (Arming sword (Medium weapon) (P) +3)`,
    )
  })

  it('shows the brawl graze chance and the effect chosen before rolling', async () => {
    await openArmed((d) => (d.items = []))
    const { wrapper } = mountDialog({ kind: 'attack' })
    expect(wrapper.get('h2').text()).toBe('Brawl attack')
    await select(wrapper, 'brawl-effect').setValue('bind')
    const brawl = attackRoll(data(), { ...initialAttack(data()), weaponItemId: null }).challenge
    expect(wrapper.get('[data-testid="graze-chance"]').text()).toBe(
      percent(chanceWithFatigue(brawl.consistency, brawl.potential, 4, 1)),
    )
    expect(wrapper.text()).toContain('provokes')
  })
})

describe('Heimr defence mode', () => {
  it('blocks with the tower shield: P+5 and its Stamina penalty, each with its rule', async () => {
    await openArmed()
    const { wrapper } = mountDialog({ kind: 'defence' })
    expect(wrapper.get('h2').text()).toBe('Dodge')
    await select(wrapper, 'defence').setValue('block:tower')
    expect(wrapper.get('h2').text()).toBe('Block with Pavise')
    expect(modifiers(wrapper)).toEqual([
      'Pavise: Stamina penalty −1 Medieval armoury module: Shields',
      'Pavise (Tower shield) +5 Medieval armoury module: Shields',
    ])
    await wrapper.get('input[name="after-ongoing"]').setValue(true)
    expect(modifiers(wrapper)[0]).toBe('After an ongoing action −2 Action Types: Ongoing')
  })

  it('offers the readied dodge only against a ranged attack', async () => {
    await openArmed()
    const { wrapper } = mountDialog({ kind: 'defence' })
    expect(wrapper.find('input[name="readied-dodge"]').exists()).toBe(false)
    await wrapper.get('input[name="against-ranged"]').setValue(true)
    await wrapper.get('input[name="readied-dodge"]').setValue(true)
    expect(modifiers(wrapper)).toEqual(['Readied dodge +2 List of combat actions: Dodge'])
    const dodge = defenceRoll(data(), {
      ...initialDefence(),
      againstRanged: true,
      readiedDodge: true,
    }).challenge
    expect(wrapper.get('[data-testid="challenge-odds"]').text()).toContain(
      `potential ${dodge.potential}`,
    )
  })

  it('parries, takes a hit off hit points as one change, and gives it back with Undo damage', async () => {
    await openArmed()
    const { wrapper, seed } = mountDialog({ kind: 'defence' })
    await select(wrapper, 'defence').setValue('parry:sword')
    expect(wrapper.get('h2').text()).toBe('Parry with Arming sword')
    await button(wrapper, 'Roll').trigger('click')
    const parry = defenceRoll(data(), {
      ...initialDefence(),
      defence: { kind: 'parry', weaponItemId: 'sword' },
      abilityId: 'dueling',
    }).challenge
    const rolled = rollChallenge(createRng(seed), parry.consistency, parry.potential)
    const attack = rolled.result + 1
    await commitNumber(wrapper, "Attack's result", String(attack))
    await commitNumber(wrapper, 'Damage', '2')
    await wrapper.get('form[aria-label="An attack against this defence"]').trigger('submit')
    expect(wrapper.get('[data-testid="defence-resolution"]').text()).toContain(
      `attack ${attack} beats defence ${rolled.result}: 2 damage (HP 3 → 1)`,
    )
    expect(data().hitPoints.current).toBe(1)
    expect(data().parriedWith).toEqual(['sword'])
    // The same weapon cannot parry again before the next turn.
    expect(wrapper.get('[data-testid="combat-error"]').text()).toBe(
      'The Arming sword has already parried since your last turn.',
    )
    await button(wrapper, 'Undo damage').trigger('click')
    expect(data().hitPoints.current).toBe(3)
    expect(data().parriedWith).toBeUndefined()
    expect(wrapper.text()).toContain('(undone)')
    await flushPromises()
    const logged = (await db().rolls.toArray()).map((r) => r.result)
    expect(logged).toContain('undid 2 damage (HP back to 3)')
  })

  it('stops an attack that does not beat the defence and offers no undo', async () => {
    await openArmed()
    const { wrapper, seed } = mountDialog({ kind: 'defence' })
    await button(wrapper, 'Roll').trigger('click')
    const dodge = defenceRoll(data(), initialDefence()).challenge
    const rolled = rollChallenge(createRng(seed), dodge.consistency, dodge.potential)
    await commitNumber(wrapper, "Attack's result", String(rolled.result))
    await wrapper.get('form[aria-label="An attack against this defence"]').trigger('submit')
    // Agility is physical: a d6 under fatigue 1 cannot happen, so the defence stands.
    expect(wrapper.get('[data-testid="defence-resolution"]').text()).toBe(
      `attack ${rolled.result} against defence ${rolled.result}: stopped`,
    )
    expect(data().hitPoints.current).toBe(3)
    expect(data().defenceUses.dodge).toBe(1)
    expect(wrapper.find('button.link').exists()).toBe(false)
    expect(useEditorStore().record).not.toBeNull()
  })

  it('changes fatigue only when the defence meets an attack', async () => {
    await openArmed((d) => {
      d.fatigue = 6
      d.fatigueRaisedThisTurn = false
    })
    const { wrapper, seed } = mountDialog({ kind: 'defence' })
    await button(wrapper, 'Roll').trigger('click')
    const dodge = defenceRoll(data(), initialDefence()).challenge
    const rolled = rollChallenge(createRng(seed), dodge.consistency, dodge.potential)
    expect(data().fatigue).toBe(6)
    expect(wrapper.get('[data-testid="challenge-outcome"]').text()).toContain(
      'Fatigue changes when this defence is used against an attack.',
    )
    await commitNumber(wrapper, "Attack's result", '-50')
    await wrapper.get('form[aria-label="An attack against this defence"]').trigger('submit')
    const fresh = { ...data(), fatigue: 6, fatigueRaisedThisTurn: false }
    expect(data().fatigue).toBe(applyPhysicalRoll(fresh, rolled.d6, { inCombat: true }).fatigue)
    // A dodge below the fatigue stops nothing: even an attack of −50 gets through.
    expect(wrapper.get('[data-testid="defence-resolution"]').text()).toContain(
      rolled.beforePotential < 6 ? 'beats a defence that failed on fatigue' : 'stopped',
    )
  })
})
