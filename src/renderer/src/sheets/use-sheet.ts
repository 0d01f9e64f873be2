import { computed, ref, type DefineComponent } from 'vue'
import type { DerivedValues, Purchase, PurchaseOption } from '@systems/types'
import DerivedStat from '@renderer/components/DerivedStat.vue'
import { useEditorStore } from '@renderer/stores/editor'

/** DerivedStat for one system's sheet: `id` is one of the system's derived-value ids (`K`). */
type SystemDerivedStat<K extends string> = DefineComponent<{ id: K; label?: string }>

/** The DerivedStat a system's sheet uses, so that a misspelt derived-value id does not compile. */
export const derivedStatFor = <K extends string>() => DerivedStat as unknown as SystemDerivedStat<K>

/**
 * Typed access to the open character's data, derived values (`K`: the system's ids) and
 * purchases for one system's sheet components, plus the component's own feedback: the last
 * refusal (`error`, shown as an alert) or what happened (`message`, announced politely).
 */
export function useSheet<D, P extends Purchase = Purchase, K extends string = string>() {
  const editor = useEditorStore()
  const data = computed(() => editor.record?.data as D)
  const derived = computed(() => editor.derived as DerivedValues<K>)
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

  return { editor, data, derived, options, buy, edit, error, message, apply }
}
