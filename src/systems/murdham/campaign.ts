// Journal rewards and party-screen lines for Murdham.
import type { CampaignRules } from '../types'
import { partyLine, rewardAsGiven } from '../common/campaign'
import type { MurdhamData } from './model'
import { deriveMurdham } from './derive'
import { murdhamInventory } from './inventory'
import { coinCurrency } from './advance'

export const murdhamCampaign: CampaignRules<MurdhamData> = {
  // Coins found or paid are the game master's amount as given.
  rewards: [rewardAsGiven('coins', 'Coins', coinCurrency, 'coins')],
  // Travel and exploration are counted in stretches and watches (Time).
  timeUnits: [
    { id: 'stretches', label: 'Stretches' },
    { id: 'watches', label: 'Watches' },
  ],
  party(data, rules) {
    const derived = deriveMurdham(data, rules)
    const load = murdhamInventory(data)
    return [
      partyLine(derived, 'health', data.health.current <= 0 && 'Health 0'),
      partyLine(derived, 'bulk', load.overloaded && 'Over the carry limit'),
      partyLine(
        derived,
        'conditions',
        derived.conditions?.value !== 'None' && 'Conditions in force',
      ),
    ]
  },
}
