import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { CharacterRecord, JournalRecord, RollRecord } from '@shared/records'
import type { AwardInput } from '@shared/awards'
import type { LinkTargets } from '@shared/journal'
import {
  journalRepo,
  journalRolls,
  onJournalChange,
  saveEntryEdits,
  type EntryEdits,
} from '@renderer/db/journal-repo'
import { charactersRepo } from '@renderer/db/characters-repo'

export type { EntryEdits } from '@renderer/db/journal-repo'

/** An entry's title for [[links]]; trashed entries are kept, to show their links as missing. */
export interface EntryTitle {
  id: string
  title: string
  deleted: boolean
  /** A session's entry, or a world page's kind (#23). */
  kind: JournalRecord['kind']
}

/** A world page's kind: every kind of journal record but a session's entry. */
export type PageKind = Exclude<JournalRecord['kind'], 'session'>
/** What the journal's list shows: everything, or the records of one kind. */
export type KindFilter = 'all' | JournalRecord['kind']

/**
 * The campaign journal. While a journal screen is open (`open` … `close`) the store holds its
 * timeline and the entries read so far, and keeps them current as entries change; `revision`
 * rises after each change, for searches to run again. A journal can hold 10,000 entries: the
 * lists are shallow refs replaced whole, never deep reactive copies, and only the entries shown
 * are read. `close` lets go of all of it.
 *
 * Only the journal's screens import this store: the library's first screen never loads it.
 */
export const useJournalStore = defineStore('journal', () => {
  /** The campaign whose journal is open, or null. */
  const campaignId = ref<string | null>(null)
  /** Ids of the entries not in the trash, newest session first. */
  const timeline = shallowRef<string[]>([])
  /** The entries read so far (the rows shown, and the ones that changed), by id. */
  const rows = shallowRef(new Map<string, JournalRecord>())
  /** Every entry's title (the trash included), for links. */
  const titles = shallowRef<EntryTitle[]>([])
  /** Every tag of the entries not in the trash, sorted. */
  const tags = shallowRef<string[]>([])
  /** Every stored character (the trash included), for links and the party. */
  const characters = shallowRef<CharacterRecord[]>([])
  /** The journal's trash, while a screen shows it (see `loadTrash`), newest first. */
  const trash = shallowRef<JournalRecord[]>([])
  /** Rises after each change to the open journal's entries has been read. */
  const revision = ref(0)
  /**
   * The list's kind filter. It outlives `close` (a visit to a character and back keeps it) and
   * goes back to "all" when another campaign's journal opens.
   */
  const kindFilter = ref<KindFilter>('all')
  let kindFilterCampaign: string | null = null

  /** Each record's kind, by id (sessions are the default and are not listed). */
  const kinds = computed(() => {
    const out = new Map<string, JournalRecord['kind']>()
    for (const t of titles.value) if (t.kind !== 'session') out.set(t.id, t.kind)
    for (const [id, row] of rows.value) out.set(id, row.kind)
    return out
  })
  /**
   * The timeline under the kind filter: sessions newest first; a kind of page by name. Until the
   * titles are read only the rows read so far are known.
   */
  const shown = computed(() => {
    const filter = kindFilter.value
    if (filter === 'all') return timeline.value
    const known = kinds.value
    const ids = timeline.value.filter((id) => (known.get(id) ?? 'session') === filter)
    if (filter === 'session') return ids
    const names = new Map(titles.value.map((t) => [t.id, t.title]))
    const name = (id: string) => names.get(id) ?? rows.value.get(id)?.title ?? ''
    return ids.sort((a, b) => name(a).localeCompare(name(b)))
  })

  const party = computed(() =>
    characters.value.filter((c) => c.campaignId === campaignId.value && c.deletedAt === null),
  )
  const linkTargets = computed<LinkTargets>(() => ({
    characters: characters.value
      .filter((c) => c.deletedAt === null)
      .map((c) => ({ id: c.id, name: c.name })),
    entries: titles.value.filter((t) => !t.deleted).map((t) => ({ id: t.id, title: t.title })),
  }))

  /** Rises when a journal opens or closes: reads begun before then are dropped. */
  let generation = 0
  let stopFollowing = (): void => {}
  /** True while a screen shows the trash: it is read again after each change. */
  let keepTrash = false

  /** Reads from the open journal, and applies the result unless it was closed meanwhile. */
  async function readOpen<T>(
    read: (campaignId: string) => Promise<T>,
    apply: (value: T) => void,
  ): Promise<boolean> {
    const id = campaignId.value
    if (id === null) return false
    const at = generation
    const value = await read(id)
    if (at !== generation) return false
    apply(value)
    return true
  }

  /**
   * Opens a campaign's journal with its newest `count` entries: a short read for the first
   * screen. `loadTimeline` reads every id after it.
   */
  async function open(id: string, count: number): Promise<void> {
    close()
    campaignId.value = id
    if (kindFilterCampaign !== id) kindFilter.value = 'all'
    kindFilterCampaign = id
    await readOpen(
      (campaign) => journalRepo.firstPage(campaign, count),
      (page) => {
        rows.value = new Map(page.map((row) => [row.id, row]))
        timeline.value = page.map((row) => row.id)
      },
    )
  }

  async function loadTimeline(): Promise<void> {
    await readOpen(
      (campaign) => journalRepo.timeline(campaign),
      (ids) => (timeline.value = ids),
    )
  }

  /** Titles, tags and characters for links and filters. */
  async function loadLinks(): Promise<void> {
    await readOpen(
      (campaign) => Promise.all([journalRepo.overview(campaign), charactersRepo.list()]),
      ([overview, list]) => {
        titles.value = overview.titles
        tags.value = overview.tags
        characters.value = list
      },
    )
  }

  /** Reads the entries among `wanted` not read yet (the rows coming into view). */
  async function ensureRows(wanted: readonly string[]): Promise<void> {
    const missing = wanted.filter((id) => !rows.value.has(id))
    if (missing.length === 0) return
    await readOpen(
      () => journalRepo.getMany(missing),
      (found) => {
        const next = new Map(rows.value)
        for (const row of found) next.set(row.id, row)
        rows.value = next
      },
    )
  }

  /** Keeps the open journal current as its entries change, until `close`. */
  function follow(): void {
    stopFollowing()
    stopFollowing = onJournalChange((changedIn, ids) => {
      if (changedIn === campaignId.value) void refresh(ids)
    })
  }

  async function refresh(changed: string[]): Promise<void> {
    const at = generation
    const fresh = await journalRepo.getMany(changed)
    if (at !== generation) return
    const before = rows.value
    // An edit that keeps the entry's place (most autosaves) needs no new id list; a new, trashed,
    // restored or deleted entry, or a new session number, does.
    const moved = changed.some((id) => {
      const old = before.get(id)
      const now = fresh.find((r) => r.id === id)
      return !old || !now || old.session !== now.session || old.deletedAt !== now.deletedAt
    })
    const next = new Map(before)
    for (const id of changed) next.delete(id)
    for (const row of fresh) next.set(row.id, row)
    rows.value = next
    if (moved) await loadTimeline()
    if (at !== generation) return
    const known = new Map(titles.value.map((t) => [t.id, t]))
    for (const row of fresh)
      known.set(row.id, {
        id: row.id,
        title: row.title,
        deleted: row.deletedAt !== null,
        kind: row.kind,
      })
    titles.value = [...known.values()]
    const seen = new Set(tags.value)
    for (const row of fresh) for (const tag of row.tags) seen.add(tag)
    tags.value = [...seen].sort((a, b) => a.localeCompare(b))
    if (keepTrash) await loadTrash()
    if (at === generation) revision.value++
  }

  /** Reads the trash, and reads it again after each change until `forgetTrash`. */
  async function loadTrash(): Promise<void> {
    keepTrash = true
    await readOpen(
      (campaign) => journalRepo.trashed(campaign),
      (list) => (trash.value = list),
    )
  }

  function forgetTrash(): void {
    keepTrash = false
    trash.value = []
  }

  /** Stops following the journal and lets go of its entries. */
  function close(): void {
    stopFollowing()
    stopFollowing = () => {}
    generation++
    campaignId.value = null
    timeline.value = []
    rows.value = new Map()
    titles.value = []
    tags.value = []
    characters.value = []
    forgetTrash()
  }

  // Single entries, read and written as stored now (the editor, awards, rolls, links).
  /** Starts an entry titled and numbered after the campaign's last session (the trash included). */
  const createEntry = (campaign: string): Promise<JournalRecord> => journalRepo.create(campaign)
  /** Starts a world page of a kind, with a name still to give. */
  const createPage = (campaign: string, kind: PageKind): Promise<JournalRecord> =>
    journalRepo.createPage(campaign, kind)
  /** The campaign's world pages not in the trash (relation targets, incoming relations). */
  const pages = (campaign: string): Promise<JournalRecord[]> => journalRepo.pages(campaign)
  const get = (id: string): Promise<JournalRecord | undefined> => journalRepo.get(id)
  /** Entries in the order of `ids`, leaving out those that no longer exist. */
  const getMany = (ids: readonly string[]): Promise<JournalRecord[]> => journalRepo.getMany(ids)
  /** Entries that link to `id`. */
  const backlinks = (id: string): Promise<JournalRecord[]> => journalRepo.backlinks(id)
  /** Every entry of the campaign not in the trash (for printing). */
  const entries = (campaign: string): Promise<JournalRecord[]> => journalRepo.entries(campaign)
  /** Saves the editor's fields onto the stored entry, keeping its awards, rolls and trash state. */
  const saveEdits = (id: string, edits: EntryEdits): Promise<JournalRecord> =>
    saveEntryEdits(id, edits)
  const moveToTrash = (id: string): Promise<void> => journalRepo.trash(id)
  const restore = (id: string): Promise<void> => journalRepo.restore(id)
  /** Deletes a trashed entry for good. */
  const deleteForever = (id: string): Promise<void> => journalRepo.deleteForever(id)
  /** Posts an award to the chosen characters' ledgers; throws, writing nothing, when refused. */
  const award = (entryId: string, input: AwardInput): Promise<JournalRecord> =>
    journalRepo.award(entryId, input)
  /** Undoes an award on every character at once (or on none, with the reason). */
  const undoAward = (entryId: string, awardId: string): Promise<JournalRecord> =>
    journalRepo.undoAward(entryId, awardId)
  /** Copies rolls into an entry's log; resolves to the stored entry. */
  const attachRolls = (entryId: string, attached: readonly RollRecord[]): Promise<JournalRecord> =>
    journalRolls.attach(entryId, attached)
  /** Takes a roll out of an entry's log; resolves to the stored entry. */
  const detachRoll = (entryId: string, rollId: string): Promise<JournalRecord> =>
    journalRolls.detach(entryId, rollId)

  return {
    campaignId,
    timeline,
    rows,
    titles,
    tags,
    characters,
    trash,
    revision,
    kindFilter,
    kinds,
    shown,
    party,
    linkTargets,
    open,
    loadTimeline,
    loadLinks,
    ensureRows,
    follow,
    loadTrash,
    forgetTrash,
    close,
    createEntry,
    createPage,
    pages,
    get,
    getMany,
    backlinks,
    entries,
    saveEdits,
    moveToTrash,
    restore,
    deleteForever,
    award,
    undoAward,
    attachRolls,
    detachRoll,
  }
})
