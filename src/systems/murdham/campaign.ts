// Journal rewards and party-screen lines for Murdham.
import type {
  CampaignRules,
  CombatSide,
  FoeField,
  HouseRules,
  InitiativeCombatant,
  TurnSlot,
} from '../types'
import { partyLine, rewardAsGiven } from '../common/campaign'
import type { MurdhamData } from './model'
import { deriveMurdham } from './derive'
import { murdhamInventory } from './inventory'
import { coinCurrency } from './advance'
import { activeConditions } from './conditions'
import { murdhamHouseRules } from './house-rules'
import { ruleRefs } from './rule-refs'
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
  // The adventuring chapter leaves fights to its Combat Rules chapter (Encounters), so the order
  // is a house rule: by default the party acts, then the foes, each in the order given (as the
  // players take turns in a stretch, Time); or everyone by AGI, highest first.
  turnOrder: {
    get rule() {
      return ruleRefs.turnOrder
    },
    get explanation() {
      return text('combat.turnOrder')
    },
    order(members, _rng, rules = {}) {
      return murdhamOrder(
        members.map((m) => ({
          id: m.id,
          side: 'party',
          values: { agi: m.data.abilities.agi.current },
        })),
        rules,
      )
    },
    initiativeValues(data) {
      return { agi: data.abilities.agi.current }
    },
    orderCombatants(combatants, _rng, rules) {
      return murdhamOrder(combatants, rules)
    },
  },
  // A foe's quick entry: health (a door has 8, Locks) and AGI for the house-rule turn order. The
  // chapter gives no armour or defence value.
  foe: {
    get rule() {
      return [ruleRefs.health, ruleRefs.turnOrder].join('; ')
    },
    get fields() {
      return [
        foeField('health', text('derived.health'), 0, 999, 6),
        foeField('agi', text('abilityName.agi'), 0, 30, 10),
      ]
    },
    health: 'health',
  },
}

const sideRank: Record<CombatSide, number> = { party: 0, foes: 1 }

// House rule (turnOrderByAgility): highest AGI first, else the party before the foes; ties keep
// the party first and then the order given (sort is stable).
function murdhamOrder(combatants: readonly InitiativeCombatant[], rules: HouseRules): TurnSlot[] {
  const byAgility = murdhamHouseRules.read(rules, 'turnOrderByAgility')
  return [...combatants]
    .sort(
      (a, b) =>
        (byAgility ? (b.values.agi ?? 0) - (a.values.agi ?? 0) : 0) ||
        sideRank[a.side] - sideRank[b.side],
    )
    .map((c) =>
      byAgility
        ? { id: c.id, detail: text('combat.slotAgility', { agi: c.values.agi ?? 0 }) }
        : { id: c.id, detail: text(c.side === 'party' ? 'combat.slotParty' : 'combat.slotFoes') },
    )
}

function foeField(id: string, label: string, min: number, max: number, start: number): FoeField {
  return { id, label, kind: 'number', min, max, default: start }
}
