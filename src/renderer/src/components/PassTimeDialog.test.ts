// Pass time on the sheet screen: the system's spans, applied as one ledger entry that is saved,
// shown, and undone as one; a span that cannot pass says why and writes nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import { sampleCharacter } from '@shared/file-fixtures'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useEditorStore } from '@renderer/stores/editor'
import CharacterEditorView from '@renderer/views/CharacterEditorView.vue'
import { until } from '@renderer/views/views-test-helpers'
import type { SymbaroumData } from '@systems/symbaroum/model'
import type { GodsMonstersData } from '@systems/gods-monsters/model'

enableAutoUnmount(afterEach)

let counter = 0
let db: QuillkeepDatabase

beforeEach(() => {
  db = new QuillkeepDatabase(`pass-time-test-${++counter}`)
  useDatabase(db)
  setPlatform(createWebPlatform())
  setActivePinia(createPinia())
})

async function settle(): Promise<void> {
  for (let i = 0; i < 8; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5))
    await flushPromises()
  }
}

async function show(id: string): Promise<VueWrapper> {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [{ path: '/:rest(.*)*', component: { template: '<div />' } }],
  })
  const wrapper = mount(CharacterEditorView, {
    props: { id, mode: 'sheet' },
    global: { plugins: [router] },
  })
  await settle()
  return wrapper
}

function button(wrapper: VueWrapper, text: string) {
  const found = wrapper.findAll('button').find((b) => b.text() === text)
  if (!found) throw new Error(`No button “${text}”`)
  return found
}

async function openDialog(wrapper: VueWrapper) {
  await button(wrapper, 'Pass time…').trigger('click')
  await until(() => wrapper.find('dialog.pass-time').exists(), 'the Pass time dialog')
  return wrapper.get('dialog.pass-time')
}

describe('Pass time', () => {
  it('heals a Symbaroum character a day of natural healing as one saved ledger entry; Undo takes it back', async () => {
    const record = sampleCharacter('symbaroum', 'tova')
    await db.characters.put({ ...record, data: { ...(record.data as SymbaroumData), damage: 3 } })
    const wrapper = await show('tova')
    const dialog = await openDialog(wrapper)
    const radios = dialog.findAll('input[type="radio"]')
    expect(radios.map((r) => (r.element as HTMLInputElement).value)).toEqual(['day'])
    expect(dialog.text()).toContain('Healing Wounds')
    await button(wrapper, 'Pass a day of rest').trigger('click')
    await settle()
    const editor = useEditorStore()
    expect((editor.record?.data as SymbaroumData).damage).toBe(2)
    const entry = editor.record?.ledger.at(-1)
    expect(entry).toMatchObject({ amount: 0, purchase: 'A day of rest: 1 Toughness healed' })
    expect(dialog.get('[data-testid="pass-time-result"]').text()).toContain('1 Toughness healed')
    await editor.flush()
    expect(((await db.characters.get('tova'))?.data as SymbaroumData).damage).toBe(2)

    await dialog.get('[data-testid="pass-time-result"] button').trigger('click')
    await settle()
    expect((editor.record?.data as SymbaroumData).damage).toBe(3)
    expect(editor.record?.ledger.at(-1)?.undoneAt).toBeDefined()
    expect(dialog.get('[data-testid="pass-time-result"]').text()).toContain('(undone)')
  })

  it('refuses a day for an unhurt character with the reason, and writes nothing', async () => {
    await db.characters.put(sampleCharacter('symbaroum', 'whole'))
    const wrapper = await show('whole')
    const dialog = await openDialog(wrapper)
    const before = useEditorStore().record
    await button(wrapper, 'Pass a day of rest').trigger('click')
    await settle()
    expect(dialog.get('[role="alert"]').text()).toMatch(/nothing changes/)
    expect(useEditorStore().record).toBe(before)
    expect(dialog.find('[data-testid="pass-time-result"]').exists()).toBe(false)
  })

  it('rolls a Gods & Monsters night’s health roll and applies what it gives, with verve back in full', async () => {
    const record = sampleCharacter('gods-monsters', 'toromeen')
    const data = record.data as GodsMonstersData
    await db.characters.put({
      ...record,
      data: {
        ...data,
        survival: { ...data.survival, current: 0 },
        verve: { ...data.verve, current: 0 },
        injuries: 1,
      },
    })
    const wrapper = await show('toromeen')
    const dialog = await openDialog(wrapper)
    const labels = dialog.findAll('label.span strong').map((s) => s.text())
    expect(labels).toEqual([
      'A night’s rest',
      'A night’s rest, healing an injury',
      'A full day of rest',
      'A full day of rest, healing an injury',
    ])
    await button(wrapper, 'Pass a night’s rest').trigger('click')
    await settle()
    const after = useEditorStore().record?.data as GodsMonstersData
    const text = dialog.get('[data-testid="pass-time-result"]').text()
    expect(text).toMatch(/health roll \d+ vs \d+: (success|failure)/)
    // A success gives level survival (1 at level 1), a failure 1: either way 1 here.
    expect(after.survival.current).toBe(1)
    expect(after.verve.current).toBe(after.verve.max)
  })
})
