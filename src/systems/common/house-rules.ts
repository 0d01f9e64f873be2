// Typed house rules: a system defines its rules once, keyed by id, and gets the specs the settings
// screens show plus typed reads: read(rules, id) and resolve(rules) take exactly the defined ids,
// as numbers or booleans, so a misspelt rule id is a compile error. Stored rules stay plain
// `HouseRules` objects; typing happens where rules code reads them.
import type { HouseRuleSpec, HouseRules } from '../types'
import { resolveHouseRules } from '../types'

type HouseRuleText = Omit<HouseRuleSpec, 'id' | 'kind' | 'default' | 'min' | 'max'>

/** A rule whose value is a number, kept within min..max. */
export interface NumberHouseRule extends HouseRuleText {
  kind: 'number'
  default: number
  min?: number
  max?: number
}

/** A rule that is on or off. */
interface BooleanHouseRule extends HouseRuleText {
  kind: 'boolean'
  default: boolean
}

/** One house rule as a system defines it: a `HouseRuleSpec` whose id is its key. */
export type HouseRuleDefinition = NumberHouseRule | BooleanHouseRule

type HouseRuleDefinitions = Record<string, HouseRuleDefinition>

/** Several definition objects as one; an intersection keeps pattern ids such as `x${number}`. */
type Merged<Parts extends HouseRuleDefinitions[]> = Parts extends [infer Only]
  ? Only
  : Parts extends [infer First, ...infer Rest extends HouseRuleDefinitions[]]
    ? First & Merged<Rest>
    : Record<never, never>

/** The rules in effect: each defined id, a number for number rules and a boolean for the rest. */
type ResolvedHouseRules<T> = {
  readonly [Id in keyof T]: T[Id] extends { kind: 'number' } ? number : boolean
}

export interface HouseRuleSet<T> {
  /** The definitions, for a system that adds another module's rules to its own. */
  definitions: T
  /** The rules for settings screens and `GameSystem.houseRules`, in definition order. */
  specs: HouseRuleSpec[]
  /**
   * The rules in effect for a campaign's stored values: defaults where unset or of the wrong
   * kind, numbers clamped into min..max (exactly `resolveHouseRules`).
   */
  resolve(given?: HouseRules): ResolvedHouseRules<T>
  /**
   * One rule in effect, resolved alone. Accessors use this: derive reads rules often, and
   * resolving all of them on each read made Gods & Monsters' derive four times slower. Throws
   * for an id that fits a pattern (`x${number}`) but names no rule.
   */
  read<Id extends keyof T & string>(given: HouseRules, id: Id): ResolvedHouseRules<T>[Id]
}

type RuleWords = 'label' | 'description' | 'source'

/**
 * A definition whose label, description and source are read from the system's messages in the
 * current locale each time a screen reads them: `words('label')` and so on.
 */
export function ruleText<R extends HouseRuleDefinition>(
  words: (field: RuleWords) => string,
  rule: Omit<R, RuleWords>,
): R {
  const fields: RuleWords[] = ['label', 'description', 'source']
  return Object.defineProperties(
    { ...rule },
    Object.fromEntries(fields.map((f) => [f, { get: () => words(f), enumerable: true }])),
  ) as R
}

/**
 * Defines a system's house rules, keyed by id, from one or more objects of definitions (a system
 * can add a module's rules to its own); see HouseRuleSet.
 */
export function defineHouseRules<Parts extends HouseRuleDefinitions[]>(
  ...parts: Parts
): HouseRuleSet<Merged<Parts>> {
  const definitions = Object.fromEntries(parts.flatMap((part) => Object.entries(part)))
  // Copied with their getters, so that texts read in the current locale stay so (see ruleText).
  const specs: HouseRuleSpec[] = Object.entries(definitions).map(
    ([id, rule]) =>
      Object.defineProperties({ id }, Object.getOwnPropertyDescriptors(rule)) as HouseRuleSpec,
  )
  const byId = new Map(specs.map((spec) => [spec.id, spec]))
  type Resolved = ResolvedHouseRules<Merged<Parts>>
  return {
    definitions: definitions as Merged<Parts>,
    specs,
    resolve: (given = {}) => resolveHouseRules(specs, given) as Resolved,
    read(given, id) {
      const spec = byId.get(id)
      if (!spec) throw new Error(`No house rule "${id}"`)
      return resolveHouseRules([spec], given)[id] as Resolved[typeof id]
    },
  }
}
