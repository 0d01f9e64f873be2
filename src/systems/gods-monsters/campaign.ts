// Journal rewards and the party screen. Experience and mojo are handed out as given; coins are
// given in silver and posted in hundredths; loot donated or lost is worth 2 XP per silver coin,
// shared by the group (How do I gain experience points?).
import { withThousands } from '../common/format'
import { rewardAsGiven } from '../common/campaign'
import { balance, type LedgerEntry } from '../common/ledger'
import type {
  CampaignRules,
  FoeField,
  HouseRules,
  InitiativeCombatant,
  PartyValue,
  RewardKind,
  TurnSlot,
} from '../types'
import { currencyIds, experience } from './advance'
import { characterLevel, experienceStatus } from './levels'
import type { GodsMonstersData } from './model'
import { formatSilver } from './gear'
import { hundredthsPerSilver, xpPerLootSilver } from './tables'
import { ruleRefs } from './rule-refs'
import { text } from './text'
import { consciousnessCheck } from './vitals'

/** Awards are whole numbers above 0 for at least one character (common/campaign's contract). */
function assertAmount(amount: number, recipients: number): void {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new RangeError(`An award must be a whole number above 0 (got ${amount}).`)
  }
  if (!Number.isInteger(recipients) || recipients < 1) {
    throw new RangeError('An award needs at least one character.')
  }
}

const rewardKinds = (): RewardKind[] => [
  rewardAsGiven('xp', text('campaign.reward.xp'), currencyIds.xp, text('campaign.unit.xp')),
  rewardAsGiven('mojo', text('campaign.reward.mojo'), currencyIds.mojo, text('campaign.unit.mojo')),
  {
    id: 'coins',
    label: text('campaign.reward.coins'),
    currency: currencyIds.coins,
    // Coins are given in silver and kept in hundredths of a silver coin.
    share(amount, recipients) {
      assertAmount(amount, recipients)
      return {
        each: amount * hundredthsPerSilver,
        carry: 0,
        explanation: text('campaign.coinsShare', { amount, count: recipients }),
      }
    },
  },
  {
    id: 'loot',
    label: text('campaign.reward.loot'),
    currency: currencyIds.xp,
    // Loot: 2 XP per silver coin, shared among every member of the group. The text does not say
    // what happens to XP that does not divide evenly; it is carried to the next loot award rather
    // than lost.
    share(amount, recipients, carried) {
      assertAmount(amount, recipients)
      const before = Math.max(0, Math.trunc(carried))
      const total = amount * xpPerLootSilver + before
      const each = Math.floor(total / recipients)
      const carry = total - each * recipients
      const numbers = { amount, xp: amount * xpPerLootSilver, before, recipients, each, carry }
      return {
        each,
        carry,
        explanation:
          before > 0
            ? text('campaign.lootShareCarried', numbers)
            : text('campaign.lootShare', numbers),
      }
    },
  },
]

// Party screen: survival, verve, injuries, level (with a pending level-up), mojo and coins.
function partyValues(
  data: GodsMonstersData,
  rules: HouseRules,
  ledger: readonly LedgerEntry[],
): PartyValue[] {
  const status = experienceStatus(data, experience(ledger))
  const out: PartyValue[] = []
  const survival: PartyValue = {
    label: text('campaign.party.survival'),
    value: `${data.survival.current} / ${data.survival.max}`,
  }
  if (data.survival.current === 0 && !data.dead)
    survival.warning = text('campaign.party.noSurvivalLeft')
  out.push(survival)
  out.push({
    label: text('campaign.party.verve'),
    value: `${data.verve.current} / ${data.verve.max}`,
  })
  const injuries: PartyValue = {
    label: text('campaign.party.injuries'),
    value: String(data.injuries),
  }
  if (data.dead) injuries.warning = text('campaign.party.dead')
  else if (data.dying) injuries.warning = text('campaign.party.dying')
  else if (data.consciousness === 'unconscious')
    injuries.warning = text('campaign.party.unconscious')
  else if (data.consciousness === 'semiConscious')
    injuries.warning = text('campaign.party.semiConscious')
  else if (data.injuries > 0) {
    injuries.warning = text('campaign.party.injured', {
      injuries: data.injuries,
      target: consciousnessCheck(data, rules).target,
    })
  }
  out.push(injuries)
  const level: PartyValue = {
    label: text('campaign.party.level'),
    value: text('campaign.party.levelValue', {
      level: characterLevel(data),
      xp: withThousands(status.xp),
    }),
  }
  if (status.pending > 0) {
    level.warning = text('campaign.party.levelUpPending', { level: status.levelByExperience })
  }
  out.push(level)
  out.push({ label: text('campaign.party.mojo'), value: String(balance(ledger, currencyIds.mojo)) })
  out.push({
    label: text('campaign.party.coins'),
    value: text('campaign.party.silver', {
      silver: formatSilver(balance(ledger, currencyIds.coins)),
    }),
  })
  return out
}

export const godsMonstersCampaign: CampaignRules<GodsMonstersData> = {
  get rewards() {
    return rewardKinds()
  },
  party: partyValues,
  // Conflicts: Order of events. Nobody rolls: the players' characters act, then the Guide's (whose
  // moves were described first), all within the round; an agility roll settles only actions that
  // affect each other, which the Guide calls for. So the order is one slot per side.
  turnOrder: {
    rule: ruleRefs.orderOfEvents,
    get explanation() {
      return text('campaign.combat.turnOrder')
    },
    order(members) {
      return sidesInOrder(members.map((m) => ({ id: m.id, side: 'party', values: {} })))
    },
    initiativeValues: () => ({}),
    orderCombatants: (combatants) => sidesInOrder(combatants),
  },
  // A foe's quick entry, as the combat example lists the Yeti: survival (damage is subtracted
  // from it; at zero the creature rolls to stay conscious, so the Guide marks it out) and defense.
  foe: {
    rule: [ruleRefs.orderOfEvents, ruleRefs.combatExample].join('; '),
    get fields() {
      return [
        foeField('survival', text('campaign.party.survival'), 0, 999, 10),
        foeField('defense', text('campaign.combat.defense'), -10, 20, 0),
      ]
    },
    health: 'survival',
    defence: 'defense',
  },
}

/** The party's characters in the order given, then the foes: two phases of one round. */
function sidesInOrder(combatants: readonly InitiativeCombatant[]): TurnSlot[] {
  const slot = (c: InitiativeCombatant): TurnSlot => ({
    id: c.id,
    side: c.side,
    detail: text(c.side === 'party' ? 'campaign.combat.slotParty' : 'campaign.combat.slotFoes'),
  })
  return [
    ...combatants.filter((c) => c.side === 'party').map(slot),
    ...combatants.filter((c) => c.side === 'foes').map(slot),
  ]
}

function foeField(id: string, label: string, min: number, max: number, start: number): FoeField {
  return { id, label, kind: 'number', min, max, default: start }
}
