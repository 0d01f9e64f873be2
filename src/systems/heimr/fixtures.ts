// Characters used by the tests, named after what they show.
import { createHeimrCharacter } from './create'
import type { HeimrData } from './model'
import type { AttackOptions } from './attack'

function character(edit: (data: HeimrData) => void = () => {}): HeimrData {
  const data = createHeimrCharacter({ name: 'Fixture' }, {})
  edit(data)
  return data
}

/** The default new character: every standard attribute 0, nothing trained, fatigue 4. */
export const newCharacter = character()

/** Strength −2 with no progress: Brawl training raises it at 6, then 4, 6, 8 more points. */
export const weakBrawler = character((d) => {
  if (d.attributes.str) d.attributes.str.value = -2
})

/** Fencing rests on Dexterity 0 and Intelligence −3: average −1.5, rounded down to −2. */
export const fencer = character((d) => {
  if (d.attributes.int) d.attributes.int.value = -3
  d.abilities.fencing = {
    name: 'Fencing',
    baseConsistency: 1,
    attributes: ['dex', 'int'],
    trainedConsistency: 1,
    trainedPotential: 2,
  }
})

/** Stamina 3 with 9 of 12 progress toward 4, resting at base fatigue 1. */
export const hardyRunner = character((d) => {
  if (d.attributes.sta) {
    d.attributes.sta.value = 3
    d.attributes.sta.progress = 9
  }
  d.fatigue = 1
})

/** Prone on difficult terrain, dodged twice and blocked once since the last turn. */
export const embattled = character((d) => {
  d.positions = ['prone', 'difficultTerrain']
  d.defenceUses = { dodge: 2, block: 1 }
  d.fatigue = 6
})

/** The combat tests' abilities: Dueling and Archery (on Dexterity), Sword and shield (on Stamina). */
export function giveCombatAbilities(d: HeimrData): void {
  d.abilities.dueling = {
    name: 'Dueling',
    baseConsistency: 1,
    attributes: ['dex'],
    trainedConsistency: 1,
    trainedPotential: 0,
  }
  d.abilities.archery = {
    name: 'Archery',
    baseConsistency: 0,
    attributes: ['dex'],
    trainedConsistency: 3,
    trainedPotential: 1,
  }
  d.abilities.shieldwork = {
    name: 'Sword and shield',
    baseConsistency: 1,
    attributes: ['sta'],
    trainedConsistency: 0,
    trainedPotential: 0,
  }
}

/** An unarmed brawl attack with nothing else in play: no weapon, shield, distance or cluster. */
export const unarmedBrawl: AttackOptions = {
  weaponItemId: null,
  abilityId: 'brawl',
  shieldItemId: null,
  distance: 0,
  clusterSize: 0,
  clusterDodges: 0,
  aimedAt: null,
  targetHeight: 'same',
  targetProne: false,
  targetConcealment: 0,
  situationalPenalty: 0,
}
