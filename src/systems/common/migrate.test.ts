import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { addsOptionalFields, readVersion } from './migrate'
import { systems } from '../index'
import { resolveHouseRules, type GameSystem } from '../types'

const schema = z.object({ name: z.string(), hp: z.number(), notes: z.string().optional() })

describe('reading older character data', () => {
  it('upgrades one version at a time, in order, then checks the result', () => {
    const steps: string[] = []
    const upgrades = {
      1: (data: unknown) => {
        steps.push('1→2')
        return { ...(data as object), hp: 5 }
      },
      2: (data: unknown) => {
        steps.push('2→3')
        return addsOptionalFields(data)
      },
    }
    expect(readVersion('Toy', schema, 3, { name: 'Ana' }, 1, upgrades)).toEqual({
      name: 'Ana',
      hp: 5,
    })
    expect(steps).toEqual(['1→2', '2→3'])
    expect(readVersion('Toy', schema, 3, { name: 'Ana', hp: 2 }, 3, upgrades)).toEqual({
      name: 'Ana',
      hp: 2,
    })
  })

  it('refuses a version it has no upgrade from, a newer one, and data the upgrade leaves invalid', () => {
    const upgrades = { 1: addsOptionalFields }
    expect(() => readVersion('Toy', schema, 2, {}, 0, upgrades)).toThrow(
      'Cannot read Toy character data version 0: that version is unknown',
    )
    expect(() => readVersion('Toy', schema, 2, {}, 3, upgrades)).toThrow(
      'it was saved by a newer version of Quillkeep',
    )
    expect(() => readVersion('Toy', schema, 2, { name: 'Ana' }, 1, upgrades)).toThrow(
      /Toy character data is not valid/,
    )
  })

  // Version 2 of every system only added optional fields: a new character's data, stripped of
  // them, is what a version 1 build wrote, and it reads as version 1 unchanged.
  it.each(Object.keys(systems))('%s reads its version 1 data unchanged', (id) => {
    const system = (systems as Record<string, GameSystem>)[id]!
    expect(system.dataVersion).toBe(2)
    const data = system.create({ name: 'Ana' }, resolveHouseRules(system.houseRules))
    const copy = JSON.parse(JSON.stringify(data)) as unknown
    expect(system.migrate(copy, 1)).toEqual(data)
    expect(() => system.migrate(copy, 3)).toThrow(/newer version/)
  })
})
