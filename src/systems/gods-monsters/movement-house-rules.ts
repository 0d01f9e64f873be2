// Campaign settings for the movement rules our copy of the text leaves unreadable: how far tiny
// and fine creatures jump (Jumping prints "?" for both).
import { defineHouseRules } from '../common/house-rules'
import type { HouseRules } from '../types'

const jumpSource =
  'Our copy of the text prints “?” for tiny and fine creatures. Each size above medium doubles the distance; the default halves it for each size below small (¾ → ⅜ → 3⁄16, so 6 and 3 sixteenths)'

/** House rules the movement rules read; the system adds them to its own list. */
export const movementHouseRules = defineHouseRules({
  jumpTinySixteenths: {
    label: 'Jumping: sixteenths of the distance for a tiny creature',
    description: 'How far a tiny creature jumps, in sixteenths of a medium one’s (16 = as far).',
    kind: 'number',
    default: 6,
    source: jumpSource,
    min: 1,
    max: 16,
  },
  jumpFineSixteenths: {
    label: 'Jumping: sixteenths of the distance for a fine creature',
    description: 'How far a fine creature jumps, in sixteenths of a medium one’s (16 = as far).',
    kind: 'number',
    default: 3,
    source: jumpSource,
    min: 1,
    max: 16,
  },
})

/** The campaign's jump multipliers for tiny and fine creatures (defaults ⅜ and 3⁄16). */
export function jumpMultiplierSettings(rules: HouseRules = {}): { tiny: number; fine: number } {
  return {
    tiny: Math.round(movementHouseRules.read(rules, 'jumpTinySixteenths')) / 16,
    fine: Math.round(movementHouseRules.read(rules, 'jumpFineSixteenths')) / 16,
  }
}
