// Damage, healing and conditions on the sheet through the ledger (issue #23 §4), as Cairn's
// Attacking & Damage, Critical Damage and Healing & Recovery give them.
import { d20 } from '../common/dice'
import { jsonCopy } from '../common/json'
import type { CombatRules } from '../common/combat'
import { RulesError } from '../types'
import { applyDamage, resolveCriticalSave, stabilize } from './damage'
import type { CairnData } from './model'
import { text } from './text'

/** The conditions the sheet keeps as its own flags. */
const cairnConditions = ['deprived', 'criticalDamage', 'doomed'] as const
type CairnCondition = (typeof cairnConditions)[number]

export const cairnCombat: CombatRules<CairnData> = {
  defaults: {},
  conditions: cairnConditions,
  conditionLabel: (id) => text(`condition.${id as CairnCondition}`),
  // Attacking & Damage: the attack's damage less Armor comes off HP; past 0 it comes off STR
  // (STR 0 is death) and a STR save DC 15 with the new STR follows (Critical Damage), rolled here
  // with a d20 from the purchase's dice.
  damage(data, amount, _purchase, rng) {
    const hit = applyDamage(data, amount)
    const events = [hit.result.explanation]
    if (hit.result.needsCriticalSave && !hit.data.dead) {
      const saved = resolveCriticalSave(hit.data, d20(rng))
      events.push(saved.save.explanation)
      // Critical Damage: the hour untreated runs from the first critical damage; failing again
      // while crawling does not give the PC a new hour.
      if (data.criticalDamage && saved.data.criticalDamage && data.criticalMinutes !== undefined) {
        saved.data.criticalMinutes = data.criticalMinutes
      }
      return { data: saved.data, events }
    }
    return { data: hit.data, events }
  },
  // Healing & Recovery: HP come back up to maximum HP, never above; a Deprived PC recovers none.
  heal(data, amount) {
    if (data.dead) throw new RulesError(text('damage.dead'))
    if (data.deprived) throw new RulesError(text('damage.deprivedNoHp'))
    const before = data.hp.current
    const after = Math.max(before, Math.min(data.hp.max, before + amount))
    const next = jsonCopy(data)
    next.hp.current = after
    return { data: next, events: [text('damage.hp', { before, after })] }
  },
  // Deprived, Critical Damage (aid stabilises it) and Doomed (Scar 12), as the sheet marks them.
  condition(data, condition, on) {
    if (data.dead) throw new RulesError(text('damage.dead'))
    const id = condition as CairnCondition
    if (id === 'criticalDamage' && !on && data.criticalDamage) {
      return { data: stabilize(data), events: [] }
    }
    const next = jsonCopy(data)
    next[id] = on
    if (id === 'criticalDamage' && on && !data.criticalDamage) next.criticalMinutes = 0
    return { data: next, events: [] }
  },
}
