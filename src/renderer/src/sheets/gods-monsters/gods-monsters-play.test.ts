// The Gods & Monsters sheet in play, checked against the book's worked examples: Toromeen's
// abilities, reactions, defense and attacks, and the roll dialog (Combat example: Toromeen needs
// 12 or less to hit the Yeti).
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { reactionIds } from '@systems/gods-monsters'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import GodsMonstersSheet from './GodsMonstersSheet.vue'
import GmAbilities from './GmAbilities.vue'
import GmCombat from './GmCombat.vue'
import GmReactions from './GmReactions.vue'
import GmRollDialog from './GmRollDialog.vue'
import {
  alertText,
  award,
  button,
  click,
  derivedValue,
  fill,
  gmData,
  openGm,
  openToromeen,
  submit,
  unmountedAfterEach,
} from './gm-test-helpers'

const db = useTestDatabase('gm-play')
const attached = unmountedAfterEach()

describe('Gods & Monsters abilities, reactions and combat', () => {
  it('shows Toromeen’s final abilities as a Dwarf, strength archetypal for a warrior', async () => {
    await openToromeen(db())
    const wrapper = mount(GmAbilities, { props: { rollable: true } })
    // "Original Ability Final (as Dwarf)": 9→8 charisma, 14→15 endurance, the rest unchanged.
    const shown = Object.fromEntries(
      ['charisma', 'intelligence', 'wisdom', 'endurance', 'agility', 'strength'].map((id) => [
        id,
        derivedValue(wrapper, `ability.${id}`),
      ]),
    )
    expect(shown).toEqual({
      charisma: '8',
      intelligence: '12',
      wisdom: '15',
      endurance: '15',
      agility: '10',
      strength: '18',
    })
    const summary = wrapper.get('[data-testid="gm-summary"]').text().replace(/\s+/g, ' ')
    expect(summary).toBe('Warrior 1 · Dwarf · Chaotic Good')
    const badges = wrapper.findAll('.ability').filter((a) => a.find('.badge').exists())
    expect(badges).toHaveLength(1)
    expect(badges[0]!.text()).toContain('Strength')
    await click(wrapper, 'Roll Strength')
    expect(wrapper.emitted('roll')).toEqual([['strength']])
  })

  it('lists the reactions as the example’s table adds them up', async () => {
    await openToromeen(db())
    const wrapper = mount(GmReactions, { props: { rollable: true } })
    const totals = Object.fromEntries(
      reactionIds.map((id) => [id, derivedValue(wrapper, `reaction.${id}`)]),
    )
    // Health 10, Fortitude 10, Willpower 6, Evasion 4, Reason 6, Perception 3.
    expect(totals).toEqual({
      health: '10',
      fortitude: '10',
      willpower: '6',
      evasion: '4',
      reason: '6',
      perception: '3',
    })
    const health = wrapper.get('tr[data-reaction="health"]').text()
    // Base 4, endurance +2 major, strength +2 minor, the Dwarf's +2; +4 against magic.
    expect(health).toContain('+2 EN')
    expect(health).toContain('+2 ST')
    expect(health).toContain('+2 Dwarf')
    expect(health).toContain('(+4 against magical attacks or effects)')
    expect(wrapper.get('tr[data-reaction="fortitude"]').text()).toContain('+1 Warrior 1')
    expect(wrapper.get('tr[data-reaction="evasion"]').text()).toContain('—')
    await click(wrapper, 'Roll Perception')
    expect(wrapper.emitted('roll')).toEqual([['perception']])
  })

  it('shows defense 4 from banded leather and shield, close attack 2 and damage 4 from strength 18', async () => {
    await openToromeen(db())
    const wrapper = mount(GmCombat, { props: { rollable: true } })
    expect(derivedValue(wrapper, 'defense')).toBe('+4')
    expect(derivedValue(wrapper, 'fightingArt')).toBe('+1')
    expect(derivedValue(wrapper, 'closeAttack')).toBe('+2')
    expect(derivedValue(wrapper, 'closeDamage')).toBe('+4')
    // Thrown: attack 0, damage 2 and up to 2 range penalties ignored; propelled attack 0.
    expect(derivedValue(wrapper, 'thrownAttack')).toBe('0')
    expect(derivedValue(wrapper, 'thrownDamage')).toBe('+2')
    expect(derivedValue(wrapper, 'thrownRange')).toBe('2')
    expect(derivedValue(wrapper, 'propelledAttack')).toBe('0')
    await click(wrapper, 'Attack roll…')
    expect(wrapper.emitted('attack')).toHaveLength(1)
    // Without `rollable` (creation), no roll buttons.
    const creation = mount(GmCombat)
    expect(creation.findAll('button')).toHaveLength(0)
  })
})

describe('Gods & Monsters roll dialog', () => {
  it('opens from the sheet on the first field, and Escape closes it and returns the keyboard', async () => {
    await openToromeen(db())
    const sheet = attached(mount(GodsMonstersSheet, { attachTo: document.body }))
    const roll = button(sheet, 'Roll Strength')
    roll.element.focus()
    await roll.trigger('click')
    await flushPromises()
    const dialog = sheet.get('dialog')
    expect((dialog.element as HTMLDialogElement).open).toBe(true)
    expect(dialog.get('h2').text()).toBe('Strength roll')
    expect(document.activeElement).toBe(dialog.get('select[name="difficulty"]').element)
    // Escape: the browser sends "cancel" to the modal dialog.
    dialog.element.dispatchEvent(new Event('cancel'))
    await flushPromises()
    expect(sheet.find('dialog').exists()).toBe(false)
    expect(document.activeElement).toBe(roll.element)
    // A reaction and the attack open their own rolls; Close puts the keyboard back too.
    await click(sheet, 'Roll Fortitude')
    expect(sheet.get('dialog h2').text()).toBe('Fortitude roll')
    await click(sheet, 'Close')
    expect(sheet.find('dialog').exists()).toBe(false)
    const attack = button(sheet, 'Attack roll…')
    attack.element.focus()
    await attack.trigger('click')
    await flushPromises()
    expect(sheet.get('dialog h2').text()).toBe('Attack roll')
    await click(sheet, 'Close')
    expect(document.activeElement).toBe(attack.element)
  })

  it('gives the exact chance, logs a failed archetypal roll and offers a mojo bid for what it missed by', async () => {
    const record = await openToromeen(db())
    await award('mojo', 15) // "This leaves him with 15 mojo"
    const wrapper = attached(
      mount(GmRollDialog, {
        props: { target: { kind: 'score', id: 'strength' } },
        attachTo: document.body,
      }),
    )
    // Strength 18: 18 or less on a d20 is 18 in 20.
    expect(wrapper.get('[data-testid="roll-chance"]').text()).toBe('90%')
    expect(wrapper.text()).toContain('archetypal: mojo may help')
    await fill(wrapper, 'difficulty', '-2') // Very difficult
    expect(wrapper.get('[data-testid="roll-chance"]').text()).toBe('80%')
    expect(wrapper.get('[data-testid="roll-explanation"]').text()).toContain('very difficult')
    await fill(wrapper, 'entered-roll', '20')
    await submit(wrapper, 'Enter a d20 roll')
    expect(wrapper.get('[data-testid="roll-result"]').text()).toBe(
      'Rolled 20 against 16: failure by 4',
    )
    const logged = await db().rolls.toArray()
    expect(logged).toMatchObject([
      {
        characterId: record.id,
        label: 'Strength roll',
        result: 'rolled 20 vs 16: failure by 4',
      },
    ])
    // The bid form is filled in with what the roll missed by.
    const bid = wrapper.get('form[aria-label="Bid mojo on a failed roll"]')
    expect((bid.get('[name="bid-label"]').element as HTMLInputElement).value).toBe('Strength roll')
    expect((bid.get('[name="bid-needed"]').element as HTMLInputElement).value).toBe('4')
    expect(wrapper.get('[data-testid="bid-preview"]').text()).toBe(
      'The roll succeeds: 4 mojo spent, 0 kept, 200 XP.',
    )
    await submit(wrapper, 'Bid mojo on a failed roll')
    // Mojo experience: 50 XP per mojo used, immediately.
    expect(useEditorStore().balances.mojo).toBe(11)
    expect(useEditorStore().balances.xp).toBe(200)
    expect(wrapper.get('[data-testid="bid-message"]').text()).toBe(
      'Spent 4 mojo: the roll succeeds; +200 XP.',
    )
  })

  it('refuses an entered roll outside 1 to 20 and a modifier that is not a whole number', async () => {
    await openToromeen(db())
    const wrapper = attached(
      mount(GmRollDialog, {
        props: { target: { kind: 'score', id: 'perception' } },
        attachTo: document.body,
      }),
    )
    expect(wrapper.get('h2').text()).toBe('Perception roll')
    // Perception 3 and no archetype takes it: no mojo.
    expect(wrapper.get('[data-testid="roll-chance"]').text()).toBe('15%')
    expect(wrapper.text()).not.toContain('archetypal')
    await fill(wrapper, 'entered-roll', '21')
    await submit(wrapper, 'Enter a d20 roll')
    expect(alertText(wrapper)).toBe('A d20 roll is a whole number from 1 to 20.')
    expect(wrapper.findAll('[data-testid="roll-result"]')).toHaveLength(0)
    await fill(wrapper, 'roll-modifier', 'lots')
    expect(alertText(wrapper)).toBe(
      'The modifier must be a whole number, e.g. 2 or −3. A d20 roll is a whole number from 1 to 20.',
    )
    expect(button(wrapper, 'Roll d20').attributes('disabled')).toBeDefined()
    await fill(wrapper, 'roll-modifier', '−1')
    await fill(wrapper, 'entered-roll', '1')
    await submit(wrapper, 'Enter a d20 roll')
    expect(wrapper.get('[data-testid="roll-result"]').text()).toBe('Rolled 1 against 2: success')
    // A roll with the die: one more result, success exactly when it is 2 or less.
    await click(wrapper, 'Roll d20')
    const results = wrapper.findAll('[data-testid="roll-result"]')
    expect(results).toHaveLength(2)
    const rolled = Number(/Rolled (\d+)/.exec(results[0]!.text())?.[1])
    expect(results[0]!.classes()).toContain(rolled <= 2 ? 'success' : 'failure')
    // No bid for a roll that is not archetypal.
    expect(wrapper.find('form[aria-label="Bid mojo on a failed roll"]').exists()).toBe(false)
  })

  it('aims an attack as the combat example: second-level Toromeen needs 12 or less against the Yeti', async () => {
    await openToromeen(db(), (d) => (d.archetypes = [{ archetype: 'warrior', level: 2 }]))
    const wrapper = attached(
      mount(GmRollDialog, { props: { target: { kind: 'attack' } }, attachTo: document.body }),
    )
    expect(wrapper.get('h2').text()).toBe('Attack roll')
    expect(document.activeElement).toBe(wrapper.get('select[name="attack-mode"]').element)
    // "The Yeti has a defense of +3 … He needs 12 or less to hit the Yeti (8 plus 4)."
    await fill(wrapper, 'target-defense', '3')
    expect(wrapper.text()).toContain('Roll 12 or less on a d20')
    expect(wrapper.get('[data-testid="roll-chance"]').text()).toBe('60%')
    await fill(wrapper, 'target-defense', 'x')
    expect(alertText(wrapper)).toBe('The target’s defense must be a whole number.')
    await fill(wrapper, 'target-defense', '3')
    // Thrown: Fighting Art +2 and thrown attack 0 against defense 3: 10 or less.
    await fill(wrapper, 'attack-mode', 'thrown')
    expect(wrapper.text()).toContain('Roll 10 or less on a d20')
    await click(wrapper, 'Close')
    expect(wrapper.emitted('close')).toBeTruthy()
  })

  it('a blank warrior’s attack is archetypal: 11 plus the Fighting Art +1', async () => {
    await openGm(db())
    const wrapper = attached(
      mount(GmRollDialog, { props: { target: { kind: 'attack' } }, attachTo: document.body }),
    )
    expect(wrapper.text()).toContain('Roll 12 or less on a d20')
    expect(wrapper.text()).toContain('archetypal: mojo may help')
    expect(gmData().archetypes[0]?.archetype).toBe('warrior')
  })
})
