// Mojo, experience and coins through the ledger (work in progress).
import type { AdvancementRules } from '../types'
import { PurchaseError } from '../types'
import type { GodsMonstersData } from './model'

export const godsMonstersAdvancement: AdvancementRules<GodsMonstersData> = {
  currencies: [
    { id: 'xp', label: 'Experience' },
    { id: 'mojo', label: 'Mojo' },
    { id: 'coins', label: 'Coins (hundredths of a silver coin)' },
    { id: 'practical', label: 'Practical mojo' },
  ],
  options: () => [],
  plan: (_data, optionId) => {
    throw new PurchaseError(`Unknown purchase "${optionId}".`)
  },
}
