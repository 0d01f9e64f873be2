// Helpers the systems use for their journal rewards and party-screen lines.
import type { DerivedValues, PartyValue, RewardKind } from '../types'
import { text } from './rules-text'

function assertAmount(amount: number, recipients: number): void {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new RangeError(`An award must be a whole number above 0 (got ${amount}).`)
  }
  if (!Number.isInteger(recipients) || recipients < 1) {
    throw new RangeError('An award needs at least one character.')
  }
}

/** A reward where every chosen character receives the game master's amount as given. */
export function rewardAsGiven(
  id: string,
  label: string,
  currency: string,
  unit: string,
): RewardKind {
  return {
    id,
    label,
    currency,
    share(amount, recipients) {
      assertAmount(amount, recipients)
      return {
        each: amount,
        carry: 0,
        explanation: text('reward.asGiven', { amount, unit, count: recipients }),
      }
    },
  }
}

/** A reward divided evenly among the characters present, rounded down, remainder carried. */
export function rewardDivided(
  id: string,
  label: string,
  currency: string,
  unit: string,
  divide: (
    pool: number,
    recipients: number,
    carried: number,
  ) => { each: number; remainder: number },
): RewardKind {
  return {
    id,
    label,
    currency,
    share(amount, recipients, carried) {
      assertAmount(amount, recipients)
      const { each, remainder } = divide(amount, recipients, carried)
      const pool =
        carried > 0
          ? text('reward.poolWithCarry', { amount, carried, total: amount + carried })
          : String(amount)
      return {
        each,
        carry: remainder,
        explanation: text('reward.divided', { pool, unit, recipients, each, remainder }),
      }
    },
  }
}

/** A party-screen line from a derived value; `warning` when the game master should look. */
export function partyLine<K extends string>(
  derived: DerivedValues<K>,
  key: NoInfer<K>,
  warning?: string | false,
): PartyValue {
  const value = (derived as DerivedValues)[key]
  if (!value) throw new Error(`No derived value "${key}" for the party screen`)
  const line: PartyValue = { label: value.label, value: String(value.value) }
  if (warning) line.warning = warning
  return line
}
