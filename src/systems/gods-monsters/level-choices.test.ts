import { describe, expect, it } from 'vitest'
import { makeAward, recordPurchase, undoEntry, type LedgerEntry } from '../common/ledger'
import { gmPurchase, planPurchase, recordLevelUp } from './advance'
import { checkGodsMonsters } from './check'
import { deriveGodsMonsters } from './derive'
import { prophetOfNature, thiefWithFields, toromeen } from './fixtures'
import { moralCodeWarnings, moralReviewDue, pendingThiefPicks, thiefFields } from './level-choices'
import { levelUp } from './levels'
import type { GodsMonstersData, GodsMonstersPurchase } from './index'
import {
  callingPoints,
  setSpiritTypes,
  spiritTypeChangeAllowed,
  spiritTypesOf,
  spiritsLost,
} from './prophets'

/** Gains one level in `archetype` through the ledger (experience awarded as needed). */
function gain(
  data: GodsMonstersData,
  ledger: LedgerEntry[],
  archetype: Parameters<typeof levelUp>[1],
) {
  const needed = 1000 * (data.levels.length + 1) * (data.levels.length + 2)
  return recordLevelUp(data, [...ledger, makeAward('xp', needed)], archetype, 5)
}

function buy(data: GodsMonstersData, ledger: LedgerEntry[], purchase: GodsMonstersPurchase) {
  return recordPurchase(data, ledger, planPurchase(data, purchase))
}

describe('the moral code at each level advancement', () => {
  it('asks for a review of the latest level gained and records it with the level (Toromeen at 2nd level)', () => {
    expect(moralReviewDue(toromeen)).toBeNull()
    const up = gain(toromeen, [], 'warrior')
    expect(up.result.reminders).toContain(
      'Review the moral code: has the character made or avoided moral questions?',
    )
    expect(moralReviewDue(up.data)?.level).toBe(2)
    const kept = buy(up.data, up.ledger, gmPurchase.moralReview(2, 'Chaotic Good'))
    expect(kept.entry).toMatchObject({
      amount: 0,
      purchase: 'Level 2 moral code review: kept Chaotic Good',
    })
    expect(kept.data.levels[0]?.moralReview).toEqual({
      before: 'Chaotic Good',
      after: 'Chaotic Good',
      assisted: false,
    })
    expect(moralReviewDue(kept.data)).toBeNull()
    expect(() => buy(kept.data, kept.ledger, gmPurchase.moralReview(2, 'Neutral'))).toThrow(
      /No moral code review is due/,
    )
  })

  it('marks a change; undoing the level undoes the review with it', () => {
    const up = gain(toromeen, [], 'warrior')
    const changed = buy(up.data, up.ledger, gmPurchase.moralReview(2, 'Chaotic Neutral'))
    expect(changed.data.moralCode).toBe('Chaotic Neutral')
    expect(changed.entry.purchase).toBe('Level 2 moral code review: Chaotic Good → Chaotic Neutral')
    const undone = undoEntry(changed.data, changed.ledger, up.entries[0]!.id)
    expect(undone.undone).toHaveLength(2)
    expect(undone.data.moralCode).toBe('Chaotic Good')
    expect(undone.data.levels).toEqual([])
  })

  it('only reviews the latest level, and warns about evil and about prophets', () => {
    const two = gain(toromeen, [], 'warrior')
    const three = gain(two.data, two.ledger, 'warrior')
    expect(() => planPurchase(three.data, gmPurchase.moralReview(2, 'Chaotic Good'))).toThrow(
      "The review due is level 3's.",
    )
    expect(moralCodeWarnings(toromeen, 'Chaotic Evil', false)).toEqual([
      'A player character who becomes evil becomes a non-player character.',
    ])
    expect(moralCodeWarnings(toromeen, 'Chaotic Good', false)).toEqual([])
    expect(moralCodeWarnings(prophetOfNature, 'Neutral', false)[0]).toMatch(
      /can no longer call spirits/,
    )
    expect(moralCodeWarnings(prophetOfNature, 'Neutral', true)).toEqual([])
  })

  it('takes a prophet’s spirits when the code changes without the deity’s help', () => {
    const up = gain(prophetOfNature, [], 'prophet')
    const alone = buy(up.data, up.ledger, gmPurchase.moralReview(2, 'True Neutral'))
    expect(spiritsLost(alone.data)).toBe(true)
    expect(checkGodsMonsters(alone.data, {}).map((f) => f.code)).toContain('spirits-lost')
    const helped = buy(up.data, up.ledger, gmPurchase.moralReview(2, 'True Neutral', true))
    expect(helped.data.levels[0]?.moralReview?.assisted).toBe(true)
    expect(spiritsLost(helped.data)).toBe(false)
  })
})

describe('thieves at each level after the first', () => {
  it('take +1 to a thief field or a new skill in one, kept with the level', () => {
    expect(thiefFields(thiefWithFields).map((f) => f.name)).toEqual(['Thief Craft'])
    const up = gain(thiefWithFields, [], 'thief')
    expect(up.result.reminders).toContain(
      'Choose +1 to a thief field or a new skill in one of them.',
    )
    expect(pendingThiefPicks(up.data).map((g) => g.level)).toEqual([2])
    const bonus = buy(up.data, up.ledger, gmPurchase.thiefLevel(2, 'thief', null))
    expect(bonus.entry).toMatchObject({ amount: 0, purchase: 'Thief level 2: Thief Craft +1 → +2' })
    expect(bonus.data.fields[0]?.bonus).toBe(2)
    expect(pendingThiefPicks(bonus.data)).toEqual([])
    expect(() => buy(bonus.data, bonus.ledger, gmPurchase.thiefLevel(2, 'thief', null))).toThrow(
      /already taken/,
    )

    const skill = buy(up.data, up.ledger, gmPurchase.thiefLevel(2, 'thief', 'Pick Locks'))
    expect(skill.data.fields[0]?.skills.map((s) => s.name)).toEqual(['Climb Walls', 'Pick Locks'])
    expect(skill.data.levels[0]?.thiefPick).toEqual({
      fieldId: 'thief',
      fieldName: 'Thief Craft',
      skill: 'Pick Locks',
    })
    // Undoing the level undoes the pick.
    const undone = undoEntry(skill.data, skill.ledger, up.entries[0]!.id)
    expect(undone.data.fields[0]?.skills).toHaveLength(1)
  })

  it('never pays for thieving fields and skills with practical mojo', () => {
    const pooled = { ...thiefWithFields, practicalMojo: [{ target: 'Thief Craft', amount: 9 }] }
    for (const inner of [
      gmPurchase.fieldBonus('thief'),
      gmPurchase.skill('thief', 'Pick Locks'),
      gmPurchase.newField('Thief Lore', 'Fences', 'thief'),
    ]) {
      expect(() => planPurchase(pooled, gmPurchase.practical(inner))).toThrow(
        'Practical mojo cannot pay for thieving fields and skills.',
      )
    }
    const history = { ...thiefWithFields, practicalMojo: [{ target: 'History', amount: 9 }] }
    expect(planPurchase(history, gmPurchase.practical(gmPurchase.fieldBonus('history'))).cost).toBe(
      5,
    )
  })

  it('refuses other fields, duplicate skills and levels not gained as a thief', () => {
    const up = gain(thiefWithFields, [], 'thief')
    expect(() => planPurchase(up.data, gmPurchase.thiefLevel(2, 'history', null))).toThrow(
      'Choose one of the thief fields.',
    )
    expect(() => planPurchase(up.data, gmPurchase.thiefLevel(2, 'thief', 'climb walls'))).toThrow(
      /already has the skill/,
    )
    expect(() => planPurchase(up.data, gmPurchase.thiefLevel(3, 'thief', null))).toThrow(
      /not gained on this sheet/,
    )
    const warrior = gain(toromeen, [], 'warrior')
    expect(() => planPurchase(warrior.data, gmPurchase.thiefLevel(2, 'x', null))).toThrow(
      /not gained as a thief/,
    )
  })
})

describe('prophets', () => {
  it('gain as many calling points as each level reached', () => {
    expect(callingPoints(prophetOfNature).total).toBe(1)
    let d = prophetOfNature
    const totals = [2, 3, 4].map(() => {
      d = levelUp(d, 'prophet', 5).data
      return callingPoints(d).total
    })
    expect(totals).toEqual([3, 6, 10])
    expect(callingPoints(prophetOfNature, { prophetFirstLevelCallingPoints: 2 }).total).toBe(2)
    expect(deriveGodsMonsters(d, {}).callingPoints?.value).toBe(10)
    expect(levelUp(prophetOfNature, 'prophet', 5).summary).toContain('Calling points +2')
  })

  it('counts Toromeen’s prophet level by his overall level when he becomes a prophet at 3rd', () => {
    // "Toromeen's new motivation will involve his becoming a prophet."
    const second = levelUp(toromeen, 'warrior', 5).data
    const third = levelUp(second, 'prophet', 5).data
    expect(callingPoints(third).parts).toEqual([{ level: 3, amount: 3 }])
    expect(callingPoints(toromeen).total).toBe(0)
  })

  it('set their spirit types at first level, then change one per level after the first', () => {
    expect(spiritTypesOf(setSpiritTypes(prophetOfNature, [' Nature ', 'War']))).toEqual([
      'Nature',
      'War',
    ])
    expect(() => setSpiritTypes(prophetOfNature, ['War', 'war'])).toThrow(/listed twice/)
    expect(() => setSpiritTypes(toromeen, ['War'])).toThrow(/Only prophets/)
    expect(spiritTypeChangeAllowed(prophetOfNature)).toEqual({
      allowed: false,
      reason: 'Spirit types change once per level after the first.',
    })

    const up = gain(prophetOfNature, [], 'prophet')
    expect(() => setSpiritTypes(up.data, ['War'])).toThrow(/one spirit type per level/)
    const changed = buy(up.data, up.ledger, gmPurchase.spiritType('healing', 'Storms'))
    expect(changed.entry).toMatchObject({
      amount: 0,
      purchase: 'Spirit type Healing → Storms (level 2)',
    })
    expect(spiritTypesOf(changed.data)).toEqual(['Nature', 'Storms'])
    expect(spiritTypeChangeAllowed(changed.data).reason).toBe(
      'Already changed during level 2 (Healing → Storms).',
    )
    expect(() => buy(changed.data, changed.ledger, gmPurchase.spiritType('Nature', 'Sea'))).toThrow(
      /Already changed/,
    )
    // The next level allows another change.
    const three = gain(changed.data, changed.ledger, 'prophet')
    const again = buy(three.data, three.ledger, gmPurchase.spiritType('Nature', 'Sea'))
    expect(spiritTypesOf(again.data)).toEqual(['Sea', 'Storms'])
    // Undoing the first change takes the later one with it.
    const undone = undoEntry(again.data, again.ledger, changed.entry.id)
    expect(spiritTypesOf(undone.data)).toEqual(['Nature', 'Healing'])
  })

  it('refuses a type the prophet lacks or already has', () => {
    const up = gain(prophetOfNature, [], 'prophet')
    expect(() => planPurchase(up.data, gmPurchase.spiritType('War', 'Sea'))).toThrow(
      'War is not one of the spirit types.',
    )
    expect(() => planPurchase(up.data, gmPurchase.spiritType('Nature', 'healing'))).toThrow(
      /already one of the spirit types/,
    )
  })
})
