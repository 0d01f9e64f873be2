import { describe, expect, it } from 'vitest'
import { byName } from './meta'
import { systemList } from './index'

describe('byName', () => {
  it('orders names ignoring case, and equal names as equal', () => {
    const names = ['symbaroum', 'Cairn', 'gods & Monsters', 'Heimr', 'Murdham']
    const sorted = names.map((name, i) => ({ id: String(i), name })).sort(byName)
    expect(sorted.map((s) => s.name)).toEqual([
      'Cairn',
      'gods & Monsters',
      'Heimr',
      'Murdham',
      'symbaroum',
    ])
    expect(byName({ id: 'a', name: 'Heimr' }, { id: 'b', name: 'heimr' })).toBe(0)
  })

  it('lists the shipped systems as an English collation would', () => {
    const listed = systemList().map((s) => s.name)
    expect(listed).toEqual([...listed].sort((a, b) => a.localeCompare(b, 'en')))
  })
})
