import { describe, expect, it } from 'vitest'
import { balance, makeAward, recordPurchase, undoEntry } from '../common/ledger'
import { PurchaseError } from '../types'
import { gmPurchase, planPurchase } from './advance'
import { newField } from './create'
import { blankCharacter } from './fixtures'
import type { GodsMonstersData } from './model'
import {
  chartRow,
  lapsableIntensiveMojo,
  recordIntensiveLapse,
  recordStudies,
  recordStudy,
  resourceTotal,
  rowMojo,
  studyOutcome,
} from './study'

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

describe('Mojo resources: usage fees', () => {
  it('charges the fee on each mojo the resources grant, not on the study itself', () => {
    // The Philosophy example: a level 5 library gives 3 mojo a period; at 2 silver each, 6 silver.
    const out = studyOutcome(student, {
      target: 'Philosophy',
      method: 'normal',
      periods: 1,
      studentBonus: 2,
      resources: [{ kind: 'specializedLibrary', level: 5 }],
      feePerMojo: 2,
    })
    expect(out.mojo).toBe(4)
    expect(out.resourceMojo).toBe(3)
    expect(out.fees).toBe(600)
    expect(out.cost).toBe(400 + 600)
    expect(out.explanation).toContain('usage fees of 2 silver on each of the 3')
    const free = studyOutcome(student, { target: 'P', method: 'normal', periods: 2, feePerMojo: 5 })
    expect(free.fees).toBe(0)
    expect(() =>
      studyOutcome(student, { target: 'P', method: 'normal', periods: 1, feePerMojo: -1 }),
    ).toThrow(PurchaseError)
  })
})

describe('Free-time study; Intensive study; Breaks', () => {
  it('allows days off of 1, 6 and ½ a mojo', () => {
    const base = { target: 'Philosophy', studentBonus: 2 }
    expect(studyOutcome(student, { ...base, method: 'normal', periods: 4 }).daysOff).toBe(4)
    expect(studyOutcome(student, { ...base, method: 'freeTime', periods: 3 }).daysOff).toBe(18)
    const intensive = studyOutcome(student, {
      ...base,
      method: 'intensive',
      periods: 4,
      resources: [{ kind: 'tutor', level: 4 }],
    })
    expect(intensive.daysOff).toBe(4)
    // Used within intelligence (10) days; no intensive study again for the same 8 days.
    expect(intensive.useWithinDays).toBe(10)
    expect(intensive.restDays).toBe(8)
    expect(
      studyOutcome(student, { ...base, method: 'normal', periods: 1 }).useWithinDays,
    ).toBeNull()
  })

  it('studies up to three things at once in free time, one otherwise', () => {
    const ledger = [makeAward('coins', 10_000)]
    const three = ['Philosophy', 'History', 'Logic'].map((target) => ({
      target,
      method: 'freeTime' as const,
      periods: 2,
    }))
    const r = recordStudies(student, ledger, three)
    expect(r.data.practicalMojo.map((p) => p.amount)).toEqual([2, 2, 2])
    expect(balance(r.ledger, 'coins')).toBe(10_000 - 3 * 400)
    expect(() =>
      recordStudies(student, ledger, [...three, { ...three[0]!, target: 'Dance' }]),
    ).toThrow(/at most 3 things/)
    expect(() =>
      recordStudies(
        student,
        ledger,
        three.map((t) => ({ ...t, method: 'normal' as const })).slice(0, 2),
      ),
    ).toThrow(/no time for a second/)
    expect(() => recordStudies(student, ledger, [three[0]!, three[0]!])).toThrow(/something else/)
    expect(() => recordStudies(student, ledger, [])).toThrow(PurchaseError)
  })

  it('loses unused intensive-study mojo once, as an entry Undo takes back', () => {
    const ledger = [makeAward('coins', 10_000)]
    const normal = recordStudy(student, ledger, {
      target: 'Philosophy',
      method: 'normal',
      periods: 2,
    })
    const intensive = recordStudy(normal.data, normal.ledger, {
      target: 'Philosophy',
      method: 'intensive',
      periods: 4,
      studentBonus: 2,
      resources: [{ kind: 'tutor', level: 4 }],
    })
    expect(intensive.data.practicalMojo).toEqual([{ target: 'Philosophy', amount: 10 }])
    expect(lapsableIntensiveMojo(intensive.data, intensive.ledger, 'philosophy')).toBe(8)
    const lapse = recordIntensiveLapse(intensive.data, intensive.ledger, 'Philosophy')
    expect(lapse.lost).toBe(8)
    expect(lapse.data.practicalMojo).toEqual([{ target: 'Philosophy', amount: 2 }])
    expect(balance(lapse.ledger, 'practical')).toBe(2)
    // The normal study's 2 never lapse.
    expect(lapsableIntensiveMojo(lapse.data, lapse.ledger, 'Philosophy')).toBe(0)
    expect(() => recordIntensiveLapse(lapse.data, lapse.ledger, 'Philosophy')).toThrow(
      /No unused intensive-study mojo/,
    )
    const back = undoEntry(lapse.data, lapse.ledger, lapse.entries[0]?.id ?? '')
    expect(back.data.practicalMojo).toEqual([{ target: 'Philosophy', amount: 10 }])
  })
})
