import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { CharacterRecord } from '@systems/types'
import { resolveHouseRules } from '@systems/types'
import { makeAward, newId } from '@systems/common/ledger'
import { charactersRepo } from '@renderer/db/characters-repo'
import { fitName } from '@shared/names'
import { useSettingsStore } from './settings'

/** The character library: every stored character, including the ones in the trash. */
export const useLibraryStore = defineStore('library', () => {
  const all = shallowRef<CharacterRecord[]>([])
  const loaded = ref(false)
  const loadError = ref('')

  const active = computed(() => all.value.filter((c) => c.deletedAt === null))
  const trash = computed(() => all.value.filter((c) => c.deletedAt !== null))

  async function load(): Promise<void> {
    try {
      all.value = await charactersRepo.list()
      loadError.value = ''
    } catch (error) {
      loadError.value = `Could not read the character library: ${(error as Error).message}`
    }
    loaded.value = true
  }

  async function create(systemId: string, name: string): Promise<CharacterRecord> {
    // The rules code loads on first use, keeping the library's start-up light.
    const { getSystem } = await import('@systems/index')
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
      campaignId: null,
      data: system.create({ name }, rules),
      ledger: (system.startingAwards?.(rules) ?? [])
        .filter((a) => a.amount > 0)
        .map((a) => makeAward(a.currency, a.amount, { note: a.note, at: now })),
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    }
    return add(record)
  }

  async function duplicate(id: string): Promise<CharacterRecord | undefined> {
    const source = all.value.find((c) => c.id === id)
    if (!source) return undefined
    const [{ getSystem }, { newerVersionMessage }] = await Promise.all([
      import('@systems/index'),
      import('@shared/files'),
    ])
    const system = getSystem(source.system)
    if (source.dataVersion > system.dataVersion) {
      throw new Error(
        `${newerVersionMessage(source.name, system.name, source.dataVersion, system.dataVersion)}; duplicate it there.`,
      )
    }
    const now = new Date().toISOString()
    const copy: CharacterRecord = {
      ...(JSON.parse(JSON.stringify(source)) as CharacterRecord),
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
    await charactersRepo.put(record)
    all.value = [record, ...all.value]
    return record
  }

  async function setDeleted(id: string, deletedAt: string | null): Promise<void> {
    const record = all.value.find((c) => c.id === id)
    if (!record) return
    const next = { ...record, deletedAt }
    await charactersRepo.put(next)
    all.value = all.value.map((c) => (c.id === id ? next : c))
  }

  const moveToTrash = (id: string) => setDeleted(id, new Date().toISOString())
  const restore = (id: string) => setDeleted(id, null)

  async function deleteForever(id: string): Promise<void> {
    await charactersRepo.remove(id)
    all.value = all.value.filter((c) => c.id !== id)
  }

  /** Keeps the list in step with the editor's saves. */
  function updated(record: CharacterRecord): void {
    const exists = all.value.some((c) => c.id === record.id)
    all.value = exists
      ? all.value.map((c) => (c.id === record.id ? record : c))
      : [record, ...all.value]
  }

  return {
    all,
    active,
    trash,
    loaded,
    loadError,
    load,
    create,
    duplicate,
    moveToTrash,
    restore,
    deleteForever,
    updated,
  }
})
