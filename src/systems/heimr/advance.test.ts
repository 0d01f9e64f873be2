import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { balance, makeAward, recordPurchase, undoEntry, type LedgerEntry } from '../common/ledger'
import { PurchaseError } from '../types'
import {
  experienceSummary,
  heimrAdvancement,
  heimrPurchaseSchema,
  planPurchase,
  purchaseOptions,
  trainingPurchase,
  type HeimrPurchase,
} from './advance'
import { fencer, hardyRunner, newCharacter, weakBrawler } from './fixtures'
import type { HeimrData } from './model'
import { trainingTotal } from './training'

const at = '2026-01-01T00:00:00.000Z'

function train(
  data: HeimrData,
  ledger: LedgerEntry[],
  purchase: HeimrPurchase,
  id?: string,
): { data: HeimrData; ledger: LedgerEntry[] } {
  const plan = heimrAdvancement.plan(data, purchase, {})
  const result = recordPurchase(data, ledger, plan, { at, ...(id ? { id } : {}) })
  return { data: result.data, ledger: result.ledger }
}

describe('plan', () => {
  it('prices the first point of potential at 5 and adds progress to the attribute', () => {
    const plan = planPurchase(newCharacter, trainingPurchase('brawl', 'potential', 'str'))
    expect(plan).toEqual({
      label: 'Brawl: trained potential 0 → 1 (progress to Strength)',
      currency: 'xp',
      cost: 5,
      changes: [
        { path: ['abilities', 'brawl', 'trainedPotential'], before: 0, after: 1 },
        { path: ['attributes', 'str', 'progress'], before: 0, after: 1 },
      ],
      // The ledger entry keeps the purchase.
      option: { kind: 'train', abilityId: 'brawl', track: 'potential', attributeId: 'str' },
    })
  })

  it('prices each track by its own level', () => {
    const plan = planPurchase(fencer, trainingPurchase('fencing', 'potential', 'dex'))
    expect(plan.cost).toBe(15)
    expect(planPurchase(fencer, trainingPurchase('fencing', 'consistency', 'int')).cost).toBe(10)
    expect(plan.label).toBe('Fencing: trained potential 2 → 3 (progress to Dexterity)')
  })

  it('raises the attribute, resets progress and says so when progress reaches the requirement', () => {
    const data = structuredClone(newCharacter)
    // Strength 0 → 1 needs 6 progress; this point is the sixth.
    if (data.attributes.str) data.attributes.str.progress = 5
    const plan = planPurchase(data, trainingPurchase('brawl', 'consistency', 'str'))
    expect(plan.label).toBe(
      'Brawl: trained consistency 0 → 1 (progress to Strength, which rises to 1)',
    )
    expect(plan.changes).toEqual([
      { path: ['abilities', 'brawl', 'trainedConsistency'], before: 0, after: 1 },
      { path: ['attributes', 'str', 'progress'], before: 5, after: 0 },
      { path: ['attributes', 'str', 'value'], before: 0, after: 1 },
    ])
  })

  it('keeps a rested character rested when stamina rises, lowering fatigue with base fatigue', () => {
    const plan = planPurchase(hardyRunner, trainingPurchase('survival', 'potential', 'sta'))
    // Stamina 3 → 4: base fatigue stays 1 (never below 1), so fatigue is unchanged.
    expect(plan.changes.map((c) => c.path.join('.'))).not.toContain('fatigue')
    const rested = structuredClone(newCharacter)
    if (rested.attributes.sta) rested.attributes.sta.progress = 5
    const rise = planPurchase(rested, trainingPurchase('survival', 'potential', 'sta'))
    expect(rise.changes).toContainEqual({ path: ['fatigue'], before: 4, after: 3 })
    const tired = { ...rested, fatigue: 7 }
    expect(
      planPurchase(tired, trainingPurchase('survival', 'potential', 'sta')).changes.map(
        (c) => c.path[0],
      ),
    ).not.toContain('fatigue')
  })

  it('refuses unknown abilities and attributes, and attributes the ability is not based on', () => {
    expect(() => planPurchase(newCharacter, trainingPurchase('nope', 'potential', 'str'))).toThrow(
      PurchaseError,
    )
    expect(() => planPurchase(newCharacter, trainingPurchase('nope', 'potential', 'str'))).toThrow(
      'There is no ability with id "nope" to train.',
    )
    expect(() =>
      planPurchase(newCharacter, trainingPurchase('brawl', 'potential', 'luck')),
    ).toThrow('There is no attribute with id "luck"')
    expect(() => planPurchase(newCharacter, trainingPurchase('brawl', 'potential', 'dex'))).toThrow(
      'Brawl is not based on Dexterity',
    )
    expect(() =>
      planPurchase(newCharacter, trainingPurchase('constructor', 'potential', 'str')),
    ).toThrow(/no ability/)
  })

  it('takes only training, on consistency or potential (the purchase schema)', () => {
    expect(
      heimrPurchaseSchema.safeParse(trainingPurchase('a:b', 'consistency', 'dex')).data,
    ).toEqual({ kind: 'train', abilityId: 'a:b', track: 'consistency', attributeId: 'dex' })
    expect(heimrPurchaseSchema.safeParse({ kind: 'raise', abilityId: 'brawl' }).success).toBe(false)
    const speed = { kind: 'train', abilityId: 'brawl', track: 'speed', attributeId: 'str' }
    expect(heimrPurchaseSchema.safeParse(speed).success).toBe(false)
  })
})

describe('options', () => {
  it('offers both tracks of every ability, once per attribute it is based on', () => {
    const options = purchaseOptions(fencer, { xp: 7 })
    const fencing = options.filter((o) => o.key.startsWith('train:fencing:'))
    expect(fencing.map((o) => o.key)).toEqual([
      'train:fencing:consistency:dex',
      'train:fencing:consistency:int',
      'train:fencing:potential:dex',
      'train:fencing:potential:int',
    ])
    expect(fencing[0]).toMatchObject({
      cost: 10,
      available: false,
      reason: 'Needs 10 Experience; 7 unspent.',
    })
    expect(options.find((o) => o.key === 'train:brawl:potential:str')?.available).toBe(true)
    expect(options).toHaveLength(6 * 2 + 4)
  })
})

describe('training through the ledger', () => {
  it('raises Strength from −2 exactly at 6, 10, 16 and 24 training points', () => {
    let { data, ledger } = { data: weakBrawler, ledger: [makeAward('xp', 10_000_000, { at })] }
    const risesAt: number[] = []
    for (let point = 1; point <= 24; point++) {
      const before = data.attributes.str?.value ?? 0
      // Alternate the tracks to keep costs down; both add progress to Strength.
      const track = point % 2 === 0 ? 'consistency' : 'potential'
      ;({ data, ledger } = train(data, ledger, trainingPurchase('brawl', track, 'str')))
      if ((data.attributes.str?.value ?? 0) !== before) risesAt.push(point)
    }
    expect(risesAt).toEqual([6, 10, 16, 24])
    expect(data.attributes.str).toMatchObject({ value: 2, progress: 0 })
    expect(data.abilities.brawl).toMatchObject({ trainedConsistency: 12, trainedPotential: 12 })
    expect(experienceSummary(ledger).spent).toBe(2 * trainingTotal(12))
  })

  it('undoing the entry that raised an attribute undoes the rise, and later entries on it', () => {
    const start = structuredClone(newCharacter)
    if (start.attributes.str) start.attributes.str.progress = 4
    start.abilities.climbing = {
      name: 'Climbing',
      baseConsistency: 0,
      attributes: ['str', 'dex'],
      trainedConsistency: 0,
      trainedPotential: 0,
    }
    let state = { data: start, ledger: [makeAward('xp', 100, { id: 'award', at })] }
    state = train(state.data, state.ledger, trainingPurchase('brawl', 'potential', 'str'), 'first')
    state = train(state.data, state.ledger, trainingPurchase('brawl', 'potential', 'str'), 'rise')
    expect(state.data.attributes.str).toMatchObject({ value: 1, progress: 0 })
    state = train(
      state.data,
      state.ledger,
      trainingPurchase('perception', 'potential', 'int'),
      'other',
    )
    state = train(
      state.data,
      state.ledger,
      trainingPurchase('climbing', 'consistency', 'str'),
      'later',
    )
    expect(state.data.attributes.str).toMatchObject({ value: 1, progress: 1 })
    expect(balance(state.ledger, 'xp')).toBe(100 - 5 - 10 - 5 - 5)

    const undone = undoEntry(state.data, state.ledger, 'rise', at)
    // The Climbing entry also touched Strength, so it is undone with the rise; Perception stays.
    expect(undone.undone).toEqual(['later', 'rise'])
    expect(undone.data.attributes.str).toMatchObject({ value: 0, progress: 5 })
    expect(undone.data.abilities.brawl?.trainedPotential).toBe(1)
    expect(undone.data.abilities.climbing?.trainedConsistency).toBe(0)
    expect(undone.data.abilities.perception?.trainedPotential).toBe(1)
    expect(balance(undone.ledger, 'xp')).toBe(100 - 5 - 5)
  })

  it('refuses training beyond the unspent Experience unless the game master overrides', () => {
    const ledger = [makeAward('xp', 4, { at })]
    const plan = planPurchase(newCharacter, trainingPurchase('insight', 'potential', 'emp'))
    expect(() => recordPurchase(newCharacter, ledger, plan)).toThrow(
      'Insight: trained potential 0 → 1 (progress to Empathy) costs 5 XP but only 4 is unspent.',
    )
    const result = recordPurchase(newCharacter, ledger, plan, { override: true, at })
    expect(result.entry.override).toBe(true)
    expect(experienceSummary(result.ledger)).toEqual({ earned: 4, unspent: -1, spent: 5 })
  })

  it('any trainings, undone newest first, restore the starting data and Experience', () => {
    const start = structuredClone(fencer)
    if (start.attributes.dex) start.attributes.dex.progress = 3
    const choices = [
      ...['brawl:str', 'agility:dex', 'survival:sta', 'insight:emp'],
      ...['fencing:dex', 'fencing:int'],
    ]
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            choice: fc.constantFrom(...choices),
            track: fc.constantFrom('consistency', 'potential'),
          }),
          { maxLength: 25 },
        ),
        (steps) => {
          const award = makeAward('xp', 1_000_000, { id: 'award', at })
          let data = start
          let ledger: LedgerEntry[] = [award]
          for (const [i, step] of steps.entries()) {
            const [abilityId, attributeId] = step.choice.split(':') as [string, string]
            const purchase = trainingPurchase(abilityId, step.track, attributeId)
            ;({ data, ledger } = train(data, ledger, purchase, `t${i}`))
          }
          for (let i = steps.length - 1; i >= 0; i--) {
            ;({ data, ledger } = undoEntry(data, ledger, `t${i}`, at))
          }
          expect(data).toEqual(start)
          expect(balance(ledger, 'xp')).toBe(1_000_000)
        },
      ),
      { numRuns: 200 },
    )
  })
})
