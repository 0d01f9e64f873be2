// Zone occupancy: each size is counted on its own against what a zone holds: 128 tiny, 32 small,
// 8 medium or 2 large in a typical zone. Massive characters need a large, open zone, which holds
// 16 medium; the text gives no other figure for such a zone.
import { RulesError } from '../types'
import { sizeIds, type SizeId } from './model'
import { massiveZoneMediumEquivalent, sizes } from './tables'
import { text } from './text'

interface ZoneLine {
  size: SizeId
  count: number
  /** How many fit; null where the text gives no figure. */
  limit: number | null
  /** Whether they fit; null where the text leaves it to the GM. */
  fits: boolean | null
}

export interface ZoneReport {
  lines: ZoneLine[]
  /** Every counted size fits (false if one is over, null if one is the GM's call). */
  fits: boolean | null
  problems: string[]
}

// Size categories: Zone occupancy. Our reading of "separately": a size's count is checked against
// its own figure only; the text does not say how a mix of sizes shares a zone.
export function zoneOccupancy(
  counts: Partial<Record<SizeId, number>>,
  largeOpenZone: boolean,
): ZoneReport {
  const lines: ZoneLine[] = []
  const problems: string[] = []
  for (const size of sizeIds) {
    const count = counts[size] ?? 0
    if (!Number.isInteger(count) || count < 0 || count > 10_000) {
      throw new RulesError(text('error.zoneCount', { size: sizes[size].label.toLocaleLowerCase() }))
    }
    if (count === 0) continue
    let limit: number | null
    if (!largeOpenZone) limit = size === 'massive' ? 0 : sizes[size].perZone
    else limit = size === 'medium' ? massiveZoneMediumEquivalent : null
    const fits = limit === null ? null : count <= limit
    lines.push({ size, count, limit, fits })
    const label = sizes[size].label.toLocaleLowerCase()
    if (fits === false) {
      problems.push(
        size === 'massive' && !largeOpenZone
          ? text('zone.massive')
          : text('zone.tooMany', { count, size: label, limit: String(limit) }),
      )
    }
  }
  const fits = lines.some((l) => l.fits === false)
    ? false
    : lines.some((l) => l.fits === null)
      ? null
      : true
  return { lines, fits, problems }
}
