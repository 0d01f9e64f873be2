// Fields that save on commit (blur, Enter) hold typed text that is not saved yet. Before the app
// closes or hides, App.vue commits every such field, so closing the window never loses what was
// typed; a field that leaves the screen (another route) commits as it goes.
import { onBeforeUnmount, onMounted } from 'vue'

const pending = new Set<() => void>()

/** Commits what every mounted commit-on-blur field holds. */
export function commitPendingEdits(): void {
  for (const commit of [...pending]) commit()
}

/** Registers a field's commit for the app's exit and commits it when the field unmounts. */
export function usePendingEdit(commit: () => void): void {
  onMounted(() => pending.add(commit))
  onBeforeUnmount(() => {
    pending.delete(commit)
    commit()
  })
}
