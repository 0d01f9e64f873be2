import type { AbilityId, ReactionId } from '@systems/gods-monsters'

/** What the roll dialog rolls: a score (ability or reaction) or an attack. */
export type GmRollTarget = { kind: 'score'; id: AbilityId | ReactionId } | { kind: 'attack' }
