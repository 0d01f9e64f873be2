// Game data and rules: the Armor table of "Money and Equipment", who may wear what, carried
// bulk, the full helmet, and the defense bonus of what is worn.
import { RulesError } from '../../types'
import { silverToCents } from './money'
import type { Armor, ArmorKind, Permission } from './model'
import { gearRuleRefs } from './rule-refs'
import { text } from '../text'

type ArmorExtras = Pick<Armor, 'singleOpponent' | 'basicNeedsMagicallyLight' | 'costIsMinimum'>

type TextKey = Parameters<typeof text>[0]

/** Rows with a note in locales/: `gearArmor.note.<id>`. */
const withNote = new Set(['cloth', 'chain-mail', 'small-shield', 'full-helmet'])

/** A table row's name and note, read in the current locale each time (by the row's id). */
function localized<T extends object>(row: T, id: string, hasNote: boolean): T {
  const key = (field: 'name' | 'note') => `gearArmor.${field}.${id}` as TextKey
  Object.defineProperty(row, 'name', { get: () => text(key('name')), enumerable: true })
  if (hasNote)
    Object.defineProperty(row, 'note', { get: () => text(key('note')), enumerable: true })
  return row
}

/**
 * One row in the table's column order: Defense Bonus, Cost, Bulk (worn), Warrior Level, Thief,
 * Prophet, Monk Level. Blank or missing cells are null.
 */
function armor(
  kind: ArmorKind,
  id: string,
  defenseBonus: number,
  costSilver: number,
  bulk: number,
  warriorLevel: number | null,
  thiefProphetMonkLevel: number | null,
  basicArmor: boolean,
  carriedBulkMultiplier: 2 | 3 | null,
  extras: ArmorExtras = {},
): Armor {
  const row = {
    id,
    name: '',
    category: 'armor' as const,
    kind,
    defenseBonus,
    costCents: silverToCents(costSilver),
    bulk,
    warriorLevel,
    thiefProphetMonkLevel,
    basicArmor,
    carriedBulkMultiplier,
    ...extras,
  }
  return localized(row, id, withNote.has(id))
}

// Money and Equipment: Armor table. `basicArmor` follows the list of armor thieves, prophets and
// monks may learn (shield, cloth, leather, banded leather, magically light chain mail). The
// carried multiplier reads "cloth, leather, shields, or chain" as cloth, leather, banded leather,
// chain mail and all three shields, and "splint and plate" as splint mail, plate mail, full plate
// and ceremonial plate. Scale mail and the full helmet are not named: null.
export const armors: readonly Armor[] = [
  armor('body', 'cloth', 1, 3, 8, null, null, true, 2),
  armor('body', 'leather', 2, 8, 5, 1, 1, true, 2),
  armor('body', 'banded-leather', 3, 15, 8, 1, 1, true, 2),
  armor('body', 'scale-mail', 4, 45, 20, 1, null, false, null),
  armor('body', 'chain-mail', 5, 80, 15, 1, 2, true, 2, {
    basicNeedsMagicallyLight: true,
  }),
  armor('body', 'splint-mail', 6, 70, 25, 2, null, false, 3),
  armor('body', 'plate-mail', 7, 300, 25, 3, null, false, 3),
  armor('body', 'full-plate', 8, 1000, 30, 4, null, false, 3),
  armor('body', 'ceremonial-plate', 9, 2000, 40, 5, null, false, 3),
  armor('shield', 'shield', 1, 5, 6, 1, 2, true, 2),
  armor('shield', 'large-shield', 2, 15, 12, 2, null, false, 2),
  armor('shield', 'small-shield', 1, 5, 2, 3, null, false, 2, {
    singleOpponent: true,
  }),
  armor('helmet', 'full-helmet', 1, 10, 4, 1, null, false, null, {
    costIsMinimum: true,
  }),
]

/** The armor, shield or helmet with this id, or undefined. */
export function findArmor(armorId: string): Armor | undefined {
  return armors.find((a) => a.id === armorId)
}

function requireArmor(armorId: string): Armor {
  const found = findArmor(armorId)
  if (!found) throw new RulesError(text('gearArmor.notInTable', { id: armorId }))
  return found
}

/** The archetypes of Gods & Monsters, spelled as the text spells them. */
type ArchetypeId = 'warrior' | 'thief' | 'prophet' | 'monk' | 'sorceror'

/** A character's level in each archetype they have; absent or 0 means none. */
export type ArchetypeLevels = Partial<Record<ArchetypeId, number>>

/** Optional facts about the piece of armor itself. */
export interface ArmorOptions {
  /** The chain mail is magically light (thieves, prophets and monks may then learn it). */
  magicallyLight?: boolean
}

const basicArchetypes = ['thief', 'prophet', 'monk'] as const

// Armor: warriors may use any armor at their table level, thieves/prophets/monks only basic armor
// at theirs, sorcerors none; a level high enough in any one archetype suffices. A blank level
// cell (cloth) sets no minimum beyond having the archetype.
export function armorAllowed(
  armorId: string,
  archetypeLevels: ArchetypeLevels,
  options: ArmorOptions = {},
): Permission {
  const piece = findArmor(armorId)
  if (!piece) return { ok: false, reason: text('gearArmor.unknown', { id: armorId }) }
  const warrior = archetypeLevels.warrior ?? 0
  const warriorNeeds = piece.warriorLevel ?? 1
  if (warrior >= 1 && warrior >= warriorNeeds) return { ok: true }

  const basicUsable =
    piece.basicArmor && (!piece.basicNeedsMagicallyLight || options.magicallyLight === true)
  const basicNeeds = piece.thiefProphetMonkLevel ?? 1
  const bestBasic = Math.max(0, ...basicArchetypes.map((a) => archetypeLevels[a] ?? 0))
  if (basicUsable && bestBasic >= 1 && bestBasic >= basicNeeds) return { ok: true }

  const needs: string[] = [text('gearArmor.needsWarrior', { level: warriorNeeds })]
  if (piece.basicArmor) {
    needs.push(
      text(piece.basicNeedsMagicallyLight ? 'gearArmor.needsBasicLight' : 'gearArmor.needsBasic', {
        level: basicNeeds,
      }),
    )
  }
  const has = (Object.entries(archetypeLevels) as [ArchetypeId, number | undefined][])
    .filter(([, level]) => (level ?? 0) >= 1)
    .map(([id, level]) => text(`gearArmor.archetypeLevel.${id}`, { level: level ?? 0 }))
  const hasText = has.length > 0 ? has.join(', ') : text('gearArmor.noArchetypeLevel')
  const sorceror = has.length === 1 && (archetypeLevels.sorceror ?? 0) >= 1
  return {
    ok: false,
    reason: text(sorceror ? 'gearArmor.notAllowedSorceror' : 'gearArmor.notAllowed', {
      name: piece.name,
      needs: needs.join(text('gearArmor.or')),
      has: hasText,
      rule: gearRuleRefs.armor,
    }),
  }
}

/**
 * Armor: bulk of a piece carried rather than worn — the worn bulk doubled for cloth, leather,
 * shields and chain, tripled for splint and plate. For scale mail and the full helmet, which the
 * text does not name, `unlistedMultiplier` applies (house rule, default 1: the listed bulk).
 */
export function carriedArmorBulk(armorId: string, unlistedMultiplier = 1): number {
  const piece = requireArmor(armorId)
  return piece.bulk * (piece.carriedBulkMultiplier ?? unlistedMultiplier)
}

/** Full helmet: minimum cost, 10 silver coins. */
const FULL_HELMET_MINIMUM_CENTS = silverToCents(10)

// Full helmet: 10 silver or 10% of the other armor worn, whichever is greater.
export function fullHelmetCostCents(otherArmorCostCents: number): number {
  return Math.max(FULL_HELMET_MINIMUM_CENTS, Math.round(otherArmorCostCents / 10))
}

/**
 * Full helmet cost worn with this body armor (null for none). Shields are carried, not worn
 * (the Armor section: "wear one type of armor … may also carry a shield"), so they do not count.
 */
export function fullHelmetCostWith(bodyArmorId: string | null): number {
  if (bodyArmorId === null) return FULL_HELMET_MINIMUM_CENTS
  const body = requireArmor(bodyArmorId)
  if (body.kind !== 'body') throw new RulesError(text('gearArmor.notBody', { name: body.name }))
  return fullHelmetCostCents(body.costCents)
}

/** Full helmet: −1 to perception rolls and to attack rolls while worn (positive numbers). */
export const FULL_HELMET_PENALTY = { perception: 1, attack: 1 } as const

/** What a character has on: at most one body armor, one shield and a full helmet. */
export interface WornArmor {
  armorId?: string | null
  shieldId?: string | null
  fullHelmet?: boolean
}

/** The defense a character's armor gives, with how it was added up. */
export interface ArmorDefense {
  /** Defense bonus against everyone. */
  defenseBonus: number
  /** Defense bonus against the opponent chosen for a small shield (same as defenseBonus without one). */
  chosenOpponentBonus: number
  /** Perception penalty (positive number) from a full helmet. */
  perceptionPenalty: number
  /** Attack penalty (positive number) from a full helmet. */
  attackPenalty: number
  /** E.g. "Banded Leather 3 + Shield 1 = 4". */
  explanation: string
  rule: string
}

function requireKind(armorId: string, kind: ArmorKind): Armor {
  const piece = requireArmor(armorId)
  if (piece.kind !== kind)
    throw new RulesError(text(`gearArmor.notKind.${kind}`, { name: piece.name }))
  return piece
}

// Armor: the defense bonuses of the armor worn, the shield carried and a full helmet add up
// (Toromeen: banded leather 3 + shield 1 = 4). A small shield counts against one chosen opponent.
export function wornArmorDefense(worn: WornArmor): ArmorDefense {
  const pieces: Armor[] = []
  if (worn.armorId) pieces.push(requireKind(worn.armorId, 'body'))
  if (worn.shieldId) pieces.push(requireKind(worn.shieldId, 'shield'))
  if (worn.fullHelmet) pieces.push(requireKind('full-helmet', 'helmet'))
  const general = pieces.filter((p) => !p.singleOpponent)
  const defenseBonus = general.reduce((sum, p) => sum + p.defenseBonus, 0)
  const chosenOpponentBonus = pieces.reduce((sum, p) => sum + p.defenseBonus, 0)
  const generalText =
    general.length === 0
      ? text('gearArmor.noArmor')
      : text('gearArmor.defenseSum', {
          pieces: general.map((p) => `${p.name} ${p.defenseBonus}`).join(' + '),
          total: defenseBonus,
        })
  const singles = pieces.filter((p) => p.singleOpponent)
  const explanation = singles.reduce(
    (sofar, p) =>
      text('gearArmor.defenseSingle', {
        general: sofar,
        name: p.name,
        bonus: p.defenseBonus,
        total: chosenOpponentBonus,
      }),
    generalText,
  )
  return {
    defenseBonus,
    chosenOpponentBonus,
    perceptionPenalty: worn.fullHelmet ? FULL_HELMET_PENALTY.perception : 0,
    attackPenalty: worn.fullHelmet ? FULL_HELMET_PENALTY.attack : 0,
    explanation,
    rule: gearRuleRefs.armor,
  }
}
