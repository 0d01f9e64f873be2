// Murdham's rules text in another locale: derived values, findings and plural forms.
import { afterEach, describe, expect, it } from 'vitest'
import { installTranslator } from '../common/text'
import { createTranslator, useRulesLocale } from '../../shared/translator'
import { parseBulk } from './bulk'
import { checkMurdham } from './check'
import { deriveMurdham } from './derive'
import { newCharacter, overloaded } from './fixtures'
import { abilityLabels } from './model'
import { conditionLabels, skillPresets } from './tables'
import de from './locales/de.json' with { type: 'json' }
import sv from './locales/sv.json' with { type: 'json' }

afterEach(() => useRulesLocale('en'))

describe('Murdham rules text', () => {
  it('reads derived values and findings in Swedish', () => {
    installTranslator(createTranslator('sv', { sv: [sv] }))
    const derived = deriveMurdham(overloaded, {})
    expect(derived.carryLimit?.label).toBe('Bärgräns')
    expect(derived['save.str']?.label).toBe('STY-räddningsslag')
    expect(derived['save.str']?.explanation).toMatch(/^Slå T20 på högst 10: 10 av 20/)
    expect(derived.bulk?.explanation).toBe(
      'Föremålen blir 8½ i skrymme; en medelstor rollperson bär upp till 8. ½ för mycket.',
    )
    const finding = checkMurdham(overloaded, {}).find((f) => f.code === 'over-carry-limit')
    expect(finding?.message).toBe(
      'Bär 8½ i skrymme, mer än de 8 en medelstor rollperson klarar. Ingen sprint eller simning.',
    )
  })

  it('chooses plural forms by the count, in English and German', () => {
    const sick = {
      ...newCharacter,
      diseases: [
        {
          id: 'd',
          kind: 'plague' as const,
          name: 'Plague',
          successes: 1,
          failures: 2,
          status: 'sick' as const,
          amputationDue: false,
          amputated: false,
          log: [],
        },
      ],
    }
    expect(deriveMurdham(sick, {})['disease.d']?.explanation).toBe(
      '1 success, 2 failures. Needs 4 successes. 3 more to recover.',
    )
    installTranslator(createTranslator('de', { de: [de] }))
    expect(deriveMurdham(sick, {})['disease.d']?.explanation).toBe(
      '1 Erfolg, 2 Fehlschläge. Braucht 4 Erfolge. Noch 3 bis zur Genesung.',
    )
  })

  it('reads names, errors and skill hints in the current locale, names of skills unchanged', () => {
    installTranslator(createTranslator('sv', { sv: [sv] }))
    expect(abilityLabels.wit).toBe('VET')
    expect(conditionLabels.frightened).toBe('Rädd')
    expect(() => parseBulk('-1')).toThrow('Skrymme kan inte vara negativt (fick ”-1”).')
    const bargain = skillPresets.find((p) => p.name === 'Bargain')
    expect(bargain?.proficiency).toBe('Köpslående (VET-räddningsslag); halverar priser')
  })
})
