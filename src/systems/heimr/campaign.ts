// Journal rewards and party-screen lines for Heimr.
import type { CampaignRules } from '../types'
import { partyLine, rewardDivided } from '../common/campaign'
import type { HeimrData } from './model'
import { deriveHeimr } from './derive'
import { baseFatigueOf } from './fatigue'
import { injuryLevel } from './health'
import { divideExperience } from './training'

export const heimrCampaign: CampaignRules<HeimrData> = {
  // Experience: the game master's award is divided among the characters present, rounded
  // down, and what is left over carries to the next award (Experience).
  rewards: [
    rewardDivided('xp', 'Experience', 'xp', 'XP', (pool, present, carried) =>
      divideExperience(pool, present, carried),
    ),
  ],
  party(data, rules) {
    const derived = deriveHeimr(data, rules)
    const base = baseFatigueOf(data)
    const level = injuryLevel(data.hitPoints.current)
    return [
      partyLine(derived, 'hitPoints'),
      partyLine(
        derived,
        'fatigue',
        data.fatigue > base &&
          `${data.fatigue - base} above base: physical rolls need ${data.fatigue}+`,
      ),
      partyLine(
        derived,
        'injury',
        (level !== 'unhurt' || data.injuries.length > 0) && String(derived.injury?.value),
      ),
    ]
  },
}
