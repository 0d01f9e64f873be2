import { describe, expect, it } from 'vitest'
import { balance, makeAward, recordPurchase, undoEntry } from '../common/ledger'
import { PurchaseError } from '../types'
import { gmPurchase, planPurchase } from './advance'
import { newField } from './create'
import { blankCharacter } from './fixtures'
import type { GodsMonstersData } from './model'
import { chartRow, recordStudy, resourceTotal, rowMojo, studyOutcome } from './study'

/** A philosophy student: Philosophy +2, intelligence 10 (no shift), wisdom 16. */
const student: GodsMonstersData = {
  ...blankCharacter,
  abilities: { ...blankCharacter.abilities, wisdom: 16 },
  fields: [{ ...newField('Philosophy', ['Logic'], { bonus: 2 }), id: 'phil' }],
}

describe('mojo resources', () => {
  it('level 5 library for a +2 student: (5 − 2) × 20 = 60, 3 mojo a period', () => {
    expect(resourceTotal({ kind: 'specializedLibrary', level: 5 }, 2, 10)).toBe(60)
    expect(rowMojo(chartRow(60), 1)).toBe(3)
  })

  it('adding a tutor with philosophy 4: +20, a total of 80, 4 mojo a period', () => {
    const out = studyOutcome(student, {
      target: 'Philosophy',
      method: 'normal',
      periods: 1,
      studentBonus: 2,
      resources: [
        { kind: 'specializedLibrary', level: 5 },
        { kind: 'tutor', level: 4 },
      ],
    })
    expect(out.resourceTotal).toBe(80)
    expect(out.mojo).toBe(1 + 4)
  })

  it('reads the chart rows, including fractions of a period', () => {
    expect([1, 2, 3, 4, 7, 8, 15, 16, 31, 32, 64, 128, 256, 511].map(chartRow)).toEqual([
      0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 8,
    ])
    expect(rowMojo(0, 8)).toBe(2)
    expect(rowMojo(1, 3)).toBe(1)
    expect(rowMojo(2, 4)).toBe(2)
    expect(rowMojo(chartRow(10), 1)).toBe(1)
    expect(chartRow(0)).toBe(-1)
  })

  it('immersion gives the charisma; a student past the level uses the level once', () => {
    expect(resourceTotal({ kind: 'immersion', level: 0 }, 0, 13)).toBe(13)
    expect(resourceTotal({ kind: 'generalBook', level: 5 }, 6, 10)).toBe(5)
  })

  it('shifts the row by intelligence as a major contributor when a resource is used', () => {
    const clever = { ...student, abilities: { ...student.abilities, intelligence: 15 } }
    const book = { kind: 'generalBook' as const, level: 7 }
    const plain = studyOutcome(student, {
      target: 'Philosophy',
      method: 'normal',
      periods: 2,
      studentBonus: 2,
      resources: [book],
    })
    const shifted = studyOutcome(clever, {
      target: 'Philosophy',
      method: 'normal',
      periods: 2,
      studentBonus: 2,
      resources: [book],
    })
    expect(plain.row).toBe(2)
    expect(shifted.row).toBe(4)
    // Resources give at most their total on one project.
    expect(shifted.mojo).toBe(2 + 4)
  })

  it('prices normal, free-time and intensive study at 1, 2 and 3 silver a mojo', () => {
    const base = { target: 'Philosophy', studentBonus: 2 }
    expect(studyOutcome(student, { ...base, method: 'normal', periods: 4 }).cost).toBe(400)
    expect(studyOutcome(student, { ...base, method: 'freeTime', periods: 3 }).cost).toBe(600)
    const intensive = studyOutcome(student, {
      ...base,
      method: 'intensive',
      periods: 4,
      resources: [{ kind: 'tutor', level: 4 }],
    })
    expect(intensive.mojo).toBe(8)
    expect(intensive.cost).toBe(2400)
  })

  it('refuses intensive study without a resource or beyond half wisdom days', () => {
    expect(() => studyOutcome(student, { target: 'P', method: 'intensive', periods: 1 })).toThrow(
      PurchaseError,
    )
    expect(() =>
      studyOutcome(student, {
        target: 'P',
        method: 'intensive',
        periods: 5,
        resources: [{ kind: 'tutor', level: 4 }],
      }),
    ).toThrow(/half wisdom/)
    expect(() =>
      studyOutcome(student, {
        target: 'P',
        method: 'normal',
        periods: 1,
        resources: [
          { kind: 'tutor', level: 4 },
          { kind: 'tutor', level: 5 },
        ],
      }),
    ).toThrow(/one of each/)
  })
})

describe('recording practical mojo', () => {
  it('pays coins, dedicates the mojo, buys the field bonus with it, and undoes', () => {
    const ledger = [makeAward('coins', 1000)]
    const s = recordStudy(student, ledger, { target: 'Philosophy', method: 'normal', periods: 6 })
    expect(balance(s.ledger, 'coins')).toBe(400)
    expect(balance(s.ledger, 'practical')).toBe(6)
    expect(s.data.practicalMojo).toEqual([{ target: 'Philosophy', amount: 6 }])
    const plan = planPurchase(s.data, gmPurchase.practical(gmPurchase.fieldBonus('phil')))
    expect(plan).toMatchObject({ currency: 'practical', cost: 6 })
    const bought = recordPurchase(s.data, s.ledger, plan)
    expect(bought.data.fields[0]?.bonus).toBe(3)
    expect(bought.data.practicalMojo[0]?.amount).toBe(0)
    expect(() =>
      planPurchase(s.data, gmPurchase.practical(gmPurchase.raiseAbility('wisdom'))),
    ).toThrow(/never abilities/)
    const back = undoEntry(bought.data, bought.ledger, s.entries[0]?.id ?? '')
    expect(back.data).toEqual(student)
    expect(balance(back.ledger, 'coins')).toBe(1000)
  })
})
