// Medieval armoury module: the weapon and shield tables as game data, with our own labels.
import { termTable } from '../common/text'
import { text } from './text'

const wieldings = ['eitherHand', 'oneOrTwoHands', 'twoHands', 'swordHand', 'offHand'] as const
type Wielding = (typeof wieldings)[number]

const wieldingLabels: Readonly<Record<Wielding, string>> = termTable(wieldings, (w) =>
  text(`armoury.wielding.${w}`),
)

export interface ArmouryWeapon {
  id: string
  readonly name: string
  /** 'melee', or the maximum range in squares. */
  range: 'melee' | number
  /** Hit points a hit takes. */
  damage: number
  /** Potential bonus ("P+2" → 2); null where the table gives "-". */
  potentialBonus: number | null
  wielding: Wielding
  /** Abilities the weapon is used with, spelled as the table spells them. */
  abilities: string[]
  readonly description: string
}

// Medieval armoury module: Weapons. Ability names keep the table's spelling; note that the
// weapon table writes "Swordmanship" and "Shield and sword" where the shield table writes
// "Swordsmanship" and "Sword and shield".
export const armouryWeapons: ArmouryWeapon[] = [
  {
    id: 'light-weapon',
    get name() {
      return text('armoury.name.lightWeapon')
    },
    range: 'melee',
    damage: 1,
    potentialBonus: 2,
    wielding: 'eitherHand',
    abilities: ['Knife fighting', 'Dueling'],
    get description() {
      return text('armoury.description.lightWeapon')
    },
  },
  {
    id: 'medium-weapon',
    get name() {
      return text('armoury.name.mediumWeapon')
    },
    range: 'melee',
    damage: 2,
    potentialBonus: 3,
    wielding: 'oneOrTwoHands',
    abilities: ['Dueling', 'Swordmanship', 'Shield and sword'],
    get description() {
      return text('armoury.description.mediumWeapon')
    },
  },
  {
    id: 'great-weapon',
    get name() {
      return text('armoury.name.greatWeapon')
    },
    range: 'melee',
    damage: 3,
    potentialBonus: 5,
    wielding: 'twoHands',
    abilities: ['Swordmanship'],
    get description() {
      return text('armoury.description.greatWeapon')
    },
  },
  {
    id: 'pole-arm',
    get name() {
      return text('armoury.name.poleArm')
    },
    range: 'melee',
    damage: 2,
    potentialBonus: 4,
    wielding: 'twoHands',
    abilities: ['Pole arms'],
    get description() {
      return text('armoury.description.poleArm')
    },
  },
  {
    id: 'bow',
    get name() {
      return text('armoury.name.bow')
    },
    range: 6,
    damage: 3,
    potentialBonus: 1,
    wielding: 'twoHands',
    abilities: ['Archery'],
    get description() {
      return text('armoury.description.bow')
    },
  },
  {
    id: 'crossbow',
    get name() {
      return text('armoury.name.crossbow')
    },
    range: 4,
    damage: 3,
    potentialBonus: null,
    wielding: 'twoHands',
    abilities: ['Archery'],
    get description() {
      return text('armoury.description.crossbow')
    },
  },
  {
    id: 'throwing-weapon',
    get name() {
      return text('armoury.name.throwingWeapon')
    },
    range: 1,
    damage: 1,
    potentialBonus: null,
    wielding: 'swordHand',
    abilities: ['Throwing', 'knife fighting'],
    get description() {
      return text('armoury.description.throwingWeapon')
    },
  },
  {
    id: 'blowgun',
    get name() {
      return text('armoury.name.blowgun')
    },
    range: 2,
    damage: 0,
    potentialBonus: 1,
    wielding: 'swordHand',
    abilities: ['Blowguns'],
    get description() {
      return text('armoury.description.blowgun')
    },
  },
]

/** A shield's penalty: none ("-"), not yet written ("TODO" in the text), or to stamina. */
type ShieldPenalty = { kind: 'none' } | { kind: 'notGiven' } | { kind: 'stamina'; amount: number }

export interface ArmouryShield {
  id: string
  readonly name: string
  /** Potential bonus when blocking; null where the table gives "-". */
  potentialBonus: number | null
  penalty: ShieldPenalty
  wielding: Wielding
  abilities: string[]
  readonly description: string
}

// Medieval armoury module: Shields. The text marks the small and medium shield penalties
// "TODO", so they are recorded as not given rather than guessed.
export const armouryShields: ArmouryShield[] = [
  {
    id: 'buckler',
    get name() {
      return text('armoury.name.buckler')
    },
    potentialBonus: null,
    penalty: { kind: 'none' },
    wielding: 'offHand',
    abilities: ['Dueling', 'Swordsmanship', 'Sword and shield'],
    get description() {
      return text('armoury.description.buckler')
    },
  },
  {
    id: 'small-shield',
    get name() {
      return text('armoury.name.smallShield')
    },
    potentialBonus: 2,
    penalty: { kind: 'notGiven' },
    wielding: 'offHand',
    abilities: ['Sword and shield'],
    get description() {
      return text('armoury.description.smallShield')
    },
  },
  {
    id: 'medium-shield',
    get name() {
      return text('armoury.name.mediumShield')
    },
    potentialBonus: 3,
    penalty: { kind: 'notGiven' },
    wielding: 'offHand',
    abilities: ['Sword and shield'],
    get description() {
      return text('armoury.description.mediumShield')
    },
  },
  {
    id: 'tower-shield',
    get name() {
      return text('armoury.name.towerShield')
    },
    potentialBonus: 5,
    penalty: { kind: 'stamina', amount: -1 },
    wielding: 'offHand',
    abilities: ['Sword and shield'],
    get description() {
      return text('armoury.description.towerShield')
    },
  },
]

export type ArmouryEntry =
  ({ kind: 'weapon' } & ArmouryWeapon) | ({ kind: 'shield' } & ArmouryShield)

/** The row with its kind; its name and description stay read in the current locale. */
function withKind<K extends ArmouryEntry['kind'], R extends object>(
  kind: K,
  entry: R,
): { kind: K } & R {
  return Object.defineProperties({ kind }, Object.getOwnPropertyDescriptors(entry)) as {
    kind: K
  } & R
}

/** A weapon or shield as a sentence names it ("the great weapon"; English lower case). */
export function armouryNameInSentence(entry: { id: string }): string {
  const key = entry.id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())
  return text(`armoury.inSentence.${key}` as 'armoury.inSentence.bow')
}

/** The armoury row an item's catalogId names, or null. */
export function findArmouryEntry(catalogId: string | null): ArmouryEntry | null {
  if (catalogId === null) return null
  const weapon = armouryWeapons.find((w) => w.id === catalogId)
  if (weapon) return withKind('weapon', weapon)
  const shield = armouryShields.find((s) => s.id === catalogId)
  if (shield) return withKind('shield', shield)
  return null
}

function bonusText(bonus: number | null): string {
  return bonus === null ? text('armoury.noBonus') : text('armoury.bonus', { bonus })
}

function penaltyText(penalty: ShieldPenalty): string {
  if (penalty.kind === 'none') return text('armoury.noPenalty')
  if (penalty.kind === 'notGiven') return text('armoury.penaltyNotGiven')
  return text(penalty.amount < 0 ? 'armoury.staminaMinus' : 'armoury.staminaPlus', {
    amount: Math.abs(penalty.amount),
  })
}

/** One line of stats, e.g. "Melee, damage 2, P+3, One or two hands; Dueling, Swordmanship". */
export function describeArmouryEntry(entry: ArmouryEntry): string {
  if (entry.kind === 'weapon') {
    return text(entry.range === 'melee' ? 'armoury.meleeWeapon' : 'armoury.rangedWeapon', {
      range: entry.range === 'melee' ? '' : entry.range,
      damage: entry.damage,
      bonus: bonusText(entry.potentialBonus),
      wielding: wieldingLabels[entry.wielding],
      abilities: entry.abilities.join(', '),
    })
  }
  return text('armoury.shield', {
    bonus: bonusText(entry.potentialBonus),
    penalty: penaltyText(entry.penalty),
    wielding: wieldingLabels[entry.wielding],
    abilities: entry.abilities.join(', '),
  })
}
