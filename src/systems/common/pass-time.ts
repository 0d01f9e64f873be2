// Passing game time (issue #20): one step of a system's time (a day, a rest, a stretch) applies
// everything its text says happens over that time, as one undoable ledger entry costing nothing.
// The dice the step rolls are kept in the purchase as the generator's draws, so that planning it
// again (from a file, or by the ledger) gives the same changes.
import { z } from 'zod'
import type { HouseRules, TimeRules } from '../types'
import type { Rng } from './dice'
import { PurchaseError, RulesError } from './errors'
import { jsonCopy } from './json'
import type { PurchasePlan } from './ledger'
import { text } from './rules-text'
import { diffChanges } from './changes'

/** Most dice one step may roll (a Murdham watch with every poison due rolls a handful). */
const maxDraws = 500

/** Ledger labels are limited to 200 characters. */
const labelLimit = 200

/** The purchase union member for passing time, with the system's span ids. */
export function passTimePurchaseSchema<S extends string>(spans: readonly [S, ...S[]]) {
  return z
    .object({
      kind: z.literal('pass-time'),
      span: z.enum(spans),
      draws: z.array(z.number().min(0).lt(1)).max(maxDraws),
    })
    .strict()
}

export type PassTimePurchase = {
  kind: 'pass-time'
  span: string
  draws: number[]
}

/** A generator that replays recorded draws, and refuses to invent more. */
function replay(draws: readonly number[]): Rng {
  let next = 0
  return () => {
    const value = draws[next++]
    if (value === undefined) throw new PurchaseError(text('time.diceRanOut'))
    return value
  }
}

/**
 * What passing the span does now, with the draws it took: the purchase to record. Throws
 * PurchaseError, with the rules' reason, when the span cannot pass.
 */
export function rollPassTime<D>(
  time: TimeRules<D>,
  data: D,
  span: string,
  rules: HouseRules,
  rng: Rng,
): { purchase: PassTimePurchase; events: string[] } {
  const draws: number[] = []
  const recording: Rng = () => {
    const value = rng()
    draws.push(value)
    return value
  }
  try {
    const { events } = time.pass(jsonCopy(data), span, rules, recording)
    return { purchase: { kind: 'pass-time', span, draws }, events }
  } catch (error) {
    if (error instanceof RulesError) throw new PurchaseError(error.message)
    throw error
  }
}

/** Plans a pass-time purchase: its changes, a label saying what happened, and no cost. */
export function planPassTime<D>(
  time: TimeRules<D>,
  data: D,
  purchase: PassTimePurchase,
  rules: HouseRules,
  currency: string,
): PurchasePlan {
  const span = time.spans(data, rules).find((s) => s.id === purchase.span)
  if (!span) throw new PurchaseError(text('time.cannotPass', { span: purchase.span }))
  let passed
  try {
    passed = time.pass(jsonCopy(data), span.id, rules, replay(purchase.draws))
  } catch (error) {
    if (error instanceof RulesError) throw new PurchaseError(error.message)
    throw error
  }
  const changes = diffChanges(data, passed.data)
  if (changes.length === 0) {
    throw new PurchaseError(text('time.nothingChanges', { span: span.label }))
  }
  const summary = passed.events.length ? `${span.label}: ${passed.events.join('; ')}` : span.label
  return {
    label: summary.length > labelLimit ? `${summary.slice(0, labelLimit - 1)}…` : summary,
    currency,
    cost: 0,
    changes,
    option: { ...purchase, draws: [...purchase.draws] },
  }
}
