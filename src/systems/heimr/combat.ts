// Combat helpers: initiative, defence penalties, positions and the start of a turn.
import { formatNumber } from '../common/format'
import { RulesError } from '../types'
import { abilityChallenge, type Challenge } from './abilities'
import { countDownEffects } from './effects'
import { termTable } from '../common/text'
import type { HeimrData, PositionId } from './model'
import { text } from './text'

export const rollKinds = ['meleeAttack', 'rangedAttack', 'dodge', 'block', 'parry'] as const
export type RollKind = (typeof rollKinds)[number]
export type RollPenalties = Record<RollKind, number>

/** The kinds of roll as a sentence names them (English lower case). */
export const rollKindLabels: Readonly<Record<RollKind, string>> = termTable(rollKinds, (kind) =>
  text(`rollKind.${kind}`),
)

export interface PositionDefinition {
  id: PositionId
  label: string
  /** In our own words. */
  description: string
  /** Consistency change on the character's own rolls (0 or negative). */
  penalties: RollPenalties
  /** What it does to rolls made against the character, or null. */
  againstYou: string | null
  /** Other positions this one includes (sleeping is also prone and helpless). */
  implies: PositionId[]
  canAct: boolean
  canDefend: boolean
  rule: string
}

const none: RollPenalties = { meleeAttack: 0, rangedAttack: 0, dodge: 0, block: 0, parry: 0 }
const allRolls = (n: number): RollPenalties => ({
  meleeAttack: n,
  rangedAttack: n,
  dodge: n,
  block: n,
  parry: n,
})

// Positions; Environment: Difficult terrain. Climbing: the text first gives −2 on all attacks
// and defences, then later says −1 on attack rolls. We read the −1 as an older statement of
// the same penalty and apply −2 everywhere; adding both (−3 on attacks) is never stated.
export const positions: Record<PositionId, PositionDefinition> = {
  prone: {
    id: 'prone',
    get label() {
      return text('position.prone.label')
    },
    get description() {
      return text('position.prone.description')
    },
    penalties: allRolls(-2),
    get againstYou() {
      return text('position.prone.againstYou')
    },
    implies: [],
    canAct: true,
    canDefend: true,
    rule: 'Positions: Prone',
  },
  helpless: {
    id: 'helpless',
    get label() {
      return text('position.helpless.label')
    },
    get description() {
      return text('position.helpless.description')
    },
    penalties: none,
    get againstYou() {
      return text('position.helpless.againstYou')
    },
    implies: [],
    canAct: false,
    canDefend: false,
    rule: 'Positions: Helpless',
  },
  sleeping: {
    id: 'sleeping',
    get label() {
      return text('position.sleeping.label')
    },
    get description() {
      return text('position.sleeping.description')
    },
    penalties: none,
    againstYou: null,
    implies: ['prone', 'helpless'],
    canAct: false,
    canDefend: false,
    rule: 'Positions: Sleeping',
  },
  unconscious: {
    id: 'unconscious',
    get label() {
      return text('position.unconscious.label')
    },
    get description() {
      return text('position.unconscious.description')
    },
    penalties: none,
    againstYou: null,
    implies: ['prone', 'helpless'],
    canAct: false,
    canDefend: false,
    rule: 'Positions: Unconscious',
  },
  concealed: {
    id: 'concealed',
    get label() {
      return text('position.concealed.label')
    },
    get description() {
      return text('position.concealed.description')
    },
    penalties: none,
    get againstYou() {
      return text('position.concealed.againstYou')
    },
    implies: [],
    canAct: true,
    canDefend: true,
    rule: 'Positions: Concealed',
  },
  hidden: {
    id: 'hidden',
    get label() {
      return text('position.hidden.label')
    },
    get description() {
      return text('position.hidden.description')
    },
    penalties: none,
    get againstYou() {
      return text('position.hidden.againstYou')
    },
    implies: ['concealed'],
    canAct: true,
    canDefend: true,
    rule: 'Positions: Hidden',
  },
  climbing: {
    id: 'climbing',
    get label() {
      return text('position.climbing.label')
    },
    get description() {
      return text('position.climbing.description')
    },
    penalties: allRolls(-2),
    againstYou: null,
    implies: [],
    canAct: true,
    canDefend: true,
    rule: 'Positions: Climbing',
  },
  difficultTerrain: {
    id: 'difficultTerrain',
    get label() {
      return text('position.difficultTerrain.label')
    },
    get description() {
      return text('position.difficultTerrain.description')
    },
    penalties: { meleeAttack: -1, rangedAttack: 0, dodge: -1, block: 0, parry: -1 },
    againstYou: null,
    implies: [],
    canAct: true,
    canDefend: true,
    rule: 'Environment: Difficult terrain',
  },
}

/** The positions in effect, including those they imply, each once. */
export function activePositions(list: readonly PositionId[]): PositionId[] {
  const out: PositionId[] = []
  const add = (id: PositionId) => {
    if (out.includes(id)) return
    out.push(id)
    for (const implied of positions[id].implies) add(implied)
  }
  for (const id of list) add(id)
  return out
}

// Positions: the consistency penalties every position in effect puts on each kind of roll.
export function positionPenalties(list: readonly PositionId[]): RollPenalties {
  const total = { ...none }
  for (const id of activePositions(list)) {
    for (const kind of rollKinds) total[kind] += positions[id].penalties[kind]
  }
  return total
}

/** Defending against multiple attacks: each dodge or block costs 2 consistency on the next. */
const defencePenaltyPerUse = 2

// Defending against multiple attacks: −2 consistency per earlier use since the last turn.
export function defencePenalty(uses: number): number {
  return uses === 0 ? 0 : -defencePenaltyPerUse * uses
}

export type DefenceKind = 'dodge' | 'block'

// Defending against multiple attacks: count a dodge or block until the next turn starts.
export function useDefence(data: HeimrData, kind: DefenceKind): HeimrData {
  if (kind !== 'dodge' && kind !== 'block') {
    throw new RulesError(text('combat.onlyDodgeBlock', { kind: String(kind) }))
  }
  return {
    ...data,
    defenceUses: { ...data.defenceUses, [kind]: Math.min(20, data.defenceUses[kind] + 1) },
  }
}

// Fatigue during combat; Defending against multiple attacks: a new turn clears the
// once-per-turn fatigue rise and restores defence uses, parries included. Effects during
// combat: it also counts the effects down.
export function startTurn(data: HeimrData): HeimrData {
  return {
    ...countDownEffects(data),
    fatigueRaisedThisTurn: false,
    defenceUses: { dodge: 0, block: 0 },
    parriedWith: [],
  }
}

/** The ability dodges use: the standard Agility ability. */
const dodgeAbilityId = 'agility'

// Defence: dodging rolls Agility, less the repeated-dodge and position penalties. Null when
// the sheet has no Agility ability.
export function dodgeChallenge(data: HeimrData): Challenge | null {
  if (!Object.prototype.hasOwnProperty.call(data.abilities, dodgeAbilityId)) return null
  const repeat = defencePenalty(data.defenceUses.dodge)
  const position = positionPenalties(data.positions).dodge
  const challenge = abilityChallenge(data, dodgeAbilityId, -(repeat + position))
  const parts: string[] = []
  if (repeat !== 0) {
    parts.push(
      text('combat.earlierDodges', {
        penalty: formatNumber(repeat),
        count: data.defenceUses.dodge,
      }),
    )
  }
  if (position !== 0) {
    parts.push(text('combat.fromPositions', { penalty: formatNumber(position) }))
  }
  return parts.length === 0
    ? challenge
    : {
        ...challenge,
        explanation: text('combat.withReasons', {
          explanation: challenge.explanation,
          reasons: parts.join(', '),
        }),
      }
}

/** The attribute initiative uses for consistency. */
const initiativeAttributeId = 'dex'

// Initiative: consistency = dexterity, potential = current willpower.
export function initiativeChallenge(data: HeimrData): Challenge {
  const dex = Object.prototype.hasOwnProperty.call(data.attributes, initiativeAttributeId)
    ? data.attributes[initiativeAttributeId]
    : undefined
  const consistency = dex?.value ?? 0
  const potential = data.willpower.current
  const physical = dex?.group === 'physical'
  const dexText = dex
    ? text('named', { name: dex.name, value: formatNumber(consistency) })
    : text('combat.noDex', { id: initiativeAttributeId })
  return {
    consistency,
    potential,
    physical,
    fatigue: data.fatigue,
    explanation: text('combat.initiative', { dex: dexText, potential }),
  }
}
