// The casters on the Gods & Monsters sheet: a sorceror's spell book (slots, spells bought with
// mojo and undone in the ledger, the compatibility roll with its odds, inscribing, memorizing and
// the injury limit), a prophet's spirits, and what each level gained leaves to settle (the moral
// code review, a thief's pick).
import { describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { experienceForLevel, spellsOf } from '@systems/gods-monsters'
import { gralen, prophetOfNature, thiefWithFields } from '@systems/gods-monsters/fixtures'
import { useEditorStore } from '@renderer/stores/editor'
import { useRollsStore } from '@renderer/stores/rolls'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import GmLevels from './GmLevels.vue'
import GmProphet from './GmProphet.vue'
import GmSpellbook from './GmSpellbook.vue'
import {
  alertText,
  award,
  click,
  derivedValue,
  fill,
  gmData,
  openGm,
  openToromeen,
  statusText,
  submit,
  unmountedAfterEach,
} from './gm-test-helpers'

const db = useTestDatabase('gm-casters')
const attached = unmountedAfterEach()

function openGralen(level = 1) {
  return openGm(db(), (d) => {
    Object.assign(d, structuredClone(gralen))
    d.archetypes = [{ archetype: 'sorceror', level }]
  })
}

async function learn(wrapper: VueWrapper, name: string, level: number): Promise<void> {
  await fill(wrapper, 'learn-spell', name)
  await fill(wrapper, 'learn-level', String(level))
  await submit(wrapper, 'Learn a spell with mojo')
}

/** Opens a spell's compatibility roll and says its experimentation components are on hand. */
async function openRoll(wrapper: VueWrapper, name: string): Promise<void> {
  await click(wrapper, `Compatibility roll for ${name}`)
  await wrapper.get('input[name="components-on-hand"]').setValue(true)
}

function row(wrapper: VueWrapper, name: string) {
  return wrapper.get(`tr[data-spell="${name}"]`)
}

describe('the spell book', () => {
  it('is shown for sorcerors only', async () => {
    await openToromeen(db())
    expect(mount(GmSpellbook).find('section').exists()).toBe(false)
    await openGralen()
    const wrapper = attached(mount(GmSpellbook))
    expect(wrapper.text()).toContain('No spells or formulas yet.')
    expect(derivedValue(wrapper, 'spellSlots')).toBe('0 / 1')
  })

  it('buys a spell with 3 mojo per level, inscribed at once, and undoes it in the ledger', async () => {
    await openGralen(3)
    await award('mojo', 12)
    const wrapper = attached(mount(GmSpellbook))
    expect(wrapper.get('form[aria-label="Learn a spell with mojo"] button').text()).toBe(
      'Learn (3 mojo)',
    )
    await fill(wrapper, 'learn-type', 'conjuration')
    await learn(wrapper, 'Fighting Prowess', 3)
    expect(statusText(wrapper)).toBe('Learned Fighting Prowess: it is in the spell book.')
    expect(useEditorStore().balances.mojo).toBe(3)
    expect(row(wrapper, 'Fighting Prowess').text()).toContain('Conjuration')
    expect(row(wrapper, 'Fighting Prowess').text()).toContain('Inscribed')
    // Too dear: refused with the price.
    await learn(wrapper, 'Bolt', 2)
    expect(alertText(wrapper)).toBe(
      'Spell Bolt (level 2), inscribed costs 6 mojo but only 3 mojo is unspent.',
    )
    // Undo in the ledger takes the spell back with the mojo.
    const editor = useEditorStore()
    const spend = editor.record!.ledger.find((e) => e.kind === 'spend')!
    expect(spend.option).toMatchObject({ kind: 'spell', name: 'Fighting Prowess', level: 3 })
    expect(editor.undoLedgerEntry(spend.id)).toBeNull()
    await flushPromises()
    expect(spellsOf(gmData())).toEqual([])
    expect(editor.balances.mojo).toBe(12)
  })

  it('memorizes into the slots, casts, and refuses spells above level minus injuries', async () => {
    await openGralen(2)
    await award('mojo', 12)
    const wrapper = attached(mount(GmSpellbook))
    await learn(wrapper, 'Alarm', 1)
    await learn(wrapper, 'Web', 2)
    await click(wrapper, 'Memorize Alarm')
    await click(wrapper, 'Memorize Web')
    expect(derivedValue(wrapper, 'spellSlots')).toBe('2 / 3')
    await click(wrapper, 'Cast Alarm')
    expect(statusText(wrapper)).toBe('Cast Alarm.')
    expect(derivedValue(wrapper, 'spellSlots')).toBe('1 / 3')
    // One injury: a 2nd-level sorceror can use spells up to level 1.
    useEditorStore().edit<typeof gralen>((d) => (d.injuries = 1))
    await flushPromises()
    expect(derivedValue(wrapper, 'spellLevelLimit')).toBe('1')
    expect(row(wrapper, 'Web').text()).toContain('above level − injuries')
    await click(wrapper, 'Cast Web')
    expect(alertText(wrapper)).toBe(
      'Web is a level 2 spell; with 1 injury the sorceror can cast spells up to level 1.',
    )
    await click(wrapper, 'Forget Web')
    expect(spellsOf(gmData()).map((s) => [s.name, s.memorized])).toEqual([
      ['Alarm', 0],
      ['Web', 0],
    ])
  })

  it('memorizes a new spell in place of an uncast one of its level', async () => {
    await openGralen(2)
    await award('mojo', 12)
    const wrapper = attached(mount(GmSpellbook))
    await learn(wrapper, 'Alarm', 1)
    await click(wrapper, 'Memorize Alarm')
    await fill(wrapper, 'learn-spell', 'Bolt')
    await fill(wrapper, 'learn-level', '1')
    const alarm = spellsOf(gmData())[0]!
    await fill(wrapper, 'learn-swap', alarm.id)
    await submit(wrapper, 'Learn a spell with mojo')
    expect(spellsOf(gmData()).map((s) => [s.name, s.memorized])).toEqual([
      ['Alarm', 0],
      ['Bolt', 1],
    ])
  })

  it('lists a formula, rolls its compatibility with the odds shown, logs it and inscribes it', async () => {
    await openGralen(2)
    const wrapper = attached(mount(GmSpellbook))
    await fill(wrapper, 'list-spell', 'Sleepfall')
    await fill(wrapper, 'list-level', '2')
    await fill(wrapper, 'list-type', 'mental')
    await submit(wrapper, 'List a formula or a spell to research')
    expect(row(wrapper, 'Sleepfall').text()).toContain('Formula')
    expect(row(wrapper, 'Sleepfall').text()).toContain('roll due')
    await click(wrapper, 'Compatibility roll for Sleepfall')
    // Acquiring spells with mojo: no roll without ten times the components on hand.
    await fill(wrapper, 'compatibility-roll', '12')
    await submit(wrapper, 'Enter the compatibility roll')
    expect(alertText(wrapper)).toBe(
      'The roll needs the experimentation components on hand: tick them first.',
    )
    expect(wrapper.text()).toContain('10 times the spell’s components are on hand')
    await wrapper.get('input[name="components-on-hand"]').setValue(true)
    // Reason 9 at 2nd level (4 + 3 + 0 + 2), +6, −2 for the spell's level: 13 or less.
    expect(wrapper.get('[data-testid="compatibility-odds"]').text()).toBe(
      'Reason 9 +6 compatibility −2 spell level 2: roll 13 or less on d20, 13 in 20 (65%)',
    )
    expect(wrapper.text()).toContain('Needs 10 times the spell’s basic components')
    await fill(wrapper, 'compatibility-roll', '21')
    await submit(wrapper, 'Enter the compatibility roll')
    expect(alertText(wrapper)).toBe('A d20 roll is a whole number from 1 to 20.')
    await fill(wrapper, 'compatibility-roll', '12')
    await submit(wrapper, 'Enter the compatibility roll')
    expect(statusText(wrapper)).toBe('rolled 12 vs 13: Sleepfall is compatible.')
    expect(wrapper.find('[aria-label="Compatibility of Sleepfall"]').exists()).toBe(false)
    const logged = await useRollsStore().unattached([useEditorStore().record!.id])
    expect(logged.map((r) => [r.label, r.result])).toEqual([
      ['Compatibility of Sleepfall', 'reason 12 vs 13: success'],
    ])
    await click(wrapper, 'Inscribe Sleepfall')
    expect(row(wrapper, 'Sleepfall').text()).toContain('Inscribed')
  })

  it('lets mojo turn a failed compatibility roll, or accepts the failure', async () => {
    await openGralen(2)
    await award('mojo', 5)
    const wrapper = attached(mount(GmSpellbook))
    for (const name of ['Sleepfall', 'Web']) {
      await fill(wrapper, 'list-spell', name)
      await fill(wrapper, 'list-level', '2')
      await submit(wrapper, 'List a formula or a spell to research')
    }
    await openRoll(wrapper, 'Sleepfall')
    await fill(wrapper, 'compatibility-roll', '16')
    await submit(wrapper, 'Enter the compatibility roll')
    expect(wrapper.get('[data-testid="compatibility-failed"]').text()).toContain('needs 3')
    await fill(wrapper, 'compatibility-bid', '9')
    await submit(wrapper, 'Bid mojo on the compatibility roll')
    expect(alertText(wrapper)).toBe('The bid of 9 is more than the 5 mojo available.')
    await fill(wrapper, 'compatibility-bid', '4')
    await submit(wrapper, 'Bid mojo on the compatibility roll')
    expect(statusText(wrapper)).toBe(
      'rolled 16 vs 13, 3 mojo bid made it succeed: Sleepfall is compatible.',
    )
    expect(useEditorStore().balances.mojo).toBe(2)
    expect(useEditorStore().balances.xp).toBe(150)

    await openRoll(wrapper, 'Web')
    await fill(wrapper, 'compatibility-roll', '20')
    await submit(wrapper, 'Enter the compatibility roll')
    await click(wrapper, 'Accept the failure')
    expect(statusText(wrapper)).toBe(
      'rolled 20 vs 13: Web is not compatible; try again at a later level.',
    )
    expect(row(wrapper, 'Web').text()).toContain('not compatible at level 2')
    expect(wrapper.find('button[aria-label="Compatibility roll for Web"]').exists()).toBe(false)
  })

  it('rolls the die, and accepts a pending failure when the roll panel is left', async () => {
    await openGralen(2)
    const wrapper = attached(mount(GmSpellbook))
    for (const name of ['Web', 'Bolt']) {
      await fill(wrapper, 'list-spell', name)
      await fill(wrapper, 'list-level', '2')
      await submit(wrapper, 'List a formula or a spell to research')
    }
    await openRoll(wrapper, 'Web')
    await click(wrapper, 'Roll d20 (65%)')
    // The die decides; either way the outcome is kept, or waits for a bid.
    const web = () => spellsOf(gmData()).find((s) => s.name === 'Web')
    const failed = wrapper.find('[data-testid="compatibility-failed"]').exists()
    expect(web()?.compatible).toBe(failed ? null : true)
    if (failed) await click(wrapper, 'Accept the failure')

    await openRoll(wrapper, 'Bolt')
    await fill(wrapper, 'compatibility-roll', '19')
    await submit(wrapper, 'Enter the compatibility roll')
    wrapper.unmount()
    await flushPromises()
    expect(spellsOf(gmData())[0]).toMatchObject({
      name: 'Bolt',
      compatible: false,
      failedAtLevel: 2,
    })
  })

  it('researches a listed spell with practical mojo once it is compatible', async () => {
    await openGralen(2)
    const wrapper = attached(mount(GmSpellbook))
    await fill(wrapper, 'list-spell', 'Bolt')
    await fill(wrapper, 'list-level', '1')
    await fill(wrapper, 'list-as', 'researching')
    await submit(wrapper, 'List a formula or a spell to research')
    expect(statusText(wrapper)).toBe(
      'Bolt is listed for research: roll its compatibility, then study.',
    )
    await openRoll(wrapper, 'Bolt')
    await fill(wrapper, 'compatibility-roll', '1')
    await submit(wrapper, 'Enter the compatibility roll')
    useEditorStore().edit<typeof gralen>((d) => {
      d.practicalMojo = [{ target: 'Bolt', amount: 3 }]
    })
    expect(useEditorStore().award('practical', 3, 'study')).toBeNull()
    await click(wrapper, 'Learn Bolt with practical mojo')
    expect(statusText(wrapper)).toBe('Researched Bolt: inscribe it next.')
    expect(row(wrapper, 'Bolt').text()).toContain('Formula')
    await click(wrapper, 'Inscribe Bolt')
    await click(wrapper, 'Strike Bolt from the list')
    expect(spellsOf(gmData())).toEqual([])
  })
})

describe('a prophet’s spirits', () => {
  it('sets spirit types at first level, then changes one per level through the ledger', async () => {
    await openGm(db(), (d) => Object.assign(d, structuredClone(prophetOfNature)))
    const wrapper = attached(mount(GmProphet))
    expect(derivedValue(wrapper, 'callingPoints')).toBe('1')
    await fill(wrapper, 'spirit-types', 'Nature, Healing, War')
    await submit(wrapper, 'Spirit types at first level')
    expect(gmData().spiritTypes).toEqual(['Nature', 'Healing', 'War'])
    await award('xp', experienceForLevel(2))
    const levels = attached(mount(GmLevels))
    await fill(levels, 'level-roll', '5')
    await submit(levels, 'Level up with my roll')
    expect(levels.get('[data-testid="level-summary"]').text()).toContain('Calling points +2')
    expect(derivedValue(wrapper, 'callingPoints')).toBe('3')
    expect(wrapper.find('form[aria-label="Spirit types at first level"]').exists()).toBe(false)
    await fill(wrapper, 'spirit-from', 'War')
    await fill(wrapper, 'spirit-to', 'Storms')
    await submit(wrapper, 'Change a spirit type')
    expect(wrapper.get('[data-testid="spirit-types"]').text()).toBe('Nature, Healing, Storms')
    expect(wrapper.get('[data-testid="spirit-change-rule"]').text()).toBe(
      'Already changed during level 2 (War → Storms).',
    )
    expect(
      wrapper.get('form[aria-label="Change a spirit type"] button').attributes(),
    ).toHaveProperty('disabled')
  })

  it('is not shown for other archetypes', async () => {
    await openToromeen(db())
    expect(mount(GmProphet).find('section').exists()).toBe(false)
  })
})

describe('what a level leaves to settle', () => {
  it('reviews Toromeen’s moral code at second level and keeps it with the level', async () => {
    await openToromeen(db())
    await award('xp', experienceForLevel(2))
    const wrapper = attached(mount(GmLevels))
    expect(wrapper.find('[data-testid="moral-review"]').exists()).toBe(false)
    await fill(wrapper, 'level-roll', '8')
    await submit(wrapper, 'Level up with my roll')
    expect(wrapper.get('[data-testid="level-summary"]').text()).toContain(
      'Review the moral code: has the character made or avoided moral questions?',
    )
    const review = wrapper.get('[data-testid="moral-review"]')
    expect(review.text()).toContain('Level 2: review the moral code.')
    expect((review.get('input[name="moral-review-code"]').element as HTMLInputElement).value).toBe(
      'Chaotic Good',
    )
    await fill(wrapper, 'moral-review-code', 'Chaotic Evil')
    expect(wrapper.get('[data-testid="moral-warnings"]').text()).toBe(
      'A player character who becomes evil becomes a non-player character.',
    )
    await fill(wrapper, 'moral-review-code', 'Chaotic Good')
    await submit(wrapper, 'Moral code review')
    expect(gmData().levels[0]?.moralReview).toEqual({
      before: 'Chaotic Good',
      after: 'Chaotic Good',
      assisted: false,
    })
    expect(wrapper.find('[data-testid="moral-review"]').exists()).toBe(false)
    expect(wrapper.get('details').text()).toContain('moral code kept (Chaotic Good)')
  })

  it('asks a prophet whether the deity helped a change', async () => {
    await openGm(db(), (d) => Object.assign(d, structuredClone(prophetOfNature)))
    await award('xp', experienceForLevel(2))
    const wrapper = attached(mount(GmLevels))
    await fill(wrapper, 'level-roll', '5')
    await submit(wrapper, 'Level up with my roll')
    await fill(wrapper, 'moral-review-code', 'True Neutral')
    expect(wrapper.get('[data-testid="moral-warnings"]').text()).toContain(
      'can no longer call spirits',
    )
    await fill(wrapper, 'moral-review-assisted', true)
    expect(wrapper.find('[data-testid="moral-warnings"]').exists()).toBe(false)
    await submit(wrapper, 'Moral code review')
    expect(gmData().moralCode).toBe('True Neutral')
    expect(gmData().levels[0]?.moralReview?.assisted).toBe(true)
  })

  it('takes a thief’s pick: a new skill in a thief field', async () => {
    await openGm(db(), (d) => Object.assign(d, structuredClone(thiefWithFields)))
    await award('xp', experienceForLevel(2))
    const wrapper = attached(mount(GmLevels))
    await fill(wrapper, 'level-roll', '5')
    await submit(wrapper, 'Level up with my roll')
    const form = 'Thief pick for level 2'
    expect(wrapper.get(`form[aria-label="${form}"]`).text()).toContain('Thief Craft +1')
    await fill(wrapper, 'thief-kind-2', 'skill')
    await submit(wrapper, form)
    expect(alertText(wrapper)).toBe('Name the new skill.')
    await fill(wrapper, 'thief-skill-2', 'Pick Locks')
    await submit(wrapper, form)
    expect(gmData().fields[0]?.skills.map((s) => s.name)).toEqual(['Climb Walls', 'Pick Locks'])
    expect(wrapper.find(`form[aria-label="${form}"]`).exists()).toBe(false)
    expect(wrapper.get('details').text()).toContain('skill Pick Locks in Thief Craft')
  })

  it('takes +1 to a thief field, or says a thief field is needed first', async () => {
    await openGm(db(), (d) => {
      Object.assign(d, structuredClone(thiefWithFields))
    })
    await award('xp', experienceForLevel(2))
    const wrapper = attached(mount(GmLevels))
    await fill(wrapper, 'level-roll', '5')
    await submit(wrapper, 'Level up with my roll')
    await submit(wrapper, 'Thief pick for level 2')
    expect(gmData().fields[0]?.bonus).toBe(2)

    await openGm(db(), (d) => {
      Object.assign(d, structuredClone(thiefWithFields))
      d.fields = []
    })
    await award('xp', experienceForLevel(2))
    const bare = attached(mount(GmLevels))
    await fill(bare, 'level-roll', '5')
    await submit(bare, 'Level up with my roll')
    expect(bare.get('form[aria-label="Thief pick for level 2"]').text()).toContain(
      'No thief fields yet',
    )
  })
})
