// Cairn (AP & Grimoire)'s rules text in another locale: derived values, findings and plurals.
import { afterEach, describe, expect, it } from 'vitest'
import { installTranslator } from '../common/text'
import { createTranslator, useRulesLocale } from '../../shared/translator'
import { checkCairn } from './check'
import { fateOf } from './combat'
import { saveAgainstDc } from './damage'
import { deriveCairn } from './derive'
import { character, item } from './fixtures'
import { attributeNames } from './model'
import { findMishap, reactionFor } from './tables'
import de from './locales/de.json' with { type: 'json' }
import sv from './locales/sv.json' with { type: 'json' }

afterEach(() => useRulesLocale('en'))

/** 12 slots filled of 10: the Grimoire (2), ten rations, nothing to spare. */
const overloaded = character((d) => {
  for (let i = 0; i < 10; i++) d.items.push(item(`ration-${i}`, 'Rations'))
  d.attributes.str.current = 9
})

describe('Cairn rules text', () => {
  it('reads derived values and findings in Swedish', () => {
    installTranslator(createTranslator('sv', { sv: [sv] }))
    const derived = deriveCairn(overloaded, {})
    expect(derived.freeSlots?.label).toBe('Lediga platser')
    expect(derived['attribute.str']?.label).toBe('Styrka')
    expect(derived['attribute.str']?.explanation).toBe(
      'Styrka 9 av högst 12; 3 förlorade, tillbaka efter en veckas vila',
    )
    expect(derived.slots?.explanation).toBe('10 (kampanjens inställning) = 10 platser')
    expect(derived.initiative?.value).toBe('T20+14')
    const finding = checkCairn(overloaded, {}).find((f) => f.code === 'slots-overflow')
    expect(finding?.message).toBe(
      '12 platser är fyllda men det finns bara 10: släpp föremål för 2 platser.',
    )
  })

  it('chooses plural forms by the count, in English and German', () => {
    const one = character((d) => {
      for (let i = 0; i < 9; i++) d.items.push(item(`ration-${i}`, 'Rations'))
    })
    expect(checkCairn(one, {}).find((f) => f.code === 'slots-overflow')?.message).toBe(
      '11 slots are filled but there are only 10: drop 1 slot of items.',
    )
    installTranslator(createTranslator('de', { de: [de] }))
    expect(checkCairn(one, {}).find((f) => f.code === 'slots-overflow')?.message).toBe(
      '11 Plätze sind belegt, aber es gibt nur 10: Legen Sie Gegenstände für 1 Platz ab.',
    )
    expect(attributeNames.wil).toBe('Willenskraft')
  })

  it('reads tables, table helpers and dice in the current locale', () => {
    installTranslator(createTranslator('sv', { sv: [sv] }))
    expect(findMishap(19)?.title).toBe('Vingar')
    expect(findMishap(2)?.ends).toBe('efter 1T6 timmar')
    expect(findMishap(4)?.ends).toBeUndefined()
    expect(reactionFor(12)).toBe('Hjälpsam')
    expect(fateOf(5)).toBe('gynnar rollpersonerna')
    installTranslator(createTranslator('de', { de: [de] }))
    expect(saveAgainstDc(20, 3, 15).explanation).toBe(
      'W20 20 + 3 = 23 gegen SG 15: geschafft (Gleichstand geht an den SG). Natürliche 20.',
    )
  })
})
