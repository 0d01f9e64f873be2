import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { charactersRepo } from '@renderer/db/characters-repo'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import type { SymbaroumData } from '@systems/symbaroum/model'
import { newAbilityPurchase } from '@systems/symbaroum/advance'
import { campaignsRepo } from '@renderer/db/campaigns-repo'
import { useLibraryStore } from './library'
import { useEditorStore } from './editor'
import { useSettingsStore } from './settings'

let counter = 0

beforeEach(() => {
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
    expect(editor.purchase(newAbilityPurchase('Acrobatics'))).toBeNull()
    expect(editor.balances.xp).toBe(startXp - 10)
    const data = () => editor.record?.data as SymbaroumData
    expect(Object.values(data().abilities).map((a) => a.name)).toEqual(['Acrobatics'])
    // Spend the rest, then one more is refused with the reason and changes nothing.
    while ((editor.balances.xp ?? 0) >= 10)
      editor.purchase(newAbilityPurchase(`Skill ${editor.balances.xp}`))
    const before = JSON.stringify(editor.record)
    const refusal = editor.purchase(newAbilityPurchase('Too much'))
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

describe('closing the editor', () => {
  it('saves an edit still waiting for its autosave before it closes', async () => {
    const { editor, record } = await openNew()
    editor.edit<SymbaroumData>((d) => (d.attributes.vigilant = 13))
    expect(editor.saveState).toBe('unsaved')
    expect(await editor.close()).toBe(true)
    expect(editor.record).toBeNull()
    const stored = await charactersRepo.get(record.id)
    expect((stored?.data as SymbaroumData).attributes.vigilant).toBe(13)
  })

  it('stays open with the change and says why when that save fails', async () => {
    const { editor, record } = await openNew()
    editor.edit<SymbaroumData>((d) => (d.attributes.vigilant = 12))
    const put = vi.spyOn(charactersRepo, 'put').mockRejectedValueOnce(new Error('disk full'))
    expect(await editor.close()).toBe(false)
    expect((editor.record?.data as SymbaroumData).attributes.vigilant).toBe(12)
    expect(editor.saveError).toContain('disk full')
    put.mockRestore()
    editor.edit<SymbaroumData>((d) => (d.attributes.vigilant = 11))
    expect(await editor.close()).toBe(true)
    const stored = await charactersRepo.get(record.id)
    expect((stored?.data as SymbaroumData).attributes.vigilant).toBe(11)
  })
})

describe('editor house rules', () => {
  it('uses the campaign’s rules over the app-wide ones, rule by rule, for its own system', async () => {
    const settings = useSettingsStore()
    await settings.load()
    await settings.setHouseRule('symbaroum', 'attributePointTotal', 75)
    await settings.setHouseRule('symbaroum', 'startingExperience', 60)
    const { editor, record } = await openNew()
    expect(editor.rules).toMatchObject({ attributePointTotal: 75, startingExperience: 60 })
    expect(editor.campaign).toBeNull()

    const campaign = await campaignsRepo.create({ name: 'Davokar' })
    await campaignsRepo.setHouseRule(campaign.id, 'symbaroum', 'attributePointTotal', 70)
    // Another system's rule in the campaign does not touch this character.
    await campaignsRepo.setHouseRule(campaign.id, 'heimr', 'startingExperience', 99)
    await campaignsRepo.setCampaign(record.id, campaign.id)
    await editor.open(record.id)
    expect(editor.campaign?.name).toBe('Davokar')
    expect(editor.rules).toMatchObject({ attributePointTotal: 70, startingExperience: 60 })

    // Cleared in the campaign: the app-wide setting applies again.
    await campaignsRepo.setHouseRule(campaign.id, 'symbaroum', 'attributePointTotal', null)
    await editor.open(record.id)
    expect(editor.rules).toMatchObject({ attributePointTotal: 75 })

    // Out of the party: only app-wide rules.
    await campaignsRepo.setHouseRule(campaign.id, 'symbaroum', 'attributePointTotal', 90)
    await campaignsRepo.setCampaign(record.id, null)
    await editor.open(record.id)
    expect(editor.campaign).toBeNull()
    expect(editor.rules).toMatchObject({ attributePointTotal: 75 })
  })
})
