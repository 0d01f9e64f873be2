// Training animals: at most two trainings each; wild animals must be tamed first.
import { newId } from '../common/ledger'
import { RulesError } from '../types'
import type { Animal, AnimalTraining, MurdhamData } from './model'
import { animalTrainingLabels, maxAnimalTrainings } from './tables'

export function addAnimal(data: MurdhamData, name: string, wild: boolean): MurdhamData {
  const trimmed = name.trim()
  if (trimmed === '') throw new RulesError('Name the animal.')
  const animal: Animal = { id: newId(), name: trimmed, wild, tamed: false, trainings: [] }
  return { ...data, animals: [...data.animals, animal] }
}

function findAnimal(data: MurdhamData, animalId: string): Animal {
  const animal = data.animals.find((a) => a.id === animalId)
  if (!animal) throw new RulesError('That animal is not on the sheet.')
  return animal
}

function replace(data: MurdhamData, animal: Animal): MurdhamData {
  return { ...data, animals: data.animals.map((a) => (a.id === animal.id ? animal : a)) }
}

// Training animals: only a proficient trainer can work with a wild animal, and taming it is an
// extra session before any training (our reading: taming does not count toward the two).
export function tameAnimal(
  data: MurdhamData,
  animalId: string,
  proficient: boolean,
  witSavePassed: boolean,
): { data: MurdhamData; summary: string } {
  const animal = findAnimal(data, animalId)
  if (!animal.wild) throw new RulesError(`${animal.name} is domesticated; it needs no taming.`)
  if (animal.tamed) throw new RulesError(`${animal.name} is already tamed.`)
  if (!proficient) throw new RulesError('Only a proficient trainer can tame a wild animal.')
  if (!witSavePassed) {
    return { data, summary: `Taming ${animal.name} failed: the trainer is hurt (an injury).` }
  }
  return { data: replace(data, { ...animal, tamed: true }), summary: `${animal.name} is tamed.` }
}

// Training animals: a full-rest WIT save; pass trains, fail hurts the trainer. At most two
// trainings per animal; wild ones need a proficient trainer and taming first.
export function trainAnimal(
  data: MurdhamData,
  animalId: string,
  training: AnimalTraining,
  proficient: boolean,
  witSavePassed: boolean,
): { data: MurdhamData; summary: string } {
  const animal = findAnimal(data, animalId)
  const label = animalTrainingLabels[training].toLocaleLowerCase()
  if (animal.trainings.includes(training)) {
    throw new RulesError(`${animal.name} already has ${label} training.`)
  }
  if (animal.trainings.length >= maxAnimalTrainings) {
    throw new RulesError(
      `${animal.name} already has ${maxAnimalTrainings} trainings, the most an animal can receive.`,
    )
  }
  if (animal.wild && !proficient) {
    throw new RulesError('Only a proficient trainer can train a wild animal.')
  }
  if (animal.wild && !animal.tamed) {
    throw new RulesError(`${animal.name} is wild: tame it before any other training.`)
  }
  if (!witSavePassed) {
    return { data, summary: `Training failed: the trainer is hurt (an injury).` }
  }
  return {
    data: replace(data, { ...animal, trainings: [...animal.trainings, training] }),
    summary: `${animal.name} learns ${label}.`,
  }
}

// Befriending animals: food and a WIT save win over a domesticated animal (a failure may send it
// off or make it hostile); a wild one needs a proficient character. One at a time; it follows
// for a watch (our reading: until the watch it was befriended in ends; see time.ts).
export function befriendAnimal(
  data: MurdhamData,
  name: string,
  wild: boolean,
  proficient: boolean,
  witSavePassed: boolean,
): { data: MurdhamData; summary: string } {
  const trimmed = name.trim()
  if (trimmed === '' || trimmed.length > 80)
    throw new RulesError('Name the animal (up to 80 characters).')
  if (data.befriended) {
    throw new RulesError(
      `${data.befriended.name} already follows the character: only one befriended animal at a time.`,
    )
  }
  if (wild && !proficient) {
    throw new RulesError('Only a proficient character can befriend a wild animal.')
  }
  if (!witSavePassed) {
    return { data, summary: `${trimmed} is not won over: it may run away or turn hostile.` }
  }
  return {
    data: { ...data, befriended: { name: trimmed, wild, watch: data.time.watch } },
    summary: `${trimmed} follows the character until the watch ends, or until it strays too far from home.`,
  }
}

/** The befriended animal goes its way. */
export function releaseBefriended(data: MurdhamData): MurdhamData {
  if (!data.befriended) throw new RulesError('No befriended animal follows the character.')
  return { ...data, befriended: null }
}
