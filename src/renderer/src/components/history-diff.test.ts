// What differs between a character then and now (#24, history): record fields, the ledger by its
// length, and each leaf of the data by its path, absent on either side included.
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

  it('lists each differing leaf by its path, with fields absent on one side', () => {
    const then = base({ hp: { current: 3, max: 9 }, items: ['rope', 'lamp'], tags: [], note: 'a' })
    const now = base({ hp: { current: 5, max: 9 }, items: ['rope'], tags: ['x'], extra: true })
    expect(characterDifferences(then, now)).toEqual([
      { path: 'hp.current', then: '3', now: '5' },
      { path: 'items[1]', then: 'lamp', now: undefined },
      { path: 'tags', then: '[]', now: undefined },
      { path: 'note', then: 'a', now: undefined },
      { path: 'tags[0]', then: undefined, now: 'x' },
      { path: 'extra', then: undefined, now: 'true' },
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
