// The Heimr sheet as the user meets it: creation's Stamina, a restored backup's attributes,
// renamed and added attributes, hit points, willpower, injuries, fatigue and the combat trackers,
// and the guided creation.
import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import { createRng, rollDie } from '@systems/common/dice'
import {
  bodyPartLabels,
  fatigueAfterStaminaChange,
  heimr,
  hitLocation,
  injuryLevel,
  positionPenalties,
  takeBreather,
  type HeimrData,
  type HeimrDerivedKey,
} from '@systems/heimr'
import { fixedMeta, sampleCharacter } from '@shared/file-fixtures'
import { buildEnvelope, parseFile, serializeEnvelope } from '@shared/files'
import NumberField from '@renderer/components/NumberField.vue'
import { useEditorStore } from '@renderer/stores/editor'
import { editedData, openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import {
  button,
  commitNumber,
  derivedValue,
  expectInvalid,
  numberInput,
  withKnownDice,
} from '../sheet-test-helpers'
import HeimrAttributes from './HeimrAttributes.vue'
import HeimrCondition from './HeimrCondition.vue'
import HeimrCreation from './HeimrCreation.vue'
import HeimrSheet from './HeimrSheet.vue'

const db = useTestDatabase('heimr-sheet-test')
const data = () => editedData<HeimrData>()

async function openSample(edit: (data: HeimrData) => void = () => {}): Promise<void> {
  await openSampleCharacter<HeimrData>(db(), 'heimr', edit)
}

/** What the system derives for the open character, as the sheet shows it. */
function systemDerived(id: HeimrDerivedKey): string {
  return String(heimr.derive(data(), useEditorStore().rules)[id]?.value)
}

const alertText = (wrapper: VueWrapper) => wrapper.get('[role="alert"]').text()
const statusText = (wrapper: VueWrapper) => wrapper.get('[role="status"]').text()

describe('Heimr creation: Stamina', () => {
  it('starts the character at the base fatigue of the Stamina chosen (Stamina 3: fatigue 1)', async () => {
    await openSample()
    const attributes = mount(HeimrAttributes, { props: { editable: true } })
    const stamina = attributes
      .findAllComponents(NumberField)
      .find((field) => field.props('label') === 'Stamina')
    stamina?.vm.$emit('commit', 3)
    await flushPromises()
    const condition = mount(HeimrCondition)
    expect(derivedValue(condition, 'baseFatigue')).toBe('1')
    expect(derivedValue(condition, 'fatigue')).toBe('1')
    expect(data().fatigue).toBe(1)
    expect(useEditorStore().findings.filter((f) => f.path === 'fatigue')).toEqual([])
  })

  it('keeps a tired character’s fatigue when Stamina changes', async () => {
    await openSample((d) => (d.fatigue = 6))
    const attributes = mount(HeimrAttributes)
    const before = data()
    await commitNumber(attributes, 'Stamina', '2')
    expect(data().attributes.sta?.value).toBe(2)
    expect(data().fatigue).toBe(fatigueAfterStaminaChange(before, 2))
    expect(data().fatigue).toBe(6)
  })
})

describe('Heimr attributes after a backup restore', () => {
  it('are listed in the Attributes table order, not the file’s sorted key order', async () => {
    const written = sampleCharacter('heimr', 'restored')
    const text = serializeEnvelope(
      buildEnvelope(
        'backup',
        { characters: [written], campaigns: [], journal: [], settings: [], rolls: [] },
        fixedMeta,
      ),
    )
    const read = parseFile(text)
    if (!read.ok) throw new Error(JSON.stringify(read.problems))
    const restored = read.bundle.characters[0]!
    // The file sorts keys inside character data...
    expect(Object.keys((restored.data as HeimrData).attributes)[0]).toBe('dex')
    await db().characters.put(restored)
    await useEditorStore().open(restored.id)
    const wrapper = mount(HeimrAttributes)
    // ...but the sheet lists them as the rules do.
    const shown = wrapper
      .findAll('tr[data-attribute]')
      .map((row) => row.attributes('data-attribute'))
    expect(shown).toEqual(['str', 'dex', 'sta', 'int', 'soc', 'emp'])
    expect(wrapper.findAll('tbody td:first-child span:not(.short)').map((s) => s.text())).toEqual([
      'Strength',
      'Dexterity',
      'Stamina',
      'Intelligence',
      'Sociability',
      'Empathy',
    ])
  })
})

describe('Heimr attributes', () => {
  it('take negative values down to −10 and up to 20, refusing others inline', async () => {
    await openSample()
    const wrapper = mount(HeimrAttributes)
    await commitNumber(wrapper, 'Strength', '-2')
    expect(data().attributes.str?.value).toBe(-2)
    expect(wrapper.get('[data-progress="str"]').text()).toBe(systemDerived('progress.str'))
    await commitNumber(wrapper, 'Dexterity', '21')
    expectInvalid(wrapper, 'Dexterity', 'Dexterity must be from -10 to 20.')
    await commitNumber(wrapper, 'Empathy', '-11', 'enter')
    expectInvalid(wrapper, 'Empathy', 'Empathy must be from -10 to 20.')
    expect(data().attributes.dex?.value).toBe(0)
    expect(data().attributes.emp?.value).toBe(0)
    expect(derivedValue(wrapper, 'initiative')).toBe(systemDerived('initiative'))
  })

  it('can be renamed, added and removed on an editable sheet', async () => {
    await openSample()
    const wrapper = mount(HeimrAttributes, { props: { editable: true } })
    const name = wrapper.get('input[aria-label="Name of str"]')
    await name.setValue('Might')
    await name.trigger('blur')
    expect(data().attributes.str?.name).toBe('Might')
    await name.setValue('   ')
    await name.trigger('blur')
    expect(alertText(wrapper)).toBe('An attribute needs a name.')
    expect(data().attributes.str?.name).toBe('Might')
    // The field shows the saved name again.
    expect((name.element as HTMLInputElement).value).toBe('Might')

    const add = wrapper.get('form[aria-label="Add an attribute"]')
    await add.trigger('submit')
    expect(alertText(wrapper)).toBe('Name the new attribute.')
    await add.get('input[placeholder^="New attribute"]').setValue('Composure')
    await add.get('select').setValue('mental')
    await add.trigger('submit')
    expect(data().attributes.com).toEqual({
      name: 'Composure',
      short: 'com',
      group: 'mental',
      value: 0,
      progress: 0,
    })
    await add.get('input[placeholder^="New attribute"]').setValue('Comeliness')
    await add.trigger('submit')
    expect(alertText(wrapper)).toBe('There is already an attribute “com”.')
    await add.get('input[placeholder="com"]').setValue('Look')
    await add.trigger('submit')
    expect(data().attributes.look).toMatchObject({ name: 'Comeliness', short: 'look' })
    // Both are mental: listed after the standard mental attributes, by name.
    expect(
      wrapper.findAll('tr[data-attribute]').map((r) => r.attributes('data-attribute')),
    ).toEqual(['str', 'dex', 'sta', 'int', 'soc', 'emp', 'look', 'com'])

    await button(wrapper, 'Remove Might').trigger('click')
    expect(alertText(wrapper)).toBe('Abilities still use this attribute: Brawl.')
    expect(data().attributes.str).toBeDefined()
    await button(wrapper, 'Remove Composure').trigger('click')
    expect(data().attributes.com).toBeUndefined()
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
  })

  it('shows names as text and no remove buttons on the live sheet, and asks for rolls', async () => {
    await openSample()
    const wrapper = mount(HeimrAttributes)
    expect(wrapper.find('input[aria-label^="Name of"]').exists()).toBe(false)
    expect(wrapper.find('form[aria-label="Add an attribute"]').exists()).toBe(false)
    expect(wrapper.findAll('button').some((b) => b.text() === 'Remove')).toBe(false)
    await button(wrapper, 'Roll Stamina').trigger('click')
    expect(wrapper.emitted('roll')).toEqual([['sta']])
  })
})

describe('Heimr hit points and willpower', () => {
  it('saves each pool on commit and shows the injury level of the hit points', async () => {
    await openSample()
    const wrapper = mount(HeimrCondition)
    await commitNumber(wrapper, 'Max HP', '6')
    await commitNumber(wrapper, 'Hit points', '-2')
    await commitNumber(wrapper, 'Max willpower', '5')
    await commitNumber(wrapper, 'Willpower', '4', 'enter')
    expect(data().hitPoints).toEqual({ current: -2, max: 6 })
    expect(data().willpower).toEqual({ current: 4, max: 5 })
    expect(derivedValue(wrapper, 'injury')).toBe(systemDerived('injury'))
    expect(systemDerived('injury')).toBe(injuryLevel(-2))
    for (const [label, min, bad] of [
      ['Hit points', -99, '-100'],
      ['Max HP', 0, '-1'],
      ['Willpower', 0, '100'],
      ['Max willpower', 0, '100'],
    ] as const) {
      await commitNumber(wrapper, label, bad)
      expectInvalid(wrapper, label, `${label} must be from ${min} to 99.`)
    }
    expect(data().hitPoints).toEqual({ current: -2, max: 6 })
    expect(data().willpower).toEqual({ current: 4, max: 5 })
  })
})

describe('Heimr injuries', () => {
  it('shows a recorded injury by its effect, never "[object Object]"', async () => {
    await openSample((d) => (d.hitPoints.current = -1))
    const wrapper = mount(HeimrCondition)
    await wrapper.get('select[name="injury-part"]').setValue('torso')
    const record = wrapper.findAll('button').find((b) => b.text() === 'Record injury')
    await record!.trigger('click')
    expect(data().injuries).toEqual(['torso'])
    const line = wrapper.get('li[data-injury="torso"]').text()
    expect(line).toContain('Torso: Daze')
    expect(line).toContain('cannot attack, defend or use skills')
    const status = wrapper.get('[role="status"]').text()
    expect(status).toBe(
      'Injury to the torso: Daze. Disoriented: cannot attack, defend or use skills.',
    )
    expect(wrapper.text()).not.toContain('[object Object]')
    expect(wrapper.text()).not.toContain('"effect"')
  })

  it('rolls the hit location on a d6, records it once, and clears it', async () => {
    await openSample((d) => (d.hitPoints.current = 0))
    const { result: wrapper, seed } = withKnownDice(() => mount(HeimrCondition))
    expect(wrapper.text()).toContain('No injured body part recorded yet.')
    await button(wrapper, 'Roll location (d6)').trigger('click')
    const d6 = rollDie(createRng(seed), 6)
    const part = hitLocation(d6)
    expect(statusText(wrapper)).toBe(`d6 ${d6}: ${bodyPartLabels[part]}.`)
    expect((wrapper.get('select[name="injury-part"]').element as HTMLSelectElement).value).toBe(
      part,
    )
    await button(wrapper, 'Record injury').trigger('click')
    await button(wrapper, 'Record injury').trigger('click')
    expect(data().injuries).toEqual([part])
    await button(wrapper, `Clear the ${bodyPartLabels[part]} injury`).trigger('click')
    expect(data().injuries).toEqual([])
    expect(wrapper.text()).toContain('No injured body part recorded yet.')
  })

  it('says “None.” for an unhurt character', async () => {
    await openSample()
    const wrapper = mount(HeimrCondition)
    expect(wrapper.get('.injuries p').text()).toBe('None.')
  })
})

describe('Heimr fatigue', () => {
  it('is set from 1 to 20 on commit, and a breather takes 2 off, not below base', async () => {
    await openSample()
    const wrapper = mount(HeimrCondition)
    await commitNumber(wrapper, 'Set fatigue', '7')
    expect(data().fatigue).toBe(7)
    expect(derivedValue(wrapper, 'fatigue')).toBe('7')
    for (const bad of ['0', '21']) {
      await commitNumber(wrapper, 'Set fatigue', bad)
      expectInvalid(wrapper, 'Set fatigue', 'Set fatigue must be from 1 to 20.')
    }
    expect(data().fatigue).toBe(7)
    const expected = takeBreather(data()).fatigue
    await button(wrapper, 'Take a breather (−2)').trigger('click')
    expect(data().fatigue).toBe(expected)
    expect(statusText(wrapper)).toBe('Took a breather.')
    await button(wrapper, 'Take a breather (−2)').trigger('click')
    expect(data().fatigue).toBe(takeBreather({ ...data(), fatigue: expected }).fatigue)
    expect(data().fatigue).toBe(Number(systemDerived('baseFatigue')))
    expect(numberInput(wrapper, 'Set fatigue').element.value).toBe(String(data().fatigue))
  })

  it('rests back to base fatigue in one step, and Undo puts it back', async () => {
    await openSample()
    const wrapper = mount(HeimrCondition)
    await commitNumber(wrapper, 'Set fatigue', '9')
    const base = Number(systemDerived('baseFatigue'))
    await button(wrapper, 'Rest to base fatigue').trigger('click')
    expect(data().fatigue).toBe(base)
    expect(statusText(wrapper)).toBe(`Fatigue back to base: 9 → ${base}.`)
    useEditorStore().undo()
    expect(data().fatigue).toBe(9)
  })
})

describe('Heimr short rest', () => {
  it('restores hit points to the maximum with 1 or more left', async () => {
    await openSample((d) => (d.hitPoints = { current: 1, max: 4 }))
    const wrapper = mount(HeimrCondition)
    await button(wrapper, 'Short rest').trigger('click')
    expect(data().hitPoints).toEqual({ current: 4, max: 4 })
    expect(statusText(wrapper)).toBe('Short rest: hit points back to their maximum.')
  })

  it('is refused when bloodied or worse, with the reason, and changes nothing', async () => {
    await openSample((d) => (d.hitPoints = { current: 0, max: 4 }))
    const wrapper = mount(HeimrCondition)
    await button(wrapper, 'Short rest').trigger('click')
    expect(data().hitPoints).toEqual({ current: 0, max: 4 })
    expect(wrapper.get('[role="alert"]').text()).toContain(
      'A short rest needs 1 or more hit points (0 now): the injury needs treatment first.',
    )
  })
})

describe('Heimr combat turn', () => {
  it('counts dodges and blocks until the start of the turn, which also resets the fatigue limit', async () => {
    await openSample((d) => (d.fatigueRaisedThisTurn = true))
    const wrapper = mount(HeimrCondition)
    expect(wrapper.text()).toContain('Fatigue already rose this turn.')
    await button(wrapper, 'Dodge used (0)').trigger('click')
    await button(wrapper, 'Dodge used (1)').trigger('click')
    await button(wrapper, 'Block used (0)').trigger('click')
    expect(data().defenceUses).toEqual({ dodge: 2, block: 1 })
    expect(statusText(wrapper)).toBe('Block used.')
    expect(derivedValue(wrapper, 'defence.dodge')).toBe(systemDerived('defence.dodge'))
    expect(derivedValue(wrapper, 'defence.block')).toBe(systemDerived('defence.block'))
    await button(wrapper, 'Start of my turn').trigger('click')
    expect(data().defenceUses).toEqual({ dodge: 0, block: 0 })
    expect(data().fatigueRaisedThisTurn).toBe(false)
    expect(statusText(wrapper)).toBe('New turn: defences and the fatigue limit reset.')
    expect(wrapper.text()).toContain('Fatigue has not risen this turn.')
  })

  it('records positions and concealment, with the penalty they give', async () => {
    await openSample()
    const wrapper = mount(HeimrCondition)
    const position = (label: string) =>
      wrapper
        .findAll('fieldset.positions label')
        .find((l) => l.text() === label)
        ?.get('input')
    await position('Prone')?.setValue(true)
    await position('Difficult terrain')?.setValue(true)
    expect(data().positions).toEqual(['prone', 'difficultTerrain'])
    expect(derivedValue(wrapper, 'positionPenalty')).toBe(systemDerived('positionPenalty'))
    expect(positionPenalties(data().positions).dodge).toBe(-3)
    await position('Prone')?.setValue(false)
    expect(data().positions).toEqual(['difficultTerrain'])
    await commitNumber(wrapper, 'Concealment', '3')
    expect(data().concealment).toBe(3)
    await commitNumber(wrapper, 'Concealment', '11')
    expectInvalid(wrapper, 'Concealment', 'Concealment must be from 0 to 10.')
    expect(data().concealment).toBe(3)
  })

  it('asks for initiative and dodge rolls', async () => {
    await openSample()
    const wrapper = mount(HeimrCondition)
    await button(wrapper, 'Roll initiative').trigger('click')
    await button(wrapper, 'Roll dodge').trigger('click')
    expect(wrapper.emitted('roll')).toEqual([['initiative'], ['dodge']])
  })
})

describe('Heimr sheet and creation', () => {
  it('shows every card of the live sheet, with fixed attribute names', async () => {
    await openSample((d) => (d.concept = 'Riverland tracker'))
    const wrapper = mount(HeimrSheet)
    expect(
      wrapper
        .get('[data-sheet="heimr"]')
        .findAll('h2')
        .map((h) => h.text()),
    ).toEqual([
      'Attributes',
      'Abilities',
      'Health and fatigue',
      'Effects and lasting penalties',
      'Checks and skill costs',
      'Environment',
      'Items',
      'Notes',
    ])
    expect((wrapper.get('input[name="concept"]').element as HTMLInputElement).value).toBe(
      'Riverland tracker',
    )
    expect(wrapper.find('input[aria-label^="Name of"]').exists()).toBe(false)
    expect(wrapper.find('form[aria-label="Add an ability"]').exists()).toBe(false)
  })

  it('walks through concept, attributes, abilities, health and items', async () => {
    await openSample()
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [{ path: '/:rest(.*)*', component: { render: () => null } }],
    })
    const wrapper = mount(HeimrCreation, { global: { plugins: [router] }, attachTo: document.body })
    await flushPromises()
    expect(wrapper.get('h2').text()).toBe('Who is this character?')
    await button(wrapper, 'Next').trigger('click')
    // Attributes: editable here, and rolls open the challenge.
    expect(wrapper.find('input[aria-label="Name of str"]').exists()).toBe(true)
    await button(wrapper, 'Roll Strength').trigger('click')
    await nextTick()
    expect(wrapper.get('dialog h2').text()).toBe('Strength challenge')
    await button(wrapper.get('dialog'), 'Close').trigger('click')
    await nextTick()
    expect(wrapper.find('dialog').exists()).toBe(false)
    await button(wrapper, 'Next').trigger('click')
    expect(wrapper.find('form[aria-label="Add an ability"]').exists()).toBe(true)
    await button(wrapper, 'Roll Survival').trigger('click')
    await nextTick()
    expect(wrapper.get('dialog h2').text()).toBe('Survival challenge')
    await wrapper.get('dialog').trigger('cancel')
    await nextTick()
    await button(wrapper, 'Next').trigger('click')
    // Health: both current and maximum follow what is entered.
    await commitNumber(wrapper, 'Hit points', '5')
    await commitNumber(wrapper, 'Willpower', '4')
    expect(data().hitPoints).toEqual({ current: 5, max: 5 })
    expect(data().willpower).toEqual({ current: 4, max: 4 })
    await commitNumber(wrapper, 'Hit points', '100')
    expectInvalid(wrapper, 'Hit points', 'Hit points must be from 0 to 99.')
    expect(data().hitPoints).toEqual({ current: 5, max: 5 })
    await button(wrapper, 'Next').trigger('click')
    expect(wrapper.get('h2').text()).toBe('Items')
    await button(wrapper, 'Finish').trigger('click')
    const id = useEditorStore().record?.id ?? ''
    await vi.waitFor(() => expect(router.currentRoute.value.path).toBe(`/characters/${id}`))
    const stored = await db().characters.get(id)
    expect((stored?.data as HeimrData).hitPoints).toEqual({ current: 5, max: 5 })
    wrapper.unmount()
  })
})
