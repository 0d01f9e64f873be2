// The Heimr effects card (effects called on the character, counted down by "Start of my turn";
// lasting situational penalties, which reach the challenge dialog), the environment card (exact
// odds for crossing and climbing, taking cover) and the fall dialog (CR, odds, roll, Undo, log).
import { describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import {
  abilityChallenge,
  chanceWithFatigue,
  fallInjury,
  initiativeChallenge,
  type HeimrData,
} from '@systems/heimr'
import { useEditorStore } from '@renderer/stores/editor'
import { useRollsStore } from '@renderer/stores/rolls'
import { editedData, openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import { button, commitNumber, withKnownDice } from '../sheet-test-helpers'
import HeimrChallengeDialog from './HeimrChallengeDialog.vue'
import HeimrCondition from './HeimrCondition.vue'
import HeimrEffects from './HeimrEffects.vue'
import HeimrEnvironment from './HeimrEnvironment.vue'
import HeimrFallDialog from './HeimrFallDialog.vue'
import HeimrSheet from './HeimrSheet.vue'

const db = useTestDatabase('heimr-effects')
const data = () => editedData<HeimrData>()

async function openHeimr(edit: (d: HeimrData) => void = () => {}): Promise<void> {
  await openSampleCharacter<HeimrData>(db(), 'heimr', edit)
}

const statusText = (w: VueWrapper) => w.get('[role="status"]').text()

async function callEffect(wrapper: VueWrapper, effect: string, number?: string): Promise<void> {
  await wrapper.get('select[name="effect"]').setValue(effect)
  if (number !== undefined) {
    const label = effect === 'hit' || effect === 'drain' ? 'Points' : 'Seconds'
    await commitNumber(wrapper, label, number)
  }
  await wrapper.get('form[aria-label="Apply an effect"]').trigger('submit')
}

describe('Heimr effects', () => {
  it('applies "stumble four" for two turns, and "Start of my turn" counts it down', async () => {
    await openHeimr()
    const effects = mount(HeimrEffects)
    await wrapperHelp(effects, 'stumble', '4', '4 s lasts 2 turns')
    await effects.get('form[aria-label="Apply an effect"]').trigger('submit')
    expect(statusText(effects)).toBe('Stumble 4 s: your next 2 turns.')
    expect(data().effects).toMatchObject([{ effect: 'stumble', seconds: 4, turnsLeft: 2 }])
    const condition = mount(HeimrCondition)
    await button(condition, 'Start of my turn').trigger('click')
    expect(statusText(condition)).toBe(
      'New turn: defences and the fatigue limit reset. Effects: Stumble 4 s: this turn and 1 more turn.',
    )
    await button(condition, 'Start of my turn').trigger('click')
    await button(condition, 'Start of my turn').trigger('click')
    expect(statusText(condition)).toContain('Effects: Stumble ended.')
    expect(data().effects).toEqual([])
  })

  it('takes hit points for "hit two" in one undoable change', async () => {
    await openHeimr((d) => (d.hitPoints = { current: 3, max: 3 }))
    const effects = mount(HeimrEffects)
    await callEffect(effects, 'hit', '2')
    expect(data().hitPoints.current).toBe(1)
    expect(statusText(effects)).toBe('Hit 2: hit points 3 → 1.')
    useEditorStore().undo()
    expect(data().hitPoints.current).toBe(3)
  })

  it('puts a fallen character prone, binds a chosen body part, and ends an effect by hand', async () => {
    await openHeimr()
    const effects = mount(HeimrEffects)
    await callEffect(effects, 'fall')
    expect(data().positions).toContain('prone')
    await effects.get('select[name="effect"]').setValue('bind')
    await effects.get('select[name="bind-location"]').setValue('feet')
    await effects.get('form[aria-label="Apply an effect"]').trigger('submit')
    expect(effects.get('[data-testid="active-effects"]').text()).toContain('Bind (feet) 2 s')
    await effects.get('button[aria-label="End Fall"]').trigger('click')
    expect(data().effects?.map((e) => e.effect)).toEqual(['bind'])
  })

  it('changes nothing for a resisted effect', async () => {
    await openHeimr()
    const before = JSON.stringify(data())
    const effects = mount(HeimrEffects)
    await callEffect(effects, 'resist')
    expect(statusText(effects)).toBe('Resist: The effect was negated: nothing changes.')
    expect(JSON.stringify(data())).toBe(before)
  })
})

async function wrapperHelp(
  wrapper: VueWrapper,
  effect: string,
  seconds: string,
  help: string,
): Promise<void> {
  await wrapper.get('select[name="effect"]').setValue(effect)
  await commitNumber(wrapper, 'Seconds', seconds)
  expect(wrapper.get('[data-testid="effect-help"]').text()).toContain(help)
}

describe('Heimr lasting situational penalties', () => {
  it('puts a penalty on Dexterity that the Agility challenge then rolls with', async () => {
    await openHeimr()
    const effects = mount(HeimrEffects)
    await effects.get('select[name="penalty-on"]').setValue('attribute')
    await effects.get('select[name="penalty-target"]').setValue('dex')
    await commitNumber(effects, 'Penalty', '2')
    await effects.get('input[name="penalty-reason"]').setValue('Darkness')
    await effects.get('form[aria-label="Add a lasting penalty"]').trigger('submit')
    expect(statusText(effects)).toBe('Penalty 2 on Dexterity until removed.')
    expect(effects.get('[data-testid="lasting-penalties"]').text()).toContain(
      '−2 consistency on Dexterity: Darkness',
    )
    const { result: dialog } = withKnownDice(() =>
      mount(HeimrChallengeDialog, { props: { target: { kind: 'ability', id: 'agility' } } }),
    )
    expect(dialog.get('[data-testid="modifiers"]').text()).toContain('Dexterity: Darkness')
    expect(dialog.get('[data-testid="challenge-explanation"]').text()).toBe(
      abilityChallenge(data(), 'agility', 2).explanation,
    )
    const { result: initiative } = withKnownDice(() =>
      mount(HeimrChallengeDialog, { props: { target: { kind: 'initiative' } } }),
    )
    expect(initiative.get('[data-testid="challenge-explanation"]').text()).toBe(
      `${initiativeChallenge(data()).explanation} − 2 situational penalty`,
    )
    await effects.get('button[aria-label="Remove the penalty on Dexterity"]').trigger('click')
    expect(data().lastingPenalties).toEqual([])
  })

  it('puts a penalty on the mental group', async () => {
    await openHeimr()
    const effects = mount(HeimrEffects)
    await effects.get('select[name="penalty-on"]').setValue('group')
    await effects.get('select[name="penalty-target"]').setValue('mental')
    await effects.get('form[aria-label="Add a lasting penalty"]').trigger('submit')
    expect(data().lastingPenalties).toMatchObject([{ on: 'group', target: 'mental', amount: 1 }])
  })
})

describe('Heimr hiding and observation', () => {
  it('hides with a Survival result, loses 2 per soft sound, and is given away', async () => {
    await openHeimr()
    const { result: dialog } = withKnownDice(() =>
      mount(HeimrChallengeDialog, { props: { target: { kind: 'ability', id: 'survival' } } }),
    )
    await button(dialog, 'Roll').trigger('click')
    const result = Number(dialog.get('[data-testid="challenge-outcome"] strong').text())
    await button(dialog, `Hide with this result (${result})`).trigger('click')
    await flushPromises()
    expect(data().hideRequirement).toBe(result)
    expect(data().positions).toContain('hidden')
    expect(dialog.get('[data-testid="hide-message"]').text()).toBe(
      `Hidden: perception needs ${result} to find you.`,
    )
    const logged = await useRollsStore().unattached([useEditorStore().record!.id])
    expect(logged.map((r) => r.label)).toContain('Hide')
    const condition = mount(HeimrCondition)
    await button(condition, 'Soft sound (−2)').trigger('click')
    expect(data().hideRequirement).toBe(result - 2)
    expect(condition.get('[data-testid="hiding"]').text()).toContain(`needs ${result - 2}`)
    await button(condition, 'Given away').trigger('click')
    expect(data().hideRequirement).toBeUndefined()
    expect(data().positions).not.toContain('hidden')
  })

  it('gives Perception +2 potential on my own square and +1 on a bordering one', async () => {
    await openHeimr()
    const { result: dialog } = withKnownDice(() =>
      mount(HeimrChallengeDialog, { props: { target: { kind: 'ability', id: 'perception' } } }),
    )
    await dialog.get('select[name="observation-place"]').setValue('same')
    expect(dialog.get('[data-testid="modifiers"]').text()).toContain('Observing my own square')
    expect(dialog.get('[data-testid="challenge-explanation"]').text()).toBe(
      abilityChallenge(data(), 'perception', 0, 2).explanation,
    )
    await dialog.get('select[name="observation-place"]').setValue('bordering')
    expect(dialog.get('[data-testid="challenge-explanation"]').text()).toBe(
      abilityChallenge(data(), 'perception', 0, 1).explanation,
    )
  })
})

describe('Heimr environment card', () => {
  it('shows this character’s exact Agility odds for each crossing and climb', async () => {
    await openHeimr()
    const card = mount(HeimrEnvironment)
    const c = abilityChallenge(data(), 'agility')
    const row = (table: string, name: string) =>
      card
        .get(`table[aria-label="${table}"]`)
        .findAll('tbody tr')
        .find((r) => r.text().startsWith(name))
    const pct = (p: number) => `${(p * 100).toFixed(p < 0.1 ? 1 : 0)}%`
    expect(row('Crossing challenges', 'Window')?.text()).toContain(
      pct(chanceWithFatigue(c.consistency, c.potential, 5, data().fatigue)),
    )
    expect(row('Climbing challenges', 'Ladder or stairs')?.text()).toContain('no roll')
    expect(row('Climbing challenges', 'Stone wall')?.text()).toContain('11')
  })

  it('takes cover behind a stone merlon: concealed, concealment 5', async () => {
    await openHeimr()
    const card = mount(HeimrEnvironment)
    await card.get('button[aria-label="Take cover: Stone merlon"]').trigger('click')
    expect(data().concealment).toBe(5)
    expect(data().positions).toContain('concealed')
  })

  it('opens the fall dialog from the sheet', async () => {
    await openHeimr()
    const sheet = mount(HeimrSheet, { attachTo: document.body })
    await button(sheet, 'Fall or jump down…').trigger('click')
    expect(sheet.find('#fall-title').exists()).toBe(true)
    sheet.unmount()
  })
})

describe('Heimr fall dialog', () => {
  it('asks nothing up to height 1, and CR twice the height for a jump, with exact odds', async () => {
    await openHeimr()
    const { result: dialog } = withKnownDice(() => mount(HeimrFallDialog))
    await commitNumber(dialog, 'Height', '1')
    expect(dialog.get('[data-testid="fall-odds"]').text()).toContain('no check')
    await commitNumber(dialog, 'Height', '2')
    const c = abilityChallenge(data(), 'agility')
    const expected = chanceWithFatigue(c.consistency, c.potential, 4, data().fatigue)
    expect(dialog.get('[data-testid="fall-odds"]').text()).toContain('CR 4')
    expect(dialog.get('[data-testid="fall-chance"]').text()).toBe(
      `${(expected * 100).toFixed(expected < 0.1 ? 1 : 0)}%`,
    )
  })

  it('on a failed fall from height 8 (CR 18) puts hit points at −5 with legs and torso, logs it, and undoes', async () => {
    await openHeimr((d) => (d.hitPoints = { current: 4, max: 4 }))
    const { result: dialog } = withKnownDice(() => mount(HeimrFallDialog))
    await commitNumber(dialog, 'Height', '8')
    await dialog.get('input[value="fall"]').setValue(true)
    expect(dialog.get('[data-testid="fall-odds"]').text()).toContain('CR 18')
    expect(dialog.get('[data-testid="fall-chance"]').text()).toBe('0.0%')
    const expected = fallInjury(data(), 8)
    await button(dialog, 'Roll').trigger('click')
    await flushPromises()
    expect(data().hitPoints.current).toBe(-5)
    expect(data().injuries).toEqual(expect.arrayContaining(['rightLeg', 'leftLeg', 'torso']))
    expect(dialog.get('[data-testid="fall-outcome"]').text()).toContain(expected.text)
    const record = useEditorStore().record
    const logged = await useRollsStore().unattached([record!.id])
    expect(logged.map((r) => r.label)).toContain('Fall from height 8')
    await button(dialog, 'Undo').trigger('click')
    expect(data().hitPoints.current).toBe(4)
    expect(data().injuries).toEqual([])
  })

  it('refuses to roll without an Agility ability', async () => {
    await openHeimr((d) => delete d.abilities.agility)
    const dialog = mount(HeimrFallDialog)
    expect(dialog.get('[role="alert"]').text()).toContain('no Agility ability')
    expect(button(dialog, 'Roll').attributes('disabled')).toBeDefined()
  })
})
