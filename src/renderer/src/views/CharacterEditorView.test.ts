// The sheet screen at its edges: a character a newer Quillkeep saved opens read-only, and a record
// that cannot be opened says why; neither leaves the screen on "Loading…".
import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import Dexie from 'dexie'
import { createMemoryHistory, createRouter } from 'vue-router'
import { sampleCharacter } from '@shared/file-fixtures'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useLibraryStore } from '@renderer/stores/library'
import CharacterEditorView from './CharacterEditorView.vue'

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

async function show(id: string) {
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
