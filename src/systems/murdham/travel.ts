// Travel speed across sectors or regions: off a clear path speed drops to ¼ (bushcraft or
// navigation tools make it ½, both make it full); extremely bad weather halves it.
import { RulesError } from '../types'

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
    throw new RulesError('The base speed must be a number of areas above 0 (at most 100).')
  }
  const steps: string[] = [`${base} areas per stretch or watch on a clear path`]
  let factor = 1
  if (input.offPath) {
    const aids = (input.bushcraft ? 1 : 0) + (input.navigationTools ? 1 : 0)
    if (aids === 0) {
      factor *= 0.25
      steps.push('× ¼ off the path (risk of getting lost)')
    } else if (aids === 1) {
      factor *= 0.5
      steps.push(`× ½ off the path (${input.bushcraft ? 'bushcraft' : 'navigation tools'} helps)`)
    } else {
      steps.push('off the path at full speed (bushcraft and navigation tools)')
    }
  }
  if (input.badWeather) {
    factor *= 0.5
    steps.push('× ½ for extremely bad weather')
  }
  return { factor, areas: base * factor, steps }
}

/** Boats: areas per time unit with the current or wind, and against it or in still water. */
const boatAreas = { withFlow: 4, otherwise: 2 } as const

// Boats: 4 areas per time unit with the current or wind, else 2; with fewer hands than the boat
// needs, speed is "reduced accordingly" (our reading: in proportion, crew ÷ crew needed).
export function boatSpeed(withFlow: boolean, crew: number, crewNeeded: number): TravelSpeed {
  if (!Number.isInteger(crewNeeded) || crewNeeded < 1 || crewNeeded > 1000) {
    throw new RulesError('The crew a boat needs is a whole number from 1 to 1000.')
  }
  if (!Number.isInteger(crew) || crew < 0 || crew > 1000) {
    throw new RulesError('The crew aboard is a whole number from 0 to 1000.')
  }
  const base = withFlow ? boatAreas.withFlow : boatAreas.otherwise
  const steps = [
    `${base} areas per time unit ${withFlow ? 'with the current or wind' : 'otherwise'}`,
  ]
  const factor = Math.min(1, crew / crewNeeded)
  if (factor < 1) steps.push(`× ${crew}/${crewNeeded} for too few hands`)
  return { factor, areas: base * factor, steps }
}
