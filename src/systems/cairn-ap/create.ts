// New Cairn AP characters and data-version migrations.
import { createRng, type Rng } from '../common/dice'
import { newId } from '../common/ledger'
import { addsOptionalFields, readVersion } from '../common/migrate'
import type { HouseRules } from '../types'
import { startingGold } from './house-rules'
import { cairnDataSchema, type CairnData } from './model'
import { rollHireling, withStats } from './play'
import { text } from './text'

/**
 * Version 2 (issues #19 and #20, combat and the whole rules text) only added optional fields, so
 * version 1 reads unchanged (see addsOptionalFields).
 */
export const cairnDataVersion = 2

/** The empty sheet: attributes and HP are filled in by rolling (or entering) them. */
function blankCairnCharacter(): CairnData {
  return {
    concept: '',
    attributes: {
      str: { current: 10, max: 10 },
      dex: { current: 10, max: 10 },
      wil: { current: 10, max: 10 },
    },
    hp: { current: 3, max: 3 },
    armor: 0,
    slotOverride: null,
    lostSlots: 0,
    wings: false,
    arcaneBurns: false,
    // Grimoire: every caster carries one; it is bulky.
    items: [
      {
        id: newId(),
        name: text('item.grimoire'),
        kind: 'grimoire',
        slots: 2,
        spell: '',
        notes: text('item.grimoireWorth'),
      },
    ],
    fatigue: 0,
    manaDust: 0,
    deprived: false,
    criticalDamage: false,
    doomed: false,
    dead: false,
    spells: [],
    mishaps: [],
    scars: [],
    log: [],
    notes: '',
  }
}

// Hirelings: a new character rolls 3d6 per attribute and 1d6 HP; the player may enter them instead.
export function createCairnCharacter(
  _input: { name: string },
  _rules: HouseRules,
  rng: Rng = createRng(),
): CairnData {
  return withStats(blankCairnCharacter(), rollHireling(rng))
}

export function migrateCairnData(data: unknown, fromVersion: number): CairnData {
  return readVersion('Cairn', cairnDataSchema, cairnDataVersion, data, fromVersion, {
    1: addsOptionalFields,
  })
}

/** Starting gold (house rule) goes to the ledger when above 0. */
export function cairnStartingAwards(
  rules: HouseRules,
): { currency: string; amount: number; note: string }[] {
  const amount = startingGold(rules)
  return amount > 0 ? [{ currency: 'gp', amount, note: text('item.startingGold') }] : []
}
