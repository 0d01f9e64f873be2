// Journal rewards and party-screen lines for Symbaroum.
import type { CampaignRules, FoeField, TurnSlot } from '../types'
import type { Rng } from '../common/dice'
import { partyLine, rewardAsGiven } from '../common/campaign'
import type { SymbaroumData } from './model'
import { deriveSymbaroum } from './derive'
import { corruptionThreshold, currentToughness } from './secondary'
import { initiativeOrder, type Combatant } from './combat'
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
      return symbaroumOrder(
        members.map((m) => ({
          id: m.id,
          quick: m.data.attributes.quick,
          vigilant: m.data.attributes.vigilant,
        })),
        rng,
      )
    },
    initiativeValues(data) {
      return { quick: data.attributes.quick, vigilant: data.attributes.vigilant }
    },
    orderCombatants(combatants, rng) {
      // Turn Order: foes and party members are ranked alike, by Quick, then Vigilant, then d20.
      return symbaroumOrder(
        combatants.map((c) => ({
          id: c.id,
          quick: c.values.quick ?? 0,
          vigilant: c.values.vigilant ?? 0,
        })),
        rng,
      )
    },
  },
  // A foe's quick entry: Toughness (health; a creature dies at 0, Dead characters), Defense, and
  // Quick and Vigilant for the turn order (Secondary Attributes; Turn Order).
  foe: {
    get rule() {
      return [ruleRefs.toughness, ruleRefs.defense, ruleRefs.deadCharacters].join('; ')
    },
    get fields() {
      return [
        foeField('toughness', text('derived.toughness'), 0, 99, 10),
        foeField('defense', text('derived.defense'), -20, 30, 10),
        foeField('quick', text('attribute.quick'), 1, 30, 10),
        foeField('vigilant', text('attribute.vigilant'), 1, 30, 10),
      ]
    },
    health: 'toughness',
    defence: 'defense',
    defeatedAt: 0,
  },
}

function symbaroumOrder(combatants: Combatant[], rng: Rng): TurnSlot[] {
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
}

function foeField(id: string, label: string, min: number, max: number, start: number): FoeField {
  return { id, label, kind: 'number', min, max, default: start }
}
