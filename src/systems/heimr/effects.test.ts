import { describe, expect, it } from 'vitest'
import { RulesError } from '../types'
import { startTurn } from './combat'
import {
  activeEffects,
  applyEffect,
  countDownEffects,
  describeActiveEffect,
  effectTurns,
  effects,
  isDazed,
  removeEffect,
} from './effects'
import { heimrDataSchema } from './model'
import { newCharacter, unarmedBrawl } from './fixtures'

describe('Effects', () => {
  it('default to two seconds or one point', () => {
    expect(effects.stumble.defaultNumber).toBe(2)
    expect(effects.daze.defaultNumber).toBe(2)
    expect(effects.hit.defaultNumber).toBe(1)
    expect(effects.drain.defaultNumber).toBe(1)
  })

  it('last half their seconds in turns, rounded down (the text: five seconds is two turns)', () => {
    expect(effectTurns(5)).toBe(2)
    expect(effectTurns(2)).toBe(1)
    // The text's "Stumble four": four seconds, two turns.
    expect(effectTurns(4)).toBe(2)
    expect(effectTurns(1)).toBe(0)
    expect(() => effectTurns(-1)).toThrow(RulesError)
  })

  it('take hit points for Hit (the text: "hit two" costs two) and willpower for Drain, not below 0', () => {
    const start = { ...newCharacter, hitPoints: { current: 3, max: 3 } }
    const hit = applyEffect(start, { effect: 'hit', number: 2 }, 'e1')
    expect(hit.data.hitPoints.current).toBe(1)
    expect(hit.text).toBe('Hit 2: hit points 3 → 1.')
    expect(applyEffect(start, { effect: 'hit' }, 'e1').data.hitPoints.current).toBe(2)
    const drained = applyEffect(
      { ...start, willpower: { current: 1, max: 3 } },
      { effect: 'drain', number: 2 },
      'e2',
    )
    expect(drained.data.willpower.current).toBe(0)
    expect(drained.text).toContain('only 1 was left to lose')
  })

  it('keep a timed effect with its turns; Fall also makes the character prone', () => {
    const { data, text } = applyEffect(newCharacter, { effect: 'fall' }, 'f')
    expect(data.positions).toContain('prone')
    expect(activeEffects(data)).toEqual([
      { id: 'f', effect: 'fall', seconds: 2, turnsLeft: 1, current: false },
    ])
    expect(text).toBe('Fall 2 s: your next 1 turn. Now prone.')
    expect(heimrDataSchema.safeParse(data).success).toBe(true)
  })

  it('ask for a body part on a bind only', () => {
    expect(() => applyEffect(newCharacter, { effect: 'bind' }, 'b')).toThrow(/body part/)
    expect(() => applyEffect(newCharacter, { effect: 'daze', location: 'arm' }, 'b')).toThrow(
      /Only a bind/,
    )
    const bound = applyEffect(newCharacter, { effect: 'bind', location: 'feet' }, 'b').data
    expect(activeEffects(bound)[0]?.location).toBe('feet')
  })

  it('change nothing for Break, Resist and Miss', () => {
    for (const effect of ['break', 'resist', 'miss'] as const) {
      expect(applyEffect(newCharacter, { effect }, 'x').data).toBe(newCharacter)
    }
  })

  it('warn a climber to roll to hold on', () => {
    const climbing = { ...newCharacter, positions: ['climbing' as const] }
    expect(applyEffect(climbing, { effect: 'stumble' }, 's').text).toContain('roll to hold on')
  })

  it('count down at the start of each turn: the effect covers that turn, then ends', () => {
    const stumbled = applyEffect(newCharacter, { effect: 'stumble', number: 4 }, 's').data
    const turn1 = startTurn(stumbled)
    expect(activeEffects(turn1)[0]).toMatchObject({ turnsLeft: 1, current: true })
    expect(describeActiveEffect(activeEffects(turn1)[0]!)).toBe(
      'Stumble 4 s: this turn and 1 more turn',
    )
    const turn2 = startTurn(turn1)
    expect(describeActiveEffect(activeEffects(turn2)[0]!)).toBe('Stumble 4 s: this turn, its last')
    expect(activeEffects(startTurn(turn2))).toEqual([])
  })

  it('daze: an odd number keeps defences away until the start of the turn it ends in', () => {
    const dazed = applyEffect(newCharacter, { effect: 'daze', number: 1 }, 'd').data
    expect(isDazed(dazed)).toBe(true)
    expect(describeActiveEffect(activeEffects(dazed)[0]!)).toBe(
      'Daze 1 s: less than a turn: ends at the start of your next turn; no defence until the start of the turn in which it ends',
    )
    expect(isDazed(countDownEffects(dazed))).toBe(false)
    const even = applyEffect(newCharacter, { effect: 'daze' }, 'd').data
    expect(describeActiveEffect(activeEffects(even)[0]!)).toContain(
      'defences back after the last dazed turn',
    )
  })

  it('leaves old records without effects untouched, and removes one effect by id', () => {
    expect(countDownEffects(newCharacter)).toBe(newCharacter)
    const two = applyEffect(
      applyEffect(newCharacter, { effect: 'weaken' }, 'a').data,
      { effect: 'drop' },
      'b',
    ).data
    expect(activeEffects(removeEffect(two, 'a')).map((e) => e.id)).toEqual(['b'])
  })
})

describe('Daze in combat', () => {
  it('refuses attacks and defences while it is in force', async () => {
    const { attackRoll, defenceRoll } = await import('./attack')
    const dazed = applyEffect(newCharacter, { effect: 'daze' }, 'd').data
    expect(() =>
      defenceRoll(dazed, {
        defence: { kind: 'dodge' },
        abilityId: 'agility',
        againstRanged: false,
        readiedDodge: false,
        afterOngoingAction: false,
        shieldItemId: null,
        situationalPenalty: 0,
      }),
    ).toThrow('Dazed: you cannot defend')
    expect(() => attackRoll(dazed, unarmedBrawl)).toThrow('Dazed: you cannot attack')
  })
})
