// A sixth system is its own folders plus one registry line: a toy system registered at run time
// goes through every generic flow by its id alone (create, derive, a purchase and its undo, a
// file's round trip, the PDF, the sheet), with no edit anywhere else.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import { buildEnvelope, parseFile, serializeEnvelope } from '@shared/files'
import { renderCharacter } from '@shared/pdf'
import { getSystem, registerSystem, systemList } from '@systems/index'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { charactersRepo } from '@renderer/db/characters-repo'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { registerSheet } from '@renderer/sheets'
import { useEditorStore } from '@renderer/stores/editor'
import { useLibraryStore } from '@renderer/stores/library'
import CharacterEditorView from '@renderer/views/CharacterEditorView.vue'
import { until } from '@renderer/views/views-test-helpers'
import { pdfText, testFonts } from '../../../../tests/pdf-tools'
import { toySystem } from './toy-system'

enableAutoUnmount(afterEach)

let unregister: (() => void)[] = []
beforeAll(() => {
  unregister = [
    registerSystem(toySystem),
    registerSheet(toySystem.id, {
      sheet: () => import('./ToySheet.vue'),
      creation: () => import('./ToySheet.vue'),
    }),
  ]
})
afterAll(() => {
  for (const remove of unregister) remove()
})

let counter = 0
beforeEach(() => {
  useDatabase(new QuillkeepDatabase(`toy-system-${++counter}`))
  setPlatform(createWebPlatform())
  setActivePinia(createPinia())
})

describe('a toy system registered at run time', () => {
  it('is found by id and listed with the others', () => {
    expect(getSystem('toy')).toBe(toySystem)
    expect(systemList()).toContainEqual({ id: 'toy', name: 'Toy System' })
    expect(() => registerSystem(toySystem)).toThrow('already registered')
  })

  it('creates a character with its starting awards, stored and derived', async () => {
    const record = await useLibraryStore().create('toy', 'Pip')
    expect(record.system).toBe('toy')
    expect(record.ledger.map((e) => [e.currency, e.amount])).toEqual([['xp', 10]])
    const stored = await charactersRepo.get(record.id)
    expect(stored?.data).toEqual({ concept: '', level: 1 })
    const editor = useEditorStore()
    expect(await editor.open(record.id)).toBe(true)
    expect(editor.derived.health?.value).toBe(5)
  })

  it('buys a level with Experience through the ledger, and undoes it', async () => {
    const record = await useLibraryStore().create('toy', 'Pip')
    const editor = useEditorStore()
    await editor.open(record.id)
    expect(editor.purchaseOptions[0]).toMatchObject({
      purchase: { kind: 'level' },
      available: true,
    })
    expect(editor.purchase({ kind: 'level' })).toBeNull()
    expect(editor.record?.ledger.at(-1)?.option).toEqual({ kind: 'level' })
    expect(editor.purchase({ kind: 'levle' })).toMatch(/^Toy System has no such purchase/)
    expect(editor.record?.data).toEqual({ concept: '', level: 2 })
    expect(editor.balances.xp).toBe(0)
    expect(editor.derived.health?.value).toBe(10)
    const spend = editor.record?.ledger.find((e) => e.kind === 'spend')
    expect(spend).toBeDefined()
    expect(editor.undoLedgerEntry(spend!.id)).toBeNull()
    expect(editor.record?.data).toEqual({ concept: '', level: 1 })
    expect(editor.balances.xp).toBe(10)
    await editor.flush()
    expect((await charactersRepo.get(record.id))?.data).toEqual({ concept: '', level: 1 })
  })

  it('goes through a file and back unchanged, and a damaged one is refused', async () => {
    const record = await useLibraryStore().create('toy', 'Pip')
    const bundle = { characters: [record], campaigns: [], journal: [], settings: [], rolls: [] }
    const text = serializeEnvelope(
      buildEnvelope('character', bundle, { app: 'Quillkeep test', exportedAt: record.createdAt }),
    )
    const parsed = parseFile(text)
    expect(parsed.ok && parsed.bundle.characters).toEqual([record])
    const damaged = parseFile(text.replace('"level": 1', '"level": 0'))
    expect(damaged.ok).toBe(false)
  })

  it('prints its sheet as a PDF', async () => {
    const record = await useLibraryStore().create('toy', 'Pip')
    const pdf = await renderCharacter(record, { paper: 'a4', fillable: true, fonts: testFonts() })
    const text = pdfText(pdf)
    expect(text).toContain('Pip')
    expect(text).toContain('Toy values')
  })

  it('opens its own sheet in the character screen', async () => {
    const record = await useLibraryStore().create('toy', 'Pip')
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [{ path: '/:rest(.*)*', component: { template: '<div />' } }],
    })
    const wrapper = mount(CharacterEditorView, {
      props: { id: record.id, mode: 'sheet' },
      global: { plugins: [router] },
    })
    await until(() => wrapper.find('[data-sheet="toy"]').exists(), 'the toy sheet shows')
    const sheet = wrapper.find('[data-sheet="toy"]')
    expect(sheet.text()).toContain('Level 1')
    expect(sheet.text()).toContain('Health 5')
  })
})
