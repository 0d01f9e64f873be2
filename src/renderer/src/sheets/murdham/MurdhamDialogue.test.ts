// Diplomacy and manipulation: who makes the WIT save and the chance the approach works, then the
// rolled save's effect on the sheet (frightened set or cleared, an attitude raised), logged, with
// Undo.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createRng } from '@systems/common/dice'
import { rollSave, saveOdds } from '@systems/murdham'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import MurdhamDialogue from './MurdhamDialogue.vue'
import { alerts, button, commitNumber, murdhamData, openMurdham } from './murdham-test-helpers'
import { withKnownDice } from '../sheet-test-helpers'

const db = useTestDatabase('murdham-dialogue')
const odds = (w: ReturnType<typeof mount>) => w.get('[data-testid="dialogue-odds"]').text()
const results = (w: ReturnType<typeof mount>) =>
  w.findAll('[aria-label="Dialogue results"] li').map((li) => li.text())

describe('Murdham diplomacy and manipulation', () => {
  it('befriending: the chance first, then the save raises the attitude a level, logged', async () => {
    await openMurdham(db(), (d) => (d.abilities.wit = { max: 20, current: 20 }))
    const wrapper = mount(MurdhamDialogue)
    await wrapper.get('select[name="dialogue-attitude"]').setValue('unfriendly')
    expect(odds(wrapper)).toBe(
      "This character makes a WIT save (100% to pass, d20 at or under 20); passing means the other's attitude improves by one level: 100% that it works.",
    )
    await button(wrapper, 'Roll the WIT save').trigger('click')
    await flushPromises()
    expect(results(wrapper)[0]).toMatch(
      /^Befriend someone \(Diplomacy\): WIT save \d+ vs 20: passed; attitude unfriendly → neutral\./,
    )
    const logged = await db().rolls.toArray()
    expect(logged.map((r) => r.label)).toEqual(['Befriend someone'])
  })

  it('resisting intimidation: a failed save frightens this character as one change; Undo takes it back', async () => {
    await openMurdham(db(), (d) => (d.abilities.wit = { max: 0, current: 0 }))
    const wrapper = mount(MurdhamDialogue)
    await wrapper.get('select[name="dialogue-approach"]').setValue('intimidate')
    expect(odds(wrapper)).toContain('This character (resisting) makes a WIT save (0% to pass')
    expect(odds(wrapper)).toContain('100% that it works')
    await button(wrapper, 'Roll the WIT save').trigger('click')
    expect(murdhamData().conditions).toEqual([{ id: 'frightened', until: null }])
    expect(results(wrapper)[0]).toContain('failed; in combat, this character is frightened')
    await button(wrapper, 'Undo').trigger('click')
    expect(murdhamData().conditions).toEqual([])
    expect(results(wrapper)[0]).toContain('(undone)')
  })

  it("encouragement: the ally's WIT save clears frightened; refused when not frightened", async () => {
    await openMurdham(db(), (d) => (d.conditions = [{ id: 'frightened', until: 'stretch' }]))
    const { result: wrapper, seed } = withKnownDice(() => mount(MurdhamDialogue))
    await wrapper.get('select[name="dialogue-approach"]').setValue('encourage')
    await commitNumber(wrapper, "Ally's WIT", '14')
    expect(odds(wrapper)).toContain('The encouraging ally makes a WIT save (70% to pass')
    await button(wrapper, 'Roll the WIT save').trigger('click')
    const save = rollSave(createRng(seed), saveOdds(14, 20, false, 'wit'))
    expect(murdhamData().conditions).toEqual(
      save.passed ? [] : [{ id: 'frightened', until: 'stretch' }],
    )
    // Without a save (the GM's call), it simply works; then there is nothing left to clear.
    await wrapper.get('input[name="dialogue-no-save"]').setValue(true)
    expect(odds(wrapper)).toBe("It works: this character's frightened condition is cleared.")
    await button(wrapper, 'Apply the effect').trigger('click')
    expect(murdhamData().conditions).toEqual([])
    await button(wrapper, 'Apply the effect').trigger('click')
    expect(alerts(wrapper)).toEqual([
      'This character is not frightened: there is nothing to clear.',
    ])
  })
})
