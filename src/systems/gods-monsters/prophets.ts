// Prophets (Archetype advancement: Prophets; Moral codes): calling points by level, the spirit
// types the prophet can call, one change of them per level after the first, and the spirits lost
// to a moral code changed without the deity's help.
import { change, newId, type Change } from '../common/ledger'
import type { HouseRules } from '../types'
import { PurchaseError, RulesError } from '../types'
import { prophetFirstLevelCallingPoints } from './house-rules'
import { archetypeLevel, archetypeLevelGrants, characterLevel, type LevelGrants } from './levels'
import type { GodsMonstersData } from './model'
import { text } from './text'

/** Is the character a prophet (of any level)? */
export function isProphet(data: GodsMonstersData): boolean {
  return archetypeLevel(data, 'prophet') > 0
}

// Prophets: at each level a prophet gains that level's number in new calling points; a new
// prophet's are the campaign's (house rule).
export function callingPoints(data: GodsMonstersData, rules: HouseRules = {}): LevelGrants {
  return archetypeLevelGrants(data, 'prophet', prophetFirstLevelCallingPoints(rules))
}

export function spiritTypesOf(data: GodsMonstersData): string[] {
  return data.spiritTypes ?? []
}

function cleanType(raw: string): string {
  const name = raw.trim()
  if (name === '' || name.length > 120) {
    throw new PurchaseError(text('prophets.nameType'))
  }
  return name
}

// The spirit types a prophet starts with come from the archetype (not in our copy of the text),
// so they are entered by hand at first level; after it they change only one per level.
export function setSpiritTypes(data: GodsMonstersData, types: readonly string[]): GodsMonstersData {
  if (!isProphet(data)) throw new RulesError(text('prophets.onlyProphets'))
  if (characterLevel(data) > 1) {
    throw new RulesError(text('prophets.afterFirstLevel'))
  }
  const cleaned = types.map(cleanType)
  const seen = new Set<string>()
  for (const t of cleaned) {
    if (seen.has(t.toLowerCase())) throw new RulesError(text('prophets.twice', { type: t }))
    seen.add(t.toLowerCase())
  }
  if (cleaned.length > 40) throw new RulesError(text('prophets.atMost'))
  return { ...data, spiritTypes: cleaned }
}

/** The spirit type change made during the character's current level, if any. */
function spiritTypeChangeThisLevel(
  data: GodsMonstersData,
): { from: string; to: string } | undefined {
  const level = characterLevel(data)
  return Object.values(data.spiritTypeChanges ?? {}).find((c) => c.level === level)
}

/** Can the prophet change a spirit type now, and if not, why. */
export function spiritTypeChangeAllowed(data: GodsMonstersData): {
  allowed: boolean
  reason: string
} {
  const level = characterLevel(data)
  if (!isProphet(data)) return { allowed: false, reason: text('prophets.onlyProphets') }
  if (level < 2) {
    return { allowed: false, reason: text('prophets.oncePerLevel') }
  }
  const made = spiritTypeChangeThisLevel(data)
  if (made) {
    return {
      allowed: false,
      reason: text('prophets.alreadyChanged', { level, from: made.from, to: made.to }),
    }
  }
  return { allowed: true, reason: text('prophets.mayChange', { level }) }
}

// Prophets: once during each level after the first, one available spirit type becomes another;
// from then on the prophet calls spirits of the new type and not of the old.
export function spiritTypeChange(
  data: GodsMonstersData,
  fromRaw: string,
  toRaw: string,
): { label: string; changes: Change[] } {
  const allowed = spiritTypeChangeAllowed(data)
  if (!allowed.allowed) throw new PurchaseError(allowed.reason)
  const types = spiritTypesOf(data)
  const from = types.find((t) => t.toLowerCase() === fromRaw.trim().toLowerCase())
  if (!from) {
    throw new PurchaseError(
      fromRaw.trim()
        ? text('prophets.notAType', { type: fromRaw.trim() })
        : text('prophets.notATypeUnnamed'),
    )
  }
  const to = cleanType(toRaw)
  if (types.some((t) => t.toLowerCase() === to.toLowerCase())) {
    throw new PurchaseError(text('prophets.alreadyAType', { type: to }))
  }
  const level = characterLevel(data)
  return {
    label: text('prophets.changeLabel', { from, to, level }),
    changes: [
      change(
        data,
        ['spiritTypes'],
        types.map((t) => (t === from ? to : t)),
      ),
      change(data, ['spiritTypeChanges', newId()], { level, from, to }),
    ],
  }
}

// Moral codes: prophets who change their moral code without the help of their deity or pantheon
// can no longer call spirits nor use specialties that require a prophet.
export function spiritsLost(data: GodsMonstersData): boolean {
  return (
    isProphet(data) &&
    data.levels.some(
      (g) =>
        g.moralReview !== undefined &&
        g.moralReview.before.trim() !== g.moralReview.after.trim() &&
        !g.moralReview.assisted,
    )
  )
}
