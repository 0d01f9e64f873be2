// The Symbaroum success test dialog: the modifier and the opponent's value the rules allow, the
// odds shown before the roll, the roll itself and the roll log, and focus on open and close.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'
import { createRng } from '@systems/common/dice'
import { opposedModifier, rollSuccessTest, successTest } from '@systems/symbaroum'
import type { SymbaroumData } from '@systems/symbaroum/model'
import { useSettingsStore } from '@renderer/stores/settings'
import { useEditorStore } from '@renderer/stores/editor'
import { openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import {
  button,
  commitNumber,
  expectEscapeRestores,
  expectInvalid,
  expectValid,
  numberInput,
  withKnownDice,
} from '../sheet-test-helpers'
import SuccessTestDialog from './SuccessTestDialog.vue'
import SymbaroumAttributes from './SymbaroumAttributes.vue'

const db = useTestDatabase('success-test-dialog')
const difficultyLabel = (largest: number) =>
  `Modifier (+${largest} very easy … −${largest} very hard)`
const opponentLabel = "Opponent's value"

async function openTova(edit: (d: SymbaroumData) => void = () => {}): Promise<void> {
  await openSampleCharacter<SymbaroumData>(db(), 'symbaroum', edit)
}

/** "Roll 7 or lower on a d20: 35% chance" as the system computes it. */
function oddsLine(attribute: number, modifier: number, twoChances?: 'keep-worst' | 'keep-best') {
  const odds = successTest(attribute, modifier, twoChances ? { twoChances } : {})
  return `Roll ${odds.target} or lower on a d20: ${Math.round(odds.chance * 100)}% chance`
}

function odds(wrapper: VueWrapper): string {
  return wrapper.get('[data-testid="test-odds"]').text()
}

describe('Symbaroum success test: the difficulty the rules allow', () => {
  it('takes +5 to −5 by default (the text’s typical range), and refuses 10 with the reason', async () => {
    await openTova()
    const wrapper = mount(SuccessTestDialog, {
      props: { attribute: 'quick' },
      attachTo: document.body,
    })
    const label = difficultyLabel(5)
    expect(wrapper.text()).toContain(label)
    await commitNumber(wrapper, label, '10')
    expectInvalid(wrapper, label, `${label} must be from -5 to 5.`)
    await commitNumber(wrapper, label, '-5', 'enter')
    expectValid(wrapper, label)
    expect(odds(wrapper)).toContain(oddsLine(10, -5))
    wrapper.unmount()
  })

  it('follows the campaign’s house rule when the game master widens it', async () => {
    await openTova()
    await useSettingsStore().setHouseRule('symbaroum', 'largestDifficulty', 8)
    await flushPromises()
    const wrapper = mount(SuccessTestDialog, {
      props: { attribute: 'quick' },
      attachTo: document.body,
    })
    const label = difficultyLabel(8)
    await commitNumber(wrapper, label, '8')
    expectValid(wrapper, label)
    expect(wrapper.text()).toContain('Modifier (+8 very easy … −8 very hard)')
    expect(odds(wrapper)).toContain(oddsLine(10, 8))
    wrapper.unmount()
  })
})

describe('Symbaroum success test: the odds before the roll', () => {
  it('shows the target and chance for the attribute with the difficulty', async () => {
    await openTova((d) => (d.attributes.cunning = 13))
    const wrapper = mount(SuccessTestDialog, { props: { attribute: 'cunning' } })
    expect(wrapper.get('h2').text()).toBe('Cunning test')
    expect(odds(wrapper)).toContain(oddsLine(13, 0))
    expect(odds(wrapper)).toContain('(Cunning 13 + 0)')
    await commitNumber(wrapper, difficultyLabel(5), '-3')
    expect(odds(wrapper)).toContain(oddsLine(13, -3))
    expect(odds(wrapper)).toContain('(Cunning 13 − 3)')
  })

  it('adds +2 for Advantage and rolls twice in poor visibility', async () => {
    await openTova()
    const wrapper = mount(SuccessTestDialog, { props: { attribute: 'accurate' } })
    await wrapper.get('input[name="advantage"]').setValue(true)
    expect(odds(wrapper)).toContain(oddsLine(10, 2))
    await wrapper.get('select[name="two-chances"]').setValue('keep-worst')
    expect(odds(wrapper)).toContain(oddsLine(10, 2, 'keep-worst'))
    await wrapper.get('select[name="two-chances"]').setValue('keep-best')
    expect(odds(wrapper)).toContain(oddsLine(10, 2, 'keep-best'))
  })
})

describe('Symbaroum success test against an opponent', () => {
  it('modifies the test by [10 − the opponent’s value]', async () => {
    await openTova((d) => (d.attributes.accurate = 12))
    const wrapper = mount(SuccessTestDialog, { props: { attribute: 'accurate' } })
    await wrapper.get('input[type="radio"][value="opposed"]').setValue(true)
    expect(wrapper.find(`input[data-field^="Modifier"]`).exists()).toBe(false)
    await wrapper.get('select').setValue('vigilant')
    // The default opponent is an even 10: no modification.
    expect(odds(wrapper)).toContain(oddsLine(12, opposedModifier(10)))
    await commitNumber(wrapper, opponentLabel, '14')
    expectValid(wrapper, opponentLabel)
    expect(odds(wrapper)).toContain(oddsLine(12, opposedModifier(14)))
    await commitNumber(wrapper, opponentLabel, '6', 'enter')
    expect(odds(wrapper)).toContain(oddsLine(12, opposedModifier(6)))
  })

  it('refuses a value outside 1 to 30 inline, and never rolls with it', async () => {
    await openTova()
    const { result: wrapper, seed } = withKnownDice(() =>
      mount(SuccessTestDialog, { props: { attribute: 'quick' } }),
    )
    await wrapper.get('input[type="radio"][value="opposed"]').setValue(true)
    await commitNumber(wrapper, opponentLabel, '13')
    for (const bad of ['31', '0', '12.5', '']) {
      await commitNumber(wrapper, opponentLabel, bad)
      const message =
        bad === ''
          ? 'Enter a number from 1 to 30.'
          : bad === '12.5'
            ? '“12.5” is not a whole number.'
            : `${opponentLabel} must be from 1 to 30.`
      expectInvalid(wrapper, opponentLabel, message)
      // The odds still use the last good value...
      expect(odds(wrapper)).toContain(oddsLine(10, opposedModifier(13)))
    }
    // ...and so does the roll.
    await button(wrapper, 'Roll d20').trigger('click')
    const expected = rollSuccessTest(createRng(seed), 10, opposedModifier(13))
    expect(wrapper.get('.results li').text()).toBe(
      `Rolled ${expected.roll} against ${expected.target}: ${expected.success ? 'success' : 'failure'}`,
    )
    // Escape puts the last good value back.
    await numberInput(wrapper, opponentLabel).trigger('keydown', { key: 'Escape' })
    expect(numberInput(wrapper, opponentLabel).element.value).toBe('13')
    expectValid(wrapper, opponentLabel)
    await flushPromises()
  })
})

describe('Symbaroum success test: rolling', () => {
  it('rolls the d20, lists the newest result first and logs every roll', async () => {
    await openTova((d) => (d.attributes.persuasive = 11))
    const { result: wrapper, seed } = withKnownDice(() =>
      mount(SuccessTestDialog, { props: { attribute: 'persuasive' } }),
    )
    await commitNumber(wrapper, difficultyLabel(5), '-2')
    await wrapper.get('select[name="two-chances"]').setValue('keep-worst')
    await button(wrapper, 'Roll d20').trigger('click')
    await button(wrapper, 'Roll d20').trigger('click')
    await flushPromises()
    const rng = createRng(seed)
    const rolls = [1, 2].map(() =>
      rollSuccessTest(rng, 11, -2, { twoChances: 'keep-worst' as const }),
    )
    const line = (r: (typeof rolls)[number]) =>
      `Rolled ${r.rolls.join(' and ')}, keeping ${r.roll} against ${r.target}: ${r.success ? 'success' : 'failure'}`
    expect(wrapper.findAll('.results li').map((li) => li.text())).toEqual(
      [...rolls].reverse().map(line),
    )
    const logged = await db().rolls.toArray()
    const record = useEditorStore().record
    expect(logged.map((r) => [r.characterId, r.label])).toEqual([
      [record?.id, 'Persuasive test'],
      [record?.id, 'Persuasive test'],
    ])
    expect(logged.map((r) => r.result).sort()).toEqual(
      rolls
        .map(
          (r) =>
            `rolled ${r.rolls.join(' and ')}, kept ${r.roll} vs ${r.target}: ${r.success ? 'success' : 'failure'}`,
        )
        .sort(),
    )
  })
})

describe('Symbaroum success test: focus', () => {
  it('opens from the attribute’s Roll button on its first control, and Escape returns there', async () => {
    await openTova()
    const sheet = mount(SymbaroumAttributes, { attachTo: document.body })
    const roll = button(sheet, 'Roll Quick')
    roll.element.focus()
    await roll.trigger('click')
    await nextTick()
    const dialog = sheet.get('dialog')
    expect(dialog.attributes('open')).toBeDefined()
    expect(dialog.get('h2').text()).toBe('Quick test')
    expect(document.activeElement).toBe(
      dialog.get('input[type="radio"][value="difficulty"]').element,
    )

    // Escape in a field with an unsaved value puts the value back and keeps the dialog open.
    const label = difficultyLabel(5)
    await expectEscapeRestores(sheet, label, '3', '0')

    // Escape on the dialog itself (the browser's cancel) closes it and returns focus.
    await dialog.trigger('cancel')
    await nextTick()
    expect(sheet.find('dialog').exists()).toBe(false)
    expect(document.activeElement).toBe(roll.element)
    sheet.unmount()
  })

  it('closes with the Close button', async () => {
    await openTova()
    const sheet = mount(SymbaroumAttributes, { attachTo: document.body })
    await button(sheet, 'Roll Strong').trigger('click')
    await nextTick()
    await button(sheet.get('dialog'), 'Close').trigger('click')
    await nextTick()
    expect(sheet.find('dialog').exists()).toBe(false)
    sheet.unmount()
  })
})
