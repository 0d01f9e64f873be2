// The combat tracker's model (issue #23 §4): an encounter of party members and foes, its turn
// order, rounds and turns, foes' health and conditions, and a summary for the session's journal.
// Pure: every function takes an encounter and returns a new one; nothing is stored here.
//
// Turn order. Each system orders its own combatants (party members and foes of that system) by
// its rules (CampaignRules.turnOrder.orderCombatants; see docs/combat.md). A MIXED-SYSTEM fight
// interleaves those orders: the first of each system's order, then the second of each, and so on,
// the systems taken in the order their first combatant was given (the party first, then foes).
// Nothing in any text covers two rule systems at one table, so this is our rule; it keeps each
// system's own order intact and lets no system's members all act before another's.
//
// Party members' health lives on their sheets: damage, healing and conditions on a party member
// return a ledger intent (what the character's ledger should record) instead of a change here.
import { getSystem } from '../systems/index'
import type { Rng } from '../systems/common/dice'
import type {
  CombatSide,
  FoeRules,
  HouseRules,
  InitiativeCombatant,
  TurnSlot,
} from '../systems/types'
import { text } from './text'

/** A character of the campaign in the fight; its id is the character's id. */
interface PartyCombatant {
  kind: 'party'
  id: string
  name: string
  system: string
  /** What its system's turn order read from the sheet when it joined (e.g. Quick, Vigilant). */
  initiative: Record<string, number>
  /** Out of the fight (fallen, fled): its turns are skipped. */
  out: boolean
}

/** A foe's quick entry, whose state lives in the encounter. */
export interface FoeCombatant {
  kind: 'foe'
  id: string
  name: string
  system: string
  /** By the system's foe field ids (CampaignRules.foe.fields), health included. */
  values: Record<string, number>
  /** Its health when it joined: healing stops there. */
  maxHealth: number
  conditions: string[]
  out: boolean
}

export type Combatant = PartyCombatant | FoeCombatant

/** One place in the turn order. */
export interface EncounterSlot {
  combatantId: string
  /** What placed it, from its system (e.g. "Quick 13, Vigilant 10"). */
  detail: string
  /** Set when its system orders sides, not individuals: the side whose phase it acts in. */
  side?: CombatSide
}

/** What happened, in order; the summary is read from it. */
type EncounterEvent =
  | { kind: 'damage'; round: number; target: string; source: string | null; amount: number }
  | { kind: 'heal'; round: number; target: string; amount: number }
  | { kind: 'condition'; round: number; target: string; condition: string; on: boolean }
  | { kind: 'out'; round: number; target: string; out: boolean }
  | { kind: 'join' | 'leave'; round: number; target: string }

export interface Encounter {
  id: string
  campaignId: string
  name: string
  /** 1 in the first round. */
  round: number
  /** Index in `order` of whose turn it is. */
  turn: number
  /** Everyone who took part, including those who left (they are no longer in `order`). */
  combatants: Combatant[]
  order: EncounterSlot[]
  log: EncounterEvent[]
}

export interface PartyMemberInput {
  characterId: string
  name: string
  system: string
  /** The character's data, which its system's turn order reads. */
  data: unknown
}

export interface FoeInput {
  id: string
  name: string
  system: string
  /** By foe field id; a missing field takes the field's default. */
  values: Record<string, number>
  conditions?: string[]
}

export interface EncounterInput {
  id: string
  campaignId: string
  name: string
  party: PartyMemberInput[]
  foes: FoeInput[]
}

/** The campaign's house rules for a system (defaults fill in what is unset). */
export type RulesFor = (system: string) => HouseRules

/**
 * What a party member's ledger should record: the later UI posts it through the sheet's normal
 * undoable path. `note` says where it came from, for the ledger line.
 */
export type LedgerIntent =
  | {
      characterId: string
      system: string
      change: 'damage' | 'heal'
      amount: number
      note: string
    }
  | {
      characterId: string
      system: string
      change: 'condition'
      condition: string
      on: boolean
      note: string
    }

/** An encounter after a change, with the ledger intent when the change is a party member's. */
export interface EncounterChange {
  encounter: Encounter
  intent?: LedgerIntent
}

/** Limits that keep a stored encounter sane. */
const maxNameLength = 120
const maxConditionLength = 80
const maxConditions = 30

const noRules: RulesFor = () => ({})

// ---------------------------------------------------------------- foes

/** The system's foe quick entry; throws for a system without one. */
export function foeRules(system: string): FoeRules {
  const foe = getSystem(system).campaign.foe
  if (!foe) throw new RangeError(text('encounter.noFoes', { system }))
  return foe
}

function checkName(name: string): string {
  const trimmed = name.trim()
  if (!trimmed || trimmed.length > maxNameLength)
    throw new RangeError(text('encounter.badName', { max: maxNameLength }))
  return trimmed
}

function checkCondition(condition: string): string {
  const trimmed = condition.trim()
  if (!trimmed || trimmed.length > maxConditionLength)
    throw new RangeError(text('encounter.badCondition', { max: maxConditionLength }))
  return trimmed
}

function checkAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount < 1)
    throw new RangeError(text('encounter.badAmount', { amount: String(amount) }))
}

/** A foe from its quick entry: every field a whole number within its limits. */
function makeFoe(input: FoeInput): FoeCombatant {
  const rules = foeRules(input.system)
  const values: Record<string, number> = {}
  for (const field of rules.fields) {
    const value = Object.prototype.hasOwnProperty.call(input.values, field.id)
      ? input.values[field.id]
      : field.default
    if (value === undefined || !Number.isInteger(value) || value < field.min || value > field.max) {
      throw new RangeError(
        text('encounter.badValue', {
          label: field.label,
          min: field.min,
          max: field.max,
          value: String(value),
        }),
      )
    }
    values[field.id] = value
  }
  const conditions = [...new Set((input.conditions ?? []).map(checkCondition))]
  if (conditions.length > maxConditions)
    throw new RangeError(text('encounter.tooManyConditions', { max: maxConditions }))
  const health = values[rules.health] ?? 0
  return {
    kind: 'foe',
    id: input.id,
    name: checkName(input.name),
    system: input.system,
    values,
    maxHealth: health,
    conditions,
    out: rules.defeatedAt !== undefined && health <= rules.defeatedAt,
  }
}

function makePartyMember(input: PartyMemberInput): PartyCombatant {
  const turnOrder = getSystem(input.system).campaign.turnOrder
  return {
    kind: 'party',
    id: input.characterId,
    name: checkName(input.name),
    system: input.system,
    initiative: turnOrder?.initiativeValues?.(input.data) ?? {},
    out: false,
  }
}

// ---------------------------------------------------------------- order

function initiativeOf(c: Combatant): InitiativeCombatant {
  return c.kind === 'party'
    ? { id: c.id, side: 'party', values: c.initiative }
    : { id: c.id, side: 'foes', values: c.values }
}

/** One system's combatants in its order; in the order given when the system has none. */
function systemOrder(
  system: string,
  combatants: readonly Combatant[],
  rng: Rng,
  rules: HouseRules,
): TurnSlot[] {
  const turnOrder = getSystem(system).campaign.turnOrder
  const slots = turnOrder?.orderCombatants
    ? turnOrder.orderCombatants(combatants.map(initiativeOf), rng, rules)
    : combatants.map((c) => ({ id: c.id, detail: text('encounter.asGiven') }))
  const given = combatants.map((c) => c.id).sort()
  const placed = slots.map((s) => s.id).sort()
  if (given.join('\n') !== placed.join('\n'))
    throw new Error(`The ${system} turn order did not place each combatant once.`)
  return slots
}

/**
 * The turn order of these combatants: each system orders its own, and the orders interleave
 * (see the head of this file).
 */
function rollOrder(
  combatants: readonly Combatant[],
  rng: Rng,
  rulesFor: RulesFor = noRules,
): EncounterSlot[] {
  const systems = [...new Set(combatants.map((c) => c.system))]
  const orders = systems.map((system) =>
    systemOrder(
      system,
      combatants.filter((c) => c.system === system),
      rng,
      rulesFor(system),
    ),
  )
  const out: EncounterSlot[] = []
  const longest = Math.max(0, ...orders.map((o) => o.length))
  for (let i = 0; i < longest; i++) {
    for (const order of orders) {
      const slot = order[i]
      if (!slot) continue
      out.push({
        combatantId: slot.id,
        detail: slot.detail,
        ...(slot.side ? { side: slot.side } : {}),
      })
    }
  }
  return out
}

function checkUnique(combatants: readonly Combatant[]): void {
  const ids = new Set<string>()
  for (const c of combatants) {
    if (ids.has(c.id)) throw new RangeError(text('encounter.duplicate', { name: c.name }))
    ids.add(c.id)
  }
}

/** Starts a fight: round 1, the order rolled with each system's rules, the first living's turn. */
export function startEncounter(
  input: EncounterInput,
  rng: Rng,
  rulesFor: RulesFor = noRules,
): Encounter {
  const combatants: Combatant[] = [...input.party.map(makePartyMember), ...input.foes.map(makeFoe)]
  checkUnique(combatants)
  const order = rollOrder(combatants, rng, rulesFor)
  const started: Encounter = {
    id: input.id,
    campaignId: input.campaignId,
    name: checkName(input.name),
    round: 1,
    turn: 0,
    combatants,
    order,
    log: [],
  }
  return { ...started, turn: firstLiving(started) ?? 0 }
}

// ---------------------------------------------------------------- turns

function combatant(encounter: Encounter, id: string): Combatant {
  const found = encounter.combatants.find((c) => c.id === id)
  if (!found || !encounter.order.some((s) => s.combatantId === id))
    throw new RangeError(text('encounter.notInFight', { id }))
  return found
}

function isLiving(encounter: Encounter, index: number): boolean {
  const slot = encounter.order[index]
  if (!slot) return false
  return encounter.combatants.some((c) => c.id === slot.combatantId && !c.out)
}

function firstLiving(encounter: Encounter): number | undefined {
  const index = encounter.order.findIndex((_, i) => isLiving(encounter, i))
  return index < 0 ? undefined : index
}

/** Whose turn it is (undefined when nobody is left in the order). */
export function currentCombatant(encounter: Encounter): Combatant | undefined {
  const slot = encounter.order[encounter.turn]
  return slot && encounter.combatants.find((c) => c.id === slot.combatantId)
}

/** The order without those out of the fight: who still takes turns. */
export function livingOrder(encounter: Encounter): EncounterSlot[] {
  return encounter.order.filter((_, i) => isLiving(encounter, i))
}

/**
 * The next living combatant's turn; past the last, the first living's in the next round. Those
 * out of the fight are skipped: a fallen or fled combatant takes no turns (every text has the
 * dead and the unconscious act no more; who is out is the game master's mark or, for systems
 * whose text says so, a foe's health at its floor).
 */
export function nextTurn(encounter: Encounter): Encounter {
  for (let i = encounter.turn + 1; i < encounter.order.length; i++)
    if (isLiving(encounter, i)) return { ...encounter, turn: i }
  const first = firstLiving(encounter)
  if (first === undefined) return encounter
  return { ...encounter, round: encounter.round + 1, turn: first }
}

/** The previous living combatant's turn, back into the previous round; the first turn stays. */
export function previousTurn(encounter: Encounter): Encounter {
  for (let i = Math.min(encounter.turn, encounter.order.length) - 1; i >= 0; i--)
    if (isLiving(encounter, i)) return { ...encounter, turn: i }
  if (encounter.round <= 1) return encounter
  for (let i = encounter.order.length - 1; i >= 0; i--)
    if (isLiving(encounter, i)) return { ...encounter, round: encounter.round - 1, turn: i }
  return encounter
}

/**
 * The combatant whose turn it is waits until after `afterId`, later in this round's order, and
 * keeps that place (Symbaroum's Turn Order lets one act later; Heimr's Initiative lets one delay
 * until after another). The turn passes to whoever came next.
 */
export function delayTurn(encounter: Encounter, afterId: string): Encounter {
  const slot = encounter.order[encounter.turn]
  const after = encounter.order.findIndex((s) => s.combatantId === afterId)
  if (!slot || after <= encounter.turn)
    throw new RangeError(text('encounter.delayLater', { id: afterId }))
  const order = [...encounter.order]
  order.splice(encounter.turn, 1)
  order.splice(after, 0, slot)
  const moved = { ...encounter, order }
  return isLiving(moved, encounter.turn) ? moved : nextTurn(moved)
}

// ---------------------------------------------------------------- damage and conditions

function withCombatant(encounter: Encounter, next: Combatant, events: EncounterEvent[]): Encounter {
  return {
    ...encounter,
    combatants: encounter.combatants.map((c) => (c.id === next.id ? next : c)),
    log: [...encounter.log, ...events],
  }
}

function note(encounter: Encounter, what: string): string {
  return text('encounter.note', { name: encounter.name, round: encounter.round, what })
}

/** A foe with new health, clamped to its floor and its starting health, out at its system's mark. */
function foeAtHealth(
  encounter: Encounter,
  foe: FoeCombatant,
  health: number,
): { foe: FoeCombatant; events: EncounterEvent[] } {
  const rules = foeRules(foe.system)
  const floor = rules.fields.find((f) => f.id === rules.health)?.min ?? 0
  const clamped = Math.min(foe.maxHealth, Math.max(floor, health))
  const defeated = rules.defeatedAt !== undefined && clamped <= rules.defeatedAt
  const wasDefeated =
    rules.defeatedAt !== undefined && foe.values[rules.health]! <= rules.defeatedAt
  const out = defeated ? true : wasDefeated ? false : foe.out
  const next: FoeCombatant = { ...foe, values: { ...foe.values, [rules.health]: clamped }, out }
  const events: EncounterEvent[] =
    out !== foe.out ? [{ kind: 'out', round: encounter.round, target: foe.id, out }] : []
  return { foe: next, events }
}

/** A foe's health now. */
export function foeHealth(foe: FoeCombatant): number {
  return foe.values[foeRules(foe.system).health] ?? 0
}

/**
 * Damage to a combatant, dealt by `source` when known. A foe's health falls to its system's
 * floor at most, and only what it lost is logged; a party member's damage is a ledger intent.
 */
export function damage(
  encounter: Encounter,
  targetId: string,
  amount: number,
  source: string | null = null,
): EncounterChange {
  checkAmount(amount)
  if (source !== null) combatant(encounter, source)
  const target = combatant(encounter, targetId)
  const { round } = encounter
  if (target.kind === 'party')
    return partyHealthChange(
      encounter,
      target,
      { kind: 'damage', round, target: target.id, source, amount },
      text('encounter.damage', { amount }),
    )
  const before = foeHealth(target)
  const { foe, events } = foeAtHealth(encounter, target, before - amount)
  const lost = before - foeHealth(foe)
  const logged: EncounterEvent[] =
    lost > 0 ? [{ kind: 'damage', round, target: target.id, source, amount: lost }] : []
  return { encounter: withCombatant(encounter, foe, [...logged, ...events]) }
}

/** A party member's damage or healing: logged here, and the intent for its sheet's ledger. */
function partyHealthChange(
  encounter: Encounter,
  target: PartyCombatant,
  event: Extract<EncounterEvent, { kind: 'damage' | 'heal' }>,
  what: string,
): EncounterChange {
  return {
    encounter: { ...encounter, log: [...encounter.log, event] },
    intent: {
      characterId: target.id,
      system: target.system,
      change: event.kind,
      amount: event.amount,
      note: note(encounter, what),
    },
  }
}

/** Healing: a foe's health rises to its starting health at most; a party member's is an intent. */
export function heal(encounter: Encounter, targetId: string, amount: number): EncounterChange {
  checkAmount(amount)
  const target = combatant(encounter, targetId)
  const { round } = encounter
  if (target.kind === 'party')
    return partyHealthChange(
      encounter,
      target,
      { kind: 'heal', round, target: target.id, amount },
      text('encounter.heal', { amount }),
    )
  const before = foeHealth(target)
  const { foe, events } = foeAtHealth(encounter, target, before + amount)
  const gained = foeHealth(foe) - before
  const logged: EncounterEvent[] =
    gained > 0 ? [{ kind: 'heal', round, target: target.id, amount: gained }] : []
  return { encounter: withCombatant(encounter, foe, [...logged, ...events]) }
}

/** Puts a condition on (or takes it off) a foe; a party member's is a ledger intent. */
export function setCondition(
  encounter: Encounter,
  targetId: string,
  condition: string,
  on: boolean,
): EncounterChange {
  const name = checkCondition(condition)
  const target = combatant(encounter, targetId)
  const event: EncounterEvent = {
    kind: 'condition',
    round: encounter.round,
    target: target.id,
    condition: name,
    on,
  }
  if (target.kind === 'party') {
    return {
      encounter: { ...encounter, log: [...encounter.log, event] },
      intent: {
        characterId: target.id,
        system: target.system,
        change: 'condition',
        condition: name,
        on,
        note: note(
          encounter,
          text(on ? 'encounter.conditionOn' : 'encounter.conditionOff', { condition: name }),
        ),
      },
    }
  }
  const has = target.conditions.includes(name)
  if (has === on) return { encounter }
  if (on && target.conditions.length >= maxConditions)
    throw new RangeError(text('encounter.tooManyConditions', { max: maxConditions }))
  const conditions = on ? [...target.conditions, name] : target.conditions.filter((c) => c !== name)
  return { encounter: withCombatant(encounter, { ...target, conditions }, [event]) }
}

/** Marks a combatant out of the fight (fallen, fled) or back in; its turns are skipped while out. */
export function setOut(encounter: Encounter, id: string, out: boolean): Encounter {
  const target = combatant(encounter, id)
  if (target.out === out) return encounter
  return withCombatant(encounter, { ...target, out }, [
    { kind: 'out', round: encounter.round, target: id, out },
  ])
}

// ---------------------------------------------------------------- joining and leaving

/**
 * A combatant joins mid-fight. It takes the last place in the order (the texts roll the order
 * once, at the start of a fight), so it acts at the end of this round if the round is not over.
 */
export function addCombatant(
  encounter: Encounter,
  input: { party: PartyMemberInput } | { foe: FoeInput },
  rng: Rng,
  rulesFor: RulesFor = noRules,
): Encounter {
  const joining = 'party' in input ? makePartyMember(input.party) : makeFoe(input.foe)
  if (encounter.combatants.some((c) => c.id === joining.id))
    throw new RangeError(text('encounter.duplicate', { name: joining.name }))
  // Its own roll (when its system rolls) says what it would have had; its place is the last.
  const slots = rollOrder([joining], rng, rulesFor)
  const next: Encounter = {
    ...encounter,
    combatants: [...encounter.combatants, joining],
    order: [...encounter.order, ...slots],
    log: [...encounter.log, { kind: 'join', round: encounter.round, target: joining.id }],
  }
  // A fight where everyone was out resumes with the newcomer.
  return firstLiving(encounter) === undefined ? { ...next, turn: firstLiving(next) ?? 0 } : next
}

/**
 * A combatant leaves the fight: out of the order, kept among the combatants for the summary.
 * If it was its turn, the turn passes to whoever comes next.
 */
export function removeCombatant(encounter: Encounter, id: string): Encounter {
  combatant(encounter, id)
  const index = encounter.order.findIndex((s) => s.combatantId === id)
  const order = encounter.order.filter((s) => s.combatantId !== id)
  const log: EncounterEvent[] = [
    ...encounter.log,
    { kind: 'leave', round: encounter.round, target: id },
  ]
  const next: Encounter = { ...encounter, order, log }
  if (index > encounter.turn) return next
  if (index < encounter.turn) return { ...next, turn: encounter.turn - 1 }
  // It was its turn: the next living one after it (now at the same index) takes the turn.
  const stay = isLiving(next, index)
    ? { ...next, turn: index }
    : nextTurn({ ...next, turn: index - 1 })
  // Nobody living is left to take it: the turn stays a place in the order (0 when it is empty).
  return { ...stay, turn: Math.max(0, Math.min(stay.turn, stay.order.length - 1)) }
}

// ---------------------------------------------------------------- the end

interface CombatantTotals {
  id: string
  name: string
  kind: Combatant['kind']
  dealt: number
  taken: number
  healed: number
}

export interface EncounterSummary {
  rounds: number
  /** Those out of the fight at its end, by name, in the order they joined it. */
  fell: string[]
  totals: CombatantTotals[]
  /** A short markdown text for the session's journal entry. */
  markdown: string
}

/** Markdown's own characters in a name, escaped so that a name stays text. */
function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, (c) => `\\${c}`)
}

/** Ends the fight: rounds fought, who fell, damage dealt and taken from the log, and a text. */
export function endEncounter(encounter: Encounter): EncounterSummary {
  const totals = encounter.combatants.map((c): CombatantTotals => ({
    id: c.id,
    name: c.name,
    kind: c.kind,
    dealt: 0,
    taken: 0,
    healed: 0,
  }))
  const byId = new Map(totals.map((t) => [t.id, t]))
  for (const event of encounter.log) {
    if (event.kind === 'damage') {
      byId.get(event.target)!.taken += event.amount
      if (event.source !== null) byId.get(event.source)!.dealt += event.amount
    } else if (event.kind === 'heal') {
      byId.get(event.target)!.healed += event.amount
    }
  }
  const fell = encounter.combatants.filter((c) => c.out).map((c) => c.name)
  const lines = [
    `### ${escapeMarkdown(encounter.name)}`,
    '',
    text('encounter.summary.rounds', { count: encounter.round }),
    '',
    ...totals.map((t) =>
      text('encounter.summary.line', {
        name: escapeMarkdown(t.name),
        dealt: t.dealt,
        taken: t.taken,
      }),
    ),
  ]
  if (fell.length > 0) {
    lines.push('', text('encounter.summary.fell', { names: fell.map(escapeMarkdown).join(', ') }))
  }
  return { rounds: encounter.round, fell, totals, markdown: `${lines.join('\n')}\n` }
}
