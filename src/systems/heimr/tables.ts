// Medieval armoury module: the weapon and shield tables as game data, with our own labels.

type Wielding = 'eitherHand' | 'oneOrTwoHands' | 'twoHands' | 'swordHand' | 'offHand'

const wieldingLabels: Record<Wielding, string> = {
  eitherHand: 'Either hand',
  oneOrTwoHands: 'One or two hands',
  twoHands: 'Two hands',
  swordHand: 'Sword hand',
  offHand: 'Off-hand',
}

export interface ArmouryWeapon {
  id: string
  name: string
  /** 'melee', or the maximum range in squares. */
  range: 'melee' | number
  /** Hit points a hit takes. */
  damage: number
  /** Potential bonus ("P+2" → 2); null where the table gives "-". */
  potentialBonus: number | null
  wielding: Wielding
  /** Abilities the weapon is used with, spelled as the table spells them. */
  abilities: string[]
  description: string
}

// Medieval armoury module: Weapons. Ability names keep the table's spelling; note that the
// weapon table writes "Swordmanship" and "Shield and sword" where the shield table writes
// "Swordsmanship" and "Sword and shield".
export const armouryWeapons: ArmouryWeapon[] = [
  {
    id: 'light-weapon',
    name: 'Light weapon',
    range: 'melee',
    damage: 1,
    potentialBonus: 2,
    wielding: 'eitherHand',
    abilities: ['Knife fighting', 'Dueling'],
    description: 'Knives, daggers and other small blades.',
  },
  {
    id: 'medium-weapon',
    name: 'Medium weapon',
    range: 'melee',
    damage: 2,
    potentialBonus: 3,
    wielding: 'oneOrTwoHands',
    abilities: ['Dueling', 'Swordmanship', 'Shield and sword'],
    description: 'Swords, axes and maces held in one hand or both.',
  },
  {
    id: 'great-weapon',
    name: 'Great weapon',
    range: 'melee',
    damage: 3,
    potentialBonus: 5,
    wielding: 'twoHands',
    abilities: ['Swordmanship'],
    description: 'Large two-handed blades and axes.',
  },
  {
    id: 'pole-arm',
    name: 'Pole arm',
    range: 'melee',
    damage: 2,
    potentialBonus: 4,
    wielding: 'twoHands',
    abilities: ['Pole arms'],
    description: 'Spears, halberds and other long-hafted weapons.',
  },
  {
    id: 'bow',
    name: 'Bow',
    range: 6,
    damage: 3,
    potentialBonus: 1,
    wielding: 'twoHands',
    abilities: ['Archery'],
    description: 'A drawn bow with arrows.',
  },
  {
    id: 'crossbow',
    name: 'Crossbow',
    range: 4,
    damage: 3,
    potentialBonus: null,
    wielding: 'twoHands',
    abilities: ['Archery'],
    description: 'A mechanical bow that shoots bolts.',
  },
  {
    id: 'throwing-weapon',
    name: 'Throwing weapon',
    range: 1,
    damage: 1,
    potentialBonus: null,
    wielding: 'swordHand',
    abilities: ['Throwing', 'knife fighting'],
    description: 'Knives, axes or darts made to be thrown.',
  },
  {
    id: 'blowgun',
    name: 'Blowgun',
    range: 2,
    damage: 0,
    potentialBonus: 1,
    wielding: 'swordHand',
    abilities: ['Blowguns'],
    description: 'A tube that shoots small darts; it does no damage by itself.',
  },
]

/** A shield's penalty: none ("-"), not yet written ("TODO" in the text), or to stamina. */
type ShieldPenalty = { kind: 'none' } | { kind: 'notGiven' } | { kind: 'stamina'; amount: number }

export interface ArmouryShield {
  id: string
  name: string
  /** Potential bonus when blocking; null where the table gives "-". */
  potentialBonus: number | null
  penalty: ShieldPenalty
  wielding: Wielding
  abilities: string[]
  description: string
}

// Medieval armoury module: Shields. The text marks the small and medium shield penalties
// "TODO", so they are recorded as not given rather than guessed.
export const armouryShields: ArmouryShield[] = [
  {
    id: 'buckler',
    name: 'Buckler',
    potentialBonus: null,
    penalty: { kind: 'none' },
    wielding: 'offHand',
    abilities: ['Dueling', 'Swordsmanship', 'Sword and shield'],
    description: 'A small fist shield for turning blades aside.',
  },
  {
    id: 'small-shield',
    name: 'Small shield',
    potentialBonus: 2,
    penalty: { kind: 'notGiven' },
    wielding: 'offHand',
    abilities: ['Sword and shield'],
    description: 'A light round shield.',
  },
  {
    id: 'medium-shield',
    name: 'Medium shield',
    potentialBonus: 3,
    penalty: { kind: 'notGiven' },
    wielding: 'offHand',
    abilities: ['Sword and shield'],
    description: 'A shield that covers much of the body.',
  },
  {
    id: 'tower-shield',
    name: 'Tower shield',
    potentialBonus: 5,
    penalty: { kind: 'stamina', amount: -1 },
    wielding: 'offHand',
    abilities: ['Sword and shield'],
    description: 'A tall, heavy shield to hide behind.',
  },
]

export type ArmouryEntry =
  ({ kind: 'weapon' } & ArmouryWeapon) | ({ kind: 'shield' } & ArmouryShield)

/** The armoury row an item's catalogId names, or null. */
export function findArmouryEntry(catalogId: string | null): ArmouryEntry | null {
  if (catalogId === null) return null
  const weapon = armouryWeapons.find((w) => w.id === catalogId)
  if (weapon) return { kind: 'weapon', ...weapon }
  const shield = armouryShields.find((s) => s.id === catalogId)
  if (shield) return { kind: 'shield', ...shield }
  return null
}

function bonusText(bonus: number | null): string {
  return bonus === null ? 'no bonus' : `P+${bonus}`
}

function penaltyText(penalty: ShieldPenalty): string {
  if (penalty.kind === 'none') return 'no penalty'
  if (penalty.kind === 'notGiven') return 'penalty not given in the text'
  return `stamina ${penalty.amount < 0 ? '\u2212' : '+'}${Math.abs(penalty.amount)}`
}

/** One line of stats, e.g. "Melee, damage 2, P+3, One or two hands; Dueling, Swordmanship". */
export function describeArmouryEntry(entry: ArmouryEntry): string {
  if (entry.kind === 'weapon') {
    const range = entry.range === 'melee' ? 'Melee' : `Range ${entry.range}`
    return `${range}, damage ${entry.damage}, ${bonusText(entry.potentialBonus)}, ${wieldingLabels[entry.wielding]}; ${entry.abilities.join(', ')}`
  }
  return `${bonusText(entry.potentialBonus)}, ${penaltyText(entry.penalty)}, ${wieldingLabels[entry.wielding]}; ${entry.abilities.join(', ')}`
}
