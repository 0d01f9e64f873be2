import { describe, expect, it } from 'vitest'
import { deletionQuestion } from './campaign-delete'

describe('the question before deleting a campaign', () => {
  it('says what goes and what stays, with counts in words that fit them', () => {
    const question = deletionQuestion('Ravenfall', 12, 3)
    expect(question).toContain('Delete “Ravenfall” forever?')
    expect(question).toContain('Its journal goes with it: 12 entries, the trash included.')
    expect(question).toContain('3 characters stay in the library, in no campaign')
    expect(question).toContain('Everything is backed up first. This cannot be undone.')
  })

  it('says its encounters go too, when it has any (#23)', () => {
    expect(deletionQuestion('Ravenfall', 12, 3, 2)).toContain(
      'Its encounters go too: 2 encounters, ongoing or ended.',
    )
    expect(deletionQuestion('Ravenfall', 12, 3, 1)).toContain('1 encounter, ongoing or ended.')
    expect(deletionQuestion('Ravenfall', 12, 3, 0)).not.toContain('encounter')
  })

  it('leaves out the characters when the party is empty', () => {
    const question = deletionQuestion('Empty', 1, 0)
    expect(question).toContain('1 entry, the trash included')
    expect(question).not.toMatch(/stays?\b/)
  })
})
