// Journal rewards and party-screen lines for Symbaroum.
import type { CampaignRules } from '../types'
import { partyLine, rewardAsGiven } from '../common/campaign'
import type { SymbaroumData } from './model'
import { deriveSymbaroum } from './derive'
import { corruptionThreshold, currentToughness } from './secondary'
import { initiativeOrder } from './combat'
import { ruleRefs } from './rule-refs'
import { text } from './text'

export const symbaroumCampaign: CampaignRules<SymbaroumData> = {
  // Experience is handed out by the game master as given (Improving the character).
  get rewards() {
    return [rewardAsGiven('xp', text('advance.experience'), 'xp', text('advance.experience'))]
  },
  party(data, rules) {
    const derived = deriveSymbaroum(data, rules)
    const toughness = currentToughness(data)
    const threshold = corruptionThreshold(data.attributes.resolute)
    return [
      partyLine(derived, 'currentToughness', toughness <= 0 && text('party.dying')),
      partyLine(
        derived,
        'corruption',
        data.corruption >= threshold && text('party.corruptionReached', { threshold }),
      ),
      partyLine(
        derived,
        'deathStatus',
        derived.deathStatus?.value === 'dead' && text('party.dead'),
      ),
    ]
  },
  turnOrder: {
    get rule() {
      return ruleRefs.turnOrder
    },
    get explanation() {
      return text('party.turnOrder')
    },
    order(members, rng) {
      const combatants = members.map((m) => ({
        id: m.id,
        quick: m.data.attributes.quick,
        vigilant: m.data.attributes.vigilant,
      }))
      return initiativeOrder(combatants, rng).map((slot) => ({
        id: slot.id,
        detail: slot.rollOff.length
          ? text('party.slotRollOff', {
              quick: slot.quick,
              vigilant: slot.vigilant,
              rolls: slot.rollOff.join(text('party.then')),
            })
          : text('party.slot', { quick: slot.quick, vigilant: slot.vigilant }),
      }))
    },
  },
}
