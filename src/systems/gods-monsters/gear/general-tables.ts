// Game data: the general equipment tables of "Money and Equipment" (food & lodging, ingredients,
// animals & containers, miscellaneous) and the ammunition table. Items are made for medium
// (human-sized) creatures. Notes are short and in our own words.
import { silverToCents } from './money'
import type { GeneralItem } from './model'

type Extras = Omit<GeneralItem, 'id' | 'name' | 'category' | 'costCents' | 'bulk'>

function row(
  category: GeneralItem['category'],
): (
  id: string,
  name: string,
  costSilver: number,
  bulk: number | null,
  extras?: Extras,
) => GeneralItem {
  return (id, name, costSilver, bulk, extras = {}) => ({
    id,
    name,
    category,
    costCents: silverToCents(costSilver),
    bulk,
    ...extras,
  })
}

const food = row('food-lodging')
const ingredient = row('ingredient')
const animalOrContainer = row('animal-container')
const misc = row('miscellaneous')
const ammo = row('ammunition')

// Money and Equipment: Food & lodging table. Pint bulks assume an open container; gallon bulks
// leave the container out.
export const foodAndLodging: readonly GeneralItem[] = [
  food('beer-pint', 'Beer, pint', 0.2, 3, { note: 'A glass or mug, as served in a tavern.' }),
  food('beer-half-gallon', 'Beer, half-gallon', 0.4, 5, { note: 'Four pints; fills a waterskin.' }),
  food('beer-three-gallons', 'Beer, three gallons', 2, 26, { note: '24 pints: a small keg.' }),
  food('room-common', 'Room, common', 0.4, null, { per: 'night' }),
  food('room-private', 'Room, private', 1, null, {
    per: 'night',
    note: 'Usually .5 to 1 more for each extra person.',
  }),
  food('dry-food', 'Dry food', 5, 10, {
    note: 'A week of careful eating; spoils if kept long in damp.',
  }),
  food('meal-simple', 'Meal, simple', 0.3, 2, { note: 'Spoils after two days.' }),
  food('meal-fancy', 'Meal, fancy', 2, 2, { note: 'Spoils after a day.' }),
  food('wine-pint', 'Wine, pint', 0.5, 3, { note: 'A glass or mug, as served in a tavern.' }),
  food('wine-half-gallon', 'Wine, half gallon', 1, 5, { note: 'Four pints; fills a waterskin.' }),
  food('wine-three-gallons', 'Wine, three gallons', 5, 26, { note: '24 pints: a small keg.' }),
]

// Money and Equipment: Ingredients table. Bone or metal carvings cost double; stone carvings cost
// and weigh four times as much.
export const ingredients: readonly GeneralItem[] = [
  ingredient('animal-part-common', 'Animal part, common', 0.3, 0.3, {
    note: 'A small part, such as a crow’s beak.',
  }),
  ingredient('animal-part-uncommon', 'Animal part, uncommon', 1.5, 0.3, {
    note: 'A small part, such as a wolf’s claw.',
  }),
  ingredient('animal-part-rare', 'Animal part, rare', 4, 0.3, {
    note: 'A small part, such as an eagle’s feather.',
  }),
  ingredient('carving-simple', 'Carving, simple', 0.5, 0.1, {
    note: 'Small and wooden, such as tiny arrows.',
  }),
  ingredient('carving-complex', 'Carving, complex', 2, 0.5, {
    note: 'Small and wooden, such as faces or intricate designs.',
  }),
  ingredient('herb-common', 'Herb, common', 0.1, 0.1),
  ingredient('herb-uncommon', 'Herb uncommon', 0.5, 0.1),
  ingredient('herb-rare', 'Herb, rare', 1, 0.3, { note: 'Packed with extra care.' }),
]

// Money and Equipment: Animals & containers table. Animal loads assume sensible packing.
export const animalsAndContainers: readonly GeneralItem[] = [
  animalOrContainer('backpack', 'Backpack', 2, 2, {
    container: true,
    note: 'Slow to get into: a round to take something out.',
  }),
  animalOrContainer('donkey', 'Donkey', 7, null, { animal: { movement: 9, carryingBulk: 225 } }),
  animalOrContainer('horse-bit-and-bridle', 'Horse bit & bridle', 1.5, 3),
  animalOrContainer('horse-saddle', 'Horse saddle', 10, 28, { note: 'Comes with a blanket.' }),
  animalOrContainer('horse-saddle-bags', 'Horse saddle bags', 3, 5),
  animalOrContainer('horse-saddle-blanket', 'Horse saddle blanket', 0.3, 4),
  animalOrContainer('horse-shoe', 'Horse shoe', 0.4, 2, {
    note: 'Horses and donkeys come shod when bought.',
  }),
  animalOrContainer('horse-pack', 'Horse, pack', 30, null, {
    animal: { movement: 10, carryingBulk: 200 },
  }),
  animalOrContainer('horse-riding', 'Horse, riding', 75, null, {
    animal: { movement: 14, carryingBulk: 250 },
  }),
  animalOrContainer('horse-war', 'Horse, war', 200, null, {
    animal: { movement: 14, carryingBulk: 300 },
  }),
  animalOrContainer('keg-small', 'Keg, small', 3, 6, { note: 'Holds three gallons.' }),
  animalOrContainer('mule', 'Mule', 20, null, { animal: { movement: 10, carryingBulk: 400 } }),
  animalOrContainer('ox', 'Ox', 12, null, { animal: { movement: 5, carryingBulk: 400 } }),
  animalOrContainer('pony', 'Pony', 30, null, { animal: { movement: 12, carryingBulk: 180 } }),
  animalOrContainer('pouch-belt', 'Pouch, belt', 0.5, 0.5, { container: true }),
  animalOrContainer('pouch-shoulder', 'Pouch, shoulder', 1, 1, { container: true }),
  animalOrContainer('sack', 'Sack', 0.2, 0.5, { container: true }),
  animalOrContainer('scroll-case', 'Scroll case', 0.8, 0.5),
  animalOrContainer('trunk-wooden', 'Trunk, Wooden', 8, 25, {
    note: 'Cost and bulk vary a lot with size and decoration.',
  }),
  animalOrContainer('wineskin-waterskin', 'Wineskin/Waterskin', 1.5, 1, {
    note: 'Holds four pints.',
  }),
]

// Money and Equipment: Miscellaneous table.
export const miscellaneous: readonly GeneralItem[] = [
  misc('axe', 'Axe', 1, 8, { asHandWeapon: { damage: 'D6', attackPenalty: 1, bulk: 16 } }),
  misc('blanket', 'Blanket', 0.2, 5),
  misc('book-handwritten', 'Book, handwritten', 5, 0.5, {
    costIsMinimum: true,
    bulkIsMinimum: true,
    perTenPages: { costCents: silverToCents(0.1), bulk: 0.03 },
  }),
  misc('book-printed', 'Book, printed', 1, 0.5, {
    costIsMinimum: true,
    bulkIsMinimum: true,
    perTenPages: { costCents: silverToCents(0.15), bulk: 0.03 },
    note: 'The content affects the cost too.',
  }),
  misc('journal-blank', 'Journal, blank', 1, 0.5, {
    costIsMinimum: true,
    bulkIsMinimum: true,
    perTenPages: { costCents: silverToCents(0.1), bulk: 0.03 },
  }),
  misc('candle', 'Candle', 0.01, 1, {
    light: { radiusYards: 6, hours: 6 },
    note: '−1 to actions beyond 1 yard.',
  }),
  misc('canvas', 'Canvas', 0.25, 0.5, { per: 'square yard' }),
  misc('chain-large', 'Chain, large', 1, 3, { per: 'yard', note: 'Iron links.' }),
  misc('chain-small', 'Chain, small', 2, 1, { per: 'yard', note: 'Iron links.' }),
  misc('flint-steel-tinderbox', 'Flint, steel, tinderbox', 0.5, 1, {
    note: 'Two rounds to start a fire with tinder and kindling.',
  }),
  misc('hunting-horn', 'Hunting horn', 25, 6, { note: 'A simple coiled hunting horn.' }),
  misc('ink', 'Ink', 8, 0.5, { note: 'Enough for about 100 letters or pages.' }),
  misc('lantern', 'Lantern', 8, 3, {
    light: { radiusYards: 20, hours: 6 },
    activationRounds: 1,
    note: 'Burns 6 hours per flask of oil.',
  }),
  misc('lock-and-key', 'Lock and key', 8, 1, {
    note: 'Better locks cost 2×, 4× or more; each doubling gives −1 to picking.',
  }),
  misc('mirror', 'Mirror', 10, 0.1),
  misc('oil', 'Oil', 0.05, 1, { per: 'flask' }),
  misc('paper', 'Paper', 0.1, 0.03, { per: 'ten pages' }),
  misc('parchment', 'Parchment', 1, 0.01, { per: 'square foot' }),
  misc('pick', 'Pick', 1, 10, { asHandWeapon: { damage: 'D8', attackPenalty: 2, bulk: 20 } }),
  misc('pole', 'Pole', 0.02, 7, {
    asHandWeapon: { damage: 'D4', attackPenalty: 2, bulk: 14 },
    note: 'Wooden, 3 yards long.',
  }),
  misc('quill', 'Quill', 0.2, 0.05),
  misc('rope', 'Rope', 0.2, 3, { per: '3 yards', note: 'Usually hemp.' }),
  misc('rope-light', 'Rope, light', 2, 1, { per: '3 yards', note: 'Usually silk.' }),
  misc('shovel', 'Shovel', 5, 9, { asHandWeapon: { damage: 'D6', attackPenalty: 3, bulk: 18 } }),
  misc('spike-iron', 'Spike (iron)', 0.3, 1.5, { note: 'About seven inches long.' }),
  misc('tent-enclosed', 'Tent, enclosed', 15, 32, { note: 'Covers 3 by 3 yards.' }),
  misc('thieves-tools', 'Thieves’ tools', 5, 1),
  misc('torch', 'Torch', 0.01, 1, { light: { radiusYards: 10, hours: 3 }, activationRounds: 2 }),
  misc('tent-canopy', 'Tent, canopy', 10, 24, { note: 'Covers 4 by 4 yards.' }),
]

// Money and Equipment: Ammunition table. Cost and bulk are for one unit; sellers usually sell
// ten, twelve, sixteen or twenty at a time.
export const ammunition: readonly GeneralItem[] = [
  ammo('arrow', 'Arrow', 0.1, 0.2, { asHandWeapon: { damage: 'D3', attackPenalty: 2 } }),
  ammo('crossbow-bolt', 'Crossbow Bolt', 0.1, 0.2, {
    asHandWeapon: { damage: '1', attackPenalty: 2 },
  }),
  ammo('crossbow-bolt-heavy', 'Crossbow Bolt, heavy', 0.2, 0.3, {
    asHandWeapon: { damage: 'D2', attackPenalty: 2 },
  }),
  ammo('gun-bullets', 'Gun bullets', 0.05, 0.05),
  ammo('gun-powder', 'Gun powder (1 use)', 0.3, 0.05, { per: 'use', note: 'Keep it dry.' }),
  ammo('powder-bag', 'Powder bag', 1, 0.2, { note: 'Holds 6 uses of gun powder.' }),
  ammo('powder-horn', 'Powder horn', 4, 0.5, { note: 'Holds 20 uses of gun powder.' }),
  ammo('quiver', 'Quiver', 1, 1, { container: true, note: 'Holds 20 arrows or bolts.' }),
  ammo('sling-bullets', 'Sling Bullets', 0.01, 0.05),
]
