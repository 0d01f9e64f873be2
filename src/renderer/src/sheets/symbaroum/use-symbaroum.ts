import { computed } from 'vue'
import type { SymbaroumData } from '@systems/symbaroum/model'
import { useEditorStore } from '@renderer/stores/editor'

/** Typed access to the open Symbaroum character for the sheet's components. */
export function useSymbaroum() {
  const editor = useEditorStore()
  const data = computed(() => editor.record?.data as SymbaroumData)
  function edit(mutate: (data: SymbaroumData) => void, coalesceKey = ''): string | null {
    return editor.edit<SymbaroumData>(mutate, coalesceKey)
  }
  return { editor, data, edit }
}
