import { describe, expect, it } from 'vitest'
import {
  abilitiesFor,
  attackNeeds,
  attackOutcome,
  attackRoll,
  brawlGrazeNeeds,
  characterShields,
  characterWeapons,
  clusterPenalty,
  defenceRoll,
  describeOutcome,
  markDefenceUsed,
  rangePenalty,
  takeDamage,
  type AttackOptions,
  type DefenceOptions,
} from './attack'
import { startTurn } from './combat'
import { createHeimrCharacter } from './create'
import { giveCombatAbilities } from './fixtures'
import { heimrDataSchema, type HeimrData } from './model'
import { armouryWeapons, type ArmouryWeapon } from './tables'

function weaponRow(id: string): ArmouryWeapon {
  const row = armouryWeapons.find((w) => w.id === id)
  if (!row) throw new Error(id)
  return row
}

/** Strength 1, Dexterity 2, Stamina 1; Dueling, Archery and Sword and shield (on Stamina). */
function armed(edit: (d: HeimrData) => void = () => {}): HeimrData {
  const d = createHeimrCharacter({ name: 'Armed' }, {})
  d.attributes.str!.value = 1
  d.attributes.dex!.value = 2
  d.attributes.sta!.value = 1
  giveCombatAbilities(d)
  d.items = [
    { id: 'sword', name: 'Arming sword', kind: 'weapon', catalogId: 'medium-weapon', notes: '' },
    { id: 'bow', name: 'Yew bow', kind: 'weapon', catalogId: 'bow', notes: '' },
    { id: 'tower', name: 'Pavise', kind: 'shield', catalogId: 'tower-shield', notes: '' },
    { id: 'buckler', name: 'Buckler', kind: 'shield', catalogId: 'buckler', notes: '' },
    { id: 'rope', name: 'Rope', kind: 'item', catalogId: null, notes: '' },
  ]
  edit(d)
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
const shot: AttackOptions = { ...melee, weaponItemId: 'bow', abilityId: 'archery' }
const dodge: DefenceOptions = {
  defence: { kind: 'dodge' },
  abilityId: 'agility',
  againstRanged: false,
  readiedDodge: false,
  afterOngoingAction: false,
  shieldItemId: null,
  situationalPenalty: 0,
}

describe('the armoury on the sheet', () => {
  it('finds the weapons and shields among the items, by their table rows', () => {
    const d = armed()
    expect(characterWeapons(d).map((w) => [w.itemId, w.weapon.id])).toEqual([
      ['sword', 'medium-weapon'],
      ['bow', 'bow'],
    ])
    expect(characterShields(d).map((s) => s.itemId)).toEqual(['tower', 'buckler'])
  })

  it('matches abilities by name, reading the two tables’ spellings as one ability', () => {
    const d = armed()
    expect(abilitiesFor(d, weaponRow('medium-weapon').abilities)).toEqual(['dueling', 'shieldwork'])
    expect(abilitiesFor(d, ['Pole arms'])).toEqual([])
  })
})

describe('attacks', () => {
  it('add the weapon’s potential bonus (medium weapon P+3)', () => {
    const roll = attackRoll(armed(), melee)
    // Dueling: C 1 + 1 = 2; P Dexterity 2 + 3.
    expect(roll.challenge.consistency).toBe(2)
    expect(roll.challenge.potential).toBe(5)
    expect(roll.potential).toEqual([
      { label: 'Arming sword (Medium weapon)', value: 3, rule: 'Medieval armoury module: Weapons' },
    ])
    expect(roll.consistency).toEqual([])
    expect(roll.challenge.explanation).toContain('potential 2 base + 0 trained +3 modifiers = 5')
    const aimed = attackRoll(armed(), { ...melee, aimedAt: 'swordArm' })
    expect(aimed.challenge.explanation).toContain(
      'consistency 1 base + 1 trained − 2 modifiers = 0',
    )
  })

  it('refuse an ability the weapon is not used with', () => {
    expect(() => attackRoll(armed(), { ...melee, abilityId: 'archery' })).toThrow(
      'Choose an ability the Arming sword is used with.',
    )
  })

  it('take half the distance, rounded down, off a ranged attack (the text: diagonal = 2, penalty 1)', () => {
    const bow = weaponRow('bow')
    expect(rangePenalty(bow, 0)).toBe(0)
    expect(rangePenalty(bow, 1)).toBe(0)
    expect(rangePenalty(bow, 2)).toBe(-1)
    expect(rangePenalty(bow, 5)).toBe(-2)
    expect(rangePenalty(bow, 6)).toBe(-3)
    expect(() => rangePenalty(bow, 7)).toThrow("beyond the bow's range of 6")
    expect(() => rangePenalty(weaponRow('medium-weapon'), 1)).toThrow('same square')
  })

  it('cost the cluster’s size, one less for every earlier dodge', () => {
    expect(clusterPenalty(0, 0)).toBe(0)
    expect(clusterPenalty(3, 0)).toBe(-3)
    expect(clusterPenalty(3, 1)).toBe(-2)
    expect(clusterPenalty(3, 2)).toBe(-1)
    expect(() => clusterPenalty(3, 3)).toThrow('Every character in the cluster has dodged')
  })

  it('list every ranged modifier with its rule: distance, cluster, aimed, bow P+1', () => {
    const roll = attackRoll(armed(), {
      ...shot,
      distance: 2,
      clusterSize: 3,
      aimedAt: 'torso',
      situationalPenalty: 1,
    })
    expect(roll.consistency).toEqual([
      { label: 'Distance 2', value: -1, rule: 'Ranged attacks' },
      { label: 'Cluster of 3', value: -3, rule: 'Ranged attacks: combat cluster' },
      { label: 'Aimed at the torso', value: -2, rule: 'Targeting a body part' },
      { label: 'Situational penalty', value: -1, rule: 'Situational penalties' },
    ])
    // Archery C 0 + 3 − 7 = −4; P 2 + 1 trained + 1 bow.
    expect(roll.challenge.consistency).toBe(-4)
    expect(roll.challenge.potential).toBe(4)
  })

  it('refuse a cluster penalty on a melee attack and a two-handed weapon with a shield', () => {
    expect(() => attackRoll(armed(), { ...melee, clusterSize: 2 })).toThrow('for ranged attacks')
    expect(() => attackRoll(armed(), { ...shot, shieldItemId: 'buckler' })).toThrow(
      'takes both hands',
    )
  })

  it('give a hidden archer +2 potential and apply position penalties to the right kind', () => {
    const d = armed((x) => (x.positions = ['hidden', 'difficultTerrain']))
    const ranged = attackRoll(d, shot)
    expect(ranged.potential.map((m) => [m.label, m.value])).toContainEqual([
      'Hidden from the target',
      2,
    ])
    expect(ranged.consistency).toEqual([]) // difficult terrain spares ranged attacks
    const swing = attackRoll(d, melee)
    expect(swing.consistency).toEqual([{ label: 'Positions', value: -1, rule: 'Positions' }])
  })

  it('take the target’s concealment, a prone target’s −2 on shots, and ±1 for height in melee', () => {
    const ranged = attackRoll(armed(), { ...shot, targetProne: true, targetConcealment: 3 })
    expect(ranged.consistency.map((m) => [m.label, m.value, m.rule])).toEqual([
      ['Target prone', -2, 'Positions: Prone'],
      ["Target's concealment 3", -3, 'Positions: Concealed'],
    ])
    expect(attackRoll(armed(), { ...melee, targetHeight: 'higher' }).consistency).toEqual([
      { label: 'Target stands higher', value: -1, rule: 'Environment: Height' },
    ])
    const below = attackRoll(armed(), { ...melee, targetHeight: 'lower' })
    expect(below.consistency).toEqual([
      { label: 'Target stands lower', value: 1, rule: 'Environment: Height' },
    ])
    expect(below.challenge.consistency).toBe(3)
    expect(() => attackRoll(armed(), { ...shot, targetHeight: 'lower' })).toThrow('melee attacks')
  })

  it('roll a brawl with the Brawl ability and no armoury bonus', () => {
    const roll = attackRoll(armed(), { ...melee, weaponItemId: null, abilityId: 'brawl' })
    expect(roll.challenge.potential).toBe(1)
    expect(roll.potential).toEqual([])
    expect(roll.notes[0]).toContain('provokes')
    expect(() =>
      attackRoll(armed(), { ...melee, weaponItemId: null, abilityId: 'dueling' }),
    ).toThrow('Choose an ability a brawl attack is used with.')
  })

  it('put the tower shield’s Stamina penalty on rolls of abilities based on Stamina', () => {
    const d = armed((x) => {
      x.items[0] = { ...x.items[0]!, catalogId: 'light-weapon' }
    })
    const roll = defenceRoll(d, {
      ...dodge,
      defence: { kind: 'block', shieldItemId: 'tower' },
      abilityId: 'shieldwork',
    })
    expect(roll.consistency).toEqual([
      { label: 'Pavise: Stamina penalty', value: -1, rule: 'Medieval armoury module: Shields' },
    ])
    expect(roll.potential).toEqual([
      { label: 'Pavise (Tower shield)', value: 5, rule: 'Medieval armoury module: Shields' },
    ])
    // Sword and shield: C 1 − 1; P Stamina 1 + 5.
    expect(roll.challenge.consistency).toBe(0)
    expect(roll.challenge.potential).toBe(6)
    // Dexterity-based Dueling is not touched by it.
    expect(attackRoll(d, { ...melee, shieldItemId: 'tower' }).consistency).toEqual([])
  })
})

describe('defences', () => {
  it('count earlier dodges and blocks at −2 each, and −2 after an ongoing action', () => {
    const d = armed((x) => (x.defenceUses = { dodge: 2, block: 1 }))
    const roll = defenceRoll(d, { ...dodge, afterOngoingAction: true })
    expect(roll.consistency.map((m) => [m.label, m.value, m.rule])).toEqual([
      ['2 earlier dodges', -4, 'Defending against multiple attacks'],
      ['After an ongoing action', -2, 'Action Types: Ongoing'],
    ])
    const block = defenceRoll(d, {
      ...dodge,
      defence: { kind: 'block', shieldItemId: 'buckler' },
      abilityId: 'dueling',
    })
    // The buckler's bonus is "-": no potential bonus.
    expect(block.consistency.map((m) => m.value)).toEqual([-2])
    expect(block.potential).toEqual([])
  })

  it('give a readied dodge +2 potential, only against a ranged attack', () => {
    const roll = defenceRoll(armed(), { ...dodge, againstRanged: true, readiedDodge: true })
    expect(roll.potential).toEqual([
      { label: 'Readied dodge', value: 2, rule: 'List of combat actions: Dodge' },
    ])
    expect(roll.challenge.potential).toBe(4)
    expect(() => defenceRoll(armed(), { ...dodge, readiedDodge: true })).toThrow(
      'against a ranged attack',
    )
  })

  it('parry once per melee weapon until the next turn, never against a ranged attack', () => {
    const parry: DefenceOptions = {
      ...dodge,
      defence: { kind: 'parry', weaponItemId: 'sword' },
      abilityId: 'dueling',
    }
    expect(defenceRoll(armed(), parry).challenge.potential).toBe(2) // no weapon bonus on parries
    expect(() => defenceRoll(armed(), { ...parry, againstRanged: true })).toThrow(
      'Ranged attacks cannot be parried.',
    )
    expect(() =>
      defenceRoll(armed(), { ...parry, defence: { kind: 'parry', weaponItemId: 'bow' } }),
    ).toThrow('Only a melee weapon can parry.')
    const used = markDefenceUsed(armed(), parry.defence)
    expect(used.parriedWith).toEqual(['sword'])
    expect(heimrDataSchema.safeParse(used).success).toBe(true)
    expect(() => defenceRoll(used, parry)).toThrow('already parried since your last turn')
    expect(() => defenceRoll(startTurn(used), parry)).not.toThrow()
  })

  it('keep records written before the parry list readable, and a new turn clears it', () => {
    const old = armed()
    expect('parriedWith' in old).toBe(false)
    expect(heimrDataSchema.safeParse(old).success).toBe(true)
    expect(
      startTurn(markDefenceUsed(old, { kind: 'parry', weaponItemId: 'sword' })).parriedWith,
    ).toEqual([])
  })

  it('mark dodges and blocks as used', () => {
    const d = markDefenceUsed(markDefenceUsed(armed(), { kind: 'dodge' }), {
      kind: 'block',
      shieldItemId: 'buckler',
    })
    expect(d.defenceUses).toEqual({ dodge: 1, block: 1 })
  })
})

describe('outcomes', () => {
  it('miss when the defence is equal or higher; the d6 picks the body part', () => {
    const options = { brawl: false, aimedAt: null }
    expect(attackOutcome(9, 9, 4, options)).toEqual({ kind: 'miss' })
    expect(attackOutcome(10, 9, 4, options)).toEqual({ kind: 'hit', bodyPart: 'swordArm' })
    expect(attackOutcome(10, 9, 4, { brawl: false, aimedAt: 'leftLeg' })).toEqual({
      kind: 'hit',
      bodyPart: 'leftLeg',
    })
    expect(attackNeeds(9)).toBe(10)
  })

  it('let a brawl attack equal to the defence or one under it graze without taking hit points', () => {
    const options = { brawl: true, aimedAt: null }
    expect(attackOutcome(9, 9, 6, options)).toEqual({ kind: 'graze', bodyPart: 'torso' })
    expect(attackOutcome(8, 9, 6, options).kind).toBe('graze')
    expect(attackOutcome(7, 9, 6, options).kind).toBe('miss')
    expect(brawlGrazeNeeds(9)).toBe(8)
    const graze = { kind: 'graze', bodyPart: 'torso' } as const
    expect(describeOutcome(graze, { weapon: null, brawlEffect: 'hit' }).damage).toBe(0)
    expect(describeOutcome(graze, { weapon: null, brawlEffect: 'bind' }).text).toBe(
      'graze: bind on the torso',
    )
    const hit = { kind: 'hit', bodyPart: 'torso' } as const
    expect(describeOutcome(hit, { weapon: null, brawlEffect: 'hit' })).toEqual({
      text: 'hit on the torso: hit 1',
      damage: 1,
    })
    expect(describeOutcome(hit, { weapon: weaponRow('great-weapon'), brawlEffect: 'hit' })).toEqual(
      { text: 'hit on the torso: 3 damage', damage: 3 },
    )
  })

  it('take damage off current hit points', () => {
    const d = takeDamage(armed(), 5)
    expect(d.hitPoints.current).toBe(armed().hitPoints.current - 5)
    expect(() => takeDamage(armed(), -1)).toThrow('damage')
  })
})
