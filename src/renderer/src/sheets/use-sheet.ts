import { computed, ref } from 'vue'
import { useEditorStore } from '@renderer/stores/editor'

/**
 * Typed access to the open character's data for one system's sheet components, plus the
 * component's own feedback: the last refusal (`error`, shown as an alert) or what happened
 * (`message`, announced politely).
 */
export function useSheet<D>() {
  const editor = useEditorStore()
  const data = computed(() => editor.record?.data as D)
  const error = ref('')
  const message = ref('')

  function edit(mutate: (data: D) => void, coalesceKey = ''): string | null {
    return editor.edit<D>(mutate, coalesceKey)
  }

  /** Shows the outcome of an edit: its error, or `done`. True when the edit was kept. */
  function apply(problem: string | null, done = ''): boolean {
    error.value = problem ?? ''
    message.value = problem ? '' : done
    return !problem
  }

  return { editor, data, edit, error, message, apply }
}
