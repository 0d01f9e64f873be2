import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { CharacterRecord } from '@systems/types'
import { charactersRepo } from '@renderer/db/characters-repo'
import {
  cacheSummary,
  forgetSummary,
  readLibraryCache,
  reconcileLibraryCache,
  summaryOf,
  type CharacterSummary,
} from '@renderer/library-cache'
import { fitName } from '@shared/names'
import { useSettingsStore } from './settings'
import { jsonCopy } from '@systems/common/json'
import { messageOf } from '@shared/errors'
import { i18n } from '@renderer/i18n'

export type { CharacterSummary } from '@renderer/library-cache'

/**
 * The character library: every stored character, including the ones in the trash.
 *
 * At start-up the list can come from a cached summary (see library-cache.ts) so the first screen
 * shows the user's characters before the database answers; `load()` then replaces it with the
 * stored records. `all` only ever holds stored records; `active` and `trash` show the cached
 * summary until then. Every change made here also updates the cache, one row at a time.
 */
/** An award a new character starts with. */
interface StartingAward {
  currency: string
  amount: number
  note: string
}

export const useLibraryStore = defineStore('library', () => {
  const all = shallowRef<CharacterRecord[]>([])
  /** The cached list shown until the database answers; null once it has (or with no cache). */
  const cached = shallowRef<CharacterSummary[] | null>(null)
  /** True once the list shown is the user's: read from the database, or from a complete cache. */
  const loaded = ref(false)
  /** True while the list shown is the cached summary, not yet checked against the database. */
  const fromCache = computed(() => cached.value !== null)
  const loadError = ref('')

  const list = computed<readonly CharacterSummary[]>(() => cached.value ?? all.value)
  const active = computed(() => list.value.filter((c) => c.deletedAt === null))
  const trash = computed(() => list.value.filter((c) => c.deletedAt !== null))

  /**
   * Shows the cached summary until the database answers. Returns false when there is none (a
   * first launch): the list then waits for `load()`.
   */
  function showCached(): boolean {
    if (loaded.value) return true
    const rows = readLibraryCache()
    if (!rows) return false
    cached.value = rows
    loaded.value = true
    return true
  }

  /**
   * Shows the empty library of a first launch (the browser holds no database yet: see
   * noDatabaseYet) until the database, created after the first frame, answers.
   */
  function showEmpty(): void {
    if (loaded.value) return
    cached.value = []
    loaded.value = true
  }

  /** The load in progress, if any: changes wait for it, so it never overwrites them. */
  let loading: Promise<void> | null = null
  /** Records the editor saved while a load was reading; applied over what it read. */
  let savedDuringLoad: Map<string, CharacterRecord> | null = null

  /** Reads every character from the database. Loads run one after another. */
  function load(): Promise<void> {
    savedDuringLoad ??= new Map()
    const run = (loading ?? Promise.resolve()).then(read)
    loading = run
    const done = () => {
      if (loading !== run) return
      loading = null
      savedDuringLoad = null
    }
    void run.then(done, done)
    return run
  }

  async function read(): Promise<void> {
    try {
      let rows = await charactersRepo.list()
      const saved = savedDuringLoad
      if (saved && saved.size > 0) {
        rows = rows.map((c) => saved.get(c.id) ?? c)
        const known = new Set(rows.map((c) => c.id))
        rows = [...[...saved.values()].filter((c) => !known.has(c.id)), ...rows]
      }
      all.value = rows
      cached.value = null
      loadError.value = ''
      reconcileLibraryCache(rows.map(summaryOf))
    } catch (error) {
      // A cached list stays on screen beside the message: it is still the user's list.
      loadError.value = i18n.global.t('stores.library.loadFailed', { error: messageOf(error) })
    }
    loaded.value = true
  }

  /**
   * Changes work on stored records: this waits for a load in progress, or starts one while the
   * list is still the cached summary. A failed load shows in loadError; it is not thrown here.
   */
  async function settled(): Promise<void> {
    if (cached.value !== null && !loading) void load()
    await loading?.catch(() => undefined)
  }

  /** Puts a character in both lists (the cached one only while it is shown), new ones first. */
  function put(record: CharacterRecord): void {
    const replace = <T extends CharacterSummary>(rows: readonly T[], row: T): T[] =>
      rows.some((c) => c.id === row.id)
        ? rows.map((c) => (c.id === row.id ? row : c))
        : [row, ...rows]
    all.value = replace(all.value, record)
    if (cached.value) cached.value = replace(cached.value, summaryOf(record))
    cacheSummary(record)
  }

  /**
   * Creates a character with its system's starting awards, or with `options.awards` in their
   * place (a dead character's successor), in `options.campaignId`'s party if given.
   */
  async function create(
    systemId: string,
    name: string,
    options: { awards?: StartingAward[]; campaignId?: string | null } = {},
  ): Promise<CharacterRecord> {
    // The rules code loads on first use, keeping the library's start-up light.
    const [{ getSystem }, { resolveHouseRules }, { makeAward, newId }] = await Promise.all([
      import('@systems/index'),
      import('@systems/types'),
      import('@systems/common/ledger'),
    ])
    const system = getSystem(systemId)
    const settings = useSettingsStore()
    await settings.load()
    const rules = resolveHouseRules(system.houseRules, settings.houseRulesFor(systemId))
    const now = new Date().toISOString()
    const record: CharacterRecord = {
      id: newId(),
      system: system.id,
      dataVersion: system.dataVersion,
      name: fitName(name),
      campaignId: options.campaignId ?? null,
      data: system.create({ name }, rules),
      ledger: (options.awards ?? system.startingAwards?.(rules) ?? [])
        .filter((a) => a.amount > 0)
        .map((a) => makeAward(a.currency, a.amount, { note: a.note, at: now })),
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    }
    return add(record)
  }

  async function duplicate(id: string): Promise<CharacterRecord | undefined> {
    await settled()
    const source = all.value.find((c) => c.id === id)
    if (!source) return undefined
    const [{ getSystem }, { newerVersionMessage }, { newId }] = await Promise.all([
      import('@systems/index'),
      import('@shared/files'),
      import('@systems/common/ledger'),
    ])
    const system = getSystem(source.system)
    if (source.dataVersion > system.dataVersion) {
      throw new Error(
        i18n.global.t('stores.library.duplicateNewer', {
          newer: newerVersionMessage(
            source.name,
            system.name,
            source.dataVersion,
            system.dataVersion,
          ),
        }),
      )
    }
    const now = new Date().toISOString()
    const copy: CharacterRecord = {
      ...jsonCopy(source),
      id: newId(),
      // The copy's name fits the limit import applies: the base is shortened, never "(copy)".
      name: fitName(source.name, ' (copy)'),
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    }
    return add(copy)
  }

  async function add(record: CharacterRecord): Promise<CharacterRecord> {
    await settled()
    await charactersRepo.put(record)
    put(record)
    return record
  }

  async function setDeleted(id: string, deletedAt: string | null): Promise<void> {
    await settled()
    const record = all.value.find((c) => c.id === id)
    if (!record) return
    const next = { ...record, deletedAt }
    await charactersRepo.put(next)
    put(next)
  }

  const moveToTrash = (id: string) => setDeleted(id, new Date().toISOString())
  const restore = (id: string) => setDeleted(id, null)

  async function deleteForever(id: string): Promise<void> {
    await settled()
    await charactersRepo.remove(id)
    all.value = all.value.filter((c) => c.id !== id)
    if (cached.value) cached.value = cached.value.filter((c) => c.id !== id)
    forgetSummary(id)
  }

  /** Keeps the list in step with the editor's saves. */
  function updated(record: CharacterRecord): void {
    savedDuringLoad?.set(record.id, record)
    put(record)
  }

  /**
   * Sync (#24): characters changed in the database by another device (or a conflict resolved),
   * read again; the ones gone leave the list.
   */
  async function storedChanged(ids: readonly string[]): Promise<void> {
    const found = await Promise.all(ids.map((id) => charactersRepo.get(id)))
    ids.forEach((id, at) => {
      const record = found[at]
      if (record) {
        updated(record)
        return
      }
      savedDuringLoad?.delete(id)
      all.value = all.value.filter((c) => c.id !== id)
      if (cached.value) cached.value = cached.value.filter((c) => c.id !== id)
      forgetSummary(id)
    })
  }

  return {
    all,
    active,
    trash,
    loaded,
    fromCache,
    loadError,
    showCached,
    showEmpty,
    load,
    create,
    duplicate,
    moveToTrash,
    restore,
    deleteForever,
    updated,
    storedChanged,
  }
})
