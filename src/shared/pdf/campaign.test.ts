// Campaign print-outs: the party roster and the journal, read back with poppler.
import { describe, expect, it } from 'vitest'
import { pdfText, renderPages, squeeze, testFonts } from '../../../tests/pdf-tools'
import { systems } from '../../systems/index'
import { campaign, journalEntry } from '../journal'
import { planAward } from '../awards'
import type { CharacterRecord } from '../records'
import { InvalidCharacterError } from './character'
import { journalSheet, proseBlocks, renderJournal, renderPartyRoster, rosterRows } from './campaign'

const at = '2026-11-01T10:00:00.000Z'
const fonts = testFonts()

function member(id: string, system: 'symbaroum' | 'heimr', name: string): CharacterRecord {
  const s = systems[system]
  return {
    id,
    system,
    dataVersion: s.dataVersion,
    name,
    campaignId: 'camp',
    data: s.create({ name }, {}),
    ledger: [],
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  }
}

const entry = (id: string, session: number, body: string, extra = {}) =>
  journalEntry({
    id,
    campaignId: 'camp',
    title: `Title ${session}`,
    session,
    body,
    createdAt: at,
    updatedAt: at,
    ...extra,
  })

describe('proseBlocks', () => {
  it('turns Markdown into headings, paragraphs, bullets and quotes of plain text', () => {
    expect(
      proseBlocks(
        '# The bridge\nWe met **[[Tova|her]]** at\nthe [[Old mill]].\n\n- one\n- *two*\n\n> a quote\n\n<b>raw</b>',
      ),
    ).toEqual([
      { style: 'heading', text: 'The bridge' },
      { style: 'paragraph', text: 'We met her at the Old mill.' },
      { style: 'bullet', text: 'one' },
      { style: 'bullet', text: 'two' },
      { style: 'quote', text: 'a quote' },
      { style: 'paragraph', text: '<b>raw</b>' },
    ])
  })

  it('numbers the items of a numbered list as the text does, and bullets the rest', () => {
    expect(
      proseBlocks('1. cross the river\n2. find the mill\n\n3) ask the miller\n\n- rest'),
    ).toEqual([
      { style: 'bullet', text: 'cross the river', marker: '1.' },
      { style: 'bullet', text: 'find the mill', marker: '2.' },
      { style: 'bullet', text: 'ask the miller', marker: '3)' },
      { style: 'bullet', text: 'rest' },
    ])
  })
})

describe('journalSheet', () => {
  it('prints entries in session order without the trash, with their meta, awards and rolls', () => {
    const party = [member('t', 'symbaroum', 'Tova')]
    const camp = campaign({ id: 'camp', name: 'Ravenfall', createdAt: at, updatedAt: at })
    const first = entry('a', 1, 'First night.', {
      date: '2026-11-01',
      inGame: 'Thaw 3rd',
      tags: ['travel'],
      timeCounts: { watches: 2 },
    })
    const awarded = planAward(first, camp, party, {
      kind: 'xp',
      amount: 5,
      note: 'the bridge',
      characterIds: ['t'],
    }).entry
    const withRoll = {
      ...awarded,
      rolls: [
        {
          id: 'r',
          at,
          characterId: 't',
          characterName: 'Tova',
          label: 'Accurate test',
          result: 'rolled 7 vs 12: success',
        },
      ],
    }
    const sheet = journalSheet('Ravenfall', [
      entry('c', 3, 'Third.'),
      withRoll,
      entry('b', 2, 'Gone.', { deletedAt: at }),
    ])
    expect(sheet.subtitle).toBe('Campaign journal · 2 entries')
    expect(sheet.sections.map((s) => s.title)).toEqual(['Session 1: Title 1', 'Session 3: Title 3'])
    const printed = sheet.sections[0]!
    expect(printed.kind === 'prose' && printed.meta).toBe(
      '2026-11-01 · Thaw 3rd · 2 watches · #travel',
    )
    expect(printed.kind === 'prose' && printed.blocks.map((b) => b.text)).toEqual([
      'First night.',
      'Award: 5 xp (the bridge): Tova +5 XP',
      'Roll: Tova, Accurate test: rolled 7 vs 12: success',
    ])
  })

  it('prints a numbered list with its numbers, not bullets', async () => {
    const pdf = await renderJournal(
      'Ravenfall',
      [entry('n', 1, 'Plan:\n\n1. cross the river\n2. find the mill')],
      { paper: 'a4', fonts },
    )
    const text = squeeze(pdfText(pdf))
    expect(text).toContain('1. cross the river')
    expect(text).toContain('2. find the mill')
    expect(text).not.toContain('•')
  })

  it('renders a long journal across pages, every word found in order', async () => {
    const long = Array.from({ length: 40 }, (_, i) =>
      entry(
        `e${i}`,
        i + 1,
        `## Night ${i + 1}\n${'The party walked on through the rain. '.repeat(12)}Zoë Dvořák wrote END${i + 1}.`,
      ),
    )
    const pdf = await renderJournal('Ravenfall', long, { paper: 'a4', fonts })
    const pages = renderPages(pdf)
    expect(pages).toBeGreaterThan(3)
    const text = squeeze(pdfText(pdf))
    expect(text).toContain('Campaign journal · 40 entries')
    expect(text).toContain('Zoë Dvořák wrote END1.')
    const positions = long.map((_, i) => text.indexOf(`END${i + 1}.`))
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })
})

describe('journalSheet with world pages and GM secrets (#23)', () => {
  const at = '2026-11-27T12:00:00.000Z'
  const base = { campaignId: 'c1', createdAt: at, updatedAt: at }
  const entries = [
    journalEntry({
      ...base,
      id: 'p-elsa',
      kind: 'npc',
      title: 'Mayor Elsa',
      summary: 'Warm.',
      body: 'Keeps ledgers. {{gm}}Feeds the cult.{{/gm}}',
      tags: ['npc', '{{gm}}cultist{{/gm}}'],
      relations: [
        { kind: 'member-of', targetId: 'p-choir' },
        { kind: 'located-in', targetId: 'gone' },
      ],
    }),
    journalEntry({ ...base, id: 'p-choir', kind: 'faction', title: 'The Drowned Choir' }),
    journalEntry({ ...base, id: 's2', title: 'Second', session: 2 }),
    journalEntry({ ...base, id: 's1', title: 'First', session: 1 }),
  ]

  it('prints sessions in order first, then pages by kind, titled by their kind', () => {
    const sheet = journalSheet('Saltmarsh', entries)
    expect(sheet.sections.map((section) => section.title)).toEqual([
      'Session 1: First',
      'Session 2: Second',
      'NPC: Mayor Elsa',
      'Faction: The Drowned Choir',
    ])
  })

  it("prints a page's summary and its relations to pages in the print, and marks GM secrets", () => {
    const elsa = journalSheet('Saltmarsh', entries).sections[2]!
    if (elsa.kind !== 'prose') expect.fail('a page prints as prose')
    if (elsa.kind !== 'prose') return
    expect(elsa.blocks.map((block) => block.text)).toEqual([
      'Warm.',
      'Keeps ledgers. [GM: Feeds the cult.]',
      'Member of The Drowned Choir',
    ])
    expect(elsa.meta).toBe('#npc #[GM: cultist]')
  })
})

describe('party roster', () => {
  it("lists each member with their system's party values and warnings", async () => {
    const tova = member('t', 'symbaroum', 'Tova')
    const hurt = { ...tova, data: { ...(tova.data as object), damage: 10 } }
    const rows = rosterRows([hurt, member('s', 'heimr', 'Sigrun')])
    expect(rows[0]).toMatchObject({ name: 'Tova', system: 'Symbaroum' })
    expect(rows[0]!.key).toContain('Current Toughness 0 (! Toughness 0: dying)')
    expect(rows[1]!.key).toMatch(/^Hit points \d+ · Fatigue \d+/)
    const pdf = await renderPartyRoster('Ravenfall', [hurt, member('s', 'heimr', 'Sigrun')], {
      paper: 'letter',
      fillable: false,
      fonts,
    })
    const text = squeeze(pdfText(pdf))
    expect(text).toContain('Party roster · 2 characters')
    expect(text).toContain('Sigrun')
    expect(renderPages(pdf)).toBe(1)
  })

  it('refuses an invalid character with its problems', () => {
    const bad = { ...member('t', 'symbaroum', 'Tova'), data: { nonsense: true } }
    expect(() => rosterRows([bad])).toThrow(InvalidCharacterError)
  })
})
