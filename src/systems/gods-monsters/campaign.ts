// Journal rewards and the party screen. Experience and mojo are handed out as given; coins are
// given in silver and posted in hundredths; loot donated or lost is worth 2 XP per silver coin,
// shared by the group (How do I gain experience points?).
import { balance, type LedgerEntry } from '../common/ledger'
import type { CampaignRules, HouseRules, PartyValue, RewardKind } from '../types'
import { currencyIds, experience } from './advance'
import { characterLevel, experienceStatus } from './levels'
import type { GodsMonstersData } from './model'
import { formatSilver } from './gear'
import { hundredthsPerSilver, xpPerLootSilver } from './tables'
import { consciousnessCheck } from './vitals'

function whole(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0
}

export const rewardKinds: RewardKind[] = [
  {
    id: 'xp',
    label: 'Experience (each)',
    currency: currencyIds.xp,
    share: (amount) => ({
      each: whole(amount),
      carry: 0,
      explanation: `${whole(amount)} XP to each character present`,
    }),
  },
  {
    id: 'mojo',
    label: 'Mojo (each)',
    currency: currencyIds.mojo,
    share: (amount) => ({
      each: whole(amount),
      carry: 0,
      explanation: `${whole(amount)} mojo to each character present`,
    }),
  },
  {
    id: 'coins',
    label: 'Coins (silver each)',
    currency: currencyIds.coins,
    share: (amount) => ({
      each: whole(amount) * hundredthsPerSilver,
      carry: 0,
      explanation: `${whole(amount)} silver to each character present`,
    }),
  },
  {
    id: 'loot',
    label: 'Loot donated or lost (silver)',
    currency: currencyIds.xp,
    // Loot: 2 XP per silver coin, shared among every member of the group. The text does not say
    // what happens to XP that does not divide evenly; it is carried to the next loot award rather
    // than lost.
    share: (amount, recipients, carried) => {
      const silver = whole(amount)
      const people = whole(recipients)
      const total = silver * xpPerLootSilver + whole(carried)
      if (people === 0) {
        return { each: 0, carry: total, explanation: `No one present: ${total} XP carried` }
      }
      const each = Math.floor(total / people)
      const carry = total - each * people
      const from = whole(carried) > 0 ? ` + ${whole(carried)} carried` : ''
      return {
        each,
        carry,
        explanation: `${silver} silver × 2 = ${silver * xpPerLootSilver} XP${from}, ÷ ${people} = ${each} each, ${carry} carried`,
      }
    },
  },
]

// Party screen: survival, verve, injuries, level (with a pending level-up), mojo and coins.
export function partyValues(
  data: GodsMonstersData,
  rules: HouseRules,
  ledger: readonly LedgerEntry[],
): PartyValue[] {
  const status = experienceStatus(data, experience(ledger))
  const out: PartyValue[] = []
  const survival: PartyValue = {
    label: 'Survival',
    value: `${data.survival.current} / ${data.survival.max}`,
  }
  if (data.survival.current === 0 && !data.dead) survival.warning = 'No survival left'
  out.push(survival)
  out.push({ label: 'Verve', value: `${data.verve.current} / ${data.verve.max}` })
  const injuries: PartyValue = { label: 'Injuries', value: String(data.injuries) }
  if (data.dead) injuries.warning = 'Dead'
  else if (data.dying) injuries.warning = 'Dying: heal the injuries in time'
  else if (data.consciousness === 'unconscious') injuries.warning = 'Unconscious'
  else if (data.consciousness === 'semiConscious') injuries.warning = 'Semi-conscious'
  else if (data.injuries > 0) {
    injuries.warning = `−${data.injuries} on rolls; stay conscious on ${consciousnessCheck(data, rules).target} or less`
  }
  out.push(injuries)
  const level: PartyValue = {
    label: 'Level',
    value: `${characterLevel(data)} (${status.xp.toLocaleString('en')} XP)`,
  }
  if (status.pending > 0) {
    level.warning = `Level-up pending: experience reaches level ${status.levelByExperience}`
  }
  out.push(level)
  out.push({ label: 'Mojo', value: String(balance(ledger, currencyIds.mojo)) })
  out.push({ label: 'Coins', value: `${formatSilver(balance(ledger, currencyIds.coins))} silver` })
  return out
}

export const godsMonstersCampaign: CampaignRules<GodsMonstersData> = {
  rewards: rewardKinds,
  party: partyValues,
}
