// Journal rewards and party-screen lines for Heimr.
import type { CampaignRules, FoeField, InitiativeCombatant, TurnSlot } from '../types'
import type { Rng } from '../common/dice'
import { partyLine, rewardDivided } from '../common/campaign'
import type { HeimrData } from './model'
import { deriveHeimr } from './derive'
import { baseFatigueOf } from './fatigue'
import { injuryLevel } from './health'
import { divideExperience } from './training'
import { initiativeChallenge } from './combat'
import { rollChallenge } from './dice'
import { ruleRefs } from './rule-refs'
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
  // Initiative: each rolls a dice challenge with dexterity as consistency and willpower as
  // potential, highest first; equal results go to the higher willpower.
  turnOrder: {
    rule: ruleRefs.initiative,
    get explanation() {
      return text('party.turnOrder')
    },
    order(members, rng) {
      return heimrOrder(
        members.map((m) => ({ id: m.id, side: 'party', values: heimrInitiativeValues(m.data) })),
        rng,
      )
    },
    initiativeValues: heimrInitiativeValues,
    orderCombatants: (combatants, rng) => heimrOrder(combatants, rng),
  },
  // A foe's quick entry: hit points (zero or less is injured, Health), and dexterity and
  // willpower for the initiative roll. Defence is rolled (Defence), so there is no fixed value.
  foe: {
    rule: [ruleRefs.health, ruleRefs.initiative].join('; '),
    get fields() {
      return [
        foeField('hitPoints', text('derive.hitPoints'), -99, 99, 10),
        foeField('dex', text('standardAttribute.dex'), -10, 10, 0),
        foeField('willpower', text('derive.willpower'), 0, 99, 5),
      ]
    },
    health: 'hitPoints',
  },
}

function heimrInitiativeValues(data: HeimrData): Record<string, number> {
  return { dex: initiativeChallenge(data).consistency, willpower: data.willpower.current }
}

function heimrOrder(combatants: readonly InitiativeCombatant[], rng: Rng): TurnSlot[] {
  const rolled = combatants.map((c) => {
    const willpower = c.values.willpower ?? 0
    const roll = rollChallenge(rng, c.values.dex ?? 0, willpower)
    return {
      id: c.id,
      result: roll.result,
      willpower,
      detail: text('party.turnSlot', { roll: roll.explanation, willpower }),
    }
  })
  // Still equal after willpower, they keep the order given (our reading; sort is stable).
  return rolled
    .sort((a, b) => b.result - a.result || b.willpower - a.willpower)
    .map((r) => ({ id: r.id, detail: r.detail }))
}

function foeField(id: string, label: string, min: number, max: number, start: number): FoeField {
  return { id, label, kind: 'number', min, max, default: start }
}
