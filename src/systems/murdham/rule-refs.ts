// Names of the rules-text sections that derived values and findings cite, in the rules text's
// locale (locales/: the English names are the sections' own).
import { termTable } from '../common/text'
import { text } from './text'

const refIds = [
  'sizes',
  'carryLimit',
  'zoneOccupancy',
  'sizeSaves',
  'swim',
  'sprint',
  'stealing',
  'trading',
  'languages',
  'literacy',
  'knowledge',
  'skillsInDialogues',
  'fear',
  'poison',
  'drugs',
  'disease',
  'crafting',
  'trainingAnimals',
  'travel',
  'encounters',
  'suffocating',
  'attitude',
  'navigation',
  'badWeather',
  'befriending',
  'falling',
  'elemental',
  'impairedRule',
  'torture',
  'mounts',
  'vehicles',
  'health',
  'saves',
  'abilities',
  'overload',
  'reductionsEnd',
  'turnOrder',
] as const

export const ruleRefs = termTable(refIds, (id) => text(`rule.${id}`))
