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
