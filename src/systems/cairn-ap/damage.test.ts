import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import { character } from './fixtures'
import {
  applyDamage,
  applyScarFollowUp,
  assessDamage,
  attributeState,
  capArmor,
  conditionSummary,
  diesOfCriticalDamage,
  endDoom,
  passCriticalTime,
  resolveCriticalSave,
  restoreHp,
  saveAgainstDc,
  scarEntryFor,
  stabilize,
  weekOfRest,
} from './damage'
import { scarTable } from './tables'

describe('Scars lookup', () => {
  it('follows the text’s three examples', () => {
    // 3 HP to 0: entry 3 (Walloped).
    expect(scarEntryFor(3, 0)).toBe(3)
    // 3 HP to −1: still entry 3.
    expect(scarEntryFor(3, -1)).toBe(3)
    // 4 → 2 (no scar), then 2 → −4: entry 2 (Rattling Blow).
    expect(scarEntryFor(4, 2)).toBeNull()
    expect(scarEntryFor(2, -4)).toBe(2)
    expect(scarTable[2]?.title).toBe('Walloped')
    expect(scarTable[1]?.title).toBe('Rattling Blow')
  })

  it('applies the same through damage', () => {
    const walloped = applyDamage(
      character((d) => (d.hp.current = 3)),
      4,
    )
    expect(walloped.result.scar?.entry).toBe(3)
    expect(walloped.data.deprived).toBe(true)
    const first = applyDamage(
      character((d) => (d.hp.current = 4)),
      2,
    )
    expect(first.result.scar).toBeNull()
    const second = applyDamage(first.data, 6)
    expect(second.result.scar?.entry).toBe(2)
    expect(second.data.scars.map((s) => s.entry)).toEqual([2])
  })

  it('has no entry at 0 HP before and uses 12 above 12', () => {
    expect(scarEntryFor(0, -3)).toBeNull()
    expect(scarEntryFor(15, 0)).toBe(12)
  })
})

describe('damage and critical damage', () => {
  it('subtracts Armor first', () => {
    const armored = character((d) => ((d.armor = 2), (d.hp.current = 5)))
    const r = assessDamage(armored, 4)
    expect(r.afterArmor).toBe(2)
    expect(r.hpAfter).toBe(3)
    expect(assessDamage(armored, 1).afterArmor).toBe(0)
  })

  it('caps Armor at 3 with a message and refuses nonsense', () => {
    expect(capArmor(5)).toEqual({ armor: 3, message: 'Armor 5 is capped at 3.' })
    expect(capArmor(2).message).toBe('')
    expect(() => capArmor(-1)).toThrow(RulesError)
  })

  it('takes damage past 0 off STR and asks for a STR save', () => {
    const { data, result } = applyDamage(
      character((d) => (d.hp.current = 3)),
      7,
    )
    expect(data.hp.current).toBe(0)
    expect(result.strLoss).toBe(4)
    expect(data.attributes.str.current).toBe(8)
    expect(result.needsCriticalSave).toBe(true)
    // Exactly 0 HP: a Scar, no STR loss, no save.
    const zero = assessDamage(
      character((d) => (d.hp.current = 3)),
      3,
    )
    expect(zero.needsCriticalSave).toBe(false)
    expect(zero.scar?.entry).toBe(3)
  })

  it('saves at DC 15 with the new STR: above passes, a tie fails', () => {
    const hurt = character((d) => (d.attributes.str.current = 8))
    expect(resolveCriticalSave(hurt, 8).save.passed).toBe(true) // 16
    const tie = resolveCriticalSave(hurt, 7) // 15
    expect(tie.save.passed).toBe(false)
    expect(tie.data.criticalDamage).toBe(true)
    expect(stabilize(tie.data).criticalDamage).toBe(false)
    expect(() => stabilize(hurt)).toThrow(RulesError)
  })

  it('times the hour untreated: dead when 60 minutes pass, stopped by aid', () => {
    const hurt = character((d) => (d.attributes.str.current = 8))
    const critical = resolveCriticalSave(hurt, 7).data
    expect(critical.criticalMinutes).toBe(0)
    // Basic units: a combat round is 2 minutes.
    const round = passCriticalTime(critical, 2)
    expect(round.criticalMinutes).toBe(2)
    expect(round.dead).toBe(false)
    expect(round.log.at(-1)?.text).toBe('Critical damage untreated for 2 of 60 minutes.')
    const later = passCriticalTime(round, 57)
    expect(later).toMatchObject({ criticalMinutes: 59, dead: false })
    const gone = passCriticalTime(later, 30)
    expect(gone).toMatchObject({ criticalMinutes: 60, dead: true })
    expect(gone.log.at(-1)?.text).toBe('An hour untreated after critical damage: dead.')
    // Aid stops the clock; a week of rest clears it too.
    const aided = stabilize(later)
    expect(aided.criticalMinutes).toBe(0)
    expect(() => passCriticalTime(aided, 5)).toThrow('There is no critical damage to time.')
    expect(weekOfRest(later).criticalMinutes).toBe(0)
    expect(() => passCriticalTime(critical, 0)).toThrow('Minutes passing are 1 to 60 (got 0).')
    expect(() => passCriticalTime(critical, 1.5)).toThrow(RulesError)
    expect(() => passCriticalTime(gone, 1)).toThrow('The character is dead.')
  })

  it('marks an earlier death the Warden rules', () => {
    const critical = resolveCriticalSave(
      character((d) => (d.attributes.str.current = 8)),
      7,
    ).data
    expect(diesOfCriticalDamage(critical).dead).toBe(true)
    expect(() => diesOfCriticalDamage(character())).toThrow('There is no critical damage.')
  })

  it('kills when STR reaches 0', () => {
    const frail = character((d) => ((d.hp.current = 1), (d.attributes.str.current = 2)))
    const { data } = applyDamage(frail, 9)
    expect(data.attributes.str.current).toBe(0)
    expect(data.dead).toBe(true)
    expect(attributeState(data, 'str')).toBe('dead')
    expect(() => applyDamage(data, 1)).toThrow(/dead/)
  })

  it('kills a Doomed character on a failed save; a pass lifts the doom with 3d6', () => {
    const doomed = character((d) => ((d.doomed = true), (d.attributes.str.current = 3)))
    expect(resolveCriticalSave(doomed, 2).data.dead).toBe(true)
    const lifted = endDoom(resolveCriticalSave(doomed, 20).data, 14)
    expect(lifted.doomed).toBe(false)
    expect(lifted.hp.max).toBe(14)
  })

  it('notes natural 1 and 20', () => {
    expect(saveAgainstDc(20, 0, 15).explanation).toContain('Natural 20')
    expect(saveAgainstDc(1, 20, 15).explanation).toContain('Natural 1')
    expect(() => saveAgainstDc(21, 0, 15)).toThrow(RulesError)
  })
})

describe('attribute-zero states', () => {
  it('are dead, paralyzed and delirious; DEX and WIL both gone cannot act', () => {
    const para = character((d) => (d.attributes.dex.current = 0))
    expect(attributeState(para, 'dex')).toBe('paralyzed')
    const deli = character((d) => (d.attributes.wil.current = 0))
    expect(attributeState(deli, 'wil')).toBe('delirious')
    const both = character((d) => ((d.attributes.dex.current = 0), (d.attributes.wil.current = 0)))
    expect(conditionSummary(both)).toEqual(['Paralyzed', 'Delirious', 'Cannot act'])
    expect(attributeState(character(), 'str')).toBe('ok')
  })
})

describe('Scar follow-ups', () => {
  const base = character((d) => ((d.hp.max = 5), (d.scars = [])))

  it('raise max HP only when higher', () => {
    expect(applyScarFollowUp(base, 2, { total: 6 }).hp.max).toBe(6)
    expect(applyScarFollowUp(base, 2, { total: 3 }).hp.max).toBe(5)
    expect(applyScarFollowUp(base, 5, { total: 11 }).hp.max).toBe(11)
  })

  it('add to max HP (Walloped) and set it (Mortal Wound)', () => {
    expect(applyScarFollowUp(base, 3, { total: 4 }).hp.max).toBe(9)
    expect(applyScarFollowUp(base, 11, { total: 3 }).hp.max).toBe(3)
  })

  it('record where a scar or break is', () => {
    const scar = applyScarFollowUp(base, 1, { pick: 3, total: 2 })
    expect(scar.scars.at(-1)?.note).toBe('Eye, max HP 5')
    expect(applyScarFollowUp(base, 4, { pick: 6, total: 7 }).scars.at(-1)?.note).toContain('Skull')
  })

  it('raise an attribute: head wound, hamstrung, re-brained, deafened, sundered', () => {
    const head = applyScarFollowUp(base, 6, { pick: 3, total: 15 })
    expect(head.attributes.dex).toEqual({ current: 15, max: 15 })
    expect(applyScarFollowUp(base, 7, { total: 12 }).attributes.dex.max).toBe(12)
    expect(applyScarFollowUp(base, 9, { total: 17 }).attributes.wil.max).toBe(17)
    expect(applyScarFollowUp(base, 8, { savePassed: true, total: 3 }).attributes.wil.max).toBe(17)
    expect(applyScarFollowUp(base, 10, { savePassed: false }).attributes.wil.max).toBe(14)
  })

  it('refuse missing or impossible rolls', () => {
    expect(() => applyScarFollowUp(base, 5, { total: 13 })).toThrow(/2d6/)
    expect(() => applyScarFollowUp(base, 1, { total: 3 })).toThrow(/d6 that picks/)
    expect(() => applyScarFollowUp(base, 8, {})).toThrow(/WIL save/)
    expect(() => applyScarFollowUp(base, 13, {})).toThrow(RulesError)
  })
})

describe('recovery', () => {
  it('restores HP and, after a week, attributes; not while Deprived', () => {
    const hurt = character((d) => ((d.hp.current = 1), (d.attributes.str.current = 4)))
    expect(restoreHp(hurt).hp.current).toBe(5)
    const week = weekOfRest(hurt)
    expect(week.attributes.str.current).toBe(12)
    const deprived = { ...hurt, deprived: true }
    expect(() => restoreHp(deprived)).toThrow(/Deprived/)
    expect(() => weekOfRest(deprived)).toThrow(/Deprived/)
  })
})
