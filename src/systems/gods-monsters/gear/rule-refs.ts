// Names of the rules-text sections (Gods & Monsters, "Money and Equipment") that the gear
// module's findings and explanations cite.
export const gearRuleRefs = {
  foodLodging: 'Money and Equipment: Food & lodging',
  ingredients: 'Money and Equipment: Ingredients',
  animalsContainers: 'Money and Equipment: Animals & containers',
  miscellaneous: 'Money and Equipment: Miscellaneous',
  weapons: 'Money and Equipment: Weapons',
  simpleWeapons: 'Money and Equipment: Simple weapons',
  basicWeapons: 'Money and Equipment: Basic weapons',
  warriorWeapons: 'Money and Equipment: Warrior weapons',
  ammunition: 'Money and Equipment: Ammunition',
  armor: 'Money and Equipment: Armor',
  fullHelmet: 'Money and Equipment: Armor (full helmet)',
  differentSizes: 'Money and Equipment: Equipment for different-sized creatures',
  damageProgression: 'Equipment for different-sized creatures: damage progression',
  carry: 'Toromeen example: Movement and carry',
  containers: 'Money and Equipment: Animals & containers (containers)',
  animalLoad: 'Money and Equipment: Animals & containers (animal loads)',
} as const
