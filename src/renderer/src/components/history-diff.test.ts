// What differs between a character then and now (#24, history): record fields, the ledger by its
// length, and each differing field of the data (fieldDiff), absent on either side included.
import { describe, expect, it } from 'vitest'
import { sampleCharacter } from '@shared/file-fixtures'
import type { CharacterRecord } from '@systems/types'
import { characterDifferences } from './history-diff'

const base = (data: unknown): CharacterRecord => ({
  ...sampleCharacter('heimr', 'tova-character'),
  data,
  ledger: [],
})

describe('characterDifferences', () => {
  it('is empty for the same character', () => {
    const tova = sampleCharacter('heimr', 'tova-character')
    expect(characterDifferences(tova, structuredClone(tova))).toEqual([])
  })

  it('lists each differing field of the data by the conflict review’s rules and labels', () => {
    const then = base({ hp: { current: 3, max: 9 }, items: ['rope', 'lamp'], tags: [], note: 'a' })
    const now = base({ hp: { current: 5, max: 9 }, items: ['rope'], tags: ['x'], extra: true })
    expect(characterDifferences(then, now)).toEqual([
      { path: 'Hp › Current', then: '3', now: '5' },
      // Lists of plain values are one field.
      { path: 'Items', then: '["rope","lamp"]', now: '["rope"]' },
      { path: 'Tags', then: '[]', now: '["x"]' },
      { path: 'Note', then: 'a', now: undefined },
      { path: 'Extra', then: undefined, now: 'true' },
    ])
  })

  it('matches items by id and names them by their own name', () => {
    const rope = { id: 'item-rope', name: 'Rope', weight: 1 }
    const lamp = { id: 'item-lamp', name: 'Lamp', weight: 2 }
    const then = base({ items: [rope, lamp] })
    const now = base({ items: [rope, { ...lamp, weight: 3 }] })
    expect(characterDifferences(then, now)).toEqual([
      { path: 'Items › Lamp › Weight', then: '2', now: '3' },
    ])
  })

  it('names the record fields: name, portrait and the ledger by its number of entries', () => {
    const then = { ...base({}), name: 'Old', portrait: 'a'.repeat(64) }
    const now: CharacterRecord = {
      ...base({}),
      name: 'New',
      ledger: [{ id: 'l1' } as CharacterRecord['ledger'][number]],
    }
    expect(characterDifferences(then, now)).toEqual([
      { path: 'name', field: 'name', then: 'Old', now: 'New' },
      { path: 'portrait', field: 'portrait', then: 'a'.repeat(64), now: undefined },
      { path: 'ledger', field: 'ledger', then: '0', now: '1' },
    ])
  })
})
