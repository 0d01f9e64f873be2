// Which house rules apply to a character: the campaign's own values first, then the app-wide
// settings, then each system's documented default.
import type { HouseRuleSpec, HouseRules } from '@systems/types'
import { resolveHouseRules } from '@systems/types'

export type HouseRuleOrigin = 'campaign' | 'app' | 'default'

/**
 * The house rules in effect. A rule the campaign sets overrides the app-wide setting for that
 * rule only; rules it leaves unset use the app-wide setting, or the default.
 */
export function effectiveHouseRules(
  specs: readonly HouseRuleSpec[],
  appWide: HouseRules,
  campaign: HouseRules | undefined,
): HouseRules {
  return resolveHouseRules([...specs], { ...appWide, ...(campaign ?? {}) })
}

/** Where the value of one rule in effect comes from. */
export function houseRuleOrigin(
  spec: HouseRuleSpec,
  appWide: HouseRules,
  campaign: HouseRules | undefined,
): HouseRuleOrigin {
  if (campaign && typeof campaign[spec.id] === typeof spec.default) return 'campaign'
  if (typeof appWide[spec.id] === typeof spec.default) return 'app'
  return 'default'
}
