import { describe, expect, it } from 'vitest'
import { faces } from '../systems/common/scripted-dice'
import { createSymbaroumCharacter } from '../systems/symbaroum/create'
import { createCairnCharacter } from '../systems/cairn-ap/create'
import { toromeen } from '../systems/gods-monsters/fixtures'
import {
  addCombatant,
  currentCombatant,
  damage,
  delayTurn,
  endEncounter,
  heal,
  livingOrder,
  nextTurn,
  previousTurn,
  removeCombatant,
  setCondition,
  setOut,
  startEncounter,
  type Encounter,
} from './encounter'

const noDice = () => {
  throw new Error('no dice expected')
}

function symbaroumHero(quick: number, vigilant: number) {
  const data = createSymbaroumCharacter({ name: 'X' }, {})
  data.attributes.quick = quick
  data.attributes.vigilant = vigilant
  return data
}

/** Symbaroum: a hero (Quick 13) and a goblin (Quick 15) and a troll (Quick 9, Toughness 12). */
function symbaroumFight(): Encounter {
  return startEncounter(
    {
      id: 'e1',
      campaignId: 'c1',
      name: 'Ambush at the ford',
      party: [
        { characterId: 'hero', name: 'Ylva', system: 'symbaroum', data: symbaroumHero(13, 10) },
      ],
      foes: [
        {
          id: 'goblin',
          name: 'Goblin',
          system: 'symbaroum',
          values: { toughness: 10, defense: 12, quick: 15, vigilant: 7 },
        },
        {
          id: 'troll',
          name: 'Troll',
          system: 'symbaroum',
          values: { toughness: 12, defense: 8, quick: 9, vigilant: 10 },
        },
      ],
    },
    noDice,
  )
}

describe('starting an encounter', () => {
  it('orders party members and foes by their system (Symbaroum: Quick first)', () => {
    const fight = symbaroumFight()
    expect(fight.round).toBe(1)
    expect(fight.order.map((s) => s.combatantId)).toEqual(['goblin', 'hero', 'troll'])
    expect(fight.order[1]?.detail).toBe('Quick 13, Vigilant 10')
    expect(currentCombatant(fight)?.name).toBe('Goblin')
  })

  it('fills a missing foe value with the field’s default and refuses one out of range', () => {
    const base = {
      id: 'e',
      campaignId: 'c',
      name: 'Fight',
      party: [],
    }
    const fight = startEncounter(
      { ...base, foes: [{ id: 'f', name: 'Rat', system: 'cairn-ap', values: { hp: 2 } }] },
      faces([10, 20]),
    )
    expect(fight.combatants[0]).toMatchObject({ values: { hp: 2, armor: 0, str: 10, wil: 10 } })
    expect(() =>
      startEncounter(
        { ...base, foes: [{ id: 'f', name: 'Rat', system: 'cairn-ap', values: { armor: 4 } }] },
        faces([10, 20]),
      ),
    ).toThrow('Armor must be a whole number from 0 to 3 (got 4).')
  })

  it('refuses the same combatant twice', () => {
    expect(() =>
      startEncounter(
        {
          id: 'e',
          campaignId: 'c',
          name: 'Fight',
          party: [],
          foes: [
            { id: 'f', name: 'Rat', system: 'murdham', values: {} },
            { id: 'f', name: 'Rat', system: 'murdham', values: {} },
          ],
        },
        noDice,
      ),
    ).toThrow('Rat is already in this fight.')
  })

  it('interleaves a mixed-system party: each system’s order, one from each in turn', () => {
    const fight = startEncounter(
      {
        id: 'e',
        campaignId: 'c',
        name: 'Crossing worlds',
        party: [
          { characterId: 's1', name: 'Ylva', system: 'symbaroum', data: symbaroumHero(10, 10) },
          { characterId: 's2', name: 'Bror', system: 'symbaroum', data: symbaroumHero(14, 10) },
          { characterId: 'g1', name: 'Toromeen', system: 'gods-monsters', data: toromeen },
        ],
        foes: [
          {
            id: 'yeti',
            name: 'Yeti',
            system: 'gods-monsters',
            values: { survival: 20, defense: 3 },
          },
        ],
      },
      noDice,
    )
    // Symbaroum: Bror (Quick 14), Ylva (10). Gods & Monsters: Toromeen's phase, then the Yeti's.
    expect(fight.order.map((s) => s.combatantId)).toEqual(['s2', 'g1', 's1', 'yeti'])
    expect(fight.order.find((s) => s.combatantId === 'yeti')?.side).toBe('foes')
  })
})

describe('turns and rounds', () => {
  it('wraps to a new round after the last and back again', () => {
    let fight = symbaroumFight()
    fight = nextTurn(nextTurn(fight))
    expect([fight.round, currentCombatant(fight)?.id]).toEqual([1, 'troll'])
    fight = nextTurn(fight)
    expect([fight.round, currentCombatant(fight)?.id]).toEqual([2, 'goblin'])
    fight = previousTurn(fight)
    expect([fight.round, currentCombatant(fight)?.id]).toEqual([1, 'troll'])
  })

  it('stays on the first turn of the first round', () => {
    const fight = symbaroumFight()
    expect(previousTurn(fight)).toEqual(fight)
  })

  it('skips those out of the fight', () => {
    let fight = setOut(symbaroumFight(), 'hero', true)
    expect(livingOrder(fight).map((s) => s.combatantId)).toEqual(['goblin', 'troll'])
    fight = nextTurn(fight)
    expect(currentCombatant(fight)?.id).toBe('troll')
  })
})

describe('waiting', () => {
  it('moves the one whose turn it is to after a later combatant, and passes the turn on', () => {
    let fight = delayTurn(symbaroumFight(), 'troll')
    expect(fight.order.map((s) => s.combatantId)).toEqual(['hero', 'troll', 'goblin'])
    expect([fight.round, currentCombatant(fight)?.id]).toEqual([1, 'hero'])
    fight = nextTurn(nextTurn(fight))
    expect([fight.round, currentCombatant(fight)?.id]).toEqual([1, 'goblin'])
    expect(() => delayTurn(fight, 'hero')).toThrow('only until after someone later this round')
  })
})

describe('damage, healing and conditions', () => {
  it('lowers a foe’s health to its floor at most and logs only what it lost', () => {
    let fight = symbaroumFight()
    fight = damage(fight, 'troll', 5, 'hero').encounter
    fight = damage(fight, 'troll', 9, 'hero').encounter
    const troll = fight.combatants.find((c) => c.id === 'troll')!
    expect(troll).toMatchObject({ values: { toughness: 0 }, out: true })
    expect(
      fight.log.filter((e) => e.kind === 'damage').map((e) => e.kind === 'damage' && e.amount),
    ).toEqual([5, 7])
    // Symbaroum: a creature dies at Toughness 0 (Dead characters), so it takes no more turns.
    expect(livingOrder(fight).map((s) => s.combatantId)).toEqual(['goblin', 'hero'])
  })

  it('heals a foe up to the health it started with, and back into the fight', () => {
    let fight = symbaroumFight()
    fight = damage(fight, 'goblin', 10).encounter
    expect(fight.combatants[1]?.out).toBe(true)
    fight = heal(fight, 'goblin', 30).encounter
    expect(fight.combatants[1]).toMatchObject({ values: { toughness: 10 }, out: false })
    expect(fight.log.at(-2)).toEqual({ kind: 'heal', round: 1, target: 'goblin', amount: 10 })
  })

  it('returns a ledger intent for a party member instead of changing it here', () => {
    const fight = symbaroumFight()
    const hit = damage(fight, 'hero', 4, 'goblin')
    expect(hit.intent).toEqual({
      characterId: 'hero',
      system: 'symbaroum',
      change: 'damage',
      amount: 4,
      note: 'Ambush at the ford, round 1: 4 damage',
    })
    expect(hit.encounter.combatants).toEqual(fight.combatants)
    const dazed = setCondition(fight, 'hero', 'Dazed', true)
    expect(dazed.intent).toMatchObject({ change: 'condition', condition: 'Dazed', on: true })
    expect(heal(fight, 'hero', 2).intent).toMatchObject({ change: 'heal', amount: 2 })
  })

  it('keeps a foe’s conditions in the encounter, each once', () => {
    let fight = symbaroumFight()
    fight = setCondition(fight, 'troll', ' Blinded ', true).encounter
    fight = setCondition(fight, 'troll', 'Blinded', true).encounter
    expect(fight.combatants[2]).toMatchObject({ conditions: ['Blinded'] })
    fight = setCondition(fight, 'troll', 'Blinded', false).encounter
    expect(fight.combatants[2]).toMatchObject({ conditions: [] })
  })

  it('refuses amounts that are not whole numbers above 0', () => {
    expect(() => damage(symbaroumFight(), 'troll', 0)).toThrow('whole number above 0')
    expect(() => damage(symbaroumFight(), 'troll', 1.5)).toThrow('whole number above 0')
  })
})

describe('joining and leaving mid-fight', () => {
  it('puts a newcomer last, with its own roll', () => {
    const wil = createCairnCharacter({ name: 'X' }, {})
    wil.attributes.wil = { current: 11, max: 11 }
    const fight = addCombatant(
      symbaroumFight(),
      { party: { characterId: 'late', name: 'Late', system: 'cairn-ap', data: wil } },
      faces([7, 20]),
    )
    expect(fight.order.at(-1)).toEqual({ combatantId: 'late', detail: 'd20 7 + WIL 11 = 18' })
    expect(fight.log.at(-1)).toEqual({ kind: 'join', round: 1, target: 'late' })
  })

  it('keeps the turn where it is, and resumes an all-out fight with the newcomer', () => {
    const foe = {
      foe: { id: 'wolf', name: 'Wolf', system: 'symbaroum', values: { quick: 5 } },
    }
    let fight = setOut(nextTurn(symbaroumFight()), 'hero', true)
    expect(addCombatant(fight, foe, noDice).turn).toBe(1)
    for (const id of ['goblin', 'troll']) fight = setOut(fight, id, true)
    fight = addCombatant(fight, foe, noDice)
    expect(currentCombatant(fight)?.id).toBe('wolf')
  })

  it('passes the turn on when the one whose turn it is leaves', () => {
    let fight = nextTurn(symbaroumFight())
    expect(currentCombatant(fight)?.id).toBe('hero')
    fight = removeCombatant(fight, 'hero')
    expect([fight.round, currentCombatant(fight)?.id]).toEqual([1, 'troll'])
    fight = removeCombatant(fight, 'troll')
    expect([fight.round, currentCombatant(fight)?.id]).toEqual([2, 'goblin'])
    expect(fight.combatants).toHaveLength(3)
  })
})

describe('ending', () => {
  it('sums damage dealt and taken from the log and writes a short journal text', () => {
    let fight = symbaroumFight()
    fight = damage(fight, 'troll', 5, 'hero').encounter
    fight = nextTurn(nextTurn(nextTurn(fight)))
    fight = damage(fight, 'hero', 3, 'goblin').encounter
    fight = damage(fight, 'troll', 20, 'hero').encounter
    const summary = endEncounter(fight)
    expect(summary.rounds).toBe(2)
    expect(summary.fell).toEqual(['Troll'])
    expect(summary.totals).toEqual([
      { id: 'hero', name: 'Ylva', kind: 'party', dealt: 12, taken: 3, healed: 0 },
      { id: 'goblin', name: 'Goblin', kind: 'foe', dealt: 3, taken: 0, healed: 0 },
      { id: 'troll', name: 'Troll', kind: 'foe', dealt: 0, taken: 12, healed: 0 },
    ])
    expect(summary.markdown).toBe(
      [
        '### Ambush at the ford',
        '',
        '2 rounds fought.',
        '',
        '- **Ylva**: dealt 12, took 3',
        '- **Goblin**: dealt 3, took 0',
        '- **Troll**: dealt 0, took 12',
        '',
        'Out of the fight at the end: Troll.',
        '',
      ].join('\n'),
    )
  })

  it('keeps names as text in the markdown', () => {
    const fight = startEncounter(
      {
        id: 'e',
        campaignId: 'c',
        name: '# Not a *heading*',
        party: [],
        foes: [{ id: 'f', name: '[link](x)', system: 'murdham', values: {} }],
      },
      noDice,
    )
    const { markdown } = endEncounter(fight)
    expect(markdown).toContain('### \\# Not a \\*heading\\*')
    expect(markdown).toContain('**\\[link\\]\\(x\\)**')
  })
})
