// Watch actions that the sheet keeps: a watch at the market (Trading), seeking a full-price buyer
// or a fence (a watch and a WIT save), seeking shelter in bad weather (a watch and a WIT save) and
// the daily rest, which bad weather forbids in the open without shelter. Each ends the watch.
import type { Rng } from '../common/dice'
import { RulesError } from '../types'
import type { SaveRoll } from './abilities'
import { abilityLabels, type MurdhamData } from './model'
import { text } from './text'
import { ruleRefs } from './rule-refs'
import { endWatch } from './time'

export const marketActionIds = ['market', 'buyer', 'fence'] as const
export type MarketAction = (typeof marketActionIds)[number]

interface MarketActionSpec {
  label: string
  /** A WIT save decides it (Trading). */
  needsSave: boolean
  passed: string
  failed: string
}

// Trading: a watch at the market buys and sells any number of items; a full-price buyer for one
// item, or someone who deals in illegal goods, takes a watch and a WIT save.
const marketSaves: Record<MarketAction, boolean> = { market: false, buyer: true, fence: true }

export const marketActions: Record<MarketAction, MarketActionSpec> = Object.fromEntries(
  marketActionIds.map((id) => [
    id,
    {
      needsSave: marketSaves[id],
      get label() {
        return text(`market.${id}.label`)
      },
      get passed() {
        return text(`market.${id}.passed`)
      },
      get failed() {
        return id === 'market' ? '' : text(`marketFailed.${id}`)
      },
    },
  ]),
) as Record<MarketAction, MarketActionSpec>

export interface WatchOutcome {
  data: MurdhamData
  /** What the watch brought, in our words. */
  outcome: string
  /** Poison deadlines and the like that came due as the watch ended. */
  events: string[]
}

function checkWitSave(save: SaveRoll | null, what: string): SaveRoll {
  if (!save || save.ability !== 'wit') throw new RulesError(text('error.needsWitSave', { what }))
  return save
}

function saveText(save: SaveRoll): string {
  return text(save.passed ? 'save.line' : 'save.lineFailed', {
    ability: abilityLabels.wit,
    roll: save.roll,
    target: save.target,
  })
}

/** Trading: spends the watch on the market action, with its WIT save where the text asks one. */
export function spendMarketWatch(
  rng: Rng,
  data: MurdhamData,
  action: MarketAction,
  save: SaveRoll | null,
): WatchOutcome {
  const spec = marketActions[action]
  const checked = spec.needsSave ? checkWitSave(save, spec.label) : null
  const ended = endWatch(rng, data)
  const result = checked ? (checked.passed ? spec.passed : spec.failed) : spec.passed
  return {
    data: ended.data,
    outcome: checked
      ? text('market.outcomeSave', {
          label: spec.label,
          rule: ruleRefs.trading,
          save: saveText(checked),
          result,
        })
      : text('market.outcome', { label: spec.label, rule: ruleRefs.trading, result }),
    events: ended.events,
  }
}

// Bad weather: proper shelter is found nearby by spending a watch and passing a WIT save.
export function seekShelter(rng: Rng, data: MurdhamData, save: SaveRoll | null): WatchOutcome {
  const checked = checkWitSave(save, text('shelter.seeking'))
  const ended = endWatch(rng, data)
  const next = checked.passed
    ? { ...ended.data, time: { ...ended.data.time, shelterDay: data.time.day } }
    : ended.data
  return {
    data: next,
    outcome: text(checked.passed ? 'shelter.found' : 'shelter.notFound', {
      rule: ruleRefs.badWeather,
      save: saveText(checked),
    }),
    events: ended.events,
  }
}

export interface RestPlace {
  /** Extremely bad weather. */
  badWeather: boolean
  /** Camping in the wilderness, not in a settlement or other roofed place. */
  inTheOpen: boolean
}

/** Why a daily rest cannot be taken now, or null. */
export function dailyRestProblem(data: MurdhamData, place: RestPlace): string | null {
  // A daily rest is one a day (our reading of "daily").
  if (data.time.restDay === data.time.day) return text('rest.alreadyTaken')
  // Bad weather: no daily rest camping in the open unless shelter was found.
  if (place.badWeather && place.inTheOpen && data.time.shelterDay !== data.time.day)
    return text('rest.needsShelter')
  return null
}

// Travel and exploration: taking a daily rest is a watch action; the day is marked rested.
export function takeDailyRest(rng: Rng, data: MurdhamData, place: RestPlace): WatchOutcome {
  const problem = dailyRestProblem(data, place)
  if (problem) throw new RulesError(problem)
  const ended = endWatch(rng, data)
  const sheltered = place.badWeather && place.inTheOpen
  return {
    data: { ...ended.data, time: { ...ended.data.time, restDay: data.time.day } },
    outcome: text(sheltered ? 'rest.takenInShelter' : 'rest.taken', { day: data.time.day }),
    events: ended.events,
  }
}
