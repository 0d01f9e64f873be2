// Characters used by the tests, named after what they show.
import { createSymbaroumCharacter } from './create'
import type { SymbaroumData } from './model'

function character(overrides: Partial<SymbaroumData> = {}): SymbaroumData {
  // The 80-point default: all attributes 10, nothing bought.
  return {
    ...createSymbaroumCharacter({ name: 'Fixture' }, { attributePointTotal: 80 }),
    ...overrides,
  }
}

/** All attributes 10, nothing bought: the default 80-point character. */
export const evenCharacter = character()

/** Strong 5: Toughness stays 10 while Pain Threshold uses the real 5 (→ 3). */
export const frailScholar = character({
  concept: 'Frail scholar',
  attributes: {
    accurate: 9,
    cunning: 15,
    discreet: 11,
    persuasive: 10,
    quick: 10,
    resolute: 11,
    strong: 5,
    vigilant: 9,
  },
})

/** Strong 13 (odd): Pain Threshold 7; Quick 13 in Impeding 2 armor with a shield: Defense 12. */
export const shieldedWarrior = character({
  concept: 'Shielded warrior',
  attributes: {
    accurate: 13,
    cunning: 7,
    discreet: 8,
    persuasive: 9,
    quick: 13,
    resolute: 11,
    strong: 13,
    vigilant: 6,
  },
  armor: { name: 'Chain mail', impeding: 2, protection: '1d6' },
  shield: 'shield',
  weapons: [{ id: 'w1', name: 'Sword', damage: '1d8', qualities: [] }],
  equipment: [
    { id: 'e1', name: 'Rope', quantity: 1 },
    { id: 'e2', name: 'Torch', quantity: 3 },
  ],
  abilities: {
    'man-at-arms': { name: 'Man-at-arms', level: 'adept' },
    'shield-fighter': { name: 'Shield Fighter', level: 'novice' },
  },
})

/** Damage equal to Toughness: dying, with no death tests yet. */
export const dyingCharacter = character({ damage: 10 })
