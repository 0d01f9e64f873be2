import { afterEach, describe, expect, it } from 'vitest'
import { deriveSymbaroum } from '@systems/symbaroum/derive'
import { symbaroumInventory } from '@systems/symbaroum/inventory'
import { symbaroumCampaign } from '@systems/symbaroum/campaign'
import { evenCharacter } from '@systems/symbaroum/fixtures'
import sv from '@systems/symbaroum/locales/sv.json' with { type: 'json' }
import de from '@systems/symbaroum/locales/de.json' with { type: 'json' }
import { createTranslator, useRulesLocale } from './translator'
import { installTranslator } from '@systems/common/text'

afterEach(() => useRulesLocale('en'))

describe('the rules text translator of main, the CLI and the tests', () => {
  const data = evenCharacter

  it('gives the rules text in English by default', () => {
    expect(deriveSymbaroum(data, {}).toughness?.label).toBe('Toughness')
  })

  it('gives it in the locale it is made for, from the files the host loaded', () => {
    installTranslator(createTranslator('sv', { sv: [sv] }))
    const derived = deriveSymbaroum(data, {})
    expect(derived.toughness?.label).toBe('Tålighet')
    expect(derived['modifier.quick']?.label).toBe('Modifikation för Kvick')
    installTranslator(createTranslator('de', { de: [de] }))
    expect(deriveSymbaroum(data, {}).painThreshold?.label).toBe('Schmerzgrenze')
  })

  it('falls back to English for a key the locale lacks', () => {
    installTranslator(createTranslator('sv', { sv: [{ symbaroum: { derived: {} } }] }))
    expect(deriveSymbaroum(data, {}).toughness?.label).toBe('Toughness')
  })

  it('chooses plural forms by the count', () => {
    const one = { ...data, weapons: [], armor: null, shield: 'none' as const }
    const single = { ...one, equipment: [{ id: 'r', name: 'Rope', quantity: 1 }] }
    const many = { ...one, equipment: [{ id: 'r', name: 'Rope', quantity: 3 }] }
    expect(symbaroumInventory(single).explanation).toMatch(/the 1 item carried has no/)
    expect(symbaroumInventory(many).explanation).toMatch(/the 3 items carried have no/)
    installTranslator(createTranslator('de', { de: [de] }))
    expect(symbaroumInventory(single).explanation).toMatch(/der 1 getragene Gegenstand/)
    expect(symbaroumInventory(many).explanation).toMatch(/die 3 getragenen Gegenstände/)
  })
})

describe('messages with spaces at their edges', () => {
  it('keeps them, as the party screen joins tied roll-offs with " then "', () => {
    const member = (id: string) => ({ id, data: { ...evenCharacter } })
    // Two rolls each: the first roll-off ties (both 11), the second does not.
    const rolls = [0.5, 0.5, 0.9, 0.1]
    const order = symbaroumCampaign.turnOrder!.order([member('a'), member('b')], () =>
      rolls.shift()!,
    )
    expect(order.map((slot) => slot.detail)).toEqual([
      'Quick 10, Vigilant 10, roll-off 11 then 19',
      'Quick 10, Vigilant 10, roll-off 11 then 3',
    ])
  })
})
