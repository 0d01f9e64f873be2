// Journal rewards and the party screen (work in progress).
import type { CampaignRules } from '../types'
import type { GodsMonstersData } from './model'

export const godsMonstersCampaign: CampaignRules<GodsMonstersData> = {
  rewards: [],
  party: () => [],
}
