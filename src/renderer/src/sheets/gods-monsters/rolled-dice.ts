import { reactive } from 'vue'
import type { AbilityRoll } from '@systems/gods-monsters'

/**
 * The dice of the last 4d6 rolls per character, kept while the app runs so that they still show
 * after moving between creation steps (only the totals are saved).
 */
export const rolledDice = reactive(new Map<string, AbilityRoll[]>())
