// Sync (#24): editors that hold a change not saved yet (the journal entry's draft in its autosave
// quiet time). Before another device's version of a record is taken in, the sync engine asks for
// that record's draft to be saved, so the two are kept as a conflict and neither replaces the
// other unseen. The character sheet's editor store answers the same question itself.
import type { SyncTable } from '@shared/sync/record-file'

interface Draft {
  table: SyncTable
  /** The record the draft edits, or null while none is open. */
  id(): string | null
  /** True while it holds a change not saved yet. */
  unsaved(): boolean
  save(): Promise<void>
}

const drafts = new Set<Draft>()

/** Registers an editor's draft; returns the function that unregisters it. */
export function registerDraft(draft: Draft): () => void {
  drafts.add(draft)
  return () => drafts.delete(draft)
}

/** Saves the unsaved draft of this record, if an editor holds one. True when it saved one. */
export async function saveDraftOf(table: SyncTable, id: string): Promise<boolean> {
  for (const draft of [...drafts]) {
    if (draft.table === table && draft.id() === id && draft.unsaved()) {
      await draft.save()
      return true
    }
  }
  return false
}
