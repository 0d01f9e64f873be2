import { describe, expect, it } from 'vitest'
import { makeAward, recordPurchase, undoEntry, type LedgerEntry } from '../common/ledger'
import { PurchaseError, RulesError } from '../types'
import { gmPurchase, planPurchase, recordLevelUp } from './advance'
import { checkGodsMonsters } from './check'
import { deriveGodsMonsters } from './derive'
import { gralen, toromeen } from './fixtures'
import { levelUp } from './levels'
import type { GodsMonstersData } from './model'
import { recordCompatibilityRoll } from './spell-compatibility'
import {
  addSpell,
  castSpell,
  compatibilityPlan,
  compatibilityState,
  findSpell,
  forgetSpell,
  inscribeSpell,
  memorizeSpell,
  removeSpell,
  spellByName,
  spellSlots,
  spellsOf,
} from './spells'
import { recordStudy } from './study'
import { highestSpellLevel } from './vitals'

/** Gralen raised to `level` by single sorceror levels (verve and survival rolls of 5). */
function gralenAt(level: number): GodsMonstersData {
  let d = gralen
  while (d.archetypes[0]!.level < level) d = levelUp(d, 'sorceror', 5).data
  return d
}

const mojo = (n: number): LedgerEntry[] => [makeAward('mojo', n)]

/** Buys a spell with mojo through the ledger. */
function buy(
  data: GodsMonstersData,
  ledger: LedgerEntry[],
  name: string,
  level: number,
  swapFor: string | null = null,
) {
  return recordPurchase(
    data,
    ledger,
    planPurchase(data, gmPurchase.spell(name, level, ['conjuration'], swapFor)),
  )
}

describe('spell slots', () => {
  it('gives a sorceror as many new slots as each level reached (a 3rd-level sorceror gains three)', () => {
    expect(spellSlots(gralen).total).toBe(1)
    const gains = [2, 3, 4, 5].map((l) => spellSlots(gralenAt(l)).total)
    // 1, then +2, +3, +4, +5.
    expect(gains).toEqual([3, 6, 10, 15])
    expect(spellSlots(gralenAt(3)).explanation).toBe(
      'level 1: 1, level 2: 2, level 3: 3 = 6; 0 filled by memorized spells',
    )
    expect(levelUp(gralenAt(2), 'sorceror', 5).summary).toContain('Spell slots +3')
  })

  it('takes the first level’s slots from the campaign setting', () => {
    expect(spellSlots(gralen, { sorcerorFirstLevelSlots: 3 }).total).toBe(3)
    expect(spellSlots(gralenAt(2), { sorcerorFirstLevelSlots: 0 }).total).toBe(2)
  })

  it('counts a sorceror level taken later by its overall level (Multiple archetypes)', () => {
    // Toromeen, a warrior, takes his third level as a sorceror: three slots at once.
    const both = levelUp(levelUp(toromeen, 'warrior', 5).data, 'sorceror', 5).data
    expect(both.archetypes).toEqual([
      { archetype: 'warrior', level: 2 },
      { archetype: 'sorceror', level: 1 },
    ])
    expect(spellSlots(both).grants.parts).toEqual([{ level: 3, amount: 3 }])
    expect(highestSpellLevel(both)).toBe(3)
  })

  it('counts archetype levels entered by hand as a single-archetype character’s', () => {
    const entered = { ...gralen, archetypes: [{ archetype: 'sorceror' as const, level: 4 }] }
    expect(spellSlots(entered).total).toBe(1 + 2 + 3 + 4)
  })

  it('shows the slots and their source among the derived values', () => {
    const d = deriveGodsMonsters(gralenAt(2), {})
    expect(d.spellSlots?.value).toBe('0 / 3')
    expect(d.spellSlots?.explanation).toContain('level 2: 2')
    expect(deriveGodsMonsters(toromeen, {}).spellSlots).toBeUndefined()
  })
})

describe('the spell book', () => {
  const withAlarm = addSpell(gralenAt(3), { name: 'Alarm', level: 1, types: [] }, 'formula')
  const alarm = spellByName(withAlarm, 'alarm')!

  it('lists formulas and spells by level, then name; refuses a name twice and non-sorcerors', () => {
    let d = addSpell(withAlarm, { name: 'Sleepfall', level: 2, types: ['mental'] }, 'researching')
    d = addSpell(d, { name: 'Bolt', level: 1, types: ['conjuration'] }, 'formula')
    expect(spellsOf(d).map((s) => `${s.level} ${s.name} ${s.status}`)).toEqual([
      '1 Alarm formula',
      '1 Bolt formula',
      '2 Sleepfall researching',
    ])
    expect(() => addSpell(d, { name: 'ALARM', level: 1, types: [] }, 'formula')).toThrow(
      /already lists ALARM/,
    )
    expect(() => addSpell(d, { name: 'X', level: 0, types: [] }, 'formula')).toThrow(/1 to 99/)
    expect(() => addSpell(toromeen, { name: 'X', level: 1, types: [] }, 'formula')).toThrow(
      /Only sorcerors/,
    )
    expect(removeSpell(d, alarm.id).spellbook?.[alarm.id]).toBeUndefined()
  })

  it('inscribes a formula only once it proved compatible', () => {
    expect(() => inscribeSpell(withAlarm, alarm.id)).toThrow(/compatibility roll/)
    const compatible = {
      ...withAlarm,
      spellbook: { [alarm.id]: { ...alarm, compatible: true } },
    }
    expect(findSpell(inscribeSpell(compatible, alarm.id), alarm.id).status).toBe('inscribed')
  })

  it('memorizes inscribed spells into free slots, casts and forgets them', () => {
    const inscribed: GodsMonstersData = {
      ...withAlarm,
      spellbook: { [alarm.id]: { ...alarm, compatible: true, status: 'inscribed' } },
    }
    let d = inscribed
    for (let i = 0; i < 6; i++) d = memorizeSpell(d, alarm.id)
    expect(spellSlots(d)).toMatchObject({ total: 6, used: 6, free: 0 })
    expect(() => memorizeSpell(d, alarm.id)).toThrow(/needs 1 free slot; 0 of 6 are free/)
    d = castSpell(d, alarm.id)
    d = forgetSpell(d, alarm.id)
    expect(findSpell(d, alarm.id).memorized).toBe(4)
    expect(() => memorizeSpell(withAlarm, alarm.id)).toThrow(/inscribe it first/)
    expect(() => castSpell(inscribed, alarm.id)).toThrow(/not memorized/)
  })

  it('fills as many slots as the spell’s level when the campaign says so', () => {
    const rules = { spellFillsLevelSlots: true }
    let d = addSpell(gralenAt(3), { name: 'Web', level: 3, types: [] }, 'formula')
    const web = spellByName(d, 'Web')!
    d = { ...d, spellbook: { [web.id]: { ...web, compatible: true, status: 'inscribed' } } }
    d = memorizeSpell(d, web.id, rules)
    d = memorizeSpell(d, web.id, rules)
    expect(spellSlots(d, rules)).toMatchObject({ total: 6, used: 6 })
    expect(() => memorizeSpell(d, web.id, rules)).toThrow(/needs 3 free slots/)
  })

  it('neither memorizes nor casts above level minus injuries (5th level, 2 injuries: up to 3rd)', () => {
    let d = gralenAt(5)
    d = addSpell(d, { name: 'Fourth', level: 4, types: [] }, 'formula')
    d = addSpell(d, { name: 'Third', level: 3, types: [] }, 'formula')
    const ids = spellsOf(d).map((s) => s.id)
    d = {
      ...d,
      spellbook: Object.fromEntries(
        spellsOf(d).map((s) => [s.id, { ...s, status: 'inscribed' as const, memorized: 1 }]),
      ),
    }
    const hurt = { ...d, injuries: 2 }
    const [third, fourth] = ids as [string, string]
    expect(highestSpellLevel(hurt)).toBe(3)
    expect(() => castSpell(hurt, fourth)).toThrow(
      'Fourth is a level 4 spell; with 2 injuries the sorceror can cast spells up to level 3.',
    )
    expect(() => memorizeSpell(hurt, fourth)).toThrow(/can memorize spells up to level 3/)
    expect(findSpell(castSpell(hurt, third), third).memorized).toBe(0)
    expect(checkGodsMonsters(hurt, {}).map((f) => f.code)).toContain('spell-above-limit')
    expect(checkGodsMonsters(d, {}).map((f) => f.code)).not.toContain('spell-above-limit')
  })

  it('warns when memorized spells fill more slots than the sorceror has', () => {
    let d = addSpell(gralen, { name: 'Alarm', level: 1, types: [] }, 'formula')
    const id = spellByName(d, 'Alarm')!.id
    d = { ...d, spellbook: { [id]: { ...findSpell(d, id), status: 'inscribed', memorized: 2 } } }
    expect(checkGodsMonsters(d, {}).find((f) => f.code === 'spell-slots-over')?.message).toBe(
      'Memorized spells fill 2 slots; the sorceror has 1.',
    )
  })
})

describe('acquiring spells with mojo', () => {
  it('costs three mojo per spell level and inscribes the spell at once; undo takes it back', () => {
    const d = gralenAt(3)
    const bought = buy(d, mojo(20), 'Fighting Prowess', 3)
    expect(bought.entry).toMatchObject({
      kind: 'spend',
      currency: 'mojo',
      amount: 9,
      purchase: 'Spell Fighting Prowess (level 3), inscribed',
      option: { kind: 'spell', name: 'Fighting Prowess', level: 3 },
    })
    const spell = spellByName(bought.data, 'Fighting Prowess')!
    expect(spell).toMatchObject({ status: 'inscribed', compatible: null, memorized: 0 })
    expect(compatibilityState(bought.data, spell).state).toBe('not-needed')
    const undone = undoEntry(bought.data, bought.ledger, bought.entry.id)
    expect(spellsOf(undone.data)).toEqual([])
    expect(() => buy(d, mojo(8), 'Fighting Prowess', 3)).toThrow(/costs 9 MOJO but only 8/)
    expect(() => planPurchase(toromeen, gmPurchase.spell('Bolt', 1))).toThrow(/Only sorcerors/)
  })

  it('keeps spell purchases apart in the ledger: undoing one leaves the other', () => {
    const first = buy(gralenAt(2), mojo(20), 'Alarm', 1)
    const second = buy(first.data, first.ledger, 'Bolt', 2)
    const undone = undoEntry(second.data, second.ledger, first.entry.id)
    expect(spellsOf(undone.data).map((s) => s.name)).toEqual(['Bolt'])
  })

  it('turns a listed formula into an inscribed spell, with no roll even after a failed one', () => {
    let d = addSpell(gralenAt(2), { name: 'Bolt', level: 2, types: [] }, 'formula')
    const id = spellByName(d, 'Bolt')!.id
    d = { ...d, spellbook: { [id]: { ...findSpell(d, id), compatible: false, failedAtLevel: 2 } } }
    const bought = buy(d, mojo(6), 'bolt', 2)
    expect(findSpell(bought.data, id)).toMatchObject({ status: 'inscribed', name: 'Bolt' })
    expect(() => buy(bought.data, mojo(6), 'Bolt', 2)).toThrow(/already in the spell book/)
    expect(() => buy(d, mojo(9), 'Bolt', 3)).toThrow(/listed as a level 2 spell/)
  })

  it('may memorize the new spell in place of an uncast one of its level', () => {
    const first = buy(gralenAt(2), mojo(20), 'Alarm', 1)
    const alarmId = spellByName(first.data, 'Alarm')!.id
    const memorized = memorizeSpell(first.data, alarmId)
    const second = buy(memorized, first.ledger, 'Bolt', 1, alarmId)
    expect(second.entry.purchase).toBe(
      'Spell Bolt (level 1), inscribed, memorized in place of Alarm',
    )
    expect(spellsOf(second.data).map((s) => [s.name, s.memorized])).toEqual([
      ['Alarm', 0],
      ['Bolt', 1],
    ])
    expect(() => buy(memorized, first.ledger, 'Web', 2, alarmId)).toThrow(
      /only a memorized spell of level 2/,
    )
    expect(() => buy(first.data, first.ledger, 'Bolt', 1, alarmId)).toThrow(/uncast memorized/)
  })
})

describe('spell compatibility', () => {
  const d = addSpell(gralenAt(2), { name: 'Sleepfall', level: 2, types: ['mental'] }, 'formula')
  const sleepfall = spellByName(d, 'Sleepfall')!

  it('is a reason roll at +6 less the spell level, with the exact odds before rolling', () => {
    // Gralen at 2nd level: reason 4 + 3 (intelligence 17) + 0 (wisdom 13) + 2 (sorceror) = 9.
    const plan = compatibilityPlan(d, sleepfall)
    expect(plan.explanation).toBe(
      'Reason 9 +6 compatibility −2 spell level 2: roll 13 or less on d20, 13 in 20 (65%)',
    )
    expect(plan.archetypal).toBe(true)
    expect(compatibilityPlan({ ...d, injuries: 1 }, sleepfall).target).toBe(12)
  })

  it('makes a spell compatible for good on a success', () => {
    const r = recordCompatibilityRoll(d, [], sleepfall.id, { roll: 13 })
    expect(r.compatible).toBe(true)
    expect(r.entries).toEqual([])
    expect(r.explanation).toBe('rolled 13 vs 13: Sleepfall is compatible.')
    const after = findSpell(r.data, sleepfall.id)
    expect(compatibilityState(r.data, after).state).toBe('compatible')
    expect(() => recordCompatibilityRoll(r.data, [], sleepfall.id, { roll: 1 })).toThrow(
      /no further roll/,
    )
    expect(findSpell(inscribeSpell(r.data, sleepfall.id), sleepfall.id).status).toBe('inscribed')
  })

  it('spends the practical mojo dedicated to the spell on a failure; retries at a later level for 2 mojo', () => {
    // Two weeks of normal study dedicated to Sleepfall: 2 practical mojo.
    const studied = recordStudy(d, [makeAward('coins', 1000), makeAward('mojo', 5)], {
      target: 'Sleepfall',
      method: 'normal',
      periods: 2,
      resources: [],
      studentBonus: 0,
    })
    const failed = recordCompatibilityRoll(studied.data, studied.ledger, sleepfall.id, {
      roll: 17,
    })
    expect(failed).toMatchObject({ compatible: false, practicalLost: 2 })
    expect(failed.entries[0]).toMatchObject({ currency: 'practical', amount: 2 })
    expect(findSpell(failed.data, sleepfall.id)).toMatchObject({
      compatible: false,
      failedAtLevel: 2,
    })
    expect(compatibilityState(failed.data, findSpell(failed.data, sleepfall.id)).state).toBe('wait')
    expect(() =>
      recordCompatibilityRoll(failed.data, failed.ledger, sleepfall.id, { roll: 1 }),
    ).toThrow(/try again at a later level/)
    // Undoing the failure's entry gives the practical mojo back and the roll is due again.
    const undone = undoEntry(failed.data, failed.ledger, failed.entries[0]!.id)
    expect(findSpell(undone.data, sleepfall.id).compatible).toBeNull()

    // At 3rd level the sorceror tries again for two mojo.
    const up = recordLevelUp(failed.data, [...failed.ledger, makeAward('xp', 3000)], 'sorceror', 5)
    const spell = findSpell(up.data, sleepfall.id)
    expect(compatibilityState(up.data, spell).explanation).toBe(
      'Not compatible at level 2; may try again now for 2 mojo and 5 times the components.',
    )
    const retried = recordCompatibilityRoll(up.data, up.ledger, sleepfall.id, { roll: 3 })
    expect(retried.entries[0]).toMatchObject({
      currency: 'mojo',
      amount: 2,
      purchase: 'Compatibility of Sleepfall tried again',
    })
    expect(retried.compatible).toBe(true)
    const back = undoEntry(retried.data, retried.ledger, retried.entries[0]!.id)
    expect(findSpell(back.data, sleepfall.id)).toMatchObject({ compatible: false })
  })

  it('lets a mojo bid turn the failed roll, with its experience', () => {
    const r = recordCompatibilityRoll(d, mojo(5), sleepfall.id, { roll: 16, bid: 4 })
    expect(r).toMatchObject({ compatible: true, bidSpent: 3, practicalLost: 0 })
    expect(r.explanation).toBe(
      'rolled 16 vs 13, 3 mojo bid made it succeed: Sleepfall is compatible.',
    )
    expect(r.entries.map((e) => [e.kind, e.currency, e.amount])).toEqual([
      ['spend', 'mojo', 3],
      ['award', 'xp', 150],
    ])
    // Undoing the bid takes the success back with the mojo: the failure stands.
    const undone = undoEntry(r.data, r.ledger, r.entries[0]!.id)
    expect(findSpell(undone.data, sleepfall.id)).toMatchObject({
      compatible: false,
      failedAtLevel: 2,
    })
    // A bid too small costs nothing and the failure stands.
    const short = recordCompatibilityRoll(d, mojo(5), sleepfall.id, { roll: 16, bid: 2 })
    expect(short).toMatchObject({ compatible: false, bidSpent: 0, entries: [] })
  })
})

describe('researching spells with practical mojo', () => {
  const d = addSpell(gralenAt(2), { name: 'Bolt', level: 2, types: [] }, 'researching')
  const bolt = spellByName(d, 'Bolt')!
  const research = gmPurchase.practical(gmPurchase.spell('Bolt', 2))

  it('needs the compatibility roll first, then 3 per level of practical mojo dedicated to it', () => {
    expect(() => planPurchase(d, research)).toThrow(/compatibility roll before it is learned/)
    const rolled = recordCompatibilityRoll(d, [], bolt.id, { roll: 1 }).data
    expect(() => planPurchase(rolled, research)).toThrow(
      'Researched Bolt (level 2): inscribe it next needs 6 practical mojo dedicated to Bolt; 0 is.',
    )
    const pooled = {
      ...rolled,
      practicalMojo: [{ target: 'Bolt', amount: 7 }],
    }
    const plan = planPurchase(pooled, research)
    expect(plan).toMatchObject({ currency: 'practical', cost: 6 })
    const done = recordPurchase(pooled, [makeAward('practical', 7)], plan)
    expect(findSpell(done.data, bolt.id).status).toBe('formula')
    expect(done.data.practicalMojo).toEqual([{ target: 'Bolt', amount: 1 }])
    expect(findSpell(inscribeSpell(done.data, bolt.id), bolt.id).status).toBe('inscribed')
  })

  it('refuses a spell not listed for research, and memorizing it at once', () => {
    expect(() => planPurchase(gralen, research)).toThrow(/List Bolt as a spell to research/)
    expect(() =>
      planPurchase(d, gmPurchase.practical(gmPurchase.spell('Bolt', 2, [], 'x'))),
    ).toThrow(PurchaseError)
    expect(() => gmPurchase.practical(gmPurchase.raiseAbility('wisdom'))).toThrow(/spells/)
  })
})

describe('RulesError for unknown spells', () => {
  it('names the missing id', () => {
    expect(() => findSpell(gralen, 'nope')).toThrow(RulesError)
  })
})
