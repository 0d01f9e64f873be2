// Training animals: at most two trainings each; wild animals must be tamed first.
import { newId } from '../common/ledger'
import { RulesError } from '../types'
import type { Animal, AnimalTraining, MurdhamData } from './model'
import { maxAnimalTrainings } from './tables'
import { text } from './text'

export function addAnimal(data: MurdhamData, name: string, wild: boolean): MurdhamData {
  const trimmed = name.trim()
  if (trimmed === '') throw new RulesError(text('error.nameAnimal'))
  const animal: Animal = { id: newId(), name: trimmed, wild, tamed: false, trainings: [] }
  return { ...data, animals: [...data.animals, animal] }
}

function findAnimal(data: MurdhamData, animalId: string): Animal {
  const animal = data.animals.find((a) => a.id === animalId)
  if (!animal) throw new RulesError(text('error.noAnimal'))
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
  if (!animal.wild) throw new RulesError(text('error.domesticated', { name: animal.name }))
  if (animal.tamed) throw new RulesError(text('error.alreadyTamed', { name: animal.name }))
  if (!proficient) throw new RulesError(text('error.tameProficient'))
  if (!witSavePassed) {
    return { data, summary: text('animal.tamingFailed', { name: animal.name }) }
  }
  return {
    data: replace(data, { ...animal, tamed: true }),
    summary: text('animal.tamed', { name: animal.name }),
  }
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
  const label = text(`trainingInText.${training}`)
  if (animal.trainings.includes(training)) {
    throw new RulesError(text('error.hasTraining', { name: animal.name, training: label }))
  }
  if (animal.trainings.length >= maxAnimalTrainings) {
    throw new RulesError(text('error.maxTrainings', { name: animal.name, max: maxAnimalTrainings }))
  }
  if (animal.wild && !proficient) {
    throw new RulesError(text('error.trainProficient'))
  }
  if (animal.wild && !animal.tamed) {
    throw new RulesError(text('error.tameFirst', { name: animal.name }))
  }
  if (!witSavePassed) {
    return { data, summary: text('animal.trainingFailed') }
  }
  return {
    data: replace(data, { ...animal, trainings: [...animal.trainings, training] }),
    summary: text('animal.learns', { name: animal.name, training: label }),
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
  if (trimmed === '' || trimmed.length > 80) throw new RulesError(text('error.nameAnimalLength'))
  if (data.befriended) {
    throw new RulesError(text('error.oneBefriended', { name: data.befriended.name }))
  }
  if (wild && !proficient) {
    throw new RulesError(text('error.befriendProficient'))
  }
  if (!witSavePassed) {
    return { data, summary: text('animal.notWonOver', { name: trimmed }) }
  }
  return {
    data: { ...data, befriended: { name: trimmed, wild, watch: data.time.watch } },
    summary: text('animal.follows', { name: trimmed }),
  }
}

/** The befriended animal goes its way. */
export function releaseBefriended(data: MurdhamData): MurdhamData {
  if (!data.befriended) throw new RulesError(text('error.noBefriended'))
  return { ...data, befriended: null }
}
