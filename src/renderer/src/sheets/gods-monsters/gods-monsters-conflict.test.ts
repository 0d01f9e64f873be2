// Contests, psychic conflict and group effort on the Gods & Monsters sheet: a contest's odds and
// exchanges (the next step of time when both succeed, doubled rolls when neither can fail), a
// monk's psychic conflict with its verve and damage undoable, and a group's roll (the historians'
// example), the credited mojo of a group effort, delays and a unit of twelve goblins.
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { percent } from '@systems/common/format'
import { contestOdds, experience, planScoreRoll } from '@systems/gods-monsters'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import GmConflict from './GmConflict.vue'
import GmContestDialog from './GmContestDialog.vue'
import GmGroupEffort from './GmGroupEffort.vue'
import GmMojo from './GmMojo.vue'
import GmPsychicDialog from './GmPsychicDialog.vue'
import GmRollDialog from './GmRollDialog.vue'
import {
  alertText,
  award,
  button,
  click,
  commitNumber,
  fill,
  gmData,
  openToromeen,
  submit,
} from './gm-test-helpers'

const db = useTestDatabase('gm-conflict')
let mounted: VueWrapper | null = null
afterEach(() => {
  mounted?.unmount()
  mounted = null
})
const dialogOf = (component: typeof GmContestDialog) =>
  (mounted = mount(component, { attachTo: document.body }))
const text = (w: VueWrapper, id: string) =>
  w.get(`[data-testid="${id}"]`).text().replace(/\s+/g, ' ')
const results = (w: VueWrapper, id: string) =>
  w.findAll(`[data-testid="${id}"]`).map((li) => li.text().replace(/\s+/g, ' '))

describe('Gods & Monsters contests', () => {
  it('shows the odds of winning first, then plays exchanges until one decides it', async () => {
    await openToromeen(db())
    const wrapper = dialogOf(GmContestDialog)
    await fill(wrapper, 'contest-score', 'wisdom')
    await commitNumber(wrapper, 'Opponent’s score', '10')
    const mine = planScoreRoll(gmData(), 'wisdom').target
    expect(mine).toBe(15)
    const odds = contestOdds(15, 10, 'acting')
    expect(text(wrapper, 'contest-odds')).toContain(`Win ${percent(odds.eventually.win)}`)
    expect(text(wrapper, 'contest-odds')).toContain(`lose ${percent(odds.eventually.lose)}`)
    expect(text(wrapper, 'contest-odds')).toContain('this exchange: one round')
    // Both succeed: they keep at it, one step of time later.
    await fill(wrapper, 'contest-mine', '4')
    await fill(wrapper, 'contest-theirs', '9')
    await submit(wrapper, 'Enter both d20 rolls')
    expect(results(wrapper, 'contest-result')[0]).toContain(
      'both succeed: keep trying (one minute)',
    )
    expect(text(wrapper, 'contest-odds')).toContain('this exchange: one minute')
    // Both fail while acting: the acting side fails.
    await fill(wrapper, 'contest-mine', '18')
    await fill(wrapper, 'contest-theirs', '12')
    await submit(wrapper, 'Enter both d20 rolls')
    expect(results(wrapper, 'contest-result')[0]).toContain('the opponent wins')
    await fill(wrapper, 'contest-stance', 'same-goal')
    expect(text(wrapper, 'contest-odds')).toContain('draw')
    await fill(wrapper, 'contest-mine', '18')
    await fill(wrapper, 'contest-theirs', '12')
    await submit(wrapper, 'Enter both d20 rolls')
    expect(results(wrapper, 'contest-result')[0]).toContain('a draw')
    await fill(wrapper, 'contest-mine', '21')
    await submit(wrapper, 'Enter both d20 rolls')
    expect(alertText(wrapper)).toBe('Each d20 roll is a whole number from 1 to 20.')
    await click(wrapper, 'New contest')
    expect(results(wrapper, 'contest-result')).toEqual([])
    await click(wrapper, 'Roll both')
    expect(results(wrapper, 'contest-result')).toHaveLength(1)
    const logged = (await db().rolls.toArray()).map((r) => r.label)
    expect(logged).toContain('Wisdom contest')
  })

  it('doubles both rolls when neither side can fail, and on request when only the opponent cannot', async () => {
    await openToromeen(db())
    const wrapper = dialogOf(GmContestDialog)
    await fill(wrapper, 'contest-score', 'wisdom')
    await commitNumber(wrapper, 'Opponent’s score', '25')
    expect(wrapper.find('[name="contest-double"]').exists()).toBe(true)
    await fill(wrapper, 'contest-double', true)
    expect(text(wrapper, 'contest-plan')).toContain('Both rolls ×2')
    await fill(wrapper, 'contest-double', false)
    await commitNumber(wrapper, 'My modifier', '7')
    // Wisdom 15 + 7 = 22 and 25: neither can fail; doubled, one step later.
    expect(text(wrapper, 'contest-plan')).toContain('Both rolls ×2')
    expect(text(wrapper, 'contest-odds')).toContain('this exchange: one minute')
    await fill(wrapper, 'contest-mine', '12')
    await fill(wrapper, 'contest-theirs', '3')
    await submit(wrapper, 'Enter both d20 rolls')
    expect(results(wrapper, 'contest-result')[0]).toContain('24 (×2) vs 22')
  })

  it('offers mojo on a failed archetypal roll and says what a covering bid makes of it', async () => {
    await openToromeen(db())
    await award('mojo', 10)
    const wrapper = dialogOf(GmContestDialog)
    // Strength is the warrior's archetypal ability.
    await fill(wrapper, 'contest-score', 'strength')
    const target = planScoreRoll(gmData(), 'strength').target
    await fill(wrapper, 'contest-mine', '20')
    await fill(wrapper, 'contest-theirs', '20')
    await submit(wrapper, 'Enter both d20 rolls')
    expect(text(wrapper, 'contest-with-mojo')).toBe(
      `A bid that covers the ${20 - target} turns it into: this character wins.`,
    )
    await fill(wrapper, 'contest-mine', '20')
    await fill(wrapper, 'contest-theirs', '1')
    await submit(wrapper, 'Enter both d20 rolls')
    expect(text(wrapper, 'contest-with-mojo')).toContain('both succeed: roll again')
    await fill(wrapper, 'bid-amount', String(20 - target))
    await submit(wrapper, 'Bid mojo on a failed roll')
    expect(useEditorStore().balances.mojo).toBe(10 - (20 - target))
  })

  it('adds the mojo of a skill bought just before the roll', async () => {
    await openToromeen(db())
    await award('mojo', 20)
    const mojo = (mounted = mount(GmMojo))
    await fill(mojo, 'new-field', 'History')
    await fill(mojo, 'new-field-skill', 'Old Kingdoms')
    await submit(mojo, 'Buy a new field')
    mojo.unmount()
    const wrapper = dialogOf(GmContestDialog)
    await fill(wrapper, 'contest-score', 'intelligence')
    const before = planScoreRoll(gmData(), 'intelligence').target
    expect(wrapper.text()).toContain('New field: History +1 with Old Kingdoms, just bought (+11)')
    await fill(wrapper, 'just-bought', true)
    expect(text(wrapper, 'contest-plan')).toContain(`roll ${before + 11} or less`)
    wrapper.unmount()
    // The sheet's roll dialog offers the same bonus, listed with its rule.
    const roll = (mounted = mount(GmRollDialog, {
      props: { target: { kind: 'score', id: 'intelligence' } },
      attachTo: document.body,
    }))
    await fill(roll, 'just-bought', true)
    expect(text(roll, 'roll-explanation')).toContain(`roll ${before + 11} or less`)
    expect(text(roll, 'modifiers')).toContain('Mojo: Fields and skills')
  })

  it('offers no bonus once something else was recorded after the purchase', async () => {
    await openToromeen(db())
    await award('mojo', 20)
    const mojo = (mounted = mount(GmMojo))
    await fill(mojo, 'new-field', 'History')
    await fill(mojo, 'new-field-skill', 'Old Kingdoms')
    await submit(mojo, 'Buy a new field')
    await award('mojo', 1)
    mojo.unmount()
    const wrapper = dialogOf(GmContestDialog)
    expect(wrapper.find('[name="just-bought"]').exists()).toBe(false)
  })
})

/** Toromeen as a 3rd-level monk with 10 verve. */
function asMonk(): Promise<unknown> {
  return openToromeen(db(), (d) => {
    d.archetypes = [{ archetype: 'monk', level: 3 }]
    d.verve = { current: 10, max: 10 }
    d.survival = { current: 8, max: 8 }
  })
}

describe('Gods & Monsters psychic conflict', () => {
  it('spends verve to enter, attack and defend, each undoable', async () => {
    await asMonk()
    const wrapper = dialogOf(GmPsychicDialog)
    expect(text(wrapper, 'psychic-verve')).toContain('up to 3 an action')
    await click(wrapper, 'Enter (2 verve)')
    expect(gmData().verve.current).toBe(8)
    expect(results(wrapper, 'psychic-result')[0]).toContain('entered for 2 verve')
    await click(wrapper, 'Undo verve')
    expect(gmData().verve.current).toBe(10)
    expect(results(wrapper, 'psychic-result')[0]).toContain('(undone)')
    // Charisma 9 (minor 0): 11 − 2 defence; entered this round: −2.
    await commitNumber(wrapper, 'Verve on the attack', '3')
    await commitNumber(wrapper, 'Opponent’s psychic defence', '2')
    await fill(wrapper, 'psychic-initiated', true)
    expect(text(wrapper, 'psychic-attack')).toContain('= 7; damage d4 + 1')
    await click(wrapper, 'Attack')
    expect(gmData().verve.current).toBe(7)
    await commitNumber(wrapper, 'Verve on defence', '2')
    // Intelligence 12 as a major contributor (+1), +4 for 2 verve.
    expect(text(wrapper, 'psychic-defense')).toContain('= 5')
    await click(wrapper, 'Defend')
    expect(gmData().verve.current).toBe(5)
    await commitNumber(wrapper, 'Verve on the attack', '4')
    expect(alertText(wrapper)).toContain('at most 3 verve (the monk level)')
    expect(button(wrapper, 'Attack').attributes('disabled')).toBeDefined()
  })

  it('takes psychic damage from verve then survival, stunning, and Undo gives it back', async () => {
    await asMonk()
    const wrapper = dialogOf(GmPsychicDialog)
    await commitNumber(wrapper, 'Psychic damage', '13')
    await click(wrapper, 'Take it')
    expect(gmData().verve.current).toBe(0)
    expect(gmData().survival.current).toBe(5)
    expect(results(wrapper, 'psychic-result')[0]).toContain('Stunned: −3 next round.')
    await click(wrapper, 'Undo damage')
    expect(gmData().verve.current).toBe(10)
    expect(gmData().survival.current).toBe(8)
    await fill(wrapper, 'psychic-from-survival', true)
    await commitNumber(wrapper, 'Psychic damage', '10')
    await click(wrapper, 'Take it')
    expect(gmData().verve.current).toBe(10)
    expect(gmData().injuries).toBe(2)
    expect(results(wrapper, 'psychic-result')[0]).toContain('Injured: out of the conflict.')
    await click(
      wrapper,
      'Leave (' +
        planScoreRoll(gmData(), 'reason').target +
        ' or less, ' +
        percent(planScoreRoll(gmData(), 'reason').chance) +
        ')',
    )
    expect(results(wrapper, 'psychic-result')[0]).toMatch(/rolled \d+ vs \d+: (out of|still in)/)
  })

  it('refuses to enter without two verve and changes nothing', async () => {
    await openToromeen(db(), (d) => {
      d.verve = { current: 1, max: 10 }
    })
    const wrapper = dialogOf(GmPsychicDialog)
    await click(wrapper, 'Enter (2 verve)')
    expect(gmData().verve.current).toBe(1)
    expect(alertText(wrapper)).toContain('Entering psychic conflict costs 2 verve.')
  })
})

describe('Gods & Monsters group effort and mass conflict', () => {
  it('follows the historians: 17 and 17 need 18 or less and give +1 as assistants', async () => {
    await openToromeen(db())
    const wrapper = dialogOf(GmGroupEffort)
    expect(text(wrapper, 'group-plan')).toContain('List each member’s final score')
    await fill(wrapper, 'group-scores', '17, 17')
    await fill(wrapper, 'group-bonuses', '2, 0')
    expect(text(wrapper, 'group-plan')).toContain('median 17 + group bonus 1 = roll 18 or less')
    expect(text(wrapper, 'group-plan')).toContain('the field bonus they give: 1')
    expect(text(wrapper, 'group-delays')).toBe(
      'A change of plan takes 1 extra round(s); leaving the group takes 1 round(s).',
    )
    await fill(wrapper, 'group-bonuses', 'two')
    expect(text(wrapper, 'group-plan')).toContain('Field bonuses are whole numbers')
  })

  it('credits every member with all the mojo used on a failed group roll', async () => {
    await openToromeen(db())
    await award('mojo', 10)
    const wrapper = dialogOf(GmGroupEffort)
    await fill(wrapper, 'group-scores', '9 10 11 13 39')
    expect(text(wrapper, 'group-plan')).toContain('median 11 + group bonus 2 = roll 13 or less')
    await fill(wrapper, 'group-roll', '16')
    await submit(wrapper, "Enter the group's d20 roll")
    expect(results(wrapper, 'group-result')).toEqual(['Rolled 16 against 13: failure by 3'])
    const xpBefore = experience(useEditorStore().record?.ledger ?? [])
    await fill(wrapper, 'bid-amount', '3')
    await fill(wrapper, 'bid-group-total', '2')
    await submit(wrapper, 'Bid mojo on a failed roll')
    expect(alertText(wrapper)).toContain('at least your 3')
    await fill(wrapper, 'bid-group-total', '8')
    await submit(wrapper, 'Bid mojo on a failed roll')
    await flushPromises()
    expect(useEditorStore().balances.mojo).toBe(7)
    // 50 experience for each of the 8 mojo the group used.
    expect(experience(useEditorStore().record?.ledger ?? []) - xpBefore).toBe(400)
  })

  it('times decisions, morale and the leader, and gives twelve goblins 20 survival', async () => {
    await openToromeen(db())
    const wrapper = dialogOf(GmGroupEffort)
    await fill(wrapper, 'group-scores', '10, 10, 10, 10, 10, 10, 10, 10')
    await commitNumber(wrapper, 'Morale roll missed by', '5')
    await commitNumber(wrapper, 'Leader’s roll made by', '1')
    expect(text(wrapper, 'group-decision')).toBe(
      "After a failed morale roll: 3 round(s) to decide. After the leader's roll: 2 round(s).",
    )
    expect(text(wrapper, 'unit-stats')).toBe(
      'Group bonus +3: the unit has 20 survival and 40 combat movement.',
    )
    expect(text(wrapper, 'unit-aftermath')).toBe('No damage to share out.')
    await commitNumber(wrapper, 'Members', '20')
    await commitNumber(wrapper, 'Damage the unit took', '60')
    await commitNumber(wrapper, 'Members’ evasion', '8')
    expect(text(wrapper, 'unit-aftermath')).toContain('At most 15 per member: roll a d20 each')
    expect(text(wrapper, 'unit-aftermath')).toContain(
      'About 8 make the evasion roll and take it from survival; 12 take it as injuries.',
    )
  })

  it('opens each dialog from the sheet card', async () => {
    await openToromeen(db())
    const card = (mounted = mount(GmConflict, { attachTo: document.body }))
    await click(card, 'Contest…')
    expect(card.find('#gm-contest-title').exists()).toBe(true)
    await click(card, 'Close')
    expect(card.find('#gm-contest-title').exists()).toBe(false)
    await click(card, 'Psychic conflict…')
    expect(card.find('#gm-psychic-title').exists()).toBe(true)
    await click(card, 'Close')
    await click(card, 'Group effort…')
    expect(card.find('#gm-group-title').exists()).toBe(true)
  })
})
