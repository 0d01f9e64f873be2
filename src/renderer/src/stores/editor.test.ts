import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { charactersRepo } from '@renderer/db/characters-repo'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import type { SymbaroumData } from '@systems/symbaroum/model'
import { useLibraryStore } from './library'
import { useEditorStore } from './editor'

let counter = 0

beforeEach(async () => {
  useDatabase(new QuillkeepDatabase(`editor-test-${++counter}`))
  setPlatform(createWebPlatform())
  setActivePinia(createPinia())
})

async function openNew() {
  const library = useLibraryStore()
  const record = await library.create('symbaroum', 'Tova')
  const editor = useEditorStore()
  await editor.open(record.id)
  return { editor, record }
}

describe('editor store', () => {
  it('derives values from the open character and updates them live', async () => {
    const { editor } = await openNew()
    expect(editor.edit<SymbaroumData>((d) => (d.attributes.strong = 7), 'attr.strong')).toBeNull()
    expect(editor.derived.toughness?.value).toBe(10)
    expect(editor.derived.painThreshold?.value).toBe(4)
    expect(editor.edit<SymbaroumData>((d) => (d.attributes.strong = 13), 'attr.strong')).toBeNull()
    expect(editor.derived.toughness?.value).toBe(13)
    expect(editor.derived.painThreshold?.value).toBe(7)
  })

  it('refuses an out-of-range attribute and keeps the last good state', async () => {
    const { editor } = await openNew()
    editor.edit<SymbaroumData>((d) => (d.attributes.quick = 12))
    const error = editor.edit<SymbaroumData>((d) => (d.attributes.quick = 16))
    expect(error).toMatch(/attributes\.quick/)
    expect((editor.record?.data as SymbaroumData).attributes.quick).toBe(12)
  })

  it('undoes and redoes every edit, merging rapid edits of one field', async () => {
    const { editor } = await openNew()
    editor.edit<SymbaroumData>((d) => (d.attributes.quick = 11), 'attr.quick')
    editor.edit<SymbaroumData>((d) => (d.attributes.quick = 12), 'attr.quick')
    editor.edit<SymbaroumData>((d) => (d.attributes.cunning = 9), 'attr.cunning')
    editor.undo()
    expect((editor.record?.data as SymbaroumData).attributes.cunning).toBe(10)
    editor.undo()
    expect((editor.record?.data as SymbaroumData).attributes.quick).toBe(10)
    expect(editor.canUndo).toBe(false)
    editor.redo()
    editor.redo()
    expect((editor.record?.data as SymbaroumData).attributes.quick).toBe(12)
    expect((editor.record?.data as SymbaroumData).attributes.cunning).toBe(9)
  })

  it('buys an ability through the ledger, refuses what it cannot afford, and undoes', async () => {
    const { editor } = await openNew()
    const startXp = editor.balances.xp ?? 0
    expect(editor.purchase('new:Acrobatics')).toBeNull()
    expect(editor.balances.xp).toBe(startXp - 10)
    const data = () => editor.record?.data as SymbaroumData
    expect(Object.values(data().abilities).map((a) => a.name)).toEqual(['Acrobatics'])
    // Spend the rest, then one more is refused with the reason and changes nothing.
    while ((editor.balances.xp ?? 0) >= 10) editor.purchase(`new:Skill ${editor.balances.xp}`)
    const before = JSON.stringify(editor.record)
    const refusal = editor.purchase('new:Too much')
    expect(refusal).toMatch(/costs 10 XP but only \d+ is unspent/)
    expect(JSON.stringify(editor.record)).toBe(before)
    // Undo the first purchase from the ledger: points and ability come back.
    const first = editor.record!.ledger.find((e) => e.purchase?.includes('Acrobatics'))!
    const xpBefore = editor.balances.xp ?? 0
    expect(editor.undoLedgerEntry(first.id)).toBeNull()
    expect(editor.balances.xp).toBe(xpBefore + 10)
    expect(Object.values(data().abilities).some((a) => a.name === 'Acrobatics')).toBe(false)
  })

  it('autosaves shortly after edits, without an explicit save, and survives a reopen', async () => {
    const { editor, record } = await openNew()
    editor.edit<SymbaroumData>((d) => (d.attributes.vigilant = 14))
    expect(editor.saveState).toBe('unsaved')
    await vi.waitFor(() => expect(editor.saveState).toBe('saved'), { timeout: 3000, interval: 50 })
    const stored = await charactersRepo.get(record.id)
    expect((stored?.data as SymbaroumData).attributes.vigilant).toBe(14)
    setActivePinia(createPinia())
    const reopened = useEditorStore()
    await reopened.open(record.id)
    expect((reopened.record?.data as SymbaroumData).attributes.vigilant).toBe(14)
  })
})
