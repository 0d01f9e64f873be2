import { computed } from 'vue'
import { useEditorStore } from '@renderer/stores/editor'

/** Typed access to the open character's data for one system's sheet components. */
export function useSheet<D>() {
  const editor = useEditorStore()
  const data = computed(() => editor.record?.data as D)
  function edit(mutate: (data: D) => void, coalesceKey = ''): string | null {
    return editor.edit<D>(mutate, coalesceKey)
  }
  return { editor, data, edit }
}
