import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type {
  CharacterRecord,
  DerivedValues,
  Finding,
  GameSystem,
  Purchase,
  PurchaseOption,
} from '@systems/types'
import { PurchaseError } from '@systems/types'
import { getSystem } from '@systems/index'
import {
  balances as ledgerBalances,
  makeAward,
  recordPurchase,
  undoEntry,
} from '@systems/common/ledger'
import { charactersRepo } from '@renderer/db/characters-repo'
import { campaignsRepo } from '@renderer/db/campaigns-repo'
import type { CampaignRecord } from '@renderer/db/database'
import { effectiveHouseRules } from '@renderer/house-rules'
import { checkStoredRecord, newerVersionMessage, sameRecord } from '@shared/files'
import { maxNameLength } from '@shared/names'
import { useLibraryStore } from './library'
import { useSettingsStore } from './settings'
import { messageOf } from '@shared/errors'
import { issueProblems, formatPath } from '@shared/issue-messages'
import { i18n } from '@renderer/i18n'
import { jsonCopy } from '@systems/common/json'

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'error'

/** Edits within this window to the same field merge into one undo step. */
const coalesceMs = 1200
const historyLimit = 200
const autosaveDelayMs = 400
const t = i18n.global.t

function snapshot(record: CharacterRecord): CharacterRecord {
  return jsonCopy(record)
}

/**
 * The character being edited. Every change goes through `commit`, which validates it against the
 * system's schema, records an undo step and schedules an autosave. Invalid edits change nothing.
 */
export const useEditorStore = defineStore('editor', () => {
  const record = shallowRef<CharacterRecord | null>(null)
  const past = shallowRef<CharacterRecord[]>([])
  const future = shallowRef<CharacterRecord[]>([])
  const saveState = ref<SaveState>('saved')
  const saveError = ref('')
  const loadError = ref('')
  /** Why the open character cannot be edited here (made by a newer Quillkeep), or ''. */
  const readOnly = ref('')
  let lastEdit = { key: '', at: 0 }
  let saveTimer: ReturnType<typeof setTimeout> | null = null
  let saving: Promise<void> = Promise.resolve()

  const settings = useSettingsStore()
  /** The open character's campaign, whose house rules override the app-wide ones. */
  const campaign = shallowRef<CampaignRecord | null>(null)
  /** The character a newer Quillkeep saved, shown read-only (see `readOnly`). */
  const newerRecord = shallowRef<CharacterRecord | null>(null)

  const system = computed<GameSystem<unknown> | null>(() =>
    record.value ? getSystem(record.value.system) : null,
  )
  const rules = computed(() =>
    system.value
      ? effectiveHouseRules(
          system.value.houseRules,
          settings.houseRulesFor(system.value.id),
          campaign.value?.houseRules[system.value.id],
        )
      : {},
  )
  const derived = computed<DerivedValues>(() =>
    record.value && system.value ? system.value.derive(record.value.data, rules.value) : {},
  )
  const findings = computed<Finding[]>(() =>
    record.value && system.value
      ? system.value.check(record.value.data, rules.value, record.value.ledger)
      : [],
  )
  const balances = computed<Record<string, number>>(() =>
    record.value && system.value
      ? ledgerBalances(
          record.value.ledger,
          system.value.advancement.currencies.map((c) => c.id),
        )
      : {},
  )
  const purchaseOptions = computed<PurchaseOption[]>(() =>
    record.value && system.value
      ? system.value.advancement.options(record.value.data, balances.value, rules.value)
      : [],
  )
  const canUndo = computed(() => past.value.length > 0)
  const canRedo = computed(() => future.value.length > 0)

  async function open(id: string): Promise<boolean> {
    await flush()
    loadError.value = ''
    readOnly.value = ''
    let found: CharacterRecord | undefined
    try {
      await settings.load()
      found = await charactersRepo.get(id)
    } catch (error) {
      record.value = null
      loadError.value = t('stores.editor.openFailed', { error: messageOf(error) })
      return false
    }
    if (!found) {
      record.value = null
      loadError.value = t('stores.editor.notFound')
      return false
    }
    const known = getSystem(found.system)
    if (found.dataVersion > known.dataVersion) {
      // Never edited, never rewritten: it stays exactly as the newer version saved it.
      record.value = null
      readOnly.value = t('stores.editor.readOnly', {
        newer: newerVersionMessage(found.name, known.name, found.dataVersion, known.dataVersion),
      })
      newerRecord.value = found
      return false
    }
    newerRecord.value = null
    campaign.value = found.campaignId
      ? ((await campaignsRepo.get(found.campaignId).catch(() => undefined)) ?? null)
      : null
    record.value = found
    past.value = []
    future.value = []
    saveState.value = 'saved'
    lastEdit = { key: '', at: 0 }
    return true
  }

  function scheduleSave(): void {
    saveState.value = 'unsaved'
    if (saveTimer) clearTimeout(saveTimer)
    saveTimer = setTimeout(() => void flush(), autosaveDelayMs)
  }

  /** Writes pending changes now. Safe to call at any time. */
  async function flush(): Promise<void> {
    if (saveTimer) {
      clearTimeout(saveTimer)
      saveTimer = null
    }
    await saving
    if (!record.value || saveState.value === 'saved' || saveState.value === 'saving') return
    const toSave = snapshot(record.value)
    saveState.value = 'saving'
    saving = charactersRepo
      .put(toSave)
      .then(() => {
        useLibraryStore().updated(toSave)
        if (saveState.value === 'saving') saveState.value = 'saved'
        saveError.value = ''
      })
      .catch((error: unknown) => {
        saveState.value = 'error'
        saveError.value = t('stores.editor.notSaved', { error: messageOf(error) })
      })
    await saving
  }

  /** Validates and records a new state of the character. Returns an error message, or null. */
  function commit(next: CharacterRecord, coalesceKey = ''): string | null {
    const current = record.value
    const sys = system.value
    if (!current || !sys) return t('stores.editor.noneOpen')
    const parsed = sys.schema.safeParse(next.data)
    if (!parsed.success) {
      const [problem] = issueProblems(parsed.error.issues, sys.schema, next.data)
      return problem
        ? `${formatPath(problem.path)}: ${problem.message}`
        : t('stores.editor.invalid')
    }
    const now = Date.now()
    const merge =
      coalesceKey !== '' && coalesceKey === lastEdit.key && now - lastEdit.at < coalesceMs
    if (!merge) past.value = [...past.value, snapshot(current)].slice(-historyLimit)
    future.value = []
    lastEdit = { key: coalesceKey, at: now }
    record.value = { ...snapshot(next), updatedAt: new Date().toISOString() }
    scheduleSave()
    return null
  }

  /** Applies `mutate` to a copy of the data; the edit is kept only if it passes the schema. */
  function edit<D>(mutate: (data: D) => void, coalesceKey = ''): string | null {
    if (!record.value) return t('stores.editor.noneOpen')
    const next = snapshot(record.value)
    mutate(next.data as D)
    return commit(next, coalesceKey)
  }

  /**
   * History (#24): an earlier version of the open character as restoring it would make it: the
   * sheet (name, data, ledger, portrait) from `body`, with the id, campaign and trash state as
   * they are now, and older data migrated. A version that does not pass the checks an import makes
   * gives the reason instead.
   */
  function restoredVersion(body: unknown): { record: CharacterRecord } | { error: string } {
    const current = record.value
    const sys = system.value
    if (!current || !sys) return { error: t('stores.editor.noneOpen') }
    const refused = (problem: string) => ({
      error: t('stores.editor.restoreInvalid', { problem }),
    })
    const old = body as Partial<CharacterRecord> | null
    if (!old || typeof old !== 'object' || old.system !== current.system)
      return refused(t('stores.editor.restoreNotThis'))
    const version = old.dataVersion
    if (typeof version === 'number' && version > sys.dataVersion)
      return refused(t('stores.editor.restoreNewer'))
    const { portrait: _now, ...kept } = current
    let next: CharacterRecord
    try {
      next = {
        ...kept,
        ...(typeof old.portrait === 'string' ? { portrait: old.portrait } : {}),
        name: old.name as string,
        ledger: old.ledger as CharacterRecord['ledger'],
        dataVersion: sys.dataVersion,
        data:
          typeof version === 'number' && version < sys.dataVersion
            ? sys.migrate(old.data, version)
            : old.data,
      }
    } catch (error) {
      return refused(messageOf(error))
    }
    const [problem] = checkStoredRecord('characters', next).problems
    if (problem)
      return refused(problem.path ? `${problem.path}: ${problem.message}` : problem.message)
    return { record: next }
  }

  /**
   * History (#24): brings back an earlier version of the open character (restoredVersion) as ONE
   * undoable change, saved as any edit is. A bad version changes nothing. Returns an error
   * message, or null.
   */
  function restore(body: unknown): string | null {
    const restored = restoredVersion(body)
    return 'error' in restored ? restored.error : commit(restored.record)
  }

  function rename(name: string): string | null {
    if (!record.value) return t('stores.editor.noneOpen')
    const trimmed = name.trim()
    if (!trimmed) return t('stores.editor.needsName')
    if (trimmed.length > maxNameLength)
      return t('stores.editor.nameTooLong', { max: maxNameLength })
    return commit({ ...snapshot(record.value), name: trimmed }, 'name')
  }

  function award(currency: string, amount: number, note: string): string | null {
    if (!record.value) return t('stores.editor.noneOpen')
    try {
      const entry = makeAward(currency, amount, { note })
      return commit({ ...snapshot(record.value), ledger: [...record.value.ledger, entry] })
    } catch (error) {
      return messageOf(error)
    }
  }

  /** Buys a purchase of the open character's system (checked against its purchase schema). */
  function purchase(
    bought: Purchase,
    options: { override?: boolean; note?: string } = {},
  ): string | null {
    const current = record.value
    const sys = system.value
    if (!current || !sys) return t('stores.editor.noneOpen')
    const schema = sys.advancement.purchaseSchema
    const checked = schema.safeParse(bought)
    if (!checked.success) {
      const [problem] = issueProblems(checked.error.issues, schema, bought)
      return t('stores.editor.noSuchPurchase', {
        system: sys.name,
        problem: problem ? `${formatPath(problem.path)}: ${problem.message}` : '',
      })
    }
    try {
      const plan = sys.advancement.plan(current.data, checked.data, rules.value)
      const result = recordPurchase(current.data, current.ledger, plan, options)
      return commit({ ...snapshot(current), data: result.data, ledger: result.ledger })
    } catch (error) {
      if (error instanceof PurchaseError) return error.message
      return t('stores.editor.purchaseFailed', { error: messageOf(error) })
    }
  }

  function undoLedgerEntry(entryId: string): string | null {
    const current = record.value
    if (!current) return t('stores.editor.noneOpen')
    try {
      const result = undoEntry(current.data, current.ledger, entryId)
      return commit({ ...snapshot(current), data: result.data, ledger: result.ledger })
    } catch (error) {
      return messageOf(error)
    }
  }

  function undo(): void {
    const previous = past.value[past.value.length - 1]
    if (!previous || !record.value) return
    future.value = [snapshot(record.value), ...future.value]
    past.value = past.value.slice(0, -1)
    record.value = previous
    lastEdit = { key: '', at: 0 }
    scheduleSave()
  }

  function redo(): void {
    const next = future.value[0]
    if (!next || !record.value) return
    past.value = [...past.value, snapshot(record.value)]
    future.value = future.value.slice(1)
    record.value = next
    lastEdit = { key: '', at: 0 }
    scheduleSave()
  }

  /**
   * Sync (#24): saves the open character's unsaved change now, before another device's version
   * of it is taken in, so that the two are kept as a conflict. True when there was one.
   */
  async function saveUnsaved(id: string): Promise<boolean> {
    if (record.value?.id !== id || saveState.value === 'saved') return false
    await flush()
    return true
  }

  /**
   * Sync (#24): the open character changed in the database (another device's version, or a
   * conflict resolved). Shown at once when nothing here is unsaved; what was shown before stays
   * one Ctrl+Z away. A character deleted elsewhere shows as not found.
   */
  async function storedChanged(id: string): Promise<void> {
    const shown = record.value
    if (!shown || shown.id !== id || saveState.value !== 'saved') return
    const stored = await charactersRepo.get(id)
    if (record.value !== shown || saveState.value !== 'saved') return
    if (!stored) {
      await open(id)
      return
    }
    if (sameRecord(stored, shown)) return
    past.value = [...past.value, snapshot(shown)].slice(-historyLimit)
    future.value = []
    record.value = stored
    lastEdit = { key: '', at: 0 }
  }

  /**
   * Saves what is pending, then closes the character. Returns false, keeping it open with its
   * changes and the reason in saveError, when the save failed: nothing typed is dropped.
   */
  async function close(): Promise<boolean> {
    await flush()
    if (saveState.value === 'error') return false
    record.value = null
    newerRecord.value = null
    readOnly.value = ''
    campaign.value = null
    past.value = []
    future.value = []
    return true
  }

  return {
    record,
    campaign,
    system,
    rules,
    derived,
    findings,
    balances,
    purchaseOptions,
    saveState,
    saveError,
    loadError,
    readOnly,
    newerRecord,
    canUndo,
    canRedo,
    open,
    flush,
    commit,
    restoredVersion,
    restore,
    edit,
    rename,
    award,
    purchase,
    undoLedgerEntry,
    undo,
    redo,
    close,
    saveUnsaved,
    storedChanged,
  }
})
