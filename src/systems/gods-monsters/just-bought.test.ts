import { describe, expect, it } from 'vitest'
import type { LedgerEntry } from '../common/ledger'
import { boughtJustBefore } from './just-bought'

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: Math.random().toString(36),
  at: '2026-11-27T00:00:00.000Z',
  kind: 'spend',
  currency: 'mojo',
  amount: 6,
  note: '',
  purchase: 'History +2 → +3',
  option: { kind: 'field-bonus', fieldId: 'history' },
  changes: [],
  ...over,
})

describe('Mojo: Fields and skills, bought just before a roll', () => {
  it('gives the mojo spent on the last field, bonus or skill as a bonus', () => {
    expect(boughtJustBefore([entry({})])).toEqual({
      label: 'bought just before: History +2 → +3',
      value: 6,
      rule: 'Mojo: Fields and skills',
    })
  })

  it('ignores practical mojo, other purchases, later entries and undone ones', () => {
    expect(boughtJustBefore([entry({ currency: 'practical' })])).toBeNull()
    expect(boughtJustBefore([entry({ option: { kind: 'ability', ability: 'wisdom' } })])).toBeNull()
    expect(boughtJustBefore([entry({}), entry({ kind: 'award', option: undefined })])).toBeNull()
    const undone = entry({ amount: 5, undoneAt: '2026-11-27T00:01:00.000Z' })
    expect(boughtJustBefore([entry({ amount: 11 }), undone])?.value).toBe(11)
    expect(boughtJustBefore([])).toBeNull()
  })
})
