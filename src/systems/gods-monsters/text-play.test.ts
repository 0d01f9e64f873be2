// Gods & Monsters' rules text in another locale: modifiers, explanations, plural forms and
// refusals of the rules in play (searching, group effort, movement, purchases).
import { afterEach, describe, expect, it } from 'vitest'
import { installTranslator } from '../common/text'
import { createTranslator, useRulesLocale } from '../../shared/translator'
import { gmPurchase, planPurchase } from './advance'
import { toromeen } from './fixtures'
import { groupRoll } from './group-effort'
import { dailyMovement, terrainNames } from './hazards-movement'
import { trackingModifiers } from './searching'
import de from './locales/de.json' with { type: 'json' }
import sv from './locales/sv.json' with { type: 'json' }

afterEach(() => useRulesLocale('en'))

const tracks = { days: 1, groupSize: 4, distanceYards: 0, urban: false, coveredBy: 2 }

describe('Gods & Monsters rules text in play', () => {
  it('reads modifiers, explanations and refusals in Swedish', () => {
    installTranslator(createTranslator('sv', { sv: [sv] }))
    expect(trackingModifiers(tracks).map((m) => m.label)).toEqual([
      '1 dag gamla',
      'grupp på 4',
      'dolda spår',
    ])
    expect(trackingModifiers({ ...tracks, days: 3 })[0]?.label).toBe('3 dagar gamla')
    expect(groupRoll([17, 17]).explanation).toBe(
      '2 medlemmar: median 17 + gruppbonus 1 = slå 18 eller lägre; 1 extra handling per runda',
    )
    expect(terrainNames.bog).toBe('Myrar, tät undervegetation')
    expect(dailyMovement(8, 12, { terrain: 'rough' }).explanation).toBe(
      'Skogar och kullar: 8 miles om dagen (en gång förflyttningen 8)',
    )
    expect(() => planPurchase(toromeen, gmPurchase.fieldBonus('nope'))).toThrow(
      'Det finns inget fackområde med id "nope".',
    )
  })

  it('chooses plural forms in German, and is English again afterwards', () => {
    installTranslator(createTranslator('de', { de: [de] }))
    expect(groupRoll([9, 10, 11, 13, 39]).explanation).toBe(
      '5 Mitglieder: Median 11 + Gruppenbonus 2 = 13 oder weniger würfeln; 2 zusätzliche Aktionen pro Runde',
    )
    expect(groupRoll([17, 17]).explanation).toBe(
      '2 Mitglieder: Median 17 + Gruppenbonus 1 = 18 oder weniger würfeln; 1 zusätzliche Aktion pro Runde',
    )
    useRulesLocale('en')
    expect(groupRoll([17, 17]).explanation).toBe(
      '2 members: median 17 + group bonus 1 = roll 18 or less; 1 extra action a round',
    )
  })
})
