// Survival, verve and levels on the Gods & Monsters sheet, against the book's examples: Toromeen
// fights an Orc (Survival), then is dying (A time to die), and reaches second level (the Combat
// example's table: survival 7, verve 17, fortitude 11, willpower 7, perception 4, Fighting Art +2).
import { describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { experienceForLevel, levelMojo, xpPerLootSilver } from '@systems/gods-monsters'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import GmLevels from './GmLevels.vue'
import GmReactions from './GmReactions.vue'
import GmVitals from './GmVitals.vue'
import {
  alertText,
  award,
  button,
  click,
  commitNumber,
  derivedValue,
  expectInvalid,
  fill,
  gmData,
  openGm,
  openToromeen,
  statusText,
  submit,
} from './gm-test-helpers'

const db = useTestDatabase('gm-vitals')

async function takeDamage(
  wrapper: VueWrapper,
  amount: number,
  options: { archetypal?: boolean; injuries?: number } = {},
): Promise<void> {
  await fill(wrapper, 'damage', String(amount))
  await fill(wrapper, 'damage-archetypal', options.archetypal ?? false)
  await fill(wrapper, 'damage-injuries', String(options.injuries ?? 0))
  await submit(wrapper, 'Take damage')
}

const vitals = () => ({
  survival: gmData().survival.current,
  verve: gmData().verve.current,
  injuries: gmData().injuries,
})

describe('Gods & Monsters damage', () => {
  it('takes archetypal damage from verve first, then survival (Toromeen against the Orc)', async () => {
    await openToromeen(db(), (d) => {
      d.archetypes = [{ archetype: 'warrior', level: 2 }]
      d.verve = { current: 17, max: 17 }
    })
    const wrapper = mount(GmVitals)
    // "Toromeen loses 5 verve, and drops to 12 verve."
    await takeDamage(wrapper, 5, { archetypal: true })
    expect(vitals()).toEqual({ survival: 7, verve: 12, injuries: 0 })
    expect(wrapper.get('[data-testid="vitals-message"]').text()).toBe(
      '5 damage: 5 from verve. Survival 7, verve 12, injuries 0.',
    )
    await takeDamage(wrapper, 6, { archetypal: true })
    expect(vitals()).toEqual({ survival: 7, verve: 6, injuries: 0 })
    // "Toromeen is at zero verve and also loses one survival."
    await takeDamage(wrapper, 7, { archetypal: true })
    expect(vitals()).toEqual({ survival: 6, verve: 0, injuries: 0 })
    // "Toromeen loses four survival and has only two survival."
    await takeDamage(wrapper, 4, { archetypal: true })
    expect(vitals()).toEqual({ survival: 2, verve: 0, injuries: 0 })
    expect(derivedValue(wrapper, 'survival')).toBe('2 / 7')
    expect(wrapper.find('[data-testid="vitals-prompt"]').exists()).toBe(false)
  })

  it('asks for the consciousness roll and the death contest when injuries come (A time to die)', async () => {
    await openToromeen(db(), (d) => {
      d.archetypes = [{ archetype: 'warrior', level: 2 }]
      d.survival = { current: 4, max: 7 }
      d.verve = { current: 0, max: 17 }
    })
    const wrapper = mount(GmVitals)
    // "One more sword-thrust … does six points damage … zero survival points and two injury points."
    await takeDamage(wrapper, 6, { archetypal: true })
    expect(vitals()).toEqual({ survival: 0, verve: 0, injuries: 2 })
    const prompt = wrapper.get('[data-testid="vitals-prompt"]').text()
    // "roll 9 or less (fortitude 11, -2 for his two injuries)"
    expect(prompt).toContain('Fortitude 11 − 2 injuries: 9 or less')
    // "Tony needs to roll 13 or less … He will die in 13 minutes"
    expect(prompt).toContain('Guide: 2 or less; player: endurance 15 − 2 = 13 or less')
    expect(prompt).toContain('13 minutes left')
    await click(wrapper, 'Stayed conscious')
    expect(gmData().consciousness).toBe('conscious')
    // The death roll still waits.
    await click(wrapper, 'Dying')
    expect(gmData().dying).toBe(true)
    expect(statusText(wrapper)).toBe('Dying: heal the injuries before time runs out.')
    expect(wrapper.find('[data-testid="vitals-prompt"]').exists()).toBe(false)
    // Healing every injury ends dying.
    await fill(wrapper, 'heal-survival', '3')
    await fill(wrapper, 'heal-injuries', '2')
    await submit(wrapper, 'Heal')
    expect(vitals()).toEqual({ survival: 3, verve: 0, injuries: 0 })
    expect(gmData().dying).toBe(false)
    expect(statusText(wrapper)).toBe('Healed 3 survival, 2 injuries.')
  })

  it('falls unconscious on a failed roll, survives the contest, and spends a mojo to wake', async () => {
    await openToromeen(db(), (d) => (d.survival = { current: 1, max: 7 }))
    await award('mojo', 1)
    const wrapper = mount(GmVitals)
    // Two points straight to injuries, the rest from survival: 1 survival, then 1 more injury.
    await takeDamage(wrapper, 4, { injuries: 2 })
    expect(vitals()).toEqual({ survival: 0, verve: 7, injuries: 3 })
    await click(wrapper, 'Fell unconscious')
    expect(gmData().consciousness).toBe('unconscious')
    expect(statusText(wrapper)).toBe('Now unconscious.')
    await click(wrapper, 'Survived')
    expect(gmData().dying).toBe(false)
    // Unconsciousness: one mojo brings the character to semi-consciousness.
    await click(wrapper, 'Spend 1 mojo to wake')
    expect(gmData().consciousness).toBe('semiConscious')
    expect(useEditorStore().balances.mojo).toBe(0)
    await fill(wrapper, 'consciousness', 'conscious')
    expect(gmData().consciousness).toBe('conscious')
  })

  it('refuses damage that is not a whole number and keeps the values', async () => {
    await openToromeen(db())
    const wrapper = mount(GmVitals)
    await takeDamage(wrapper, 3)
    await fill(wrapper, 'damage', 'a lot')
    await submit(wrapper, 'Take damage')
    expect(alertText(wrapper)).toBe('Damage must be a whole number of 0 or more.')
    await fill(wrapper, 'heal-injuries', '-1')
    await submit(wrapper, 'Heal')
    expect(alertText(wrapper)).toBe('Injuries healed must be a whole number of 0 or more.')
    expect(vitals()).toEqual({ survival: 4, verve: 7, injuries: 0 })
  })
})

describe('Gods & Monsters rest and verve', () => {
  it('rests a night (level survival on a made health roll, else 1), a day, and restores verve', async () => {
    await openToromeen(db(), (d) => {
      d.archetypes = [{ archetype: 'warrior', level: 2 }]
      d.survival = { current: 1, max: 7 }
      d.verve = { current: 0, max: 17 }
      d.injuries = 1
    })
    const wrapper = mount(GmVitals)
    await click(wrapper, 'Night’s rest, health roll made')
    expect(gmData().survival.current).toBe(3)
    expect(statusText(wrapper)).toBe('Survival +2 (level 2), now 3 of 7.')
    await click(wrapper, 'Night’s rest, health roll failed')
    expect(gmData().survival.current).toBe(4)
    await click(wrapper, 'Night’s rest: remove an injury')
    expect(gmData().injuries).toBe(0)
    expect(button(wrapper, 'Night’s rest: remove an injury').attributes('disabled')).toBeDefined()
    await click(wrapper, 'Day of rest')
    expect(gmData().survival.current).toBe(6)
    // A non-conflict encounter: up to the level in verve; the morning: all of it.
    await click(wrapper, 'Encounter verve')
    expect(gmData().verve.current).toBe(2)
    await click(wrapper, 'Morning: restore verve')
    expect(gmData().verve.current).toBe(17)
  })

  it('edits survival and verve within their maximum and keeps a bonus pool that takes damage first', async () => {
    await openToromeen(db())
    const wrapper = mount(GmVitals)
    await commitNumber(wrapper, 'Survival now', '8')
    expectInvalid(wrapper, 'Survival now', 'Survival now must be from 0 to 7.')
    expect(gmData().survival.current).toBe(7)
    await commitNumber(wrapper, 'Survival now', '5', 'enter')
    await commitNumber(wrapper, 'Verve now', '6')
    await commitNumber(wrapper, 'Bonus pool', '3')
    expect(gmData()).toMatchObject({
      survival: { current: 5 },
      verve: { current: 6 },
      temporaryPool: 3,
    })
    await takeDamage(wrapper, 4)
    expect(gmData().temporaryPool).toBe(0)
    expect(gmData().survival.current).toBe(4)
  })

  it('marks the character dead, which stops damage, healing and rest', async () => {
    await openToromeen(db())
    const wrapper = mount(GmVitals)
    await fill(wrapper, 'dead', true)
    expect(gmData().dead).toBe(true)
    for (const name of ['Take damage', 'Heal', 'Day of rest', 'Morning: restore verve']) {
      expect(button(wrapper, name).attributes('disabled')).toBeDefined()
    }
    expect(useEditorStore().findings.map((f) => f.code)).toContain('dead')
  })
})

describe('Gods & Monsters levels', () => {
  it('shows experience towards the next level and awards loot at 2 XP a silver', async () => {
    await openToromeen(db())
    const wrapper = mount(GmLevels)
    expect(wrapper.get('[data-testid="xp-progress"]').text()).toBe(
      `0 XP · level 2 at ${experienceForLevel(2).toLocaleString('en')}`,
    )
    await fill(wrapper, 'loot-silver', 'ten')
    await submit(wrapper, 'Loot experience')
    expect(alertText(wrapper)).toBe(
      'Enter the silver donated or lost as a whole number of 1 or more.',
    )
    // "One silver coin of loot is worth two experience points."
    await fill(wrapper, 'loot-silver', '250')
    await submit(wrapper, 'Loot experience')
    expect(useEditorStore().balances.xp).toBe(250 * xpPerLootSilver)
    expect(statusText(wrapper)).toBe('+500 XP for 250 silver of loot.')
    const meter = wrapper.get('[role="meter"]')
    expect(meter.attributes('aria-valuenow')).toBe(String(Math.round((500 / 1000) * 100)))
    expect(meter.attributes('aria-valuetext')).toBe('500 of 1000 XP')
    expect(wrapper.find('[aria-label="Level up"]').exists()).toBe(false)
  })

  it('gains second level with the entered d10: Toromeen’s verve 17 and the combat example’s reactions', async () => {
    await openToromeen(db())
    await award('xp', experienceForLevel(2))
    const wrapper = mount(GmLevels)
    const group = wrapper.get('[aria-label="Level up"]')
    // Even levels roll verve: d10 plus strength and intelligence as minor contributors.
    expect(group.text()).toContain('Level 2 is ready. This level rolls a d10 for verve.')
    await fill(wrapper, 'level-roll', '11')
    await submit(wrapper, 'Level up with my roll')
    expect(alertText(wrapper)).toBe('A d10 roll is a whole number from 1 to 10.')
    expect(gmData().levels).toEqual([])
    await fill(wrapper, 'level-roll', '8')
    await submit(wrapper, 'Level up with my roll')
    expect(gmData().archetypes).toEqual([{ archetype: 'warrior', level: 2 }])
    expect(gmData().verve).toEqual({ current: 17, max: 17 })
    // "At second level, a character gains twelve mojo."
    expect(useEditorStore().balances.mojo).toBe(levelMojo(2))
    expect(levelMojo(2)).toBe(12)
    const summary = wrapper.get('[data-testid="level-summary"]').text()
    expect(summary).toContain('Verve +10')
    expect(summary).toContain('Mojo +12')
    expect(summary).toContain('Fighting Art +1')
    expect(wrapper.get('details').text()).toContain('Levels gained (1)')
    expect(wrapper.get('details').text()).toContain('Level 2: Warrior 2, verve +10, mojo +12')
    expect(wrapper.find('[aria-label="Level up"]').exists()).toBe(false)
    const reactions = mount(GmReactions)
    expect(derivedValue(reactions, 'reaction.fortitude')).toBe('11')
    expect(derivedValue(reactions, 'reaction.willpower')).toBe('7')
    expect(derivedValue(reactions, 'reaction.perception')).toBe('4')
  })

  it('rolls the d10 for third level: survival by d10 plus endurance as a major contributor', async () => {
    await openGm(db())
    await award('xp', experienceForLevel(3))
    const wrapper = mount(GmLevels)
    await click(wrapper, 'Level up (roll d10)')
    await click(wrapper, 'Level up (roll d10)')
    const [second, third] = gmData().levels
    expect(second?.verveRoll).toBeGreaterThanOrEqual(1)
    // Endurance 10 contributes 0 as a major contributor, so the gain is the die.
    expect(third?.survivalGain).toBe(third?.survivalRoll)
    expect(third?.survivalRoll).toBeLessThanOrEqual(10)
    expect(useEditorStore().balances.mojo).toBe(levelMojo(2) + levelMojo(3))
    expect(derivedValue(wrapper, 'level')).toBe('3')
  })
})
