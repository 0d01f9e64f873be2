// Journal rewards and the party screen. Experience and mojo are handed out as given; coins are
// given in silver and posted in hundredths; loot donated or lost is worth 2 XP per silver coin,
// shared by the group (How do I gain experience points?).
import { withThousands } from '../common/format'
import { rewardAsGiven } from '../common/campaign'
import { balance, type LedgerEntry } from '../common/ledger'
import type { CampaignRules, HouseRules, PartyValue, RewardKind } from '../types'
import { currencyIds, experience } from './advance'
import { characterLevel, experienceStatus } from './levels'
import type { GodsMonstersData } from './model'
import { formatSilver } from './gear'
import { hundredthsPerSilver, xpPerLootSilver } from './tables'
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

const rewardKinds: RewardKind[] = [
  rewardAsGiven('xp', 'Experience (each)', currencyIds.xp, 'XP'),
  rewardAsGiven('mojo', 'Mojo (each)', currencyIds.mojo, 'mojo'),
  {
    id: 'coins',
    label: 'Coins (silver each)',
    currency: currencyIds.coins,
    // Coins are given in silver and kept in hundredths of a silver coin.
    share(amount, recipients) {
      assertAmount(amount, recipients)
      return {
        each: amount * hundredthsPerSilver,
        carry: 0,
        explanation: `${amount} silver to each of ${recipients} character${recipients === 1 ? '' : 's'}, as given`,
      }
    },
  },
  {
    id: 'loot',
    label: 'Loot donated or lost (silver)',
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
      const from = before > 0 ? ` + ${before} carried` : ''
      return {
        each,
        carry,
        explanation: `${amount} silver × 2 = ${amount * xpPerLootSilver} XP${from}, ÷ ${recipients} = ${each} each, ${carry} carried`,
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
    value: `${characterLevel(data)} (${withThousands(status.xp)} XP)`,
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
