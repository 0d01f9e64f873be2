// The Symbaroum sheet as the user meets it: attributes on the modifier table, abilities bought
// through the ledger, armor and gear, Toughness with damage, healing and death tests, Corruption,
// and the guided creation.
import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import { createRng } from '@systems/common/dice'
import {
  abilityLevelCost,
  applyMedicus,
  attributeModifier,
  characterDefense,
  currentToughness,
  painThreshold,
  rollDeathTest,
  symbaroum,
  symbaroumDataSchema,
  toughness,
} from '@systems/symbaroum'
import { startingExperience } from '@systems/symbaroum/house-rules'
import { raisePurchase } from '@systems/symbaroum/advance'
import { attributeIds, type SymbaroumData } from '@systems/symbaroum/model'
import { useEditorStore } from '@renderer/stores/editor'
import { editedData, openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import {
  button,
  commitNumber,
  derivedValue,
  expectInvalid,
  expectValid,
  withKnownDice,
} from '../sheet-test-helpers'
import SymbaroumAbilities from './SymbaroumAbilities.vue'
import SymbaroumAttributes from './SymbaroumAttributes.vue'
import SymbaroumCreation from './SymbaroumCreation.vue'
import SymbaroumGear from './SymbaroumGear.vue'
import SymbaroumHealth from './SymbaroumHealth.vue'
import SymbaroumSheet from './SymbaroumSheet.vue'

const db = useTestDatabase('symbaroum-sheet')
const data = () => editedData<SymbaroumData>()

async function openTova(edit: (d: SymbaroumData) => void = () => {}): Promise<void> {
  await openSampleCharacter<SymbaroumData>(db(), 'symbaroum', edit)
}

function alertText(wrapper: VueWrapper): string {
  return wrapper.get('[role="alert"]').text()
}

function statusText(wrapper: VueWrapper): string {
  return wrapper.get('[role="status"]').text()
}

/** The editor's refusal for a value the schema rejects at `path` ("armor.protection: …"). */
function schemaRefusal(edit: (d: SymbaroumData) => void): string {
  const next = structuredClone(data())
  edit(next)
  const parsed = symbaroumDataSchema.safeParse(next)
  if (parsed.success) throw new Error('expected the schema to refuse this edit')
  // The schema's own message for a die ("expected a die such as 1d8"), at the path as import
  // writes it ("weapons[1].damage").
  const issue = parsed.error.issues[0]
  const path = (issue?.path ?? []).map((key) =>
    typeof key === 'number' ? `[${key}]` : `.${String(key)}`,
  )
  return `${path.join('').replace(/^\./, '')}: ${issue?.message}`
}

/** "+3", "−2" or "0", as the sheet shows an opponent's modifier. */
function signedModifier(value: number): string {
  const m = attributeModifier(value)
  return m > 0 ? `+${m}` : m < 0 ? `−${-m}` : '0'
}

describe('Symbaroum attributes', () => {
  it('saves an attribute on commit and shows its modifier and the secondary attributes', async () => {
    await openTova()
    const wrapper = mount(SymbaroumAttributes)
    expect(wrapper.findAll('[data-attribute]').map((a) => a.attributes('data-attribute'))).toEqual([
      ...attributeIds,
    ])
    await commitNumber(wrapper, 'Strong', '13')
    await commitNumber(wrapper, 'Quick', '12', 'enter')
    expect(data().attributes).toMatchObject({ strong: 13, quick: 12 })
    expect(wrapper.get('[data-attribute="quick"] .modifier').text()).toBe(
      `vs ${signedModifier(12)}`,
    )
    expect(wrapper.get('[data-attribute="cunning"] .modifier').text()).toBe(
      `vs ${signedModifier(10)}`,
    )
    expect(derivedValue(wrapper, 'toughness')).toBe(String(toughness(13)))
    expect(derivedValue(wrapper, 'painThreshold')).toBe(String(painThreshold(13)))
    expect(derivedValue(wrapper, 'defense')).toBe(String(characterDefense(data())))
    await flushPromises()
  })

  it('refuses a value off the 5 to 15 table inline and keeps the saved one', async () => {
    await openTova()
    const wrapper = mount(SymbaroumAttributes)
    await commitNumber(wrapper, 'Resolute', '16')
    expectInvalid(wrapper, 'Resolute', 'Resolute must be from 5 to 15.')
    await commitNumber(wrapper, 'Vigilant', '4')
    expectInvalid(wrapper, 'Vigilant', 'Vigilant must be from 5 to 15.')
    expect(data().attributes.resolute).toBe(10)
    expect(data().attributes.vigilant).toBe(10)
    expect(useEditorStore().canUndo).toBe(false)
  })

  it('counts the points against the campaign total during creation', async () => {
    await openTova()
    const wrapper = mount(SymbaroumAttributes, { props: { showPoints: true } })
    const points = () => wrapper.get('[data-testid="attribute-points"]')
    const total = () => attributeIds.reduce((sum, id) => sum + data().attributes[id], 0)
    expect(points().text()).toBe(`${total()} of 80 points`)
    expect(points().classes()).not.toContain('off')
    await commitNumber(wrapper, 'Accurate', '14')
    expect(points().text()).toBe(`${total()} of 80 points`)
    expect(total()).toBe(84)
    expect(points().classes()).toContain('off')
  })
})

describe('Symbaroum abilities', () => {
  it('learns a new ability at novice for 10 Experience, through the ledger', async () => {
    await openTova()
    const wrapper = mount(SymbaroumAbilities)
    const start = startingExperience({})
    expect(wrapper.get('[data-testid="xp-unspent"]').text()).toBe(String(start))
    expect(wrapper.text()).toContain('No abilities yet.')
    await wrapper.get('input[name="new-ability"]').setValue('Acrobatics')
    await wrapper.get('form').trigger('submit')
    expect(data().abilities).toEqual({ acrobatics: { name: 'Acrobatics', level: 'novice' } })
    const entry = useEditorStore().record?.ledger.at(-1)
    expect(entry).toMatchObject({ kind: 'spend', currency: 'xp', amount: abilityLevelCost.novice })
    expect(wrapper.get('[data-testid="xp-unspent"]').text()).toBe(
      String(start - abilityLevelCost.novice),
    )
    expect(statusText(wrapper)).toBe('Purchase recorded in the ledger.')
    expect((wrapper.get('input[name="new-ability"]').element as HTMLInputElement).value).toBe('')
    expect(wrapper.get('[data-ability="Acrobatics"] .level').text()).toBe('novice')
  })

  it('raises to adept and master at 20 and 30, refusing what the Experience cannot pay', async () => {
    await openTova()
    const wrapper = mount(SymbaroumAbilities)
    const start = startingExperience({})
    await wrapper.get('input[name="new-ability"]').setValue('Acrobatics')
    await wrapper.get('form').trigger('submit')
    await button(wrapper, `Acrobatics: raise to adept (${abilityLevelCost.adept} XP)`).trigger(
      'click',
    )
    expect(data().abilities.acrobatics?.level).toBe('adept')
    const left = start - abilityLevelCost.novice - abilityLevelCost.adept
    expect(wrapper.get('[data-testid="xp-unspent"]').text()).toBe(String(left))
    // Master costs 30: more than is left of the starting 50.
    const plan = symbaroum.advancement.plan(data(), raisePurchase('acrobatics'), {})
    expect(plan.cost).toBe(abilityLevelCost.master)
    expect(plan.cost).toBeGreaterThan(left)
    await button(wrapper, `Acrobatics: raise to master (${plan.cost} XP)`).trigger('click')
    expect(wrapper.get('[data-testid="purchase-error"]').text()).toBe(
      `${plan.label} costs ${plan.cost} XP but only ${left} is unspent.`,
    )
    expect(data().abilities.acrobatics?.level).toBe('adept')
    // The game master may allow it anyway; the ledger marks the override.
    await wrapper.get('input[name="override"]').setValue(true)
    await button(wrapper, `Acrobatics: raise to master (${plan.cost} XP)`).trigger('click')
    expect(data().abilities.acrobatics?.level).toBe('master')
    expect(useEditorStore().record?.ledger.at(-1)).toMatchObject({
      amount: abilityLevelCost.master,
      override: true,
    })
    expect(wrapper.find('[data-testid="purchase-error"]').exists()).toBe(false)
    expect(wrapper.get('[data-ability="Acrobatics"]').text()).toContain('Master')
    expect(wrapper.find('[data-ability="Acrobatics"] button').exists()).toBe(false)
  })

  it('asks for a name, and refuses an ability the sheet already has', async () => {
    await openTova((d) => (d.abilities = { recovery: { name: 'Recovery', level: 'novice' } }))
    const wrapper = mount(SymbaroumAbilities)
    await wrapper.get('input[name="new-ability"]').setValue('   ')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.get('[data-testid="purchase-error"]').text()).toBe(
      'Type the name of the ability to learn.',
    )
    await wrapper.get('input[name="new-ability"]').setValue('recovery')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.get('[data-testid="purchase-error"]').text()).toBe(
      'Recovery is already on the sheet (at novice); raise it instead.',
    )
    expect(Object.keys(data().abilities)).toEqual(['recovery'])
    expect((wrapper.get('input[name="new-ability"]').element as HTMLInputElement).value).toBe(
      'recovery',
    )
  })
})

describe('Symbaroum armor and weapons', () => {
  it('wears armor, edits it, and refuses an Impeding off 0 to 10 or a protection that is no die', async () => {
    await openTova()
    const wrapper = mount(SymbaroumGear)
    expect(wrapper.text()).toContain('No armor.')
    await button(wrapper, 'Wear armor').trigger('click')
    expect(data().armor).toEqual({ name: 'Armor', impeding: 0, protection: '1d4' })
    await wrapper.get('input[name="armor-name"]').setValue('Chain mail')
    await wrapper.get('input[name="armor-name"]').trigger('blur')
    await commitNumber(wrapper, 'Impeding', '2')
    await wrapper.get('input[name="armor-protection"]').setValue('1d6')
    expect(data().armor).toEqual({ name: 'Chain mail', impeding: 2, protection: '1d6' })

    await commitNumber(wrapper, 'Impeding', '11')
    expectInvalid(wrapper, 'Impeding', 'Impeding must be from 0 to 10.')
    const refusal = schemaRefusal((d) => {
      if (d.armor) d.armor.protection = '1d0'
    })
    await wrapper.get('input[name="armor-protection"]').setValue('1d0')
    expect(wrapper.get('p[role="alert"]').text()).toBe(refusal)
    expect(data().armor).toEqual({ name: 'Chain mail', impeding: 2, protection: '1d6' })

    await button(wrapper, 'Remove armor').trigger('click')
    expect(data().armor).toBeNull()
    expect(wrapper.find('p[role="alert"]').exists()).toBe(false)
  })

  it('chooses a shield', async () => {
    await openTova()
    const wrapper = mount(SymbaroumGear)
    await wrapper.get('select[name="shield"]').setValue('buckler')
    expect(data().shield).toBe('buckler')
    const select = wrapper.get<HTMLSelectElement>('select[name="shield"]').element
    expect(select.options[select.selectedIndex]?.text).toBe('Buckler (+1 Defense)')
  })

  it('adds weapons with their damage and qualities, and removes them', async () => {
    await openTova()
    const wrapper = mount(SymbaroumGear)
    await wrapper.get('form[aria-label="Add a weapon"]').trigger('submit')
    expect(alertText(wrapper)).toBe('Name the weapon.')
    await wrapper.get('input[name="weapon-name"]').setValue('Spear')
    await wrapper.get('input[name="weapon-damage"]').setValue('1d10')
    await wrapper.get('form[aria-label="Add a weapon"]').trigger('submit')
    expect(data().weapons).toMatchObject([{ name: 'Spear', damage: '1d10', qualities: [] }])
    expect((wrapper.get('input[name="weapon-name"]').element as HTMLInputElement).value).toBe('')
    const row = () => wrapper.get('table.weapons tbody tr')
    expect(row().text()).toContain('Spear')
    const long = row()
      .findAll('label.quality')
      .find((l) => l.text() === 'long')
    await long?.get('input').setValue(true)
    expect(data().weapons[0]?.qualities).toEqual(['long'])
    await long?.get('input').setValue(false)
    expect(data().weapons[0]?.qualities).toEqual([])

    // A damage that is no die is refused, and the name stays for another try.
    const refusal = schemaRefusal((d) =>
      d.weapons.push({ id: 'x', name: 'Axe', damage: 'big', qualities: [] }),
    )
    await wrapper.get('input[name="weapon-name"]').setValue('Axe')
    await wrapper.get('input[name="weapon-damage"]').setValue('big')
    await wrapper.get('form[aria-label="Add a weapon"]').trigger('submit')
    expect(alertText(wrapper)).toBe(refusal)
    expect(data().weapons).toHaveLength(1)
    expect((wrapper.get('input[name="weapon-name"]').element as HTMLInputElement).value).toBe('Axe')

    await button(wrapper, 'Remove Spear').trigger('click')
    expect(data().weapons).toEqual([])
    expect(wrapper.find('table.weapons').exists()).toBe(false)
  })

  it('adds equipment, counts it, and removes it', async () => {
    await openTova()
    const wrapper = mount(SymbaroumGear)
    await wrapper.get('form[aria-label="Add equipment"]').trigger('submit')
    expect(alertText(wrapper)).toBe('Name the item.')
    await wrapper.get('input[name="item-name"]').setValue('Rope')
    await wrapper.get('form[aria-label="Add equipment"]').trigger('submit')
    expect(data().equipment).toMatchObject([{ name: 'Rope', quantity: 1 }])
    await commitNumber(wrapper, 'Quantity of Rope', '3', 'enter')
    expect(data().equipment[0]?.quantity).toBe(3)
    await commitNumber(wrapper, 'Quantity of Rope', '-1')
    expectInvalid(wrapper, 'Quantity of Rope', 'Quantity of Rope must be from 0 to 9999.')
    expect(data().equipment[0]?.quantity).toBe(3)
    await button(wrapper, 'Remove Rope').trigger('click')
    expect(data().equipment).toEqual([])
  })
})

describe('Symbaroum Toughness and damage', () => {
  it('takes damage, says when it exceeds the Pain Threshold, and heals a day’s rest', async () => {
    await openTova((d) => (d.attributes.strong = 15))
    const wrapper = mount(SymbaroumHealth)
    const heals = ['Rest a day (+1)', 'Herbal cure (+1)', 'Medicus (+1d4)']
    for (const h of heals) expect(button(wrapper, h).attributes('disabled')).toBeDefined()
    const threshold = painThreshold(15)
    const takeDamage = async (amount: number) => {
      await wrapper.get('input[name="damage"]').setValue(String(amount))
      await wrapper.get('form[aria-label="Take damage"]').trigger('submit')
    }
    // Damage equal to the Pain Threshold does not exceed it.
    await takeDamage(threshold)
    expect(data().damage).toBe(threshold)
    expect(statusText(wrapper)).toBe(`Took ${threshold} damage.`)
    expect(derivedValue(wrapper, 'currentToughness')).toBe(String(currentToughness(data())))
    expect((wrapper.get('input[name="damage"]').element as HTMLInputElement).value).toBe('')
    expect(button(wrapper, 'Rest a day (+1)').attributes('disabled')).toBeUndefined()
    await button(wrapper, 'Rest a day (+1)').trigger('click')
    expect(data().damage).toBe(threshold - 1)
    expect(statusText(wrapper)).toBe('Healed 1 Toughness.')
    // Back to unhurt (undo twice), then one more than the threshold.
    useEditorStore().undo()
    useEditorStore().undo()
    expect(data().damage).toBe(0)
    await takeDamage(threshold + 1)
    expect(data().damage).toBe(threshold + 1)
    expect(statusText(wrapper)).toBe(
      `Took ${threshold + 1} damage, more than the Pain Threshold of ${threshold}: knocked down, or the attacker gets a free attack.`,
    )
    await flushPromises()
  })

  it('refuses damage that is not a whole number above 0', async () => {
    await openTova()
    const wrapper = mount(SymbaroumHealth)
    for (const bad of ['0', '-2', '2.5', 'lots']) {
      await wrapper.get('input[name="damage"]').setValue(bad)
      await wrapper.get('form[aria-label="Take damage"]').trigger('submit')
      expect(alertText(wrapper)).toBe('Damage must be a whole number above 0.')
    }
    expect(data().damage).toBe(0)
  })

  it('heals 1d4 with Medicus, showing the roll', async () => {
    await openTova((d) => (d.damage = 6))
    const { result: wrapper, seed } = withKnownDice(() => mount(SymbaroumHealth))
    const expected = applyMedicus(data(), createRng(seed))
    await button(wrapper, 'Medicus (+1d4)').trigger('click')
    expect(data().damage).toBe(expected.data.damage)
    expect(statusText(wrapper)).toBe(
      `Healed ${expected.healed} Toughness (rolled ${expected.roll}).`,
    )
  })

  it('saves Corruption on commit and refuses a value off 0 to 999', async () => {
    await openTova()
    const wrapper = mount(SymbaroumHealth)
    await commitNumber(wrapper, 'Corruption', '4')
    expect(data().corruption).toBe(4)
    expect(derivedValue(wrapper, 'corruption')).toBe('4')
    await commitNumber(wrapper, 'Corruption', '1000')
    expectInvalid(wrapper, 'Corruption', 'Corruption must be from 0 to 999.')
    expect(data().corruption).toBe(4)
  })
})

describe('Symbaroum dying and death tests', () => {
  it('tracks death tests entered from physical dice and stabilises with an herbal cure', async () => {
    // Damage equal to Toughness: 0 left, dying.
    await openTova((d) => (d.damage = toughness(d.attributes.strong)))
    const wrapper = mount(SymbaroumHealth)
    const tracker = () => wrapper.get('[data-testid="death-tracker"]')
    expect(tracker().get('h3').text()).toBe('Dying')
    expect(tracker().text()).toContain('Steps closer so far: 0 of 3.')
    // A dying character cannot rest to heal.
    await button(wrapper, 'Rest a day (+1)').trigger('click')
    expect(alertText(wrapper)).toBe(
      'A dying character must first be stabilised with an herbal cure, the Medicus ability or mystical healing.',
    )
    await wrapper.get('input[name="death-test-roll"]').setValue('21')
    await wrapper.get('form[aria-label="Death test"]').trigger('submit')
    expect(alertText(wrapper)).toBe('A death test is a d20 roll from 1 to 20.')
    expect(data().deathTests).toEqual([])
    await wrapper.get('input[name="death-test-roll"]').setValue('15')
    await wrapper.get('form[aria-label="Death test"]').trigger('submit')
    expect(data().deathTests).toEqual([15])
    expect(statusText(wrapper)).toBe('Death test: 15, a step closer to death.')
    expect(tracker().text()).toContain('Steps closer so far: 1 of 3.')
    expect(tracker().text()).toContain('Rolled: 15')
    await wrapper.get('input[name="death-test-roll"]').setValue('7')
    await wrapper.get('form[aria-label="Death test"]').trigger('submit')
    expect(statusText(wrapper)).toBe('Death test: 7, holds on.')
    await button(wrapper, 'Herbal cure (+1)').trigger('click')
    expect(data().deathTests).toEqual([])
    expect(statusText(wrapper)).toBe('Healed 1 Toughness. The character is stable.')
    expect(wrapper.find('[data-testid="death-tracker"]').exists()).toBe(false)
  })

  it('rolls a death test with the sheet’s dice', async () => {
    await openTova((d) => (d.damage = toughness(d.attributes.strong)))
    const { result: wrapper, seed } = withKnownDice(() => mount(SymbaroumHealth))
    const expected = rollDeathTest(data(), createRng(seed))
    await button(wrapper, 'Roll death test').trigger('click')
    expect(data().deathTests).toEqual(expected.data.deathTests)
    expect(data().damage).toBe(expected.data.damage)
    const outcome = {
      wakes: 'wakes up',
      holds: 'holds on',
      closer: 'a step closer to death',
      dies: 'dies',
    }[expected.outcome]
    expect(statusText(wrapper)).toBe(`Death test: rolled ${expected.roll}, ${outcome}.`)
  })

  it('shows a dead character as dead, with no death tests or healing left', async () => {
    await openTova((d) => {
      d.damage = toughness(d.attributes.strong)
      d.deathTests = [12, 20]
    })
    const wrapper = mount(SymbaroumHealth)
    expect(wrapper.get('[data-testid="death-tracker"] h3').text()).toBe('Dead')
    expect(wrapper.text()).toContain('Rolled: 12, 20')
    expect(wrapper.find('form[aria-label="Death test"]').exists()).toBe(false)
    for (const h of ['Rest a day (+1)', 'Herbal cure (+1)', 'Medicus (+1d4)']) {
      expect(button(wrapper, h).attributes('disabled')).toBeDefined()
    }
  })
})

describe('Symbaroum sheet and creation', () => {
  it('shows every card of the sheet for the open character', async () => {
    await openTova((d) => (d.concept = 'Ambrian treasure hunter'))
    const wrapper = mount(SymbaroumSheet)
    expect(
      wrapper
        .get('[data-sheet="symbaroum"]')
        .findAll('h2')
        .map((h) => h.text()),
    ).toEqual(['Attributes', 'Toughness and Corruption', 'Abilities', 'Armor and weapons', 'Notes'])
    expect((wrapper.get('input[name="concept"]').element as HTMLInputElement).value).toBe(
      'Ambrian treasure hunter',
    )
  })

  it('walks through concept, attributes with the point total, abilities and gear', async () => {
    await openTova()
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [{ path: '/:rest(.*)*', component: { render: () => null } }],
    })
    const wrapper = mount(SymbaroumCreation, {
      global: { plugins: [router] },
      attachTo: document.body,
    })
    await flushPromises()
    expect(wrapper.get('h2').text()).toBe('Who is this character?')
    const next = () => button(wrapper, 'Next')
    await next().trigger('click')
    expect(wrapper.get('[data-testid="attribute-points"]').text()).toBe('80 of 80 points')
    await commitNumber(wrapper, 'Strong', '12')
    // The step lists the rule check's warning about the total.
    const findings = wrapper.get('ul[aria-label="Problems in this step"]').text()
    const warning = useEditorStore().findings.find((f) => f.code === 'attribute-total')
    expect(warning?.message).toBeTruthy()
    expect(findings).toContain(warning?.message ?? '')
    await commitNumber(wrapper, 'Strong', '10')
    expect(wrapper.find('ul[aria-label="Problems in this step"]').exists()).toBe(false)
    await next().trigger('click')
    expect(wrapper.get('h2').text()).toBe('Abilities')
    await next().trigger('click')
    expect(wrapper.get('h2').text()).toBe('Armor and weapons')
    await button(wrapper, 'Finish').trigger('click')
    // Finish saves, then opens the sheet.
    const id = useEditorStore().record?.id ?? ''
    await vi.waitFor(() => expect(router.currentRoute.value.path).toBe(`/characters/${id}`))
    expect(useEditorStore().saveState).toBe('saved')
    wrapper.unmount()
  })
})

describe('Symbaroum attribute rolls', () => {
  it('opens the success test for the attribute and the odds use its value', async () => {
    await openTova((d) => (d.attributes.discreet = 14))
    const wrapper = mount(SymbaroumAttributes, { attachTo: document.body })
    await button(wrapper, 'Roll Discreet').trigger('click')
    await nextTick()
    expect(wrapper.get('dialog h2').text()).toBe('Discreet test')
    expect(wrapper.get('[data-testid="test-odds"]').text()).toContain('Roll 14 or lower on a d20')
    expectValid(wrapper, 'Modifier (+5 very easy … −5 very hard)')
    wrapper.unmount()
  })
})
