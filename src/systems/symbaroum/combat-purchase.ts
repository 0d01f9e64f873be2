// Damage and healing on the sheet through the ledger (issue #23 §4), as Symbaroum's Damage,
// Dying Characters and Healing Wounds give them. The sheet tracks no conditions, so every
// condition is refused.
import type { CombatRules } from '../common/combat'
import { RulesError } from '../types'
import { applyDamage, applyMysticalHealing, deathStatus, exceedsPainThreshold } from './combat'
import type { SymbaroumData } from './model'
import { currentToughness, painThreshold } from './secondary'
import { text } from './text'

export const symbaroumCombat: CombatRules<SymbaroumData> = {
  defaults: {},
  conditions: [],
  conditionLabel: (id) => id,
  // Damage lowers Toughness, which stops at 0; at 0 a player character is dying (Dying
  // Characters). Damage over the Pain Threshold has an effect the player picks: only noted.
  damage(data, amount) {
    if (deathStatus(data).status === 'dead') throw new RulesError(text('ledgerCombat.dead'))
    const before = currentToughness(data)
    const next = applyDamage(data, amount)
    const after = currentToughness(next)
    const events = [text('ledgerCombat.toughness', { before, after })]
    if (exceedsPainThreshold(data, amount)) {
      events.push(
        text('ledgerCombat.overPainThreshold', {
          threshold: painThreshold(data.attributes.strong),
        }),
      )
    }
    if (after === 0 && before > 0) events.push(text('ledgerCombat.dying'))
    return { data: next, events }
  },
  // Healing Wounds: healing in a fight comes from an herbal cure, Medicus or a mystical power,
  // which all stabilise a dying character; never above maximum Toughness. A dead one is refused.
  heal(data, amount) {
    const before = currentToughness(data)
    const healed = applyMysticalHealing(data, amount)
    const events = [
      text('ledgerCombat.toughness', { before, after: currentToughness(healed.data) }),
    ]
    if (healed.stabilised) events.push(text('ledgerCombat.stabilised'))
    return { data: healed.data, events }
  },
  condition(_data, condition) {
    throw new RulesError(text('ledgerCombat.noConditions', { condition }))
  },
}
