// Journal rewards and party-screen lines for Cairn (AP & Grimoire).
import type { CampaignRules } from '../types'
import { partyLine, rewardAsGiven } from '../common/campaign'
import type { CairnData } from './model'
import { deriveCairn } from './derive'
import { freeSlots, overflow } from './slots'
import { goldCurrency } from './advance'
import { d20 } from '../common/dice'
import { initiative } from './play'
import { ruleRefs } from './rule-refs'
import { conditionSummary } from './damage'
import { text } from './text'

export const cairnCampaign: CampaignRules<CairnData> = {
  // Gold found or paid is the game master's amount as given.
  get rewards() {
    return [rewardAsGiven('coins', text('purchase.goldReward'), goldCurrency, text('purchase.gp'))]
  },
  party(data, rules) {
    const derived = deriveCairn(data, rules)
    const free = freeSlots(data, rules)
    const over = overflow(data, rules)
    return [
      partyLine(derived, 'hp', data.hp.current <= 0 && text('party.hp0')),
      partyLine(
        derived,
        'freeSlots',
        over > 0 ? text('party.overCapacity', { over }) : free === 0 && text('party.noFreeSlots'),
      ),
      {
        label: text('party.fatigue'),
        value: String(data.fatigue),
        ...(data.fatigue > 0
          ? { warning: text('party.fatigueSlots', { count: data.fatigue }) }
          : {}),
      },
      partyLine(
        derived,
        'condition',
        conditionSummary(data).length > 0 && String(derived.condition?.value),
      ),
    ]
  },
  turnOrder: {
    rule: ruleRefs.initiative,
    get explanation() {
      return text('party.turnOrder')
    },
    order(members, rng) {
      const rolled = members.map((m) => {
        const die = d20(rng)
        const wil = m.data.attributes.wil.current
        const total = initiative(die, wil)
        return { id: m.id, total, detail: text('party.turnDetail', { die, wil, total }) }
      })
      // Array.prototype.sort is stable, so equal totals stay in the order rolled.
      return rolled.sort((a, b) => b.total - a.total).map((r) => ({ id: r.id, detail: r.detail }))
    },
  },
}
