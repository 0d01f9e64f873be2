// Characters used by the tests and the sheet previews, named after what they show.
import {
  addField,
  applyFirstLevelVitals,
  applyPhysique,
  applySpeciesPreset,
  assignAbilities,
  createGodsMonstersCharacter,
  giveWarriorFightingArt,
  newField,
  scoreFromDice,
  setArchetype,
  setNativeCulture,
  setRolledScores,
} from './create'
import type { GodsMonstersData, Item } from './model'

/** The default new character: a first-level warrior with every ability 10. */
export const blankCharacter: GodsMonstersData = createGodsMonstersCharacter({ name: 'Blank' }, {})

/** Tony's dice for Toromeen, one row per ability roll, as the example lists them. */
export const toromeenDice = [
  [2, 5, 3, 6],
  [1, 1, 4, 5],
  [6, 5, 2, 4],
  [2, 1, 5, 2],
  [6, 3, 6, 6],
  [4, 5, 3, 3],
]

export function item(
  id: string,
  name: string,
  gearId: string | null,
  options: Partial<Item> = {},
): Item {
  return {
    id,
    name,
    gearId,
    quantity: 1,
    worn: false,
    size: 'medium',
    bulk: null,
    cost: null,
    notes: '',
    ...options,
  }
}

/**
 * Toromeen at the end of the creation walkthrough (Tony Barlow creates Toromeen): a Dwarven
 * first-level warrior, built step by step with the example's own choices and rolls. Mojo and
 * coins live in the ledger (see advance.ts); the items carry the example's prices.
 */
export function buildToromeen(): GodsMonstersData {
  let d = createGodsMonstersCharacter({ name: 'Toromeen' }, {})
  d = {
    ...d,
    motivation:
      'I will explore the ruins because I want someday to see the ancient battlefield, Fomhor Achadh.',
    moralCode: 'Chaotic Good',
  }
  d = setArchetype(d, 'warrior')
  d = {
    ...d,
    specialties: [{ id: 'species', name: 'Species: Dwarf', gainedAtLevel: 1, notes: '' }],
  }
  d = setRolledScores(
    d,
    toromeenDice.map((dice) => scoreFromDice(dice).total),
  )
  d = assignAbilities(d, {
    charisma: 9,
    intelligence: 12,
    wisdom: 15,
    endurance: 14,
    agility: 10,
    strength: 18,
  })
  d = setNativeCulture(d, 'Dwarven Culture', ['Dwarven Language', 'Mountain Dwarf Etiquette'])
  d = applySpeciesPreset(d, 'dwarf')
  d = {
    ...d,
    specialBonuses: [
      ...d.specialBonuses,
      {
        id: 'dwarf-magic',
        source: 'Dwarf',
        target: 'health',
        amount: 4,
        condition: 'against magical attacks or effects',
      },
    ],
  }
  d = applyFirstLevelVitals(d)
  d = giveWarriorFightingArt(d)
  d = addField(d, newField('Engineering Science', ['Defenses']))
  d = addField(d, newField('War Craft', ['Weaponsmith']))
  d = applyPhysique(d, { age: 31, height: 10 })
  // Age 151 gives five extra skills or field bonuses; one buys the battleaxe skill.
  d = {
    ...d,
    extraPicks: { earned: 5, used: 1 },
    fightingArt: { skills: [...d.fightingArt.skills, { id: 'battleaxe', name: 'Battleaxe' }] },
  }
  d = {
    ...d,
    items: [
      item('battleaxe', 'Battleaxe', 'battleaxe', { size: 'small', cost: 700 }),
      item('banded-leather', 'Banded Leather', 'banded-leather', {
        size: 'small',
        worn: true,
        cost: 1500,
      }),
      item('shield', 'Shield', 'shield', { size: 'small', worn: true, cost: 500 }),
    ],
    backstory: {
      home: 'Born in the southern mountains, where his people fight goblins, orcs and trolls.',
      family: 'His grandfather died in battle far from home.',
      community: 'The southern Dwarves trade with the human towns to the north.',
      raisedBy: 'A family of Dwarven builders.',
      knowsOthers: 'Worked with Charlotte Kordé on a castle near High Town.',
      howGotHere: 'Returning to Biblyon to maintain work in Illustrious Castle.',
    },
  }
  return d
}

export const toromeen: GodsMonstersData = buildToromeen()

/** Toromeen wearing a full helmet too: −1 to perception and attack rolls. */
export const helmetedToromeen: GodsMonstersData = {
  ...toromeen,
  items: [
    ...toromeen.items,
    item('helmet', 'Full Helmet', 'full-helmet', { size: 'small', worn: true, cost: 1000 }),
  ],
}

/** A first-level sorceror in banded leather, which sorcerors may not wear. */
export const armoredSorceror: GodsMonstersData = {
  ...blankCharacter,
  archetypes: [{ archetype: 'sorceror', level: 1 }],
  items: [item('banded', 'Banded Leather', 'banded-leather', { worn: true })],
}

/**
 * Gralen, the sorceror of the text's examples (he sets an alarm spell and casts Fighting
 * Prowess on Toromeen); the text gives no numbers for him, so his scores are ours. A first-level
 * sorceror with intelligence 17 and wisdom 13 (reason 4 + 3 + 0, +1 as a sorceror: 8) and an
 * empty spell book.
 */
function buildGralen(): GodsMonstersData {
  let d = createGodsMonstersCharacter({ name: 'Gralen' }, {})
  d = { ...d, moralCode: 'Lawful Neutral' }
  d = setArchetype(d, 'sorceror')
  d = assignAbilities(d, {
    charisma: 11,
    intelligence: 17,
    wisdom: 13,
    endurance: 10,
    agility: 12,
    strength: 9,
  })
  d = applyFirstLevelVitals(d)
  return { ...d, spellbook: {} }
}

export const gralen: GodsMonstersData = buildGralen()

/** A first-level thief with a thief field (Thief Craft +1: Climb Walls) and a general one. */
export const thiefWithFields: GodsMonstersData = {
  ...blankCharacter,
  archetypes: [{ archetype: 'thief', level: 1 }],
  fields: [
    { ...newField('Thief Craft', ['Climb Walls'], { preferredArchetype: 'thief' }), id: 'thief' },
    { ...newField('History', ['Old Kingdoms']), id: 'history' },
  ],
}

/** A first-level prophet who can call spirits of Nature and of Healing. */
export const prophetOfNature: GodsMonstersData = {
  ...blankCharacter,
  moralCode: 'Neutral Good',
  archetypes: [{ archetype: 'prophet', level: 1 }],
  spiritTypes: ['Nature', 'Healing'],
  spiritTypeChanges: {},
}
