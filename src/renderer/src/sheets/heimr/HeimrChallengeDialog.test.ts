// The Heimr dice challenge dialog: the consistency, situational penalty and challenge requirement
// the rules allow (checked on commit, never clamped or rolled when invalid), the exact odds, rolls
// and entered dice with the fatigue rules, re-rolls for willpower, and focus on open and close.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'
import { createRng } from '@systems/common/dice'
import {
  abilityChallenge,
  applyPhysicalRoll,
  attributeChallenge,
  chanceAtLeast,
  chanceWithFatigue,
  challengeDistribution,
  dodgeChallenge,
  evaluateChallenge,
  fatigueRiseChance,
  initiativeChallenge,
  rollChallenge,
  type HeimrData,
} from '@systems/heimr'
import { useEditorStore } from '@renderer/stores/editor'
import { editedData, openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import {
  button,
  commitNumber,
  expectEscapeRestores,
  expectInvalid,
  expectValid,
  numberInput,
  withKnownDice,
} from '../sheet-test-helpers'
import type { ChallengeTarget } from './challenge-target'
import HeimrChallengeDialog from './HeimrChallengeDialog.vue'
import HeimrSheet from './HeimrSheet.vue'

const db = useTestDatabase('heimr-challenge')
const data = () => editedData<HeimrData>()
const consistencyLabel = 'Consistency (set by the game master)'
const penaltyLabel = 'Situational penalty'
const requirementLabel = 'Challenge requirement'

async function openHeimr(edit: (d: HeimrData) => void = () => {}): Promise<void> {
  await openSampleCharacter<HeimrData>(db(), 'heimr', edit)
}

function mountDialog(target: ChallengeTarget): { wrapper: VueWrapper; seed: number } {
  const { result, seed } = withKnownDice(() => mount(HeimrChallengeDialog, { props: { target } }))
  return { wrapper: result, seed }
}

/** A chance as the dialog prints it: one decimal below 10%, "<0.1%" for the smallest. */
function percent(p: number): string {
  if (p > 0 && p < 0.001) return '<0.1%'
  return `${(p * 100).toFixed(p < 0.1 ? 1 : 0)}%`
}

const explanation = (w: VueWrapper) => w.get('[data-testid="challenge-explanation"]').text()
const odds = (w: VueWrapper) => w.get('[data-testid="challenge-odds"]').text()
const chance = (w: VueWrapper) => w.get('[data-testid="success-chance"]').text()
const outcome = (w: VueWrapper) => w.get('[data-testid="challenge-outcome"]')

async function enterDice(wrapper: VueWrapper, d6: string, d10s = ''): Promise<void> {
  await wrapper.get('input[name="d6"]').setValue(d6)
  const d10Field = wrapper.find('input[name="d10s"]')
  if (d10Field.exists()) await d10Field.setValue(d10s)
  await wrapper.get('form[aria-label="Enter your own dice"]').trigger('submit')
}

describe('Heimr challenge on an attribute', () => {
  it('shows the exact odds of the game master’s consistency, with fatigue on a physical roll', async () => {
    await openHeimr((d) => {
      if (d.attributes.str) d.attributes.str.value = 2
    })
    const { wrapper } = mountDialog({ kind: 'attribute', id: 'str' })
    expect(wrapper.get('h2').text()).toBe('Strength challenge')
    expect(numberInput(wrapper, consistencyLabel).element.value).toBe('2')
    expect(explanation(wrapper)).toBe(attributeChallenge(data(), 'str', 2).explanation)
    expect(chance(wrapper)).toBe(percent(chanceWithFatigue(2, 2, -1000, data().fatigue)))
    expect(odds(wrapper)).toContain(
      `(physical: needs at least fatigue ${data().fatigue} before potential)`,
    )
    expect(wrapper.text()).toContain(
      `Chance that fatigue rises: ${percent(fatigueRiseChance(2, data().fatigue))}`,
    )
    await commitNumber(wrapper, consistencyLabel, '5', 'enter')
    expect(explanation(wrapper)).toBe(attributeChallenge(data(), 'str', 5).explanation)
    expect(chance(wrapper)).toBe(percent(chanceWithFatigue(5, 2, -1000, data().fatigue)))
    // One bar per possible result.
    expect(wrapper.findAll('.chart .tick').map((t) => Number(t.text()))).toEqual(
      challengeDistribution(5, 2).map((d) => d.result),
    )
  })

  it('refuses a consistency off −20 to 20 inline, and rolls with the last good one', async () => {
    await openHeimr()
    const { wrapper, seed } = mountDialog({ kind: 'attribute', id: 'str' })
    await commitNumber(wrapper, consistencyLabel, '-3')
    for (const bad of ['21', '-21', '2.5', 'many']) {
      await commitNumber(wrapper, consistencyLabel, bad)
      expectInvalid(
        wrapper,
        consistencyLabel,
        /^-?\d+$/.test(bad)
          ? `${consistencyLabel} must be from -20 to 20.`
          : `“${bad}” is not a whole number.`,
      )
      expect(explanation(wrapper)).toBe(attributeChallenge(data(), 'str', -3).explanation)
    }
    const fatigue = data().fatigue
    await button(wrapper, 'Roll').trigger('click')
    const expected = rollChallenge(createRng(seed), -3, 0)
    expect(outcome(wrapper).text()).toContain(`Result ${expected.result}`)
    expect(outcome(wrapper).text()).toContain(`C -3: ${expected.explanation}`)
    // A physical roll outside combat: a d6 below the fatigue raises it.
    expect(data().fatigue).toBe(
      applyPhysicalRoll({ ...data(), fatigue }, expected.d6, { inCombat: false }).fatigue,
    )
    await flushPromises()
    const logged = await db().rolls.toArray()
    expect(logged.map((r) => r.label)).toEqual(['Strength challenge'])
    expect(logged[0]?.result).toMatch(new RegExp(`^result ${expected.result}`))
  })

  it('has no odds to show for a mental attribute without a requirement', async () => {
    await openHeimr()
    const { wrapper } = mountDialog({ kind: 'attribute', id: 'int' })
    expect(wrapper.find('[data-testid="success-chance"]').exists()).toBe(false)
    expect(wrapper.text()).not.toContain('Chance that fatigue rises')
    await wrapper.get('input[name="has-requirement"]').setValue(true)
    expect(chance(wrapper)).toBe(percent(chanceAtLeast(2, 0, 5)))
  })
})

describe('Heimr challenge on an ability', () => {
  const trainedPerception = (d: HeimrData) => {
    const perception = d.abilities.perception
    if (perception) {
      perception.baseConsistency = 1
      perception.trainedConsistency = 3
      perception.trainedPotential = 2
    }
    if (d.attributes.int) d.attributes.int.value = 1
  }

  it('takes the situational penalty off consistency, refusing one off 0 to 20', async () => {
    await openHeimr(trainedPerception)
    const { wrapper } = mountDialog({ kind: 'ability', id: 'perception' })
    expect(wrapper.find(`input[data-field="${consistencyLabel}"]`).exists()).toBe(false)
    expect(explanation(wrapper)).toBe(abilityChallenge(data(), 'perception', 0).explanation)
    await commitNumber(wrapper, penaltyLabel, '3')
    expectValid(wrapper, penaltyLabel)
    const penalised = abilityChallenge(data(), 'perception', 3)
    expect(explanation(wrapper)).toBe(penalised.explanation)
    expect(odds(wrapper)).toContain(
      `Consistency ${penalised.consistency}, potential ${penalised.potential}.`,
    )
    for (const bad of ['-1', '21']) {
      await commitNumber(wrapper, penaltyLabel, bad)
      expectInvalid(wrapper, penaltyLabel, `${penaltyLabel} must be from 0 to 20.`)
      expect(explanation(wrapper)).toBe(penalised.explanation)
    }
  })

  it('shows the chance against a challenge requirement, refusing one off −999 to 999', async () => {
    await openHeimr(trainedPerception)
    const { wrapper } = mountDialog({ kind: 'ability', id: 'perception' })
    const c = abilityChallenge(data(), 'perception')
    expect(wrapper.find(`input[data-field="${requirementLabel}"]`).exists()).toBe(false)
    await wrapper.get('input[name="has-requirement"]').setValue(true)
    expect(numberInput(wrapper, requirementLabel).element.value).toBe('5')
    expect(chance(wrapper)).toBe(percent(chanceAtLeast(c.consistency, c.potential, 5)))
    await commitNumber(wrapper, requirementLabel, '9', 'enter')
    expect(chance(wrapper)).toBe(percent(chanceAtLeast(c.consistency, c.potential, 9)))
    const passing = challengeDistribution(c.consistency, c.potential).filter((d) => d.result >= 9)
    expect(wrapper.findAll('.chart .bar.pass')).toHaveLength(passing.length)
    for (const bad of ['1000', '-1000', '']) {
      await commitNumber(wrapper, requirementLabel, bad)
      expectInvalid(
        wrapper,
        requirementLabel,
        bad === ''
          ? 'Enter a number from -999 to 999.'
          : `${requirementLabel} must be from -999 to 999.`,
      )
      expect(chance(wrapper)).toBe(percent(chanceAtLeast(c.consistency, c.potential, 9)))
    }
    // Switching the requirement off leaves the result alone to count.
    await wrapper.get('input[name="has-requirement"]').setValue(false)
    expect(wrapper.find('[data-testid="success-chance"]').exists()).toBe(false)
    expect(wrapper.findAll('.chart .bar.pass')).toHaveLength(0)
  })

  it('evaluates entered dice against the requirement and re-rolls a failure for 1 willpower', async () => {
    await openHeimr(trainedPerception)
    const { wrapper, seed } = mountDialog({ kind: 'ability', id: 'perception' })
    const c = abilityChallenge(data(), 'perception')
    await wrapper.get('input[name="has-requirement"]').setValue(true)
    await commitNumber(wrapper, requirementLabel, '9')
    expect(wrapper.text()).toContain(`${c.consistency}×d10`)
    // Ones everywhere: the lowest result there is.
    const ones = Array.from({ length: c.consistency }, () => 1)
    await enterDice(wrapper, '1', ones.join(', '))
    const entered = evaluateChallenge(c.consistency, c.potential, 1, ones)
    expect(outcome(wrapper).text()).toContain(`Result ${entered.result}: failure`)
    expect(outcome(wrapper).text()).toContain(entered.explanation)
    const willpower = data().willpower.current
    const reroll = button(wrapper, `Re-roll for 1 willpower (${willpower} left)`)
    await reroll.trigger('click')
    expect(data().willpower.current).toBe(willpower - 1)
    const again = rollChallenge(createRng(seed), c.consistency, c.potential)
    expect(outcome(wrapper).text()).toContain(
      `Result ${again.result}: ${again.result >= 9 ? 'success' : 'failure'}`,
    )
    await flushPromises()
    const logged = await db().rolls.toArray()
    expect(logged.map((r) => r.result).sort()).toEqual(
      [
        `result ${entered.result}: failure (needs 9)`,
        `result ${again.result}: ${again.result >= 9 ? 'success' : 'failure'} (needs 9)`,
      ].sort(),
    )
  })

  it('offers no re-roll without willpower', async () => {
    await openHeimr((d) => {
      trainedPerception(d)
      d.willpower.current = 0
    })
    const { wrapper } = mountDialog({ kind: 'ability', id: 'perception' })
    const c = abilityChallenge(data(), 'perception')
    await wrapper.get('input[name="has-requirement"]').setValue(true)
    await enterDice(wrapper, '1', Array.from({ length: c.consistency }, () => '1').join(' '))
    expect(button(wrapper, 'Re-roll for 1 willpower (0 left)').attributes('disabled')).toBeDefined()
  })

  it('says what is wrong with entered dice and changes nothing', async () => {
    await openHeimr(trainedPerception)
    const { wrapper } = mountDialog({ kind: 'ability', id: 'perception' })
    const c = abilityChallenge(data(), 'perception')
    await enterDice(wrapper, '7', '1 2 3 4')
    expect(wrapper.get('[role="alert"]').text()).toBe(
      'The d6 must show a whole number from 1 to 6 (got 7).',
    )
    await enterDice(wrapper, '3', '4, 9')
    expect(wrapper.get('[role="alert"]').text()).toBe(
      `A consistency of ${c.consistency} rolls ${c.consistency} d10s besides the d6 (got 2).`,
    )
    expect(wrapper.find('[data-testid="challenge-outcome"]').exists()).toBe(false)
    expect(useEditorStore().canUndo).toBe(false)
  })
})

describe('Heimr initiative and dodge', () => {
  it('rolls initiative in combat, where fatigue rises at most once per turn', async () => {
    await openHeimr()
    const { wrapper } = mountDialog({ kind: 'initiative' })
    expect(wrapper.get('h2').text()).toBe('Initiative challenge')
    expect(explanation(wrapper)).toBe(initiativeChallenge(data()).explanation)
    expect((wrapper.get('input[name="in-combat"]').element as HTMLInputElement).checked).toBe(true)
    const fatigue = data().fatigue
    // Dexterity 0: consistency 0, the d6 alone.
    expect(wrapper.find('input[name="d10s"]').exists()).toBe(false)
    await enterDice(wrapper, '1')
    expect(data().fatigue).toBe(fatigue + 1)
    expect(outcome(wrapper).text()).toContain(
      `1 before potential is below fatigue ${fatigue}: the roll fails. The d6 (1) was below fatigue ${fatigue}: fatigue rises to ${fatigue + 1}.`,
    )
    expect(outcome(wrapper).text()).toContain(': failure')
    await enterDice(wrapper, '1')
    expect(data().fatigue).toBe(fatigue + 1)
    expect(outcome(wrapper).text()).toContain(
      `The d6 (1) was below fatigue ${fatigue + 1}, but fatigue already rose this turn.`,
    )
    // No requirement: no re-roll to offer.
    expect(wrapper.text()).not.toContain('Re-roll')
  })

  it('takes a situational penalty off initiative', async () => {
    await openHeimr((d) => {
      if (d.attributes.dex) d.attributes.dex.value = 3
    })
    const { wrapper } = mountDialog({ kind: 'initiative' })
    await commitNumber(wrapper, penaltyLabel, '2')
    const base = initiativeChallenge(data())
    expect(explanation(wrapper)).toBe(`${base.explanation} − 2 situational penalty`)
    expect(odds(wrapper)).toContain(
      `Consistency ${base.consistency - 2}, potential ${base.potential}.`,
    )
  })

  it('dodges with Agility, less earlier dodges, and says when there is no Agility', async () => {
    await openHeimr((d) => (d.defenceUses.dodge = 1))
    const { wrapper } = mountDialog({ kind: 'dodge' })
    const dodge = dodgeChallenge(data())
    expect(dodge).not.toBeNull()
    expect(explanation(wrapper)).toBe(dodge?.explanation)
    wrapper.unmount()

    await openHeimr((d) => delete d.abilities.agility)
    const without = mountDialog({ kind: 'dodge' }).wrapper
    expect(explanation(without)).toBe('This sheet has no Agility ability to dodge with.')
  })
})

describe('Heimr challenge focus', () => {
  it('opens on its first field from the sheet’s Roll button, and Escape returns there', async () => {
    await openHeimr()
    const sheet = mount(HeimrSheet, { attachTo: document.body })
    const roll = button(sheet, 'Roll Dexterity')
    roll.element.focus()
    await roll.trigger('click')
    await nextTick()
    const dialog = sheet.get('dialog')
    expect(dialog.get('h2').text()).toBe('Dexterity challenge')
    expect(document.activeElement).toBe(numberInput(sheet, consistencyLabel).element)

    // Escape in a field being edited puts the value back and keeps the dialog open.
    await expectEscapeRestores(sheet, consistencyLabel, '9', '2')

    await dialog.trigger('cancel')
    await nextTick()
    expect(sheet.find('dialog').exists()).toBe(false)
    expect(document.activeElement).toBe(roll.element)

    // Initiative and dodge open from the condition card, Close closes.
    await button(sheet, 'Roll initiative').trigger('click')
    await nextTick()
    expect(sheet.get('dialog h2').text()).toBe('Initiative challenge')
    expect(document.activeElement).toBe(numberInput(sheet, penaltyLabel).element)
    await button(sheet.get('dialog'), 'Close').trigger('click')
    await nextTick()
    expect(sheet.find('dialog').exists()).toBe(false)
    await button(sheet, 'Roll Brawl').trigger('click')
    await nextTick()
    expect(sheet.get('dialog h2').text()).toBe('Brawl challenge')
    sheet.unmount()
  })
})
