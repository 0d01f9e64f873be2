// Names of the rules-text sections that derived values and findings cite, in the rules text's
// locale (locales/: the English names are the sections' own).
import { termTable } from '../common/text'
import { text } from './text'

const refIds = [
  'modifierTable',
  'successTest',
  'toughness',
  'painThreshold',
  'defense',
  'corruptionThreshold',
  'damage',
  'dying',
  'deadCharacters',
  'healing',
  'turnOrder',
  'blindFighting',
  'advantage',
  'attack',
  'defenseTest',
  'withWeaponsReady',
  'shield',
  'improving',
  'attributePoints',
  'startingExperience',
] as const

export const ruleRefs = termTable(refIds, (id) => text(`rule.${id}`))
