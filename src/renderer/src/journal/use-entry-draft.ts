// The journal entry being edited: undoable edits to its fields, saved automatically a moment
// after the last change (and at once on flush). Awards and rolls are not part of the draft:
// they are written by their own calls, so undoing a typo never touches a ledger.
import { onBeforeUnmount, ref, shallowRef } from 'vue'
import type { JournalRecord } from '@shared/records'
import { linkedIds, type LinkTargets } from '@shared/journal'
import { useJournalStore, type EntryEdits } from '@renderer/stores/journal'
import { registerEditorCommands } from '@renderer/commands'
import { messageOf } from '@shared/errors'
import { registerDraft } from '@renderer/unsaved-drafts'

export type DraftSaveState = 'saved' | 'saving' | 'unsaved' | 'error'
type Field = keyof EntryEdits

const coalesceMs = 1200
const autosaveMs = 500
const historyLimit = 200

function editsOf(entry: JournalRecord): EntryEdits {
  return {
    title: entry.title,
    session: entry.session,
    date: entry.date,
    inGame: entry.inGame,
    timeCounts: { ...entry.timeCounts },
    tags: [...entry.tags],
    body: entry.body,
    characterIds: [...entry.characterIds],
    entryIds: [...entry.entryIds],
    kind: entry.kind,
    summary: entry.summary,
    relations: entry.relations.map((r) => ({ ...r })),
    gmOnly: entry.gmOnly,
    ...(entry.portrait ? { portrait: entry.portrait } : {}),
  }
}

export function useEntryDraft(targets: () => LinkTargets, onSaved: (entry: JournalRecord) => void) {
  const journal = useJournalStore()
  const entry = shallowRef<JournalRecord | null>(null)
  const draft = shallowRef<EntryEdits | null>(null)
  const past = shallowRef<EntryEdits[]>([])
  const future = shallowRef<EntryEdits[]>([])
  const saveState = ref<DraftSaveState>('saved')
  const saveError = ref('')
  let last = { field: '', at: 0 }
  let timer: ReturnType<typeof setTimeout> | null = null
  let saving: Promise<void> = Promise.resolve()

  function open(record: JournalRecord): void {
    entry.value = record
    draft.value = editsOf(record)
    past.value = []
    future.value = []
    saveState.value = 'saved'
    saveError.value = ''
  }

  /** Takes a newer stored entry (after an award or attached roll) without losing the draft. */
  function adopt(record: JournalRecord): void {
    entry.value = record
  }

  /**
   * Sync (#24): the stored entry changed (another device's version, or a conflict resolved).
   * Shown at once when nothing here is unsaved; what was shown before stays one undo away.
   */
  function takeStored(record: JournalRecord): void {
    const shown = draft.value
    if (!shown || entry.value?.id !== record.id || saveState.value !== 'saved') return
    const stored = editsOf(record)
    entry.value = record
    if (JSON.stringify(stored) === JSON.stringify(shown)) return
    past.value = [...past.value, shown].slice(-historyLimit)
    future.value = []
    draft.value = stored
    last = { field: '', at: 0 }
  }

  function schedule(): void {
    saveState.value = 'unsaved'
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void flush(), autosaveMs)
  }

  /**
   * Changes a field. Typing in one field within a moment is one undo step; `separate` makes this
   * change a step of its own (a picture inserted into the text, a portrait).
   */
  function set<K extends Field>(field: K, value: EntryEdits[K], separate = false): void {
    if (!draft.value) return
    const now = Date.now()
    if (separate || last.field !== field || now - last.at > coalesceMs || past.value.length === 0) {
      past.value = [...past.value, draft.value].slice(-historyLimit)
    }
    // Typing straight after a separate change starts a step of its own too.
    last = separate ? { field: '', at: 0 } : { field, at: now }
    future.value = []
    draft.value = { ...draft.value, [field]: value }
    schedule()
  }

  function undo(): void {
    const previous = past.value.at(-1)
    if (!previous || !draft.value) return
    future.value = [draft.value, ...future.value]
    past.value = past.value.slice(0, -1)
    draft.value = previous
    last = { field: '', at: 0 }
    schedule()
  }

  function redo(): void {
    const next = future.value[0]
    if (!next || !draft.value) return
    past.value = [...past.value, draft.value]
    future.value = future.value.slice(1)
    draft.value = next
    last = { field: '', at: 0 }
    schedule()
  }

  async function write(): Promise<void> {
    const current = entry.value
    const edits = draft.value
    if (!current || !edits || saveState.value === 'saved') return
    saveState.value = 'saving'
    const links = linkedIds(edits.body, targets(), current.id)
    const withLinks: EntryEdits = {
      ...edits,
      characterIds: [...new Set([...edits.characterIds, ...links.characterIds])],
      entryIds: links.entryIds,
    }
    try {
      const saved = await journal.saveEdits(current.id, withLinks)
      if (entry.value?.id === saved.id) entry.value = saved
      if (draft.value === edits) {
        draft.value = {
          ...edits,
          characterIds: withLinks.characterIds,
          entryIds: withLinks.entryIds,
        }
        saveState.value = 'saved'
      }
      saveError.value = ''
      onSaved(saved)
    } catch (error) {
      saveState.value = 'error'
      saveError.value = messageOf(error)
    }
  }

  /** Saves now; resolves when the entry is stored. */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer)
    timer = null
    saving = saving.then(write)
    return saving
  }

  const unregister = registerEditorCommands({ undo, redo, flush })
  const unregisterDraft = registerDraft({
    table: 'journal',
    id: () => entry.value?.id ?? null,
    unsaved: () => saveState.value !== 'saved',
    save: flush,
  })
  onBeforeUnmount(() => {
    unregister()
    unregisterDraft()
    void flush()
  })

  return {
    entry,
    draft,
    saveState,
    saveError,
    past,
    future,
    open,
    adopt,
    takeStored,
    set,
    undo,
    redo,
    flush,
  }
}
