// Journal rewards and party-screen lines for Cairn (AP & Grimoire).
import type { CampaignRules, CombatSide, FoeField, TurnSlot } from '../types'
import { partyLine, rewardAsGiven } from '../common/campaign'
import { maxArmor, type CairnData } from './model'
import { deriveCairn } from './derive'
import { freeSlots, overflow } from './slots'
import { goldCurrency } from './advance'
import { d20, type Rng } from '../common/dice'
import { cairnHouseRules } from './house-rules'
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
      const rolled = members.map((m) =>
        rollInitiative(m.id, 'party', m.data.attributes.wil.current, rng),
      )
      // Array.prototype.sort is stable, so equal totals stay in the order rolled.
      return rolled.sort((a, b) => b.total - a.total).map((r) => ({ id: r.id, detail: r.detail }))
    },
    initiativeValues(data) {
      return { wil: data.attributes.wil.current }
    },
    orderCombatants(combatants, rng, rules) {
      // Combat: Initiative roll. Each creature rolls 1d20 + WIL (in the order given); each group
      // is sorted largest first; then the groups take turns, one member each, until all have.
      const rolled = combatants.map((c) => rollInitiative(c.id, c.side, c.values.wil ?? 0, rng))
      const byTotal = (a: Rolled, b: Rolled) => b.total - a.total
      const party = rolled.filter((r) => r.side === 'party').sort(byTotal)
      const foes = rolled.filter((r) => r.side === 'foes').sort(byTotal)
      // Which group starts is a house rule: the text does not say.
      const foesStart =
        cairnHouseRules.read(rules, 'highestGroupStarts') &&
        (foes[0]?.total ?? -Infinity) > (party[0]?.total ?? -Infinity)
      const [first, second] = foesStart ? [foes, party] : [party, foes]
      const out: TurnSlot[] = []
      for (let i = 0; i < Math.max(first.length, second.length); i++) {
        for (const group of [first, second]) {
          const r = group[i]
          if (r) out.push({ id: r.id, detail: r.detail })
        }
      }
      return out
    },
  },
  // A foe's quick entry (Attacking & Damage; Armor; Critical Damage): HP, Armor (never above 3),
  // STR (damage past 0 HP reduces it) and WIL for the initiative roll.
  foe: {
    rule: [ruleRefs.damage, ruleRefs.armor, ruleRefs.initiative].join('; '),
    get fields() {
      return [
        foeField('hp', text('derived.hp'), 0, 99, 4),
        foeField('armor', text('derived.armor'), 0, maxArmor, 0),
        foeField('str', text('attribute.str'), 0, 30, 10),
        foeField('wil', text('attribute.wil'), 0, 30, 10),
      ]
    },
    health: 'hp',
    defence: 'armor',
  },
}

interface Rolled {
  id: string
  side: CombatSide
  total: number
  detail: string
}

// Initiative roll: 1d20 + WIL.
function rollInitiative(id: string, side: CombatSide, wil: number, rng: Rng): Rolled {
  const die = d20(rng)
  const total = initiative(die, wil)
  return { id, side, total, detail: text('party.turnDetail', { die, wil, total }) }
}

function foeField(id: string, label: string, min: number, max: number, start: number): FoeField {
  return { id, label, kind: 'number', min, max, default: start }
}
