// Journal rewards and party-screen lines for Heimr.
import type { CampaignRules } from '../types'
import { partyLine, rewardDivided } from '../common/campaign'
import type { HeimrData } from './model'
import { deriveHeimr } from './derive'
import { baseFatigueOf } from './fatigue'
import { injuryLevel } from './health'
import { divideExperience } from './training'
import { text } from './text'

export const heimrCampaign: CampaignRules<HeimrData> = {
  // Experience: the game master's award is divided among the characters present, rounded
  // down, and what is left over carries to the next award (Experience).
  get rewards() {
    return [
      rewardDivided(
        'xp',
        text('advance.experience'),
        'xp',
        text('advance.xp'),
        (pool, present, carried) => divideExperience(pool, present, carried),
      ),
    ]
  },
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
          text('party.fatigue', { above: data.fatigue - base, fatigue: data.fatigue }),
      ),
      partyLine(
        derived,
        'injury',
        (level !== 'unhurt' || data.injuries.length > 0) && text(`injury.${level}.inSentence`),
      ),
    ]
  },
}
