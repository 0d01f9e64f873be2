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

export const cairnCampaign: CampaignRules<CairnData> = {
  // Gold found or paid is the game master's amount as given.
  rewards: [rewardAsGiven('coins', 'Gold', goldCurrency, 'gp')],
  party(data, rules) {
    const derived = deriveCairn(data, rules)
    const free = freeSlots(data, rules)
    const over = overflow(data, rules)
    return [
      partyLine(derived, 'hp', data.hp.current <= 0 && 'HP 0: further damage reduces STR'),
      partyLine(
        derived,
        'freeSlots',
        over > 0 ? `${over} over capacity` : free === 0 && 'No free slots',
      ),
      {
        label: 'Fatigue',
        value: String(data.fatigue),
        ...(data.fatigue > 0
          ? { warning: `${data.fatigue} slot${data.fatigue === 1 ? '' : 's'} filled by Fatigue` }
          : {}),
      },
      partyLine(
        derived,
        'condition',
        derived.condition?.value !== 'Fine' && String(derived.condition?.value),
      ),
    ]
  },
  turnOrder: {
    rule: ruleRefs.initiative,
    explanation:
      'Each rolls 1d20 + WIL, largest first (the party is one group; the text gives no tie-break, so equal totals keep the order rolled).',
    order(members, rng) {
      const rolled = members.map((m) => {
        const die = d20(rng)
        const wil = m.data.attributes.wil.current
        return { id: m.id, total: initiative(die, wil), detail: `d20 ${die} + WIL ${wil}` }
      })
      // Array.prototype.sort is stable, so equal totals stay in the order rolled.
      return rolled
        .sort((a, b) => b.total - a.total)
        .map((r) => ({ id: r.id, detail: `${r.detail} = ${r.total}` }))
    },
  },
}
