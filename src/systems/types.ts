// The contract every rule system implements. Pure TypeScript: no vue, dexie, electron or node:*.
import type { CombatRules } from './common/combat'
import type { ZodType } from 'zod'
import type { LedgerEntry, Purchase, PurchasePlan } from './common/ledger'
import type { Rng } from './common/dice'
import type { PrintSheet } from './print-types'

export type { Purchase, PurchasePlan } from './common/ledger'
export { PurchaseError, RulesError } from './common/errors'

/** A value the game master may set because the rules text leaves it open. */
export interface HouseRuleSpec {
  id: string
  label: string
  description: string
  kind: 'number' | 'boolean'
  default: number | boolean
  /** Where the default comes from, shown next to the setting. */
  source: string
  min?: number
  max?: number
  /**
   * Rules that are cells of one table (e.g. a score → bonus table) share a table id; settings
   * screens show them as one compact table with a row per `row` and a column per `column`.
   */
  table?: { id: string; title: string; row: string; column: string }
}

export type HouseRules = Record<string, number | boolean>

/** One computed value plus how it was computed, shown on hover and focus. */
export interface DerivedValue {
  label: string
  value: number | string
  /** A human-readable account with the actual numbers, e.g. "Strong 7 → minimum 10". */
  explanation: string
  /** The rule it implements, e.g. "Secondary Attributes: Toughness". */
  rule: string
}

/**
 * Derived values by id. A system names its ids (`K`), with patterns for per-item ids such as
 * `ability.${string}.consistency`: a named id may be absent (e.g. a value only sorcerors have),
 * and a misspelt one does not compile. Generic code uses the default, any string.
 */
export type DerivedValues<K extends string = string> = {
  [Id in K as IsPattern<Id> extends true ? Id : never]: DerivedValue
} & { [Id in K as IsPattern<Id> extends true ? never : Id]?: DerivedValue }

/** True for `string` and template patterns such as `x.${string}`, which name many ids. */
type IsPattern<Id extends string> = Record<never, never> extends Record<Id, unknown> ? true : false

export interface Finding {
  severity: 'error' | 'warning'
  code: string
  message: string
  /** The rule the finding comes from. */
  rule: string
  /** Data path the finding is about, e.g. "attributes.strong". */
  path?: string
}

interface CurrencySpec {
  id: string
  label: string
  /** The short name beside amounts, e.g. "XP" (default: the id in capitals). */
  short?: string
  /**
   * Decimal places the ledger stores as whole numbers: 2 means amounts are hundredths, shown
   * and entered as e.g. "2.50". Absent means whole units.
   */
  decimals?: number
}

/** Something the character can buy. `available` is false with a reason when it cannot. */
export interface PurchaseOption<P extends Purchase = Purchase> {
  /** What `plan` takes to buy it. */
  purchase: P
  /** A key for lists: the same for the same purchase. */
  key: string
  label: string
  currency: string
  cost: number
  available: boolean
  reason?: string
}

export interface AdvancementRules<D, P extends Purchase = Purchase> {
  currencies: CurrencySpec[]
  /** Checks a purchase from a sheet, a file or the ledger: the system's union of purchases. */
  purchaseSchema: ZodType<P>
  /** Every purchase the sheet offers now, priced, with availability given the balances. */
  options(data: D, balances: Record<string, number>, rules: HouseRules): PurchaseOption<P>[]
  /**
   * Prices a purchase and lists the data changes it makes; the plan carries the purchase, which
   * the ledger entry keeps. Throws PurchaseError if impossible.
   */
  plan(data: D, purchase: P, rules: HouseRules): PurchasePlan
  /**
   * The purchase a spend recorded before ledger entries kept it (they kept its label and its data
   * changes), read from those changes and the character's data; null when the entry is not one
   * of this system's purchases. Used once, by the database upgrade that adds them.
   */
  purchaseOf(entry: LedgerEntry, data: D): P | null
}

export interface InventoryLine {
  id: string
  name: string
  /** Load this line counts for, in the system's unit (slots, bulk, weight...). */
  load: number
  detail?: string
}

export interface InventorySummary {
  unit: string
  used: number
  capacity: number | null
  lines: InventoryLine[]
  overloaded: boolean
  explanation: string
}

export interface InventoryRules<D> {
  summary(data: D, rules: HouseRules): InventorySummary
}

/** One kind of reward a game master can hand out from a journal entry. */
export interface RewardKind {
  /** Stable id, e.g. "xp", "mojo", "coins", "loot". */
  id: string
  /** Shown in the award form, e.g. "Experience" or "Loot donated or lost (silver)". */
  label: string
  /** The ledger currency each character's share is posted to. */
  currency: string
  /**
   * Turns the game master's amount into each recipient's share. `carried` is what the
   * campaign carried over from earlier awards of this kind (0 unless a rule carries a
   * remainder). Amounts are whole numbers; `each` may be 0 when there is too little to share.
   */
  share(amount: number, recipients: number, carried: number): RewardShare
}

interface RewardShare {
  each: number
  /** What the campaign carries to the next award of this kind. */
  carry: number
  /** How the share was computed, with the numbers, e.g. "101 XP ÷ 3 present = 33, 2 carried". */
  explanation: string
}

/** One line on the party screen. `warning` is set when the value needs the game master's eye. */
export interface PartyValue {
  label: string
  value: string
  warning?: string
}

/** One member's place in a rolled turn order. */
export interface TurnSlot {
  id: string
  /** What placed it, e.g. "Quick 13, Vigilant 10, roll-off 14". */
  detail: string
  /**
   * Set when the text orders sides rather than individuals (Gods & Monsters: the players act,
   * then the Guide's characters): slots of one side act in the same phase, at once. A tracker
   * still steps through them one by one, in the order given, so that each can be marked done.
   */
  side?: CombatSide
}

/** The party, or the game master's foes. */
export type CombatSide = 'party' | 'foes'

/** A fighter as a turn order sees it: its side and the values its system's order reads. */
export interface InitiativeCombatant {
  id: string
  side: CombatSide
  /** Keyed as the system's foe fields, e.g. { quick: 13, vigilant: 10 }. */
  values: Readonly<Record<string, number>>
}

/** How a system orders a fight's turns, for the party screen. */
export interface TurnOrderRules<D> {
  /** The rules-text section it follows. */
  rule: string
  /** What decides the order, in a line. */
  explanation: string
  /** The members in turn order; `rng` rolls any dice the order needs. */
  order(
    members: readonly { id: string; data: D }[],
    rng: () => number,
    rules?: HouseRules,
  ): TurnSlot[]
  /** What the order reads from a party member, keyed as the foe's fields (e.g. quick). */
  initiativeValues?(data: D): Record<string, number>
  /**
   * Party members and foes in one order, from their values (see `initiativeValues` and
   * `FoeRules.fields`); dice only from `rng`.
   */
  orderCombatants?(
    combatants: readonly InitiativeCombatant[],
    rng: Rng,
    rules: HouseRules,
  ): TurnSlot[]
}

/** One value of a foe's quick entry: a whole number from `min` to `max`. */
export interface FoeField {
  id: string
  label: string
  kind: 'number'
  min: number
  max: number
  /** What a new entry's form starts with. */
  default: number
}

/**
 * A foe's quick entry: the values a game master types for a foe (its health, its defence, and
 * what the system's turn order reads), from which a form can be drawn.
 */
export interface FoeRules {
  /** The rules-text section the values come from. */
  rule: string
  fields: FoeField[]
  /** The field that damage lowers and healing raises; that field's `min` is its floor. */
  health: string
  /** The field attacks are rolled against, when the text has a fixed one. */
  defence?: string
  /** A foe whose health is at or below this is out of the fight; absent: the GM marks it. */
  defeatedAt?: number
}

/** A span of game time a sheet passes in one step: a day, a rest, a stretch of travel. */
export interface TimeSpan {
  id: string
  label: string
  /** The rules-text section it follows. */
  rule: string
  /** What passing it does, in a line of our own words. */
  explanation: string
}

/**
 * Passing game time: what the text says happens over a span (rests, deprivation, upkeep,
 * ailments, lasting effects), applied in one step that the ledger records and can undo.
 */
export interface TimeRules<D> {
  /** The spans this character can pass now, in the order the sheet offers them. */
  spans(data: D, rules: HouseRules): TimeSpan[]
  /**
   * The data after the span and what happened, in short lines. Dice come only from `rng`.
   * Throws RulesError when the span cannot pass (e.g. a rest for a dead character).
   */
  pass(data: D, span: string, rules: HouseRules, rng: Rng): { data: D; events: string[] }
}

export interface CampaignRules<D> {
  /** Rewards this system accepts from the journal. */
  rewards: RewardKind[]
  /** Key derived values and trackers for the party screen. */
  party(data: D, rules: HouseRules, ledger: readonly LedgerEntry[]): PartyValue[]
  /** Units of game time the system counts, which a journal entry can record (e.g. watches). */
  timeUnits?: { id: string; label: string }[]
  /** Turn order in a fight, for systems whose text gives one. */
  turnOrder?: TurnOrderRules<D>
  /** A foe's quick entry in the combat tracker. */
  foe?: FoeRules
}

export interface PrintOptions {
  name: string
  blank: boolean
  /** Unspent balance of each of the system's ledger currencies, for systems that print them. */
  balances?: Record<string, number>
  /** Total ever awarded per currency (e.g. experience earned). */
  earned?: Record<string, number>
}

export interface GameSystem<D = unknown, P extends Purchase = Purchase, K extends string = string> {
  id: string
  name: string
  /** Current version of this system's character data. */
  dataVersion: number
  /** Validates character data of the current version. */
  schema: ZodType<D>
  houseRules: HouseRuleSpec[]
  create(input: { name: string }, rules: HouseRules): D
  /** Upgrades data from an older dataVersion to the current one. */
  migrate(data: unknown, fromVersion: number): D
  derive(data: D, rules: HouseRules): DerivedValues<K>
  /**
   * Rule findings. `ledger` is the character's ledger, for checks that depend on what was bought
   * (e.g. a score raised with Experience or mojo is not a score assigned at creation).
   */
  check(data: D, rules: HouseRules, ledger?: readonly LedgerEntry[]): Finding[]
  advancement: AdvancementRules<D, P>
  inventory: InventoryRules<D>
  /**
   * The printed sheet as data (see print-types.ts). `name` is the character's name; with
   * `blank` the layout leaves values empty for filling in by hand.
   */
  print?(data: D, rules: HouseRules, options: PrintOptions): PrintSheet
  /** Journal rewards and the party screen. */
  campaign: CampaignRules<D>
  /** Passing game time, for systems whose text says what time does; a `pass-time` purchase. */
  time?: TimeRules<D>
  /** Awards a new character starts with (e.g. starting Experience), posted to its ledger. */
  startingAwards?(rules: HouseRules): { currency: string; amount: number; note: string }[]
  /** Damage, healing and conditions on the sheet, as a `combat` purchase (issue #23 §4). */
  combat?: CombatRules<D>
}

/** A stored character: system-independent envelope around the system's data. */
export interface CharacterRecord<D = unknown> {
  id: string
  system: string
  dataVersion: number
  name: string
  campaignId: string | null
  data: D
  ledger: LedgerEntry[]
  createdAt: string
  updatedAt: string
  /** Set when moved to the trash. */
  deletedAt: string | null
  /** The hash of a stored picture (shared/pictures.ts), absent for none. Format 6. */
  portrait?: string
}

/**
 * Fills in defaults for any house rule the campaign has not set. Numbers that are not finite
 * fall back to the default; numbers outside the spec's min..max are clamped into it.
 */
export function resolveHouseRules(specs: HouseRuleSpec[], given: HouseRules = {}): HouseRules {
  const out: HouseRules = {}
  for (const spec of specs) {
    const value = given[spec.id]
    if (typeof value !== typeof spec.default) {
      out[spec.id] = spec.default
    } else if (typeof value === 'number') {
      out[spec.id] = Number.isFinite(value)
        ? Math.min(Math.max(value, spec.min ?? -Infinity), spec.max ?? Infinity)
        : spec.default
    } else {
      out[spec.id] = value as boolean
    }
  }
  return out
}
