/** What the dice challenge dialog rolls. */
export type ChallengeTarget =
  | { kind: 'ability'; id: string }
  | { kind: 'attribute'; id: string }
  | { kind: 'initiative' }
  | { kind: 'dodge' }
  | { kind: 'attack' }
  | { kind: 'defence' }
