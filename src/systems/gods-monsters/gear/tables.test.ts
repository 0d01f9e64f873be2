// The tables as data against the rules text itself: every row's name, cost, bulk and the other
// columns are read from the rules text (tests/fixtures/rules) and compared, in order.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  DAMAGE_PROGRESSION,
  SIZES,
  allGear,
  ammunition,
  animalsAndContainers,
  armors,
  armorAllowed,
  basicWeapons,
  findGear,
  foodAndLodging,
  gearTables,
  ingredients,
  isSize,
  miscellaneous,
  parseSilverCents,
  simpleWeapons,
  warriorWeapons,
  weaponAtSize,
  wornArmorDefense,
  type GearItem,
} from './index'

// The equipment chapter of the rules text, kept as a test fixture (GFDL; see its header).
const rulesPath = fileURLToPath(
  new URL('../../../../tests/fixtures/rules/gods-and-monsters-equipment.txt', import.meta.url),
)
const rulesText = readFileSync(rulesPath, 'utf8')
const lines = rulesText === null ? [] : rulesText.split(/\r?\n/)

const NBSP = '\u00a0'
const numberCell = /^(\d*\.?\d+)(\+?)$/

/** Index of the header line `header` that follows the line exactly equal to `title`. */
function headerAfter(title: string, header: string): number {
  const titleAt = lines.findIndex((line) => line === title)
  if (titleAt < 0) throw new Error(`Title “${title}” not found in the rules text`)
  const headerAt = lines.findIndex((line, i) => i > titleAt && line === header)
  if (headerAt < 0) throw new Error(`Header “${header}” not found after “${title}”`)
  return headerAt
}

/** Lines after the header until one `parse` refuses (a blank line or the next heading). */
function rowsAfter<T>(headerAt: number, parse: (line: string) => T | null): T[] {
  const rows: T[] = []
  for (let i = headerAt + 1; i < lines.length; i++) {
    const row = parse(lines[i] ?? '')
    if (row === null) break
    rows.push(row)
  }
  return rows
}

function cell(token: string | undefined): string | null {
  return token === undefined || token === NBSP || token === '' ? null : token
}

function num(token: string | undefined): number | null {
  const text = cell(token)
  return text === null ? null : Number(text)
}

interface ItemRow {
  name: string
  cost: string
  bulk: string | null
}

// "Item Cost Bulk Notes": the name runs to the first number, then cost, bulk (blank is NBSP), notes.
function parseItemRow(line: string): ItemRow | null {
  const tokens = line.split(' ')
  const costAt = tokens.findIndex((t, i) => i > 0 && numberCell.test(t))
  if (line === '' || costAt < 0) return null
  return {
    name: tokens.slice(0, costAt).join(' '),
    cost: tokens[costAt] ?? '',
    bulk: cell(tokens[costAt + 1]),
  }
}

interface WeaponRow {
  name: string
  damage: string
  fireActions: number | null
  range: number | null
  hands: number | null
  space: number | null
  bulk: number | null
  cost: string
}

// "Weapon Damage Fire Actions Range Hands Space Bulk Cost": the last seven cells are the columns.
function parseWeaponRow(line: string): WeaponRow | null {
  const tokens = line.split(' ')
  if (tokens.length < 8) return null
  const [damage, fire, range, hands, space, bulk, cost] = tokens.slice(-7)
  if (damage === undefined || !/^(\d*[dD]\d+|\d+)$/.test(damage)) return null
  return {
    name: tokens.slice(0, -7).join(' '),
    damage,
    fireActions: num(fire),
    range: num(range),
    hands: num(hands),
    space: num(space),
    bulk: num(bulk),
    cost: cost ?? '',
  }
}

interface ArmorRow {
  name: string
  defense: string
  cost: string
  bulk: number | null
  warriorLevel: number | null
  basicLevel: number | null
}

// "Armor Defense Bonus Cost Bulk Warrior Level Thief, Prophet, Monk Level": missing trailing
// cells and NBSP cells are blank. "1 vs. one" and "10 or 10%" are single cells.
function parseArmorRow(line: string): ArmorRow | null {
  if (line === '') return null
  const tokens = line.replace(' vs. one', '_vs._one').replace(' or 10%', '_or_10%').split(' ')
  const first = tokens.findIndex((t) => /^\d/.test(t))
  if (first < 1) return null
  const [defense, cost, bulk, warrior, basic] = tokens.slice(first)
  return {
    name: tokens.slice(0, first).join(' '),
    defense: (defense ?? '').replaceAll('_', ' '),
    cost: (cost ?? '').replaceAll('_', ' '),
    bulk: num(bulk),
    warriorLevel: num(warrior),
    basicLevel: num(basic),
  }
}

function costCentsOf(text: string): number | null {
  return parseSilverCents(text.replace(/\+$/, ''))
}

const itemTables: [string, readonly GearItem[]][] = [
  ['Food & lodging', foodAndLodging],
  ['Ingredients', ingredients],
  ['Animals & containers', animalsAndContainers],
  ['Miscellaneous', miscellaneous],
  ['Ammunition', ammunition],
]

describe('equipment data on its own', () => {
  it('has the row counts of the text’s tables', () => {
    expect(gearTables.map((t) => [t.title, t.items.length])).toEqual([
      ['Food & lodging', 11],
      ['Ingredients', 8],
      ['Animals & containers', 20],
      ['Miscellaneous', 29],
      ['Simple weapons', 9],
      ['Basic weapons', 8],
      ['Warrior weapons', 13],
      ['Ammunition', 9],
      ['Armor', 13],
    ])
    expect(allGear).toHaveLength(120)
  })

  it('gives every item a unique kebab-case id that findGear returns', () => {
    const ids = allGear.map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const item of allGear) {
      expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(findGear(item.id)).toBe(item)
    }
    expect(findGear('no-such-item')).toBeUndefined()
  })

  it('keeps every cost in whole hundredths between .01 and 2000 silver', () => {
    for (const item of allGear) {
      expect(Number.isInteger(item.costCents), item.id).toBe(true)
      expect(item.costCents).toBeGreaterThanOrEqual(1)
      expect(item.costCents).toBeLessThanOrEqual(200_000)
    }
    expect(findGear('candle')?.costCents).toBe(1)
    expect(findGear('ceremonial-plate')?.costCents).toBe(200_000)
    expect(findGear('book-printed')?.costCents).toBe(100)
  })

  it('leaves blank cells null instead of inventing values', () => {
    expect(findGear('room-common')?.bulk).toBeNull()
    expect(findGear('horse-war')).toMatchObject({
      bulk: null,
      animal: { movement: 14, carryingBulk: 300 },
    })
    expect(findGear('brass-knuckles')).toMatchObject({
      fireActions: null,
      rangeYards: null,
      hands: null,
      spaceYards: null,
      bulk: 1,
    })
    expect(findGear('cloth')).toMatchObject({ warriorLevel: null, thiefProphetMonkLevel: null })
    expect(findGear('scale-mail')).toMatchObject({ warriorLevel: 1, thiefProphetMonkLevel: null })
  })
})

describe('equipment data against the rules text', () => {
  it.each(itemTables)('%s: every row’s name, cost and bulk', (title, items) => {
    const rows = rowsAfter(headerAfter(title, 'Item Cost Bulk Notes'), parseItemRow)
    expect(rows.length).toBeGreaterThan(0)
    expect(items.map((i) => i.name)).toEqual(rows.map((r) => r.name))
    items.forEach((item, i) => {
      const row = rows[i]!
      expect(item.costCents, item.id).toBe(costCentsOf(row.cost))
      expect(item.costIsMinimum === true, item.id).toBe(row.cost.endsWith('+'))
      const bulk = row.bulk === null ? null : Number(row.bulk.replace(/\+$/, ''))
      expect(item.bulk, item.id).toBe(bulk)
      expect(item.bulkIsMinimum === true, item.id).toBe(row.bulk?.endsWith('+') === true)
    })
  })

  it.each([
    ['Simple weapons', simpleWeapons],
    ['Basic weapons', basicWeapons],
    ['Warrior weapons', warriorWeapons],
  ] as const)('%s: every row and column', (title, table) => {
    const header = 'Weapon Damage Fire Actions Range Hands Space Bulk Cost'
    const rows = rowsAfter(headerAfter(title, header), parseWeaponRow)
    expect(table.map((w) => w.name)).toEqual(rows.map((r) => r.name.replace(/ \(.*\)$/, '')))
    table.forEach((weapon, i) => {
      const row = rows[i]!
      expect(
        {
          damage: weapon.damage,
          fireActions: weapon.fireActions,
          range: weapon.rangeYards,
          hands: weapon.hands,
          space: weapon.spaceYards,
          bulk: weapon.bulk,
          costCents: weapon.costCents,
        },
        weapon.id,
      ).toEqual({
        damage: row.damage,
        fireActions: row.fireActions,
        range: row.range,
        hands: row.hands,
        space: row.space,
        bulk: row.bulk,
        costCents: costCentsOf(row.cost),
      })
      expect(weapon.mountedOnly === true).toBe(row.name.includes('mounted'))
    })
  })

  it('Armor: every row and column', () => {
    const header = 'Armor Defense Bonus Cost Bulk Warrior Level Thief, Prophet, Monk Level'
    const rows = rowsAfter(headerAfter('Armor', header), parseArmorRow)
    expect(armors.map((a) => a.name)).toEqual(rows.map((r) => r.name))
    armors.forEach((armor, i) => {
      const row = rows[i]!
      expect(armor.defenseBonus, armor.id).toBe(Number(row.defense.split(' ')[0]))
      expect(armor.singleOpponent === true, armor.id).toBe(row.defense.includes('vs. one'))
      expect(armor.costCents, armor.id).toBe(costCentsOf(row.cost.split(' ')[0] ?? ''))
      expect(armor.costIsMinimum === true, armor.id).toBe(row.cost.includes('or 10%'))
      expect(armor.bulk, armor.id).toBe(row.bulk)
      expect(armor.warriorLevel, armor.id).toBe(row.warriorLevel)
      expect(armor.thiefProphetMonkLevel, armor.id).toBe(row.basicLevel)
    })
  })

  it('lists the sizes and the damage progression as the text does', () => {
    const sizesLine = lines.find((l) => l.startsWith('The sizes used for rules'))
    const named = (sizesLine ?? '')
      .replace(/^.* are /, '')
      .replace(/\.$/, '')
      .split(/, (?:and )?/)
    expect(named).toEqual([...SIZES])
    expect(named.every(isSize)).toBe(true)
    const progressionAt = lines.indexOf('The damage progression is:')
    const progression = lines.slice(progressionAt + 1).find((l) => l !== '')
    expect(progression).toBe(`${DAMAGE_PROGRESSION.join(' ')} +d6`)
  })

  it('reproduces the long-sword size table', () => {
    const rows = rowsAfter(lines.indexOf('Size Damage Range Cost'), (line) => {
      const m = /^(\w+) (\S+) (\d+) (\d+)$/.exec(line)
      return m ? { size: m[1]!.toLowerCase(), damage: m[2], range: Number(m[3]), cost: m[4] } : null
    })
    expect(rows).toHaveLength(8)
    for (const row of rows) {
      if (!isSize(row.size)) throw new Error(`Not a size: ${row.size}`)
      const sized = weaponAtSize('long-sword', row.size, 'medium')
      expect([sized.damage, sized.rangeYards, sized.costCents], row.size).toEqual([
        row.damage,
        row.range,
        costCentsOf(row.cost ?? ''),
      ])
    }
  })

  it('reproduces Toromeen’s purchases: small battleaxe, banded leather and shield, 27 silver', () => {
    const rows = rowsAfter(lines.indexOf('Weapon Cost Bulk Small reductions'), (line) => {
      const m = /^([\w ]+): (\d+)(?: (\d+))?(?: (.*))?$/.exec(line)
      return m ? { name: m[1], cost: m[2], bulk: m[3], reductions: m[4] ?? '' } : null
    })
    expect(rows.map((r) => r.name)).toEqual(['Battleaxe', 'Banded Leather', 'Shield', 'Total'])
    const [axeRow, leatherRow, shieldRow, totalRow] = rows
    // A dwarf is small and buys in a small culture: cost and bulk stay, damage and range drop.
    const axe = weaponAtSize('battleaxe', 'small', 'small')
    expect(axeRow!.reductions).toBe(`${axe.damage} damage, ${axe.rangeYards} range`)
    expect([axe.costCents, axe.bulk]).toEqual([costCentsOf(axeRow!.cost!), Number(axeRow!.bulk)])
    for (const [row, id] of [
      [leatherRow, 'banded-leather'],
      [shieldRow, 'shield'],
    ] as const) {
      expect(findGear(id)).toMatchObject({
        costCents: costCentsOf(row!.cost!),
        bulk: Number(row!.bulk),
      })
    }
    const total =
      axe.costCents + findGear('banded-leather')!.costCents + findGear('shield')!.costCents
    expect(total).toBe(costCentsOf(totalRow!.cost!))
    expect(armorAllowed('banded-leather', { warrior: 1 })).toEqual({ ok: true })
    expect(armorAllowed('shield', { warrior: 1 })).toEqual({ ok: true })
    const defense = wornArmorDefense({ armorId: 'banded-leather', shieldId: 'shield' })
    expect(rulesText).toContain(`defense bonus of ${defense.defenseBonus}.`)
  })
})
