import { computed, ref } from 'vue'
import type { Purchase, PurchaseOption } from '@systems/types'
import { useEditorStore } from '@renderer/stores/editor'

/**
 * Typed access to the open character's data and purchases for one system's sheet components,
 * plus the component's own feedback: the last refusal (`error`, shown as an alert) or what
 * happened (`message`, announced politely).
 */
export function useSheet<D, P extends Purchase = Purchase>() {
  const editor = useEditorStore()
  const data = computed(() => editor.record?.data as D)
  /** What the character can buy now, as the system offers it. */
  const options = computed(() => editor.purchaseOptions as PurchaseOption<P>[])

  /** Buys one of the system's purchases; returns the refusal, or null when it is recorded. */
  function buy(purchase: P, settings: { override?: boolean; note?: string } = {}): string | null {
    return editor.purchase(purchase, settings)
  }
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

  return { editor, data, options, buy, edit, error, message, apply }
}
