// The Heimr sheet as the user meets it: creation's Stamina, a restored backup's attributes,
// recorded injuries and where the fatigue limit applies.
import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { HeimrData } from '@systems/heimr'
import { fixedMeta, sampleCharacter } from '@shared/file-fixtures'
import { buildEnvelope, parseFile, serializeEnvelope } from '@shared/files'
import NumberField from '@renderer/components/NumberField.vue'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useEditorStore } from '@renderer/stores/editor'
import HeimrAttributes from './HeimrAttributes.vue'
import HeimrCondition from './HeimrCondition.vue'

let counter = 0
let db: QuillkeepDatabase

beforeEach(() => {
  db = new QuillkeepDatabase(`heimr-sheet-test-${++counter}`)
  useDatabase(db)
  setPlatform(createWebPlatform())
  setActivePinia(createPinia())
})

const data = () => useEditorStore().record?.data as HeimrData

async function openSample(edit: (data: HeimrData) => void = () => {}): Promise<void> {
  const record = sampleCharacter('heimr', `heimr-${counter}`)
  edit(record.data as HeimrData)
  await db.characters.put(record)
  await useEditorStore().open(record.id)
}

function derivedValue(wrapper: ReturnType<typeof mount>, id: string): string {
  return wrapper.get(`[data-derived="${id}"] [data-testid="derived-value"]`).text()
}

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
    await db.characters.put(restored)
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
})
