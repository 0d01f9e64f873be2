// Heimr Tabletop Core's rules text in another locale: derived values, findings, plural forms and
// the tables the sheet lists.
import { afterEach, describe, expect, it } from 'vitest'
import { installTranslator } from '../common/text'
import { createTranslator, useRulesLocale } from '../../shared/translator'
import { checkHeimr } from './check'
import { positions } from './combat'
import { createHeimrCharacter } from './create'
import { deriveHeimr } from './derive'
import { evaluateChallenge } from './dice'
import { crossingChallenges } from './environment'
import { embattled, newCharacter } from './fixtures'
import { bodyPartLabels } from './health'
import { heimrHouseRules } from './house-rules'
import de from './locales/de.json' with { type: 'json' }
import sv from './locales/sv.json' with { type: 'json' }

afterEach(() => useRulesLocale('en'))

describe('Heimr rules text', () => {
  it('reads derived values and findings in Swedish', () => {
    installTranslator(createTranslator('sv', { sv: [sv] }))
    const derived = deriveHeimr(embattled, {})
    expect(derived.fatigue?.label).toBe('Utmattning')
    expect(derived.fatigue?.explanation).toBe(
      'Utmattning 6, 2 över grundvärdet 4: fysiska slag behöver 6 eller mer före potential. ' +
        'Ett fysiskt slag vars T6 är under 6 höjer den med 1 (upp till 20; i strid högst en gång per tur).',
    )
    expect(derived['defence.dodge']?.label).toBe('Avdrag på undvikande')
    expect(derived['defence.dodge']?.explanation).toMatch(
      /^Undvek 2 gånger sedan din förra tur: 2 × −2 = −4 säkerhet på nästa undvikande\. Nästa undvikande: säkerhet /,
    )
    const finding = checkHeimr({ ...newCharacter, fatigue: 2 }, {}).find(
      (f) => f.code === 'fatigue-below-base',
    )
    expect(finding?.message).toBe('Utmattning 2 är under grundutmattningen 4.')
  })

  it('chooses plural forms by the count, in English and German', () => {
    expect(evaluateChallenge(-4, -4, 1, [1, 1, 4, 9]).explanation).toBe(
      'lowest die 1, −2 for 2 extra 1s, potential −4 = −5',
    )
    installTranslator(createTranslator('de', { de: [de] }))
    expect(evaluateChallenge(-4, -4, 1, [1, 1, 4, 9]).explanation).toBe(
      'niedrigster Würfel 1, −2 für 2 weitere Würfel mit 1, Potenzial −4 = −5',
    )
    expect(evaluateChallenge(2, -3, 3, [10, 10]).explanation).toBe(
      'höchster Würfel 10, +1 für eine zweite 10, Potenzial −3 = 8',
    )
  })

  it('reads the names of tables, positions and house rules in the current locale, ids unchanged', () => {
    installTranslator(createTranslator('sv', { sv: [sv] }))
    expect(positions.prone.label).toBe('Liggande')
    expect(bodyPartLabels.swordArm).toBe('Svärdsarm')
    expect(crossingChallenges[0]).toMatchObject({ id: 'window', name: 'Fönster' })
    const rule = heimrHouseRules.specs.find((s) => s.id === 'startingHitPoints')
    expect(rule?.label).toBe('Startande kroppspoäng')
    // A character created in Swedish gets the standard names in Swedish: they are its own data.
    const created = createHeimrCharacter({ name: 'Sigrid' }, {})
    expect(created.attributes.dex?.name).toBe('Fingerfärdighet')
    expect(created.abilities.agility?.name).toBe('Smidighet')
  })
})
