// A time to die on the Gods & Monsters vitals card: a field's bonus on the death roll, and the
// dying character's heroic last effort (+level, no injury penalty, others' mojo credited in full).
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { createRng } from '@systems/common/dice'
import { percent } from '@systems/common/format'
import { heroicEffortModifiers, planScoreRoll, resolveRoll } from '@systems/gods-monsters'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { withKnownDice } from '../sheet-test-helpers'
import GmVitals from './GmVitals.vue'
import {
  award,
  click,
  commitNumber,
  fill,
  gmData,
  openToromeen,
  submit,
  unmountedAfterEach,
} from './gm-test-helpers'

const db = useTestDatabase('gm-last-effort')
const attached = unmountedAfterEach()

describe('Gods & Monsters: a time to die', () => {
  it('adds a field’s bonus to the death roll when its skill applies', async () => {
    await openToromeen(db(), (d) => {
      d.archetypes = [{ archetype: 'warrior', level: 2 }]
      d.survival = { current: 4, max: 7 }
      d.verve = { current: 0, max: 17 }
    })
    const wrapper = attached(mount(GmVitals, { attachTo: document.body }))
    await fill(wrapper, 'damage', '6')
    await fill(wrapper, 'damage-archetypal', true)
    await submit(wrapper, 'Take damage')
    const prompt = () => wrapper.get('[data-testid="vitals-prompt"]').text()
    expect(prompt()).toContain('player: endurance 15 − 2 = 13 or less')
    // Dwarven Culture +2 (its skill Spelunking, say, for a fall in a cave).
    await fill(wrapper, 'death-field', '2')
    expect(prompt()).toContain('player: endurance 15 − 2 + 2 = 15 or less')
  })

  it('offers the dying a heroic last effort at +level without the injury penalty', async () => {
    await openToromeen(db(), (d) => {
      d.injuries = 5
      d.dying = true
    })
    const { result: wrapper, seed } = withKnownDice(() =>
      attached(mount(GmVitals, { attachTo: document.body })),
    )
    await fill(wrapper, 'effort-roll', 'strength')
    const mods = heroicEffortModifiers(gmData()).map((m) => ({ label: m.label, amount: m.value }))
    const plan = planScoreRoll(gmData(), 'strength', mods)
    // Strength 18, +1 for level 1, the five injuries not counted: 19 or less.
    expect(plan.target).toBe(19)
    expect(wrapper.get('[data-testid="effort-odds"]').text()).toBe(
      `19 or less on a d20: ${percent(plan.chance)}`,
    )
    await click(wrapper, 'Roll the last effort')
    const expected = resolveRoll(plan, createRng(seed))
    expect(wrapper.get('[data-testid="effort-result"]').text()).toContain(
      `Rolled ${expected.roll} against 19`,
    )
    await click(wrapper, 'The effort is over: the character dies')
    expect(gmData()).toMatchObject({ dead: true, dying: false })
    useEditorStore().undo()
    expect(gmData()).toMatchObject({ dead: false, dying: true })
  })

  it('takes others’ mojo on a failed effort and credits the character with all of it', async () => {
    await openToromeen(db(), (d) => {
      d.injuries = 5
      d.dying = true
    })
    await award('mojo', 40)
    const wrapper = attached(mount(GmVitals, { attachTo: document.body }))
    // Against defense 20 no d20 roll hits.
    await commitNumber(wrapper, 'Target’s defense', '20')
    await click(wrapper, 'Roll the last effort')
    const result = wrapper.get('[data-testid="effort-result"]').text()
    const missedBy = Number(/failure by (\d+)/.exec(result)?.[1])
    expect(missedBy).toBeGreaterThan(2)
    await commitNumber(wrapper, 'Others’ mojo', '2')
    expect(wrapper.get('[data-testid="effort-shares"]').text()).toBe(
      `${missedBy - 2} from me; everyone is credited with ${missedBy}.`,
    )
    await fill(wrapper, 'effort-bid', '1')
    await submit(wrapper, 'Mojo on the last effort')
    expect(wrapper.get('[role="alert"]').text()).toContain(`Bid at least ${missedBy - 2} mojo`)
    await fill(wrapper, 'effort-bid', String(missedBy - 2))
    await submit(wrapper, 'Mojo on the last effort')
    const bid = Object.values(gmData().mojoBids)[0]
    expect(bid).toMatchObject({ spent: missedBy - 2, credited: missedBy, xp: missedBy * 50 })
    expect(useEditorStore().balances.mojo).toBe(40 - (missedBy - 2))
  })
})
