// Journal rewards and party-screen lines for Murdham.
import type { CampaignRules } from '../types'
import { partyLine, rewardAsGiven } from '../common/campaign'
import type { MurdhamData } from './model'
import { deriveMurdham } from './derive'
import { murdhamInventory } from './inventory'
import { coinCurrency } from './advance'
import { activeConditions } from './conditions'
import { text } from './text'

export const murdhamCampaign: CampaignRules<MurdhamData> = {
  // Coins found or paid are the game master's amount as given.
  get rewards() {
    return [rewardAsGiven('coins', text('advance.coins'), coinCurrency, 'coins')]
  },
  // Travel and exploration are counted in stretches and watches (Time).
  get timeUnits() {
    return [
      { id: 'stretches', label: text('campaign.stretches') },
      { id: 'watches', label: text('campaign.watches') },
    ]
  },
  party(data, rules) {
    const derived = deriveMurdham(data, rules)
    const load = murdhamInventory(data)
    return [
      partyLine(derived, 'health', data.health.current <= 0 && text('campaign.health0')),
      partyLine(derived, 'bulk', load.overloaded && text('campaign.overCarryLimit')),
      partyLine(
        derived,
        'conditions',
        activeConditions(data).length > 0 && text('campaign.conditionsInForce'),
      ),
    ]
  },
}
