import { toRaw } from 'vue'
import { useEditorStore } from '@renderer/stores/editor'

/** A change a roll dialog made to the sheet (damage taken), with its Undo state. */
export interface AppliedChange {
  /** The sheet's record right after the change, or null when nothing was kept or it was undone. */
  applied: object | null
  undone: boolean
}

/**
 * Undo for a change a dialog made: offered while that change is still the sheet's last one, so
 * that taking it back never takes back a later edit. Undo goes through the editor's own history.
 */
export function useUndoableChange() {
  const editor = useEditorStore()

  /** The change just committed (the editor's record now), or null when it was refused. */
  function applied(kept: boolean): object | null {
    return kept ? editor.record : null
  }

  /** Still the sheet's last change (a results list holds a reactive copy of the record). */
  function undoable(change: AppliedChange | null | undefined): boolean {
    return !!change && change.applied !== null && toRaw(change.applied) === editor.record
  }

  /** Takes the change back; false when it is no longer the sheet's last change. */
  function undo(change: AppliedChange): boolean {
    if (!undoable(change)) return false
    editor.undo()
    change.undone = true
    change.applied = null
    return true
  }

  return { applied, undoable, undo }
}
