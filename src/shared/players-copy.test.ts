import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildEnvelope, parseFile, serializeEnvelope } from './files'
import { campaignBundle } from './file-fixtures'
import { campaign, journalEntry } from './journal'
import { playersCopy, playersJournal } from './players-copy'
import type { Bundle, JournalRecord } from './records'

const names = { untitledEntry: 'Untitled entry', untitledCampaign: 'Campaign' }
const at = '2026-11-01T10:00:00.000Z'
const entry = (id: string, fields: Partial<JournalRecord> = {}) =>
  journalEntry({ id, campaignId: 'camp', createdAt: at, updatedAt: at, ...fields })

describe("the players' copy (#23)", () => {
  it('strips secrets from the title, body, tags and in-game time, and leaves the trash out', () => {
    const [copy, ...rest] = playersJournal(
      [
        entry('e1', {
          title: 'The mill {{gm}}of the cult{{/gm}}',
          body: 'The miller smiles. {{gm}}He poisons the flour.{{/gm}}\n\nThe end.',
          tags: ['mill', '{{gm}}cult{{/gm}}', 'mill {{gm}}x{{/gm}}', 'road'],
          inGame: 'Thaw {{gm}}(the eclipse){{/gm}}',
        }),
        entry('e2', { title: 'Burnt', body: 'Trash', deletedAt: at }),
      ],
      names,
    )
    expect(rest).toEqual([])
    expect(copy).toMatchObject({
      id: 'e1',
      title: 'The mill',
      body: 'The miller smiles. \n\nThe end.',
      tags: ['mill', 'road'],
      inGame: 'Thaw',
    })
  })

  it('gives an all-secret title a neutral one, and keeps awards without secret notes', () => {
    const award = {
      id: 'a1',
      kind: 'xp',
      amount: 3,
      note: 'For the mill {{gm}}and the cult{{/gm}}',
      at,
      shares: [],
      carried: {},
    }
    const [copy] = playersJournal(
      [entry('e1', { title: '{{gm}}The cult{{/gm}}', awards: [award] })],
      names,
    )
    expect(copy!.title).toBe('Untitled entry')
    expect(copy!.awards).toEqual([{ ...award, note: 'For the mill ' }])
  })

  it('keeps links the public text makes, and drops those only a secret or the trash made', () => {
    const journal = playersJournal(
      [
        entry('e1', {
          body: 'See [[Old mill]]. {{gm}}And [[The vault]].{{/gm}} And [[Burnt]].',
          entryIds: ['e2', 'e3', 'e4'],
        }),
        entry('e2', { title: 'Old mill' }),
        entry('e3', { title: 'The vault' }),
        entry('e4', { title: 'Burnt', deletedAt: at }),
      ],
      names,
    )
    expect(journal[0]!.entryIds).toEqual(['e2'])
  })

  it('leaves GM-only pages out with every relation to them, and strips page summaries (format 4)', () => {
    const text = readFileSync(
      join(import.meta.dirname, '../../tests/fixtures/format-v4/campaign-world-pages.json'),
      'utf8',
    )
    const parsed = parseFile(text)
    if (!parsed.ok) expect.fail(JSON.stringify(parsed.problems))
    if (!parsed.ok) return
    const copy = playersCopy(parsed.bundle, names)
    expect(copy.journal.map((j) => [j.kind, j.title])).toEqual([
      ['session', 'Arrival at the harbour'],
      ['npc', 'Mayor Elsa'],
      ['place', 'The Salt Gate'],
      ['item', 'The Tide Bell'],
    ])
    const elsa = copy.journal.find((j) => j.title === 'Mayor Elsa')!
    // The GM-only faction is gone, and so is the relation to it; the place stays.
    expect(elsa.relations).toEqual([{ kind: 'located-in', targetId: 'e-place-gate' }])
    expect(elsa.tags).toEqual(['npc'])
    expect(copy.journal.find((j) => j.kind === 'item')!.relations).toEqual([])
    const written = serializeEnvelope(
      buildEnvelope('campaign', copy, {
        app: 'Quillkeep 0.1.0',
        exportedAt: '2026-11-27T12:00:00.000Z',
      }),
    )
    for (const secret of ['Feeds the cult', 'cultist', 'sings to the sea', 'answers to'])
      expect(written).not.toContain(secret)
    expect(parseFile(written).ok).toBe(true)
  })

  it('holds the campaign and its journal only: no characters, settings or rolls', () => {
    const bundle = campaignBundle()
    bundle.campaigns[0]!.description = 'Davokar. {{gm}}The queen is dead.{{/gm}}'
    const copy = playersCopy(bundle, names)
    expect(copy.characters).toEqual([])
    expect(copy.campaigns).toEqual([{ ...bundle.campaigns[0], description: 'Davokar. ' }])
    expect(copy.journal.map((e) => e.id)).toEqual(bundle.journal.map((e) => e.id))
    const parsed = parseFile(
      serializeEnvelope(buildEnvelope('campaign', copy, { app: 'Quillkeep test', exportedAt: at })),
    )
    expect(parsed.ok).toBe(true)
  })

  // Random campaigns whose name, description, entries' titles, bodies, tags, in-game times, award
  // notes and links hold secret words that appear nowhere else: the players' copy, written as a
  // campaign file, holds none of them and no marker, and still imports.
  it('never writes a secret into the file (property)', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/)
    const secret = fc.integer({ min: 0, max: 99_999 }).map((n) => `SECRET${n}X`)
    /** Public words and secrets, in some shape; `open` closes the secret or leaves it open. */
    const text = fc
      .array(
        fc.oneof(
          word,
          secret.map((s) => `{{gm}}${s}{{/gm}}`),
          fc.tuple(word, secret).map(([w, s]) => `[[${w}|{{gm}}${s}{{/gm}}]]`),
          secret.map((s) => `{{gm}}[[${s}]]{{/gm}}`),
          fc
            .tuple(word, secret)
            .map(([w, s]) => `\n\n{{ GM }}\n# ${s}\n\n- ${w} ${s}\n{{/gm}}\n\n`),
          secret.map((s) => `{{gm}}a {{gm}}${s}{{/gm}} b {{/gm}}`),
        ),
        { maxLength: 6 },
      )
      .chain((parts) =>
        fc
          .option(secret)
          .map((open) => parts.join(' ') + (open ? ` {{gm}}${open} never closed` : '')),
      )
    const entryArb = fc.record({
      title: text,
      body: text,
      tags: fc.array(text, { maxLength: 4 }),
      inGame: text,
      note: text,
      trashed: fc.boolean(),
    })
    const campaignArb = fc.record({
      name: text,
      description: text,
      entries: fc.array(entryArb, { minLength: 1, maxLength: 6 }),
    })
    fc.assert(
      fc.property(campaignArb, (drawn) => {
        const bundle: Bundle = {
          characters: [],
          campaigns: [
            campaign({
              id: 'camp',
              name: `Saga ${drawn.name}`.slice(0, 200),
              description: drawn.description,
              createdAt: at,
              updatedAt: at,
            }),
          ],
          journal: drawn.entries.map((e, index) =>
            entry(`e${index}`, {
              title: e.title.slice(0, 200),
              body: e.body,
              tags: e.tags.map((tag) => tag.slice(0, 100)),
              inGame: e.inGame.slice(0, 200),
              awards: [
                {
                  id: `a${index}`,
                  kind: 'xp',
                  amount: 1,
                  note: e.note,
                  at,
                  shares: [],
                  carried: {},
                },
              ],
              entryIds: drawn.entries.map((_, other) => `e${other}`),
              deletedAt: e.trashed ? at : null,
            }),
          ),
          settings: [],
          rolls: [],
        }
        const file = serializeEnvelope(
          buildEnvelope('campaign', playersCopy(bundle, names), {
            app: 'Quillkeep test',
            exportedAt: at,
          }),
        )
        expect(file).not.toMatch(/SECRET\d+X/)
        expect(file).not.toMatch(/\{\{\s*\/?\s*gm\s*\}\}/i)
        expect(parseFile(file).ok).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})
