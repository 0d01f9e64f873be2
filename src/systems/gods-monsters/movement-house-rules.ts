// Campaign settings for the movement rules our copy of the text leaves unreadable: how far tiny
// and fine creatures jump (Jumping prints "?" for both).
import { defineHouseRules } from '../common/house-rules'
import type { HouseRules } from '../types'

const jumpSource =
  'Our copy of the text prints “?” for tiny and fine creatures. Each size above medium doubles the distance; the default halves it for each size below small (¾ → ⅜ → 3⁄16)'

/** House rules the movement rules read; the system adds them to its own list. */
export const movementHouseRules = defineHouseRules({
  jumpTinyMultiplier: {
    label: 'Jumping: distance of a tiny creature',
    description: 'Multiplies the distance a tiny creature jumps (a medium one jumps ×1).',
    kind: 'number',
    default: 0.375,
    source: jumpSource,
    min: 0.01,
    max: 1,
  },
  jumpFineMultiplier: {
    label: 'Jumping: distance of a fine creature',
    description: 'Multiplies the distance a fine creature jumps (a medium one jumps ×1).',
    kind: 'number',
    default: 0.1875,
    source: jumpSource,
    min: 0.01,
    max: 1,
  },
})

/** The campaign's jump multipliers for tiny and fine creatures (defaults ⅜ and 3⁄16). */
export function jumpMultiplierSettings(rules: HouseRules = {}): { tiny: number; fine: number } {
  return {
    tiny: movementHouseRules.read(rules, 'jumpTinyMultiplier'),
    fine: movementHouseRules.read(rules, 'jumpFineMultiplier'),
  }
}
