// Game data: the general equipment tables of "Money and Equipment" (food & lodging, ingredients,
// animals & containers, miscellaneous) and the ammunition table. Items are made for medium
// (human-sized) creatures. Notes are short and in our own words.
import { silverToCents } from './money'
import type { GeneralItem } from './model'
import { text } from '../text'

type Extras = Omit<GeneralItem, 'id' | 'name' | 'category' | 'costCents' | 'bulk' | 'note'>

type TextKey = Parameters<typeof text>[0]

/** Rows with a note in locales/: `gearGeneralTables.note.<id>`. */
const withNote = new Set([
  'animal-part-common',
  'animal-part-rare',
  'animal-part-uncommon',
  'backpack',
  'beer-half-gallon',
  'beer-pint',
  'beer-three-gallons',
  'book-printed',
  'candle',
  'carving-complex',
  'carving-simple',
  'chain-large',
  'chain-small',
  'dry-food',
  'flint-steel-tinderbox',
  'gun-powder',
  'herb-rare',
  'horse-saddle',
  'horse-shoe',
  'hunting-horn',
  'ink',
  'keg-small',
  'lantern',
  'lock-and-key',
  'meal-fancy',
  'meal-simple',
  'pole',
  'powder-bag',
  'powder-horn',
  'quiver',
  'room-private',
  'rope',
  'rope-light',
  'spike-iron',
  'tent-canopy',
  'tent-enclosed',
  'trunk-wooden',
  'wine-half-gallon',
  'wine-pint',
  'wine-three-gallons',
  'wineskin-waterskin',
])

/** The units rows are priced by (`per`), as they are written here, and their messages. */
const perKeys: Readonly<Record<string, PerKey>> = {
  night: 'night',
  '3 yards': 'threeYards',
  flask: 'flask',
  'square foot': 'squareFoot',
  'square yard': 'squareYard',
  'ten pages': 'tenPages',
  use: 'use',
  yard: 'yard',
}
type PerKey =
  'night' | 'threeYards' | 'flask' | 'squareFoot' | 'squareYard' | 'tenPages' | 'use' | 'yard'

function row(
  category: GeneralItem['category'],
): (id: string, costSilver: number, bulk: number | null, extras?: Extras) => GeneralItem {
  return (id, costSilver, bulk, extras = {}) => {
    const item: GeneralItem = {
      id,
      name: '',
      category,
      costCents: silverToCents(costSilver),
      bulk,
      ...extras,
    }
    // The name and note are read in the current locale each time, by the row's id.
    const key = (field: 'name' | 'note') => `gearGeneralTables.${field}.${id}` as TextKey
    Object.defineProperty(item, 'name', { get: () => text(key('name')), enumerable: true })
    if (withNote.has(id))
      Object.defineProperty(item, 'note', { get: () => text(key('note')), enumerable: true })
    const per = extras.per
    if (per !== undefined) {
      const unit = perKeys[per]
      if (unit === undefined) throw new Error(`No message for the unit “${per}”.`)
      Object.defineProperty(item, 'per', {
        get: () => text(`gearGeneralTables.per.${unit}`),
        enumerable: true,
      })
    }
    return item
  }
}

const food = row('food-lodging')
const ingredient = row('ingredient')
const animalOrContainer = row('animal-container')
const misc = row('miscellaneous')
const ammo = row('ammunition')

// Money and Equipment: Food & lodging table. Pint bulks assume an open container; gallon bulks
// leave the container out.
export const foodAndLodging: readonly GeneralItem[] = [
  food('beer-pint', 0.2, 3),
  food('beer-half-gallon', 0.4, 5),
  food('beer-three-gallons', 2, 26),
  food('room-common', 0.4, null, { per: 'night' }),
  food('room-private', 1, null, {
    per: 'night',
  }),
  food('dry-food', 5, 10),
  food('meal-simple', 0.3, 2),
  food('meal-fancy', 2, 2),
  food('wine-pint', 0.5, 3),
  food('wine-half-gallon', 1, 5),
  food('wine-three-gallons', 5, 26),
]

// Money and Equipment: Ingredients table. Bone or metal carvings cost double; stone carvings cost
// and weigh four times as much.
export const ingredients: readonly GeneralItem[] = [
  ingredient('animal-part-common', 0.3, 0.3),
  ingredient('animal-part-uncommon', 1.5, 0.3),
  ingredient('animal-part-rare', 4, 0.3),
  ingredient('carving-simple', 0.5, 0.1),
  ingredient('carving-complex', 2, 0.5),
  ingredient('herb-common', 0.1, 0.1),
  ingredient('herb-uncommon', 0.5, 0.1),
  ingredient('herb-rare', 1, 0.3),
]

// Money and Equipment: Animals & containers table. Animal loads assume sensible packing.
export const animalsAndContainers: readonly GeneralItem[] = [
  animalOrContainer('backpack', 2, 2, {
    container: true,
  }),
  animalOrContainer('donkey', 7, null, { animal: { movement: 9, carryingBulk: 225 } }),
  animalOrContainer('horse-bit-and-bridle', 1.5, 3),
  animalOrContainer('horse-saddle', 10, 28),
  animalOrContainer('horse-saddle-bags', 3, 5),
  animalOrContainer('horse-saddle-blanket', 0.3, 4),
  animalOrContainer('horse-shoe', 0.4, 2),
  animalOrContainer('horse-pack', 30, null, {
    animal: { movement: 10, carryingBulk: 200 },
  }),
  animalOrContainer('horse-riding', 75, null, {
    animal: { movement: 14, carryingBulk: 250 },
  }),
  animalOrContainer('horse-war', 200, null, {
    animal: { movement: 14, carryingBulk: 300 },
  }),
  animalOrContainer('keg-small', 3, 6),
  animalOrContainer('mule', 20, null, { animal: { movement: 10, carryingBulk: 400 } }),
  animalOrContainer('ox', 12, null, { animal: { movement: 5, carryingBulk: 400 } }),
  animalOrContainer('pony', 30, null, { animal: { movement: 12, carryingBulk: 180 } }),
  animalOrContainer('pouch-belt', 0.5, 0.5, { container: true }),
  animalOrContainer('pouch-shoulder', 1, 1, { container: true }),
  animalOrContainer('sack', 0.2, 0.5, { container: true }),
  animalOrContainer('scroll-case', 0.8, 0.5),
  animalOrContainer('trunk-wooden', 8, 25),
  animalOrContainer('wineskin-waterskin', 1.5, 1),
]

// Money and Equipment: Miscellaneous table.
export const miscellaneous: readonly GeneralItem[] = [
  misc('axe', 1, 8, { asHandWeapon: { damage: 'D6', attackPenalty: 1, bulk: 16 } }),
  misc('blanket', 0.2, 5),
  misc('book-handwritten', 5, 0.5, {
    costIsMinimum: true,
    bulkIsMinimum: true,
    perTenPages: { costCents: silverToCents(0.1), bulk: 0.03 },
  }),
  misc('book-printed', 1, 0.5, {
    costIsMinimum: true,
    bulkIsMinimum: true,
    perTenPages: { costCents: silverToCents(0.15), bulk: 0.03 },
  }),
  misc('journal-blank', 1, 0.5, {
    costIsMinimum: true,
    bulkIsMinimum: true,
    perTenPages: { costCents: silverToCents(0.1), bulk: 0.03 },
  }),
  misc('candle', 0.01, 1, {
    light: { radiusYards: 6, hours: 6 },
  }),
  misc('canvas', 0.25, 0.5, { per: 'square yard' }),
  misc('chain-large', 1, 3, { per: 'yard' }),
  misc('chain-small', 2, 1, { per: 'yard' }),
  misc('flint-steel-tinderbox', 0.5, 1),
  misc('hunting-horn', 25, 6),
  misc('ink', 8, 0.5),
  misc('lantern', 8, 3, {
    light: { radiusYards: 20, hours: 6 },
    activationRounds: 1,
  }),
  misc('lock-and-key', 8, 1),
  misc('mirror', 10, 0.1),
  misc('oil', 0.05, 1, { per: 'flask' }),
  misc('paper', 0.1, 0.03, { per: 'ten pages' }),
  misc('parchment', 1, 0.01, { per: 'square foot' }),
  misc('pick', 1, 10, { asHandWeapon: { damage: 'D8', attackPenalty: 2, bulk: 20 } }),
  misc('pole', 0.02, 7, {
    asHandWeapon: { damage: 'D4', attackPenalty: 2, bulk: 14 },
  }),
  misc('quill', 0.2, 0.05),
  misc('rope', 0.2, 3, { per: '3 yards' }),
  misc('rope-light', 2, 1, { per: '3 yards' }),
  misc('shovel', 5, 9, { asHandWeapon: { damage: 'D6', attackPenalty: 3, bulk: 18 } }),
  misc('spike-iron', 0.3, 1.5),
  misc('tent-enclosed', 15, 32),
  misc('thieves-tools', 5, 1),
  misc('torch', 0.01, 1, { light: { radiusYards: 10, hours: 3 }, activationRounds: 2 }),
  misc('tent-canopy', 10, 24),
]

// Money and Equipment: Ammunition table. Cost and bulk are for one unit; sellers usually sell
// ten, twelve, sixteen or twenty at a time.
export const ammunition: readonly GeneralItem[] = [
  ammo('arrow', 0.1, 0.2, { asHandWeapon: { damage: 'D3', attackPenalty: 2 } }),
  ammo('crossbow-bolt', 0.1, 0.2, {
    asHandWeapon: { damage: '1', attackPenalty: 2 },
  }),
  ammo('crossbow-bolt-heavy', 0.2, 0.3, {
    asHandWeapon: { damage: 'D2', attackPenalty: 2 },
  }),
  ammo('gun-bullets', 0.05, 0.05),
  ammo('gun-powder', 0.3, 0.05, { per: 'use' }),
  ammo('powder-bag', 1, 0.2),
  ammo('powder-horn', 4, 0.5),
  ammo('quiver', 1, 1, { container: true }),
  ammo('sling-bullets', 0.01, 0.05),
]
