// Gods & Monsters' rules text in another locale: derived values, findings, names and plurals.
import { afterEach, describe, expect, it } from 'vitest'
import { installTranslator } from '../common/text'
import { createTranslator, useRulesLocale } from '../../shared/translator'
import { checkGodsMonsters } from './check'
import { deriveGodsMonsters } from './derive'
import { blankCharacter, toromeen } from './fixtures'
import { findGear } from './gear'
import { godsMonstersHouseRules } from './house-rules'
import { abilityNames, archetypeNames } from './model'
import { applyDamage } from './vitals'
import de from './locales/de.json' with { type: 'json' }
import sv from './locales/sv.json' with { type: 'json' }

afterEach(() => useRulesLocale('en'))

describe('Gods & Monsters rules text', () => {
  it('reads derived values and findings in Swedish', () => {
    installTranslator(createTranslator('sv', { sv: [sv] }))
    const derived = deriveGodsMonsters(toromeen, {})
    expect(derived.carry?.label).toBe('Bärförmåga')
    expect(derived['ability.strength']?.label).toBe('Styrka')
    expect(derived.startingCoins?.explanation).toBe('Silvermynt lika många som Styrka 18.')
    expect(derived.injuries?.explanation).toBe('Inga sår: inget avdrag.')
    const twoArmors = {
      ...blankCharacter,
      items: [0, 1].map((i) => ({
        id: `a${i}`,
        name: i === 0 ? 'Läder' : 'Ringbrynja',
        gearId: i === 0 ? 'leather' : 'chain-mail',
        quantity: 1,
        worn: true,
        size: 'medium' as const,
        bulk: null,
        cost: null,
        notes: '',
      })),
    }
    const finding = checkGodsMonsters(twoArmors, {}).find((f) => f.code === 'two-armors-worn')
    expect(finding?.message).toBe(
      'Läder och Ringbrynja bärs båda på kroppen; en rustning åt gången (plus en heltäckande hjälm och en sköld).',
    )
    const dead = checkGodsMonsters({ ...blankCharacter, dead: true }, {})
    expect(dead.find((f) => f.code === 'dead')?.message).toBe('Rollpersonen är död.')
  })

  it('reads names and house rules in the current locale', () => {
    installTranslator(createTranslator('de', { de: [de] }))
    expect(abilityNames.agility).toBe('Gewandtheit')
    expect(archetypeNames.sorceror).toBe('Zauberer')
    const spec = godsMonstersHouseRules.specs.find((s) => s.id === 'majorContributor17')
    expect(spec?.label).toBe('Großer Beitrag bei 17')
    expect(spec?.table?.column).toBe('Groß')
    installTranslator(createTranslator('sv', { sv: [sv] }))
    expect(abilityNames.agility).toBe('Smidighet')
    expect(findGear('chain-mail')?.name).toBe('Ringbrynja')
    expect(findGear('lance')?.note).toBe('Bara till häst.')
  })

  it('chooses plural forms by the count', () => {
    const hurt = {
      ...blankCharacter,
      survival: { current: 0, max: 5 },
      verve: { current: 0, max: 5 },
    }
    expect(applyDamage(hurt, 1, { archetypal: false }).explanation).toBe(
      '1 damage: 1 injury. Survival 0, verve 0, injuries 1.',
    )
    installTranslator(createTranslator('de', { de: [de] }))
    expect(applyDamage(hurt, 2, { archetypal: false }).explanation).toBe(
      '2 Schaden: 2 Verletzungen. Überleben 0, Elan 0, Verletzungen 2.',
    )
  })
})
