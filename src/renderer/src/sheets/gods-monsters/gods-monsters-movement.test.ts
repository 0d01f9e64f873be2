// The Movement card and its dialogs with Toromeen (movement 10, endurance 15, strength 18,
// agility 10, health 10, evasion 4, defense 4): the speed table under darkness, concentration and
// casting; the day's march; jumping, chases, pushing on and suffocating (Hazards).
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { createRng, d20 } from '@systems/common/dice'
import { percent } from '@systems/common/format'
import { resolveRoll } from '@systems/gods-monsters'
import {
  chaseOutcome,
  chaseRoll,
  dailyMovement,
  jumpPlan,
  jumpReached,
  keepConcentrationRoll,
} from '@systems/gods-monsters/hazards-movement'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { withKnownDice } from '../sheet-test-helpers'
import GmMovement from './GmMovement.vue'
import GmJumpDialog from './GmJumpDialog.vue'
import GmChaseDialog from './GmChaseDialog.vue'
import GmPushOnDialog from './GmPushOnDialog.vue'
import GmSuffocationDialog from './GmSuffocationDialog.vue'
import {
  click,
  commitNumber,
  expectInvalid,
  fill,
  gmData,
  openToromeen,
  unmountedAfterEach,
  type Found,
} from './gm-test-helpers'

const db = useTestDatabase('gm-movement')
const attached = unmountedAfterEach()
const text = (w: Found, testId: string) =>
  w.get(`[data-testid="${testId}"]`).text().replace(/\s+/g, ' ')
const row = (w: Found, speed: string) =>
  w.findAll(`[data-speed="${speed}"] th, [data-speed="${speed}"] td`).map((c) => c.text())

describe('Gods & Monsters Movement card', () => {
  it('shows the speed table for movement 10 and endurance 15', async () => {
    await openToromeen(db())
    const wrapper = attached(mount(GmMovement, { attachTo: document.body }))
    expect(text(wrapper, 'movement-now')).toContain('Movement now 10')
    expect(row(wrapper, 'combat')).toEqual(['Combat', '10', '20', '15 minutes', '—', '—'])
    expect(row(wrapper, 'dash')).toEqual(['Dash', '30', '60', '15 minutes', '−1', '+4'])
    expect(row(wrapper, 'walk')).toEqual(['Walk*', '50', '100', '450 minutes', '−2', '+2'])
    expect(row(wrapper, 'sprint')).toEqual(['Sprint*', '250', '500', '15 rounds', '−16', '+16'])
    // Outdoors, walking costs nothing and jogging costs walking's −2.
    await fill(wrapper, 'outdoors', true)
    expect(row(wrapper, 'walk')[4]).toBe('—')
    expect(row(wrapper, 'jog')[4]).toBe('−2')
  })

  it('halves movement at night, quarters it in darkness, and takes off the casting time', async () => {
    await openToromeen(db())
    const wrapper = attached(mount(GmMovement, { attachTo: document.body }))
    await fill(wrapper, 'lighting', 'night')
    expect(text(wrapper, 'movement-now')).toContain('Movement now 5')
    expect(row(wrapper, 'combat')[1]).toBe('5')
    await fill(wrapper, 'lighting', 'dark')
    expect(text(wrapper, 'movement-now')).toContain('Movement now 2.5')
    await fill(wrapper, 'lighting', 'light')
    await commitNumber(wrapper, 'Casting or calling time', '3')
    expect(text(wrapper, 'movement-now')).toContain('Movement now 7')
    await fill(wrapper, 'casting-round', true)
    expect(text(wrapper, 'movement-now')).toContain('Movement now 0')
    expect(text(wrapper, 'movement-now')).toContain('casting or calling for a round or more')
  })

  it('while concentrating: half movement, defense −1, and an evasion roll when hit', async () => {
    await openToromeen(db())
    const { result: wrapper, seed } = withKnownDice(() =>
      attached(mount(GmMovement, { attachTo: document.body })),
    )
    expect(wrapper.find('[data-testid="concentration"]').exists()).toBe(false)
    await fill(wrapper, 'concentrating', true)
    expect(text(wrapper, 'movement-now')).toContain('Movement now 5')
    expect(text(wrapper, 'concentration')).toContain('no attacks')
    expect(text(wrapper, 'concentration')).toContain('defense 4 −1 = 3')
    await click(wrapper, 'Hit: evasion roll')
    const expected = resolveRoll(keepConcentrationRoll(gmData()), createRng(seed))
    expect(text(wrapper, 'concentration-kept')).toBe(
      `Evasion ${expected.roll} against 4: concentration ${expected.success ? 'kept' : 'broken'}.`,
    )
    expect((await db().rolls.toArray()).map((r) => r.label)).toContain('Hit while concentrating')
  })

  it('puts a concentration penalty on charisma, wisdom and intelligence rolls', async () => {
    await openToromeen(db())
    const wrapper = attached(mount(GmMovement, { attachTo: document.body }))
    expect(wrapper.find('[data-testid="concentration-rolls"]').exists()).toBe(false)
    await commitNumber(wrapper, 'Concentration penalty', '2')
    expect(text(wrapper, 'concentration-rolls')).toBe(
      `Charisma 6 or less (${percent(0.3)}). Wisdom 13 or less (${percent(0.65)}). Intelligence 10 or less (${percent(0.5)}).`,
    )
    await commitNumber(wrapper, 'Concentration penalty', '21')
    expectInvalid(wrapper, 'Concentration penalty', 'Concentration penalty must be from 0 to 20.')
  })

  it('gives the day’s march by terrain, and a flier’s', async () => {
    await openToromeen(db())
    const wrapper = attached(mount(GmMovement, { attachTo: document.body }))
    expect(text(wrapper, 'daily-movement')).toContain(
      '20 miles a day (twice movement 10); 30 pushing on',
    )
    expect(text(wrapper, 'daily-movement')).toContain('rest a day after 7.5 days')
    await fill(wrapper, 'terrain', 'rough')
    expect(text(wrapper, 'daily-movement')).toContain('Forests and hills: 10 miles a day')
    await fill(wrapper, 'terrain', 'bog')
    expect(text(wrapper, 'daily-movement')).toContain('5 miles a day (half movement 10)')
    await fill(wrapper, 'flier', true)
    expect(text(wrapper, 'daily-movement')).toContain('Flying: 10 miles an hour, 160 miles a day')
  })

  it('opens each dialog from its button', async () => {
    await openToromeen(db())
    const wrapper = attached(mount(GmMovement, { attachTo: document.body }))
    for (const [name, title] of [
      ['Jump…', 'Jump'],
      ['Chase…', 'Chase'],
      ['Push on…', 'Push on'],
      ['Suffocation…', 'Suffocation'],
    ] as const) {
      await click(wrapper, name)
      expect(wrapper.get('dialog h2').text()).toBe(title)
      await click(wrapper.get('dialog'), 'Close')
      expect(wrapper.find('dialog').exists()).toBe(false)
    }
  })
})

describe('Gods & Monsters jump', () => {
  it('shows the agility roll with strength, +8 and the doubling penalty, and rolls it', async () => {
    await openToromeen(db(), (d) => (d.species.size = 'medium'))
    const { result: wrapper, seed } = withKnownDice(() =>
      attached(mount(GmJumpDialog, { props: { running: 10 }, attachTo: document.body })),
    )
    await commitNumber(wrapper, 'Height (feet)', '4')
    // Agility 10 + 4 + 8 − 4 = 18.
    expect(text(wrapper, 'jump-odds')).toBe(
      `Agility 10 +4 strength 18 (major) +8 jumping −4 to 4 feet: 18 or less, ${percent(0.9)}. A miss jumps short.`,
    )
    await click(wrapper, 'Roll the jump')
    const plan = jumpPlan(gmData(), { distance: 4 })
    const rolled = resolveRoll(plan.roll, createRng(seed))
    const result = text(wrapper, 'jump-result')
    expect(result).toContain(`Rolled ${rolled.roll} against 18`)
    expect(result).toContain(
      rolled.success ? 'cleared 4 feet' : `reached ${jumpReached(plan, rolled.roll)} feet`,
    )
    expect((await db().rolls.toArray()).map((r) => r.label)).toContain('Jump of 4 feet')
  })

  it('reads the table by size and adds a running start to a leap across', async () => {
    await openToromeen(db(), (d) => (d.species.size = 'large'))
    const wrapper = attached(
      mount(GmJumpDialog, { props: { running: 10 }, attachTo: document.body }),
    )
    await fill(wrapper, 'jump-kind', 'true')
    await commitNumber(wrapper, 'Distance (yards)', '8')
    expect(text(wrapper, 'jump-odds')).toContain('Large: ×2 the distance, so the 4-yard row.')
    await fill(wrapper, 'running-start', true)
    // 10 + 4 + 8 + 10 − 4 = 28.
    expect(text(wrapper, 'jump-odds')).toContain(
      '+10 running movement −4 to 4 yards (×2 for size): 28 or less',
    )
    await commitNumber(wrapper, 'Distance (yards)', '30')
    expect(wrapper.get('[role="alert"]').text()).toBe(
      'The jump table is read to 12 (24 yards at this size).',
    )
    expect(wrapper.get('button.primary').attributes('disabled')).toBeDefined()
  })
})

describe('Gods & Monsters chase', () => {
  it('gives the faster side +1 per 3 movement and rolls both sides', async () => {
    await openToromeen(db())
    const { result: wrapper, seed } = withKnownDice(() =>
      attached(mount(GmChaseDialog, { props: { movement: 10 }, attachTo: document.body })),
    )
    await commitNumber(wrapper, 'Their movement', '16')
    await commitNumber(wrapper, 'Their agility roll', '12')
    // They are 6 faster: +2, 14 or less. I roll agility 10.
    expect(text(wrapper, 'chase-odds')).toContain(
      `They: 12 +2 faster = 14 or less (${percent(0.7)})`,
    )
    expect(text(wrapper, 'chase-odds')).toContain(
      `You catch them ${percent(0.5 * 0.3)}, they get away ${percent(0.7 * 0.5)}, it goes on ${percent(0.5)}`,
    )
    await click(wrapper, 'Roll the round')
    const rng = createRng(seed)
    const mine = resolveRoll(
      chaseRoll(gmData(), { myMovement: 10, theirMovement: 16, modifier: 0 }),
      rng,
    )
    const theirs = d20(rng)
    const outcome = chaseOutcome('pursuer', mine.success, theirs <= 14)
    const names = { caught: 'caught', escaped: 'got away', goesOn: 'the chase goes on' }
    expect(text(wrapper, 'chase-result')).toContain(`${names[outcome]}.`)
    await fill(wrapper, 'chase-role', 'quarry')
    expect(text(wrapper, 'chase-odds')).toContain('You get away')
  })
})

describe('Gods & Monsters pushing on', () => {
  it('rolls health with +2 per movement given up and −2 per earlier roll; a miss is an injury Undo takes back', async () => {
    await openToromeen(db())
    const wrapper = attached(
      mount(GmPushOnDialog, {
        props: { movement: 10, daily: dailyMovement(10, 15) },
        attachTo: document.body,
      }),
    )
    await commitNumber(wrapper, 'Movement given up', '2')
    await commitNumber(wrapper, 'Water or salt short (0–4)', '4')
    expect(text(wrapper, 'push-odds')).toBe(
      `Health 10 +4 movement given up 2 −4 water or salt: 10 or less, ${percent(0.5)}. A miss is one injury.`,
    )
    await commitNumber(wrapper, 'Water or salt short (0–4)', '5')
    expectInvalid(
      wrapper,
      'Water or salt short (0–4)',
      'Water or salt short (0–4) must be from 0 to 4.',
    )
    // Six earlier rolls: −12, so health 10 + 4 − 4 − 12 fails whatever the die.
    await commitNumber(wrapper, 'Water or salt short (0–4)', '4')
    await commitNumber(wrapper, 'Rolls since resting', '6')
    const before = gmData().injuries
    await click(wrapper, 'Roll health')
    expect(gmData().injuries).toBe(before + 1)
    expect(text(wrapper, 'push-result')).toContain('Pushing on without rest: health')
    expect(text(wrapper, 'push-result')).toContain('against -2, failed: 1 damage: 1 injury')
    // Fortitude 10 against 1 injury: 9 or less to stay conscious.
    expect(text(wrapper, 'push-result')).toContain(
      'Stay conscious: Fortitude 10 − 1 injuries: 9 or less.',
    )
    // The earlier rolls count up by themselves.
    expect(text(wrapper, 'push-odds')).toContain('−14 earlier rolls since resting 7')
    await click(wrapper, 'Undo damage')
    expect(gmData().injuries).toBe(before)
    expect(text(wrapper, 'push-result')).toContain('(undone)')
  })

  it('pushes a day’s march 50% further with a plain health roll', async () => {
    await openToromeen(db())
    const wrapper = attached(
      mount(GmPushOnDialog, {
        props: { movement: 10, daily: dailyMovement(10, 15, { terrain: 'rough' }) },
        attachTo: document.body,
      }),
    )
    await fill(wrapper, 'push-mode', 'day')
    expect(wrapper.text()).toContain('10 miles becomes 15.')
    expect(text(wrapper, 'push-odds')).toContain(`Health 10: 10 or less, ${percent(0.5)}`)
    await click(wrapper, 'Roll health')
    expect((await db().rolls.toArray()).map((r) => r.label)).toContain(
      "A longer day's march (15 miles)",
    )
  })
})

describe('Gods & Monsters suffocation', () => {
  it('gives endurance rounds with a deep breath, doubled at rest, then rolls at a cumulative −1', async () => {
    // Ten injuries: health 10 − 10 = 0, so every roll fails.
    await openToromeen(db(), (d) => (d.injuries = 10))
    const wrapper = attached(mount(GmSuffocationDialog, { attachTo: document.body }))
    expect(wrapper.get('button.primary').attributes('disabled')).toBeDefined()
    await fill(wrapper, 'suffocation-rest', true)
    await click(wrapper, 'Start')
    expect(text(wrapper, 'suffocation-odds')).toContain(
      'Buffer: endurance 15 rounds, doubled at rest = 30 rounds. Roll 1 comes in round 31: health 0 or less',
    )
    expect(text(wrapper, 'suffocation-odds')).toContain('then every 12 rounds at a further −1')
    await click(wrapper, 'Roll health')
    expect(gmData().injuries).toBe(11)
    // Eleven injuries against survival 7: the death contest too.
    expect(wrapper.findAll('[data-testid="suffocation-result"]')[0]?.text()).toContain(
      'A time to die: the death contest on the Survival card.',
    )
    expect(text(wrapper, 'suffocation-odds')).toContain('Roll 2 comes in round 43')
    expect(wrapper.findAll('[data-testid="suffocation-result"]')[0]?.text()).toContain(
      'Suffocating, roll 1: health',
    )
    await click(wrapper, 'Undo damage')
    expect(gmData().injuries).toBe(10)
  })

  it('rolls d4 plus endurance as a minor contributor without a deep breath', async () => {
    await openToromeen(db())
    const wrapper = attached(mount(GmSuffocationDialog, { attachTo: document.body }))
    await fill(wrapper, 'suffocation-prepared', false)
    await click(wrapper, 'Start')
    expect(text(wrapper, 'suffocation-odds')).toMatch(
      /Buffer: d4 [1-4] \+1 \(endurance 15, minor\) = [2-5] rounds/,
    )
    expect((await db().rolls.toArray()).map((r) => r.label)).toContain('Suffocation buffer')
  })
})
