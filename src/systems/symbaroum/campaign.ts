// Journal rewards and party-screen lines for Symbaroum.
import type { CampaignRules } from '../types'
import { partyLine, rewardAsGiven } from '../common/campaign'
import type { SymbaroumData } from './model'
import { deriveSymbaroum } from './derive'
import { corruptionThreshold, currentToughness } from './secondary'
import { initiativeOrder } from './combat'
import { ruleRefs } from './rule-refs'

export const symbaroumCampaign: CampaignRules<SymbaroumData> = {
  // Experience is handed out by the game master as given (Improving the character).
  rewards: [rewardAsGiven('xp', 'Experience', 'xp', 'Experience')],
  party(data, rules) {
    const derived = deriveSymbaroum(data, rules)
    const toughness = currentToughness(data)
    const threshold = corruptionThreshold(data.attributes.resolute)
    return [
      partyLine(derived, 'currentToughness', toughness <= 0 && 'Toughness 0: dying'),
      partyLine(
        derived,
        'corruption',
        data.corruption >= threshold && `Corruption reached the threshold ${threshold}`,
      ),
      partyLine(derived, 'deathStatus', derived.deathStatus?.value === 'dead' && 'Dead'),
    ]
  },
  turnOrder: {
    rule: ruleRefs.turnOrder,
    explanation: 'Highest Quick first; equal Quick compares Vigilant; still equal, a d20 roll-off.',
    order(members, rng) {
      const combatants = members.map((m) => ({
        id: m.id,
        quick: m.data.attributes.quick,
        vigilant: m.data.attributes.vigilant,
      }))
      return initiativeOrder(combatants, rng).map((slot) => ({
        id: slot.id,
        detail:
          `Quick ${slot.quick}, Vigilant ${slot.vigilant}` +
          (slot.rollOff.length ? `, roll-off ${slot.rollOff.join(' then ')}` : ''),
      }))
    },
  },
}
