// The sheet screen at its edges: a character a newer Quillkeep saved opens read-only, and a record
// that cannot be opened says why; neither leaves the screen on "Loading…".
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import Dexie from 'dexie'
import { createMemoryHistory, createRouter } from 'vue-router'
import { sampleCharacter } from '@shared/file-fixtures'
import { suggestedFileName } from '@shared/files'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useLibraryStore } from '@renderer/stores/library'
import { useEditorStore } from '@renderer/stores/editor'
import CharacterEditorView from './CharacterEditorView.vue'
import { until } from './views-test-helpers'

const printed = vi.hoisted(() => ({ names: [] as string[] }))
vi.mock('@renderer/print', () => ({
  // The PDF itself is tested with the print code; here, that the sheet's Print… opens it.
  renderCharacterPdf: (record: { name: string }) => {
    printed.names.push(record.name)
    return Promise.resolve(new Uint8Array([37, 80, 68, 70]))
  },
  renderBlankPdf: () => Promise.resolve(new Uint8Array([37, 80, 68, 70])),
}))

enableAutoUnmount(afterEach)
afterEach(() => {
  printed.names.length = 0
})

let counter = 0
let db: QuillkeepDatabase

beforeEach(() => {
  db = new QuillkeepDatabase(`editor-view-test-${++counter}`)
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

async function show(id: string, mode: 'sheet' | 'create' = 'sheet') {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [{ path: '/:rest(.*)*', component: { template: '<div />' } }],
  })
  const wrapper = mount(CharacterEditorView, {
    props: { id, mode },
    global: { plugins: [router] },
  })
  await settle()
  return wrapper
}

describe('CharacterEditorView', () => {
  it('opens a newer Quillkeep’s character read-only, says so, and never rewrites it', async () => {
    const newer = {
      ...sampleCharacter('symbaroum', 'future'),
      name: 'Tova from tomorrow',
      dataVersion: 999,
      data: { shapeOfTomorrow: true },
    }
    await db.characters.put(newer)
    const wrapper = await show('future')
    expect(wrapper.text()).not.toContain('Loading…')
    const card = wrapper.get('[data-testid="read-only"]')
    expect(card.text()).toContain('Tova from tomorrow')
    expect(card.text()).toMatch(/made by a newer Quillkeep \(Symbaroum data version 999\)/)
    expect(wrapper.find('input[name="character-name"]').exists()).toBe(false)
    expect(await db.characters.get('future')).toEqual(newer)
  })

  it('refuses to duplicate it, with the same reason', async () => {
    await db.characters.put({ ...sampleCharacter('symbaroum', 'future'), dataVersion: 999 })
    const library = useLibraryStore()
    await library.load()
    await expect(library.duplicate('future')).rejects.toThrow(/newer Quillkeep/)
    expect(await db.characters.count()).toBe(1)
  })

  it('says why a damaged character cannot be opened instead of hanging on Loading…', async () => {
    // Written past the checks, as a database damaged outside the app would hold it.
    await db.open()
    db.close()
    const raw = new Dexie(db.name)
    await raw.open()
    await raw.table('characters').put({
      ...sampleCharacter('symbaroum', 'odd'),
      system: 'no-such-system',
    })
    raw.close()
    useDatabase(new QuillkeepDatabase(db.name))
    const wrapper = await show('odd')
    expect(wrapper.text()).not.toContain('Loading…')
    expect(wrapper.get('[role="alert"]').text()).toMatch(/could not be opened: .*no-such-system/)
  })

  it('says when a character does not exist', async () => {
    const wrapper = await show('missing-id')
    expect(wrapper.text()).not.toContain('Loading…')
    expect(wrapper.get('[role="alert"]').text()).toMatch(/does not exist/)
  })

  it('saves a new name on commit only; a blank one shows why and keeps the saved name; Escape reverts', async () => {
    await db.characters.put({ ...sampleCharacter('symbaroum', 'tova'), name: 'Tova' })
    const wrapper = await show('tova')
    const input = wrapper.get('input[name="character-name"]')
    await input.setValue('Tova the')
    await settle()
    expect((await db.characters.get('tova'))?.name).toBe('Tova')
    await input.setValue('Tova the Bold')
    await input.trigger('keydown', { key: 'Enter' })
    await settle()
    await new Promise((resolve) => setTimeout(resolve, 500)) // the autosave delay
    await settle()
    expect((await db.characters.get('tova'))?.name).toBe('Tova the Bold')

    await input.setValue('   ')
    await input.trigger('blur')
    expect(wrapper.get('#character-name-error').text()).toBe('A character needs a name.')
    expect(input.attributes('aria-describedby')).toBe('character-name-error')
    await input.trigger('keydown', { key: 'Escape' })
    expect((input.element as HTMLInputElement).value).toBe('Tova the Bold')
    await settle()
    expect(wrapper.find('#character-name-error').exists()).toBe(false)
    wrapper.unmount()
  })
})

const buttonNamed = (wrapper: VueWrapper, text: string) =>
  wrapper.findAll('header button').find((b) => b.text() === text)!

describe('CharacterEditorView: the header', () => {
  it('drops a refused name’s message as soon as the typed name could be saved, saving nothing yet', async () => {
    await db.characters.put({ ...sampleCharacter('heimr', 'tova'), name: 'Tova' })
    const wrapper = await show('tova')
    const input = wrapper.get('input[name="character-name"]')
    await input.setValue('')
    await input.trigger('blur')
    expect(input.attributes('aria-invalid')).toBe('true')
    await input.setValue('   ') // still blank
    expect(wrapper.get('#character-name-error').text()).toBe('A character needs a name.')
    await input.setValue('B')
    expect(input.attributes('aria-invalid')).toBe('false')
    expect(input.attributes('aria-describedby')).toBeUndefined()
    expect(wrapper.find('#character-name-error').exists()).toBe(false)
    expect(useEditorStore().record?.name).toBe('Tova')
  })

  it('undoes and redoes a rename; each button is enabled only when there is a step to take', async () => {
    await db.characters.put({ ...sampleCharacter('heimr', 'tova'), name: 'Tova' })
    const wrapper = await show('tova')
    const undo = buttonNamed(wrapper, 'Undo')
    const redo = buttonNamed(wrapper, 'Redo')
    expect(undo.attributes('disabled')).toBeDefined()
    expect(redo.attributes('disabled')).toBeDefined()
    const input = wrapper.get('input[name="character-name"]')
    await input.setValue('Brand')
    await input.trigger('keydown', { key: 'Enter' })
    expect(useEditorStore().record?.name).toBe('Brand')
    expect(undo.attributes('disabled')).toBeUndefined()

    await undo.trigger('click')
    expect((input.element as HTMLInputElement).value).toBe('Tova')
    expect(useEditorStore().record?.name).toBe('Tova')
    expect(redo.attributes('disabled')).toBeUndefined()
    await redo.trigger('click')
    expect((input.element as HTMLInputElement).value).toBe('Brand')
    expect(redo.attributes('disabled')).toBeDefined()
  })

  it('links the sheet to the creation steps and back', async () => {
    await db.characters.put({ ...sampleCharacter('cairn-ap', 'brand'), name: 'Brand' })
    const sheet = await show('brand')
    expect(sheet.findAll('header a').map((a) => [a.text(), a.attributes('href')])).toEqual([
      ['Creation steps', '/characters/brand/create'],
    ])
    sheet.unmount()
    const create = await show('brand', 'create')
    expect(create.findAll('header a').map((a) => [a.text(), a.attributes('href')])).toEqual([
      ['Go to the sheet', '/characters/brand'],
    ])
  })

  it('exports the character, and shows a failed export as an alert until an export works', async () => {
    const exportFile = vi.fn((_name: string, _content: string) => Promise.resolve(true))
    setPlatform({ ...createWebPlatform(), exportFile })
    await db.characters.put({ ...sampleCharacter('heimr', 'tova'), name: 'Tova' })
    const wrapper = await show('tova')
    const exportButton = buttonNamed(wrapper, 'Export…')

    const exported = () => wrapper.get('p.visually-hidden[role="status"]').text()
    exportFile.mockRejectedValueOnce(new Error('The disk is full.'))
    await exportButton.trigger('click')
    await until(() => wrapper.find('[role="alert"]').exists(), 'failure shown')
    expect(wrapper.get('[role="alert"]').text()).toBe('Export failed: The disk is full.')
    expect(exported()).toBe('')

    await exportButton.trigger('click')
    await until(() => exported() === 'Exported “Tova”.', 'exported')
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    expect(exportFile.mock.calls[1]![0]).toBe(suggestedFileName('character', 'Tova'))
  })

  it('opens the print preview of this character and closes it', async () => {
    await db.characters.put({ ...sampleCharacter('heimr', 'tova'), name: 'Tova' })
    const wrapper = await show('tova')
    await buttonNamed(wrapper, 'Print…').trigger('click')
    await until(() => printed.names.length > 0, 'preview rendered')
    expect(wrapper.get('#print-title').text()).toBe('Print Tova')
    expect(printed.names).toEqual(['Tova'])
    ;(wrapper.get('dialog').element as HTMLDialogElement).close()
    await until(() => !wrapper.find('dialog').exists(), 'dialog closed')
  })
})
