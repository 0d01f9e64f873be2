import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { linkedIds, linkResolver, resolveLink, type LinkTargets } from './journal'

describe('linkResolver', () => {
  it('answers every name as resolveLink does: characters first, the first of a name wins', () => {
    const name = fc.constantFrom('Tova', 'tova ', 'The Mill', 'Arn', 'Vault', 'mill')
    const targets = fc.record({
      characters: fc.array(fc.record({ id: fc.uuid(), name }), { maxLength: 4 }),
      entries: fc.array(fc.record({ id: fc.uuid(), title: name }), { maxLength: 6 }),
    })
    fc.assert(
      fc.property(targets, name, (t: LinkTargets, target) => {
        expect(linkResolver(t)(target)).toEqual(resolveLink(target, t))
      }),
    )
  })

  it('gives linkedIds the same links as the targets themselves', () => {
    const targets = {
      characters: [{ id: 'c1', name: 'Tova' }],
      entries: [
        { id: 'e1', title: 'The Mill' },
        { id: 'e2', title: 'the mill' },
      ],
    }
    const body = '[[Tova]] at [[The Mill]], not [[Nowhere]], and [[the mill|again]].'
    expect(linkedIds(body, linkResolver(targets), 'e9')).toEqual(linkedIds(body, targets, 'e9'))
    expect(linkedIds(body, linkResolver(targets))).toEqual({
      characterIds: ['c1'],
      entryIds: ['e1'],
    })
  })
})

describe('links to world pages (#23)', () => {
  // A page is a journal record like a session's entry: it is linked by its title (its name).
  const targets: LinkTargets = {
    characters: [{ id: 'c1', name: 'Kaelen' }],
    entries: [
      { id: 's1', title: 'Session 1' },
      { id: 'npc1', title: 'Velena the Smuggler' },
      { id: 'faction1', title: 'The Marsh Guild' },
    ],
  }

  it('resolve a page by its name, with either resolver', () => {
    expect(resolveLink('velena the smuggler', targets)).toEqual({ kind: 'entry', id: 'npc1' })
    expect(linkResolver(targets)(' The Marsh Guild ')).toEqual({ kind: 'entry', id: 'faction1' })
  })

  it('count a page linked from a session and from another page', () => {
    const body = 'Met [[Velena the Smuggler]] of [[The Marsh Guild|the guild]] with [[Kaelen]].'
    expect(linkedIds(body, targets, 's1')).toEqual({
      characterIds: ['c1'],
      entryIds: ['npc1', 'faction1'],
    })
    expect(linkedIds(body, linkResolver(targets), 'npc1').entryIds).toEqual(['faction1'])
  })
})
