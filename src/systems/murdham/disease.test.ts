import { describe, expect, it } from 'vitest'
import { createRng } from '../common/dice'
import { effectiveAbility, reductionTotal } from './abilities'
import {
  contractDisease,
  isSick,
  missAmputation,
  recordRecoverySave,
  recordSurgery,
  rollRecoverySave,
  successesLeft,
} from './disease'
import { newCharacter } from './fixtures'
import { diseaseKinds, murdhamDataSchema, type DiseaseKind, type MurdhamData } from './model'
import { endDay } from './time'

const fail4 = { passed: false, reductionRolls: { str: 2, agi: 3, wit: 1 } }
const pass = { passed: true }

function sick(kind: DiseaseKind, data: MurdhamData = newCharacter) {
  const next = contractDisease(data, kind)
  const disease = next.diseases[next.diseases.length - 1]
  if (!disease) throw new Error('no disease')
  return { data: next, id: disease.id }
}

function save(data: MurdhamData, id: string, outcome: Parameters<typeof recordRecoverySave>[2]) {
  return recordRecoverySave(data, id, outcome, {})
}

describe('the normal course of a disease', () => {
  it('cures after 2 successes and leaves lasting immunity', () => {
    const { data, id } = sick('bloodyFlu')
    expect(isSick(data)).toBe(true)
    const one = save(data, id, pass)
    expect(one.recovered).toBe(false)
    expect(successesLeft(one.data.diseases[0]!)).toBe(1)
    const two = save(one.data, id, pass)
    expect(two.recovered).toBe(true)
    expect(isSick(two.data)).toBe(false)
    expect(two.data.immunities).toEqual([
      { kind: 'bloodyFlu', name: 'Bloody flu', temporary: false },
    ])
    expect(() => contractDisease(two.data, 'bloodyFlu')).toThrow('immune')
    expect(murdhamDataSchema.safeParse(two.data).success).toBe(true)
  })

  it('each failure lowers STR, AGI and WIT by the d4s, temporarily', () => {
    const { data, id } = sick('other')
    const failed = save(data, id, fail4)
    expect(effectiveAbility(failed.data, 'str')).toBe(8)
    expect(effectiveAbility(failed.data, 'agi')).toBe(7)
    expect(effectiveAbility(failed.data, 'wit')).toBe(9)
    // The scores themselves are untouched: the loss is shown apart.
    expect(failed.data.abilities.str).toEqual({ max: 10, current: 10 })
    expect(failed.data.diseases[0]?.failures).toBe(1)
  })

  it('gives the loss back on recovery (house rule on) or keeps it (off)', () => {
    const { data, id } = sick('other')
    const failed = save(data, id, fail4).data
    const cured = save(save(failed, id, pass).data, id, pass).data
    expect(reductionTotal(cured, 'str')).toBe(0)
    const kept = recordRecoverySave(
      recordRecoverySave(failed, id, pass, { diseaseReductionsEndOnRecovery: false }).data,
      id,
      pass,
      { diseaseReductionsEndOnRecovery: false },
    ).data
    expect(reductionTotal(kept, 'str')).toBe(2)
  })

  it('refuses reduction dice outside the die, and saves after the cure', () => {
    const { data, id } = sick('other')
    expect(() =>
      save(data, id, { passed: false, reductionRolls: { str: 5, agi: 1, wit: 1 } }),
    ).toThrow('from 1 to 4')
    expect(() => save(data, id, { passed: false })).toThrow('Enter the d4')
    const cured = save(save(data, id, pass).data, id, pass).data
    expect(() => save(cured, id, pass)).toThrow('already cured')
  })

  it('rolls the STR save and the reduction dice from a seeded source', () => {
    const { data, id } = sick('other')
    let state = data
    let recovered = false
    const rng = createRng('recovery')
    for (let day = 0; day < 100 && !recovered; day++) {
      const r = rollRecoverySave(rng, state, id, {})
      expect(r.summary).toMatch(/^STR \d+, rolled \d+\./)
      expect(r.data.diseases[0]?.log.at(-1)?.roll).toBe(r.roll)
      recovered = r.recovered
      state = endDay(r.data)
    }
    expect(recovered).toBe(true)
    expect(state.diseases[0]?.successes).toBe(2)
  })
})

describe('each disease rule', () => {
  it('influence: immunity is temporary', () => {
    const { data, id } = sick('influence')
    const cured = save(save(data, id, pass).data, id, pass).data
    expect(cured.immunities).toEqual([{ kind: 'influence', name: 'Influence', temporary: true }])
    expect(() => contractDisease(cured, 'influence')).toThrow('for now')
  })

  it('black gangrene: amputation on the second failure, death if missed', () => {
    const { data, id } = sick('blackGangrene')
    const first = save(data, id, fail4)
    expect(first.data.diseases[0]?.amputationDue).toBe(false)
    const second = save(first.data, id, fail4)
    expect(second.data.diseases[0]?.amputationDue).toBe(true)
    expect(second.summary).toContain('amputated within a day')
    expect(missAmputation(second.data, id).deceased).toBe(true)
    const saved = recordSurgery(second.data, id, true, {})
    expect(saved.data.diseases[0]).toMatchObject({ amputationDue: false, amputated: true })
    expect(recordSurgery(second.data, id, false, {}).data.diseases[0]?.amputationDue).toBe(true)
  })

  it('bloodburn: frenzied for a day on each failure', () => {
    const { data, id } = sick('bloodburn')
    const failed = save(data, id, fail4).data
    expect(failed.conditions).toContainEqual({ id: 'frenzied', until: 'day' })
    expect(endDay(failed).conditions).toEqual([])
  })

  it('bloody flu: the normal course', () => {
    const { data, id } = sick('bloodyFlu')
    const failed = save(data, id, fail4).data
    expect(failed.corruption).toBe(0)
    expect(failed.conditions).toEqual([])
    expect(reductionTotal(failed, 'wit')).toBe(1)
  })

  it('demon pox: 2 corruption per failure', () => {
    const { data, id } = sick('demonPox')
    const twice = save(save(data, id, fail4).data, id, fail4).data
    expect(twice.corruption).toBe(4)
  })

  it('digworm: no natural recovery, surgery cures, no immunity', () => {
    const { data, id } = sick('digworm')
    const many = save(save(save(data, id, pass).data, id, pass).data, id, pass)
    expect(many.recovered).toBe(false)
    expect(successesLeft(many.data.diseases[0]!)).toBeNull()
    // Saves still reduce abilities.
    expect(reductionTotal(save(many.data, id, fail4).data, 'agi')).toBe(3)
    const operated = recordSurgery(many.data, id, true, {})
    expect(operated.recovered).toBe(true)
    expect(operated.data.immunities).toEqual([])
    expect(() => contractDisease(operated.data, 'digworm')).not.toThrow()
  })

  it('greater rot: one point of each reduction is permanent', () => {
    const { data, id } = sick('greaterRot')
    const failed = save(data, id, fail4).data
    expect(failed.abilities.str).toEqual({ max: 9, current: 9 })
    expect(failed.abilities.wit).toEqual({ max: 9, current: 9 })
    // STR d4 2: 1 permanent, 1 temporary; WIT d4 1: all permanent.
    expect(reductionTotal(failed, 'str')).toBe(1)
    expect(reductionTotal(failed, 'wit')).toBe(0)
    expect(effectiveAbility(failed, 'agi')).toBe(7)
    const cured = save(save(failed, id, pass).data, id, pass).data
    expect(cured.abilities.agi).toEqual({ max: 9, current: 9 })
    expect(() => recordSurgery(failed, id, true, {})).toThrow('not cured by surgery')
  })

  it('plague: needs 4 successes', () => {
    const { data, id } = sick('plague')
    let state = data
    for (let n = 1; n <= 3; n++) {
      const r = save(state, id, pass)
      expect(r.recovered).toBe(false)
      state = r.data
    }
    expect(save(state, id, pass).recovered).toBe(true)
  })

  it('weeping sores: d6 to STR and AGI, WIT untouched', () => {
    const { data, id } = sick('weepingSores')
    const failed = save(data, id, { passed: false, reductionRolls: { str: 6, agi: 5 } }).data
    expect(effectiveAbility(failed, 'str')).toBe(4)
    expect(effectiveAbility(failed, 'agi')).toBe(5)
    expect(effectiveAbility(failed, 'wit')).toBe(10)
    expect(() =>
      save(data, id, { passed: false, reductionRolls: { str: 1, agi: 1, wit: 2 } }),
    ).toThrow('does not reduce WIT')
  })

  it('every kind can be caught and validates', () => {
    for (const kind of diseaseKinds) {
      const { data } = sick(kind)
      expect(murdhamDataSchema.safeParse(data).success).toBe(true)
    }
  })

  it('refuses catching the same disease twice at once', () => {
    const { data } = sick('plague')
    expect(() => contractDisease(data, 'plague')).toThrow('already has Plague')
  })
})
