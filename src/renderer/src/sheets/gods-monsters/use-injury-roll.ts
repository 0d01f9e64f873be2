import { ref } from 'vue'
import { useI18n } from 'vue-i18n'
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
  const { t } = useI18n()
  const rolls = useRollsStore()
  const { applied, undoable, undo: undoChange } = useUndoableChange()
  const outcomes = ref<InjuryRollOutcome[]>([])

  function text(o: InjuryRollOutcome): string {
    const params = { label: o.label, roll: o.roll.roll, target: o.roll.target }
    return o.roll.success
      ? t('godsMonstersSheet.injuryRoll.made', params)
      : t('godsMonstersSheet.injuryRoll.failed', {
          ...params,
          explanation: o.result?.explanation ?? '',
        }) + o.prompt
  }

  // Unconsciousness and A time to die: gaining an injury calls for the roll to stay conscious,
  // and injuries above survival for the death contest (the Survival card records both).
  function promptFor(result: DamageResult): string {
    const sentences: string[] = []
    if (result.unconsciousnessRoll) {
      const check = consciousnessCheck(result.data, editor.rules)
      sentences.push(
        t('godsMonstersSheet.injuryRoll.stayConscious', { explanation: check.explanation }),
      )
    }
    if (result.deathRoll) sentences.push(t('godsMonstersSheet.injuryRoll.timeToDie'))
    return sentences.map((s) => ` ${s}`).join('')
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
    void rolls.recordFor(editor.record, o.label, t('godsMonstersSheet.injuryRoll.undid'))
  }

  return { outcomes, roll, undo, undoable, text }
}
