// Typed purchases, for every shipped system: each system's schema takes its own purchases and
// refuses others; a plan carries the purchase into the ledger entry; and `purchaseOf` reads the
// same purchase back from an entry that did not keep it (as entries made before this version),
// which is what the database upgrade relies on.
import { describe, expect, it } from 'vitest'
import { makeAward, recordPurchase, type LedgerEntry, type Purchase } from './common/ledger'
import { systems } from './index'
import type { GameSystem } from './types'
import { newAbilityPurchase, raisePurchase } from './symbaroum/advance'
import { evenCharacter } from './symbaroum/fixtures'
import { trainingPurchase } from './heimr/advance'
import { fencer } from './heimr/fixtures'
import { newDayPurchase } from './cairn-ap/advance'
import { fullPack } from './cairn-ap/fixtures'
import { goodsPurchase } from './murdham/advance'
import { newCharacter as murdhamCharacter } from './murdham/fixtures'
import { gmPurchase } from './gods-monsters/advance'
import { newField } from './gods-monsters/create'
import { toromeen } from './gods-monsters/fixtures'
import type { GodsMonstersData } from './gods-monsters/model'

/** A character's data and the purchases it can make in turn, each valid after the ones before. */
interface Scenario {
  data: unknown
  purchases: Purchase[]
}

const monk: GodsMonstersData = {
  ...toromeen,
  archetypes: [...toromeen.archetypes, { archetype: 'monk', level: 1 }],
  fields: [
    ...toromeen.fields,
    { ...newField('Mind Craft', ['Meditation', 'Focus', 'Breath']), id: 'mind' },
  ],
  practicalMojo: [{ target: 'Mind Craft', amount: 20 }],
}
const mind = monk.fields[monk.fields.length - 1]!
const [meditation, focus, breath] = mind.skills

const scenarios: Record<keyof typeof systems, Scenario> = {
  symbaroum: {
    data: evenCharacter,
    purchases: [newAbilityPurchase('Acrobatics'), raisePurchase('acrobatics')],
  },
  heimr: {
    data: fencer,
    purchases: [
      trainingPurchase('fencing', 'potential', 'dex'),
      trainingPurchase('fencing', 'consistency', 'int'),
    ],
  },
  'cairn-ap': {
    // A full pack on the second day Deprived: the day's Fatigue makes the tent go.
    data: {
      ...fullPack,
      deprived: true,
      deprivedDays: 1,
      items: fullPack.items.map((item) =>
        item.id === 'sword'
          ? { ...item, id: 'scroll-a', name: 'Scroll', kind: 'scroll', spell: 'Light' }
          : item.id === 'rope'
            ? { ...item, id: 'scroll-b', name: 'Scroll', kind: 'scroll', spell: 'Sleep' }
            : item,
      ),
    },
    purchases: [
      newDayPurchase(['tent']),
      { kind: 'copy-spell', scrollId: 'scroll-a' },
      { kind: 'create-grimoire', scrollId: 'scroll-b' },
    ],
  },
  murdham: {
    data: murdhamCharacter,
    purchases: [
      goodsPurchase({ name: 'Rope', bulk: 1, quantity: 2, illegal: false, price: 4 }),
      goodsPurchase({ name: 'Lockpicks', bulk: 0.5, quantity: 1, illegal: true, price: 12 }),
    ],
  },
  'gods-monsters': {
    data: { ...monk, consciousness: 'unconscious' },
    purchases: [
      gmPurchase.semiConscious(),
      gmPurchase.raiseAbility('wisdom'),
      gmPurchase.raiseAbilityForSpecialty('strength'),
      gmPurchase.fieldBonus(toromeen.fields[1]!.id),
      gmPurchase.skill(toromeen.fields[1]!.id, 'Old Dwarvish'),
      gmPurchase.weaponSkill('Crossbow'),
      gmPurchase.newField('History', 'Dwarven kings', 'warrior'),
      gmPurchase.techniqueOnSkill('mind', meditation!.id, 'Still Water'),
      gmPurchase.techniqueOnField('mind', 'Calm'),
      gmPurchase.practical(gmPurchase.skill('mind', 'Chanting')),
      gmPurchase.buy({
        gearId: 'rope',
        name: 'Rope',
        quantity: 2,
        size: 'small',
        worn: false,
        cost: null,
        bulk: null,
      }),
      gmPurchase.buy({
        gearId: null,
        name: 'Lantern',
        quantity: 1,
        size: 'medium',
        worn: false,
        cost: 150,
        bulk: 1,
      }),
    ],
  },
}

/** Makes each purchase in turn with plenty of every currency; returns the data and the spends. */
function makeAll(system: GameSystem, scenario: Scenario) {
  let data = scenario.data
  let ledger: LedgerEntry[] = system.advancement.currencies.map((c) => makeAward(c.id, 1_000_000))
  const spends: LedgerEntry[] = []
  for (const purchase of scenario.purchases) {
    const plan = system.advancement.plan(data, purchase, {})
    const made = recordPurchase(data, ledger, plan)
    ;({ data, ledger } = made)
    spends.push(made.entry)
  }
  return { data, spends }
}

/** An entry as versions before this one recorded it: without the purchase. */
function withoutOption(entry: LedgerEntry): LedgerEntry {
  const { option: _kept, ...old } = entry
  return old
}

describe.each(Object.values(systems).map((s) => [s.id, s] as const))('%s purchases', (id, s) => {
  const system = s as GameSystem
  const scenario = scenarios[id as keyof typeof systems]

  it('the schema takes every purchase the scenario makes and refuses another kind', () => {
    for (const purchase of scenario.purchases)
      expect(system.advancement.purchaseSchema.parse(purchase)).toEqual(purchase)
    expect(system.advancement.purchaseSchema.safeParse({ kind: 'no-such-kind' }).success).toBe(
      false,
    )
    expect(system.advancement.purchaseSchema.safeParse('raise:acrobatics').success).toBe(false)
  })

  it('the ledger entry keeps the purchase, and an entry without it gives the same purchase back', () => {
    const { data, spends } = makeAll(system, scenario)
    expect(spends.map((e) => e.option)).toEqual(scenario.purchases)
    // Read back against the character as it is afterwards, as the database upgrade reads it.
    expect(spends.map((e) => system.advancement.purchaseOf(withoutOption(e), data))).toEqual(
      scenario.purchases,
    )
  })

  it('an award, or an entry with no changes, is no purchase', () => {
    const { data } = makeAll(system, scenario)
    const currency = system.advancement.currencies[0]!.id
    expect(system.advancement.purchaseOf(makeAward(currency, 5), data)).toBeNull()
    const bare: LedgerEntry = { ...makeAward(currency, 5), kind: 'spend' }
    expect(system.advancement.purchaseOf(bare, data)).toBeNull()
  })
})

describe('Gods & Monsters techniques changed after they were learned', () => {
  it('reads a second skill and a whole-field conversion back from their entries', () => {
    const system = systems['gods-monsters'] as GameSystem
    const learned = makeAll(system, {
      data: monk,
      purchases: [gmPurchase.techniqueOnSkill('mind', meditation!.id, 'Still Water')],
    })
    const technique = (learned.data as GodsMonstersData).fields.at(-1)!.techniques[0]!
    const later = [
      gmPurchase.techniqueSecondSkill('mind', technique.id, focus!.id),
      gmPurchase.convertTechnique('mind', technique.id),
    ]
    const { data, spends } = makeAll(system, { data: learned.data, purchases: later })
    expect(spends.map((e) => system.advancement.purchaseOf(withoutOption(e), data))).toEqual(later)
    expect(breath).toBeDefined()
  })
})
