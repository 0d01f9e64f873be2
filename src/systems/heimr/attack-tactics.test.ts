// Hands, brawl openings, luck shots at hidden targets, the distance count, guards and blind spots.
import { describe, expect, it } from 'vitest'
import {
  attackRoll,
  defenceRoll,
  luckShotChance,
  rangePenalty,
  rangedDistance,
  sightConcealment,
  type AttackOptions,
  type DefenceOptions,
} from './attack'
import { createHeimrCharacter } from './create'
import { giveCombatAbilities, unarmedBrawl } from './fixtures'
import type { HeimrData } from './model'
import { armouryWeapons } from './tables'

function armed(): HeimrData {
  const d = createHeimrCharacter({ name: 'Armed' }, {})
  d.attributes.dex!.value = 2
  giveCombatAbilities(d)
  d.abilities.knives = {
    name: 'Knife fighting',
    baseConsistency: 1,
    attributes: ['dex'],
    trainedConsistency: 0,
    trainedPotential: 0,
  }
  d.items = [
    { id: 'sword', name: 'Arming sword', kind: 'weapon', catalogId: 'medium-weapon', notes: '' },
    { id: 'dagger', name: 'Dagger', kind: 'weapon', catalogId: 'light-weapon', notes: '' },
    { id: 'great', name: 'Zweihänder', kind: 'weapon', catalogId: 'great-weapon', notes: '' },
    { id: 'bow', name: 'Yew bow', kind: 'weapon', catalogId: 'bow', notes: '' },
    { id: 'buckler', name: 'Buckler', kind: 'shield', catalogId: 'buckler', notes: '' },
  ]
  return d
}

const melee: AttackOptions = {
  weaponItemId: 'sword',
  abilityId: 'dueling',
  shieldItemId: null,
  distance: 0,
  clusterSize: 0,
  clusterDodges: 0,
  aimedAt: null,
  targetHeight: 'same',
  targetProne: false,
  targetConcealment: 0,
  situationalPenalty: 0,
}
const dodge: DefenceOptions = {
  defence: { kind: 'dodge' },
  abilityId: 'agility',
  againstRanged: false,
  readiedDodge: false,
  afterOngoingAction: false,
  shieldItemId: null,
  situationalPenalty: 0,
}

describe('hands (Weapon attack)', () => {
  it('make one roll per wielded weapon: the sword hand, then the off-hand, each with its bonus', () => {
    const d = armed()
    const both = { ...melee, offHandWeaponItemId: 'dagger' }
    const first = attackRoll(d, both)
    expect(first.potential).toEqual([
      { label: 'Arming sword (Medium weapon)', value: 3, rule: 'Medieval armoury module: Weapons' },
    ])
    expect(first.notes).toContain(
      'Two weapons: this attack action also makes one roll with the Dagger, at the same target.',
    )
    const second = attackRoll(d, { ...both, hand: 'off', abilityId: 'knives' })
    expect(second.potential).toEqual([
      {
        label: 'Dagger (Light weapon), off-hand',
        value: 2,
        rule: 'Medieval armoury module: Weapons',
      },
    ])
    expect(() => attackRoll(d, { ...melee, hand: 'off' })).toThrow('no weapon in the off-hand')
  })

  it('refuse what the hands cannot hold', () => {
    const d = armed()
    expect(() => attackRoll(d, { ...melee, offHandWeaponItemId: 'sword' })).toThrow(
      'One weapon cannot be in both hands',
    )
    // Only an "Either hand" weapon goes in the off-hand; two-handed weapons take both hands.
    expect(() =>
      attackRoll(d, {
        ...melee,
        weaponItemId: 'dagger',
        abilityId: 'knives',
        offHandWeaponItemId: 'sword',
      }),
    ).toThrow('A medium weapon cannot be wielded in the off-hand.')
    expect(() =>
      attackRoll(d, {
        ...melee,
        weaponItemId: 'great',
        abilityId: 'dueling',
        offHandWeaponItemId: 'dagger',
      }),
    ).toThrow('The great weapon takes both hands, so no light weapon can be held with it.')
    expect(() =>
      attackRoll(d, { ...melee, offHandWeaponItemId: 'dagger', shieldItemId: 'buckler' }),
    ).toThrow('a second weapon or a shield, not both')
  })
})

describe('brawl attacks', () => {
  it('bind only with a free hand', () => {
    const d = armed()
    const bind = { ...unarmedBrawl, brawlEffect: 'bind' as const }
    expect(() => attackRoll(d, bind)).not.toThrow()
    expect(() => attackRoll(d, { ...bind, brawlHolding: 'sword' })).not.toThrow()
    expect(() =>
      attackRoll(d, { ...bind, brawlHolding: 'sword', shieldItemId: 'buckler' }),
    ).toThrow('A bind needs a free hand')
    expect(() => attackRoll(d, { ...bind, brawlHolding: 'great' })).toThrow(
      'A bind needs a free hand',
    )
    expect(() =>
      attackRoll(d, { ...unarmedBrawl, brawlHolding: 'great', brawlEffect: 'hit' }),
    ).not.toThrow()
  })

  it('get past a melee weapon only by dodging its attack, made last turn or provoked', () => {
    const d = armed()
    expect(() => attackRoll(d, { ...unarmedBrawl, brawlOpening: 'dodgedLastTurn' })).not.toThrow()
    expect(() => attackRoll(d, { ...unarmedBrawl, brawlOpening: 'provokedDodged' })).not.toThrow()
    expect(() => attackRoll(d, { ...unarmedBrawl, brawlOpening: 'provoking' })).toThrow(
      'defend with a dodge',
    )
    expect(() => attackRoll(d, { ...unarmedBrawl, brawlOpening: 'provokedNotDodged' })).toThrow(
      'the brawl attack fails',
    )
  })
})

describe('a hidden target (Positions: Hidden)', () => {
  it('takes a luck shot: a 10 on a d10 first, then one more penalty than the concealment', () => {
    const d = armed()
    const roll = attackRoll(d, { ...melee, targetConcealment: 2, targetHidden: true })
    expect(roll.luckShot).toBe(true)
    expect(roll.consistency).toEqual([
      { label: "Target's concealment 2", value: -2, rule: 'Positions: Concealed' },
      { label: 'Luck shot at a hidden target', value: -1, rule: 'Positions: Hidden' },
    ])
    expect(luckShotChance).toBe(0.1)
    expect(attackRoll(d, melee).luckShot).toBe(false)
  })
})

describe('the distance of a ranged attack', () => {
  it('counts moves and climbs; jumping down is free (the text: diagonal = 2, penalty 1)', () => {
    const diagonal = rangedDistance({ across: 1, along: 1, climbUp: 0, down: 0 })
    expect(diagonal).toBe(2)
    const bow = armouryWeapons.find((w) => w.id === 'bow')!
    expect(rangePenalty(bow, diagonal)).toBe(-1)
    expect(rangedDistance({ across: 1, along: 0, climbUp: 2, down: 0 })).toBe(3)
    expect(rangedDistance({ across: 1, along: 0, climbUp: 0, down: 3 })).toBe(1)
    expect(() => rangedDistance({ across: -1, along: 0, climbUp: 0, down: 0 })).toThrow(
      'squares across',
    )
  })
})

describe('defences', () => {
  it('dodge a guard’s attack at −1 when outmanoeuvring it (Guarding)', () => {
    const d = armed()
    const roll = defenceRoll(d, { ...dodge, outmanoeuvringGuard: true })
    expect(roll.consistency).toContainEqual({
      label: 'Outmanoeuvring a guard',
      value: -1,
      rule: 'Guarding',
    })
    expect(() =>
      defenceRoll(d, {
        ...dodge,
        defence: { kind: 'parry', weaponItemId: 'sword' },
        abilityId: 'dueling',
        outmanoeuvringGuard: true,
      }),
    ).toThrow('you must dodge')
  })

  it('take 5 off the consistency against an attack from a blind spot', () => {
    const d = armed()
    const plain = defenceRoll(d, dodge).challenge.consistency
    const roll = defenceRoll(d, { ...dodge, fromBlindSpot: true })
    expect(roll.consistency).toContainEqual({
      label: 'From a blind spot',
      value: -5,
      rule: 'Blind spots module',
    })
    expect(roll.challenge.consistency).toBe(plain - 5)
  })
})

describe('darkness and weather (Environment: Concealment)', () => {
  it('conceal 1 to 3; light takes the darkness away, a roof the weather', () => {
    expect(sightConcealment({ ...melee, darkness: 3 })).toEqual({ kind: 'Darkness', value: 3 })
    expect(sightConcealment({ ...melee, darkness: 3, targetLit: true })).toEqual({
      kind: null,
      value: 0,
    })
    expect(sightConcealment({ ...melee, darkness: 1, weather: 2 })).toEqual({
      kind: 'Extreme weather',
      value: 2,
    })
    expect(sightConcealment({ ...melee, weather: 2, targetUnderRoof: true }).value).toBe(0)
    expect(() => sightConcealment({ ...melee, darkness: 4 })).toThrow('darkness')
  })

  it('count the larger concealment, and add the house rule to cover in the dark', () => {
    const d = armed()
    expect(attackRoll(d, { ...melee, darkness: 2 }).consistency).toEqual([
      { label: 'Darkness 2', value: -2, rule: 'Environment: Concealment' },
    ])
    const covered = attackRoll(d, { ...melee, darkness: 3, targetConcealment: 1 })
    expect(covered.consistency).toEqual([
      { label: "Target's concealment 1", value: -1, rule: 'Positions: Concealed' },
      {
        label: "Darkness 3, beyond the cover's 1",
        value: -2,
        rule: 'Environment: Concealment',
      },
    ])
    expect(covered.notes).toContain("Darkness improves cover by the campaign's house rule (now 0).")
    const ruled = attackRoll(d, {
      ...melee,
      weather: 1,
      targetConcealment: 2,
      coverInDarkness: 1,
    })
    expect(ruled.consistency).toEqual([
      { label: "Target's concealment 2", value: -2, rule: 'Positions: Concealed' },
      {
        label: 'Extreme weather on the cover',
        value: -1,
        rule: 'House rule: Environment: Concealment',
      },
    ])
  })
})
