import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasSecrets, publicTag, secretParts, withoutSecrets } from './secrets'

describe('GM secrets (#23)', () => {
  it('removes an inline secret and a secret across paragraphs', () => {
    expect(withoutSecrets('The mayor {{gm}}is a cultist{{/gm}} greets you.')).toBe(
      'The mayor  greets you.',
    )
    expect(withoutSecrets('Before.\n\n{{gm}}\nThe vault code is 4-1-7.\n\n{{/gm}}\n\nAfter.')).toBe(
      'Before.\n\nAfter.',
    )
  })

  it('removes nested secrets whole, and keeps text between two secrets', () => {
    expect(withoutSecrets('a{{gm}}b{{gm}}c{{/gm}}d{{/gm}}e{{gm}}f{{/gm}}g')).toBe('aeg')
  })

  it('reads markers in any case and with spaces', () => {
    expect(withoutSecrets('x{{ GM }}y{{ / gm }}z')).toBe('xz')
  })

  it('fails closed: an unclosed secret hides the rest, a stray close is dropped', () => {
    expect(withoutSecrets('open {{gm}} never closed')).toBe('open ')
    expect(withoutSecrets('stray {{/gm}} close')).toBe('stray  close')
  })

  it('cuts a text into public and secret runs for the GM view', () => {
    expect(secretParts('a{{gm}}b{{/gm}}c')).toEqual([
      { text: 'a', secret: false },
      { text: 'b', secret: true },
      { text: 'c', secret: false },
    ])
    expect(hasSecrets('plain')).toBe(false)
    expect(hasSecrets('x {{gm}}y{{/gm}}')).toBe(true)
  })

  it('drops a tag that is all secret, and keeps the public part of one that is not', () => {
    expect(publicTag('{{gm}}cultist{{/gm}}')).toBeNull()
    expect(publicTag('harbour {{gm}}smugglers{{/gm}}')).toBe('harbour')
  })

  it('leaves text without secrets exactly as it was', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/\{\{\s*\/?\s*gm\s*\}\}/i.test(s)),
        (text) => withoutSecrets(text) === text,
      ),
    )
  })

  // Documents built of public words and secrets holding a marker word that appears nowhere else,
  // nested, inside [[links]], in headings, list items and quotes, and unclosed at the end: the
  // players' copy never holds a secret word, never a marker, and keeps every public word.
  it('never lets a secret through, wherever it sits (property)', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/)
    const secretWord = fc.integer({ min: 0, max: 9999 }).map((n) => `SECRET${n}X`)
    type Piece = { text: string; secrets: string[]; words: string[] }
    const publicPiece: fc.Arbitrary<Piece> = word.map((w) => ({ text: w, secrets: [], words: [w] }))
    const secretPiece = (inner: fc.Arbitrary<Piece[]>): fc.Arbitrary<Piece> =>
      fc.tuple(secretWord, inner).map(([s, parts]) => ({
        text: `{{gm}}${s} ${parts.map((p) => p.text).join(' ')}{{/gm}}`,
        secrets: [s, ...parts.flatMap((p) => [...p.secrets, ...p.words])],
        words: [],
      }))
    const shape = fc.constantFrom(
      (t: string) => t,
      (t: string) => `[[${t}]]`,
      (t: string) => `[[Vault|${t}]]`,
      (t: string) => `# ${t}`,
      (t: string) => `- ${t}`,
      (t: string) => `> ${t}`,
      (t: string) => `**${t}**`,
      (t: string) => `\n\n${t}\n\n`,
    )
    const { piece } = fc.letrec<{ piece: Piece }>((tie) => ({
      piece: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        publicPiece,
        secretPiece(fc.array(tie('piece'), { maxLength: 3 })),
        fc.tuple(shape, tie('piece')).map(([wrap, p]) => ({ ...p, text: wrap(p.text) })),
      ),
    }))
    const document = fc
      .tuple(fc.array(piece, { minLength: 1, maxLength: 12 }), fc.option(secretWord))
      .map(([pieces, unclosed]) => ({
        text:
          pieces.map((p) => p.text).join(' ') + (unclosed ? ` {{gm}}${unclosed} never closed` : ''),
        secrets: [...pieces.flatMap((p) => p.secrets), ...(unclosed ? [unclosed] : [])],
        words: pieces.flatMap((p) => p.words),
      }))
    fc.assert(
      fc.property(document, ({ text, secrets, words }) => {
        const players = withoutSecrets(text)
        for (const secret of secrets.filter((s) => s.startsWith('SECRET'))) {
          expect(players).not.toContain(secret)
        }
        expect(hasSecrets(players)).toBe(false)
        for (const w of words) expect(players).toContain(w)
      }),
      { numRuns: 2000 },
    )
  })
})
