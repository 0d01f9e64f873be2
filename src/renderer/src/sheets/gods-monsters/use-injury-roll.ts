import { ref } from 'vue'
import type { Rng } from '@systems/common/dice'
import {
  consciousnessCheck,
  resolveRoll,
  type DamageResult,
  type RollPlan,
  type RollResult,
} from '@systems/gods-monsters'
import { gainInjury } from '@systems/gods-monsters/hazards-movement'
import { useRollsStore } from '@renderer/stores/rolls'
import { useUndoableChange, type AppliedChange } from '../undoable-change'
import { useGodsMonsters } from './use-gods-monsters'

/** One health roll of a hazard, and the injury its failure cost. */
export interface InjuryRollOutcome extends AppliedChange {
  key: number
  label: string
  roll: RollResult
  result: DamageResult | null
  problem: string
  /** The rolls the injury calls for (staying conscious, perhaps the death contest). */
  prompt: string
}

/**
 * Health rolls where a failure costs one injury (pushing on without rest, a longer day's march,
 * suffocating): the roll is logged, and the injury is one change that Undo takes back.
 */
export function useInjuryRoll(rng: Rng) {
  const { editor, change, error } = useGodsMonsters()
  const rolls = useRollsStore()
  const { applied, undoable, undo: undoChange } = useUndoableChange()
  const outcomes = ref<InjuryRollOutcome[]>([])

  function text(o: InjuryRollOutcome): string {
    const verdict = o.roll.success ? 'made: no injury' : `failed: ${o.result?.explanation ?? ''}`
    return `${o.label}: health ${o.roll.roll} against ${o.roll.target}, ${verdict}${o.prompt}`
  }

  // Unconsciousness and A time to die: gaining an injury calls for the roll to stay conscious,
  // and injuries above survival for the death contest (the Survival card records both).
  function promptFor(result: DamageResult): string {
    const death = result.deathRoll ? ' A time to die: the death contest on the Survival card.' : ''
    if (!result.unconsciousnessRoll) return death
    const check = consciousnessCheck(result.data, editor.rules)
    return ` Stay conscious: ${check.explanation}.${death}`
  }

  /** Rolls the plan; on a failure adds one injury. Returns the outcome. */
  function roll(plan: RollPlan, label: string): InjuryRollOutcome {
    const rolled = resolveRoll(plan, rng)
    let result: DamageResult | null = null
    let kept = false
    if (!rolled.success) {
      kept = change((d) => {
        result = gainInjury(d)
        return result.data
      })
    }
    const gained = result as DamageResult | null
    const outcome: InjuryRollOutcome = {
      key: Date.now() + Math.random(),
      label,
      roll: rolled,
      result,
      applied: applied(kept),
      undone: false,
      problem: rolled.success || kept ? '' : error.value,
      prompt: kept && gained ? promptFor(gained) : '',
    }
    outcomes.value = [outcome, ...outcomes.value].slice(0, 6)
    void rolls.recordFor(editor.record, label, text(outcome))
    return outcome
  }

  function undo(o: InjuryRollOutcome): void {
    if (!undoChange(o)) return
    void rolls.recordFor(editor.record, o.label, 'undid the injury')
  }

  return { outcomes, roll, undo, undoable, text }
}
