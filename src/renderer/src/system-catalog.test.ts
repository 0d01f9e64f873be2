import { describe, expect, it } from 'vitest'
import { systemList, systems } from '@systems/index'
import { systemCatalog, systemName } from './system-catalog'

describe('system catalogue', () => {
  it('lists exactly the shipped systems, by name, as the registry does', () => {
    expect(systemCatalog.map((s) => ({ id: s.id, name: s.name }))).toEqual(systemList())
    expect(systemCatalog).toHaveLength(Object.keys(systems).length)
  })

  it('names a system by id, and shows an unknown id as it is', () => {
    for (const system of Object.values(systems)) expect(systemName(system.id)).toBe(system.name)
    expect(systemName('dnd5e')).toBe('dnd5e')
  })
})
