import { describe, expect, it } from 'vitest'
import { getSystem, isSystemId, systemList, systems } from './index'

describe('system registry', () => {
  it('registers each system under its own id', () => {
    for (const [key, system] of Object.entries(systems)) expect(system.id).toBe(key)
  })

  it('lists systems for the UI', () => {
    expect(systemList()).toContainEqual({ id: 'symbaroum', name: 'Symbaroum' })
    expect(systemList()).toHaveLength(Object.keys(systems).length)
    const names = systemList().map((s) => s.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('finds a system by id and refuses unknown ids clearly', () => {
    expect(getSystem('symbaroum').name).toBe('Symbaroum')
    expect(isSystemId('symbaroum')).toBe(true)
    expect(isSystemId('toString')).toBe(false)
    expect(() => getSystem('dnd5e')).toThrow('Unknown game system "dnd5e"')
    expect(() => getSystem('constructor')).toThrow(/Unknown game system/)
  })
})
