// Travel speed across sectors or regions: off a clear path speed drops to ¼ (bushcraft or
// navigation tools make it ½, both make it full); extremely bad weather halves it.
import { RulesError } from '../types'
import { text } from './text'

/**
 * Areas moved per stretch or watch on a clear path. Navigating the wilderness: ¼ speed is "half a
 * sector or region per stretch or watch", so the usual speed is 2 (our reading of that example).
 */
const usualAreasPerTimeUnit = 2

export interface TravelInput {
  /** No clear path (road, river…) to follow. */
  offPath: boolean
  bushcraft: boolean
  navigationTools: boolean
  /** Extremely bad weather (torrential rain, scorching heat…). */
  badWeather: boolean
  /** Areas per stretch or watch before these factors; 2 unless the GM says otherwise. */
  baseSpeed?: number
}

export interface TravelSpeed {
  /** Multiplier on the base speed. */
  factor: number
  /** Areas per stretch or watch. */
  areas: number
  steps: string[]
}

// Navigating the wilderness; Bad weather. Our reading: the two apply together, multiplying.
export function travelSpeed(input: TravelInput): TravelSpeed {
  const base = input.baseSpeed ?? usualAreasPerTimeUnit
  if (!Number.isFinite(base) || base <= 0 || base > 100) {
    throw new RulesError(text('error.baseSpeed'))
  }
  const steps: string[] = [text('travel.base', { base })]
  let factor = 1
  if (input.offPath) {
    const aids = (input.bushcraft ? 1 : 0) + (input.navigationTools ? 1 : 0)
    if (aids === 0) {
      factor *= 0.25
      steps.push(text('travel.offPath'))
    } else if (aids === 1) {
      factor *= 0.5
      steps.push(text(input.bushcraft ? 'travel.bushcraft' : 'travel.tools'))
    } else {
      steps.push(text('travel.fullSpeed'))
    }
  }
  if (input.badWeather) {
    factor *= 0.5
    steps.push(text('travel.badWeather'))
  }
  return { factor, areas: base * factor, steps }
}

/** Boats: areas per time unit with the current or wind, and against it or in still water. */
const boatAreas = { withFlow: 4, otherwise: 2 } as const

// Boats: 4 areas per time unit with the current or wind, else 2; with fewer hands than the boat
// needs, speed is "reduced accordingly" (our reading: in proportion, crew ÷ crew needed).
export function boatSpeed(withFlow: boolean, crew: number, crewNeeded: number): TravelSpeed {
  if (!Number.isInteger(crewNeeded) || crewNeeded < 1 || crewNeeded > 1000) {
    throw new RulesError(text('error.crewNeeded'))
  }
  if (!Number.isInteger(crew) || crew < 0 || crew > 1000) {
    throw new RulesError(text('error.crewAboard'))
  }
  const base = withFlow ? boatAreas.withFlow : boatAreas.otherwise
  const steps = [text(withFlow ? 'travel.withFlow' : 'travel.otherwise', { base })]
  const factor = Math.min(1, crew / crewNeeded)
  if (factor < 1) steps.push(text('travel.fewHands', { crew, needed: crewNeeded }))
  return { factor, areas: base * factor, steps }
}
