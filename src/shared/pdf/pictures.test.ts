// Pictures in printed PDFs (#23 §3): a character's portrait on every system's sheet, pictures and
// page portraits in the journal, the players' copy without the GM's pictures. Read back with
// poppler (pdfimages, pdftotext) and qpdf.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { pdfImages, pdfText, qpdfCheck, squeeze, testFonts } from '../../../tests/pdf-tools'
import { fixturePicture, makePng, pictureMap } from '../../../tests/picture-tools'
import { systems } from '../../systems/index'
import { sampleCharacter } from '../file-fixtures'
import { journalEntry } from '../journal'
import { playersJournal } from '../players-copy'
import { pictureMarkdown } from '../pictures'
import type { CharacterRecord, JournalRecord } from '../records'
import { journalSheet, renderJournal } from './campaign'
import { layout, paperSizes } from './kit'
import { renderPartyPacket } from './party-packet'
import { journalPictureHashes } from '../print-pictures'
import { printable } from './pictures'
import { renderBlank, renderCharacter } from './render'
import { useRulesLocale } from '../translator'
import type { Messages } from '../../systems/common/text'

const fonts = testFonts()
const at = '2026-11-01T10:00:00.000Z'
const png = fixturePicture('png')
const jpg = fixturePicture('jpg')
const pages = (text: string) => text.split('\f').filter((page) => page.trim() !== '')
/** The pictures listed (soft masks, a PNG's transparency, are not pictures of their own). */
const shown = (pdf: Uint8Array) => pdfImages(pdf).filter((image) => image.type === 'image')

function withPortrait(record: CharacterRecord, hash: string): CharacterRecord {
  return { ...record, portrait: hash }
}

const entry = (id: string, body: string, extra: Partial<JournalRecord> = {}) =>
  journalEntry({
    id,
    campaignId: 'camp',
    title: `Entry ${id}`,
    session: 1,
    body,
    createdAt: at,
    updatedAt: at,
    ...extra,
  })

describe('a portrait on the character sheet', () => {
  describe.each(Object.keys(systems))('%s', (systemId) => {
    it.each([
      ['png', true, 'a4'],
      ['jpg', false, 'letter'],
    ] as const)(
      'a %s portrait, fillable %s, on %s: one image, at its pixel size, the pages as without it',
      async (kind, fillable, paper) => {
        const picture = kind === 'png' ? png : jpg
        const character = sampleCharacter(systemId)
        const options = { paper, fillable, fonts }
        const plain = await renderCharacter(character, options)
        const pdf = await renderCharacter(withPortrait(character, picture.hash), {
          ...options,
          pictures: pictureMap(png, jpg),
        })
        const images = shown(pdf)
        expect(images).toHaveLength(1)
        expect(images[0]).toMatchObject({
          page: 1,
          width: 40,
          height: 30,
          encoding: kind === 'png' ? 'image' : 'jpeg',
        })
        qpdfCheck(pdf)
        // Beside the title: the sheet keeps its pages, and the text all of it.
        expect(pages(pdfText(pdf))).toHaveLength(pages(pdfText(plain)).length)
        expect(squeeze(pdfText(pdf))).toContain(character.name)
        expect(shown(plain)).toHaveLength(0)
      },
    )
  })

  it('sits at the top right inside its box, scaled to fit keeping its shape', async () => {
    const character = withPortrait(sampleCharacter('symbaroum'), jpg.hash)
    const pdf = await renderCharacter(character, {
      paper: 'a4',
      fillable: false,
      fonts,
      pictures: pictureMap(jpg),
    })
    const [image] = shown(pdf)
    // 40 × 30 pixels fitted in a 64-point box: 64 × 48 points, so 40 px per 64/72 inch.
    expect(image?.xPpi).toBe(Math.round(40 / (layout.portraitBox / 72)))
    expect(image?.yPpi).toBe(image?.xPpi)
  })

  it('a portrait that was not supplied, or will not read, leaves the sheet as without one', async () => {
    const character = sampleCharacter('heimr')
    const plain = pdfText(await renderCharacter(character, { paper: 'a4', fillable: true, fonts }))
    const damaged = { ...png, bytes: png.bytes.subarray(0, 200) }
    for (const pictures of [new Map(), pictureMap(damaged)]) {
      const pdf = await renderCharacter(withPortrait(character, png.hash), {
        paper: 'a4',
        fillable: true,
        fonts,
        pictures,
      })
      expect(shown(pdf)).toHaveLength(0)
      expect(pdfText(pdf)).toBe(plain)
    }
    expect(printable(damaged)).toBe(false)
  })

  it('blank sheets are unchanged (a blank sheet has no portrait)', async () => {
    const pdf = await renderBlank('symbaroum', {
      paper: 'a4',
      fillable: true,
      fonts,
      pictures: pictureMap(png),
    })
    expect(shown(pdf)).toHaveLength(0)
  })

  it('a party packet embeds a portrait two members share once', async () => {
    const party = [
      withPortrait({ ...sampleCharacter('symbaroum', 'a', 'camp'), name: 'Ann' }, png.hash),
      withPortrait({ ...sampleCharacter('heimr', 'b', 'camp'), name: 'Bo' }, png.hash),
      withPortrait({ ...sampleCharacter('cairn-ap', 'c', 'camp'), name: 'Cid' }, jpg.hash),
      { ...sampleCharacter('murdham', 'd', 'camp'), name: 'Dag' },
    ]
    const pdf = await renderPartyPacket('Ravenfall', party, {
      paper: 'a4',
      fonts,
      pictures: pictureMap(png, jpg),
    })
    qpdfCheck(pdf)
    const images = shown(pdf)
    // Three sheets show a portrait; two of them the same picture, one object in the file.
    expect(images).toHaveLength(3)
    expect(new Set(images.map((image) => image.object)).size).toBe(2)
  })
})

describe('pictures in the journal', () => {
  const wide = makePng(800, 600)

  it('prints an entry’s pictures at their pixel size, never wider than the column', async () => {
    const body = `Before.\n\n${pictureMarkdown(png.hash, 'Sketch')}\n\nBetween.\n\n${pictureMarkdown(wide.hash, 'Map')}\n\nAfter.`
    const pdf = await renderJournal('Ravenfall', [entry('e1', body)], {
      paper: 'a4',
      fonts,
      pictures: pictureMap(png, wide),
    })
    qpdfCheck(pdf)
    const images = shown(pdf)
    expect(images.map((i) => [i.width, i.height])).toEqual([
      [40, 30],
      [800, 600],
    ])
    // The small one at 96 pixels per inch (not blown up); the wide one fills the column.
    expect(images[0]?.xPpi).toBe(96)
    const column = paperSizes.a4.width - 2 * layout.margin
    expect(images[1]?.xPpi).toBe(Math.round(800 / (column / 72)))
    const text = squeeze(pdfText(pdf))
    expect(text).toMatch(/Before\. .*Between\. .*After\./)
    // The alt text of a picture printed is not repeated.
    expect(text).not.toContain('Sketch')
  })

  it('a picture never prints taller than the page, and moves to the next page when it does not fit', async () => {
    const tall = makePng(300, 1024)
    const filler = Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of the tale.`).join('\n\n')
    const pdf = await renderJournal(
      'Ravenfall',
      [entry('e1', `${filler}\n\n${pictureMarkdown(tall.hash)}\n\nThe end.`)],
      { paper: 'letter', fonts, pictures: pictureMap(tall) },
    )
    const [image] = shown(pdf)
    expect(image?.page).toBe(2)
    // Letter's content area is 720 points tall: 1,024 pixels in 10 inches.
    const contentHeight = paperSizes.letter.height - 2 * layout.margin
    expect(image?.yPpi).toBe(Math.round(1024 / (contentHeight / 72)))
    const all = pages(pdfText(pdf))
    expect(all[0]).toContain('Line 30 of the tale.')
    expect(all.at(-1)).toContain('The end.')
  })

  it('a picture not supplied prints its alt text, or “[picture missing]”, and never fails', async () => {
    const missing = makePng(10, 10).hash
    const body = `${pictureMarkdown(missing, 'The old mill')}\n\n${pictureMarkdown(png.hash)}\n\nText.`
    const pdf = await renderJournal('Ravenfall', [entry('e1', body)], { paper: 'a4', fonts })
    expect(shown(pdf)).toHaveLength(0)
    const text = squeeze(pdfText(pdf))
    expect(text).toContain('The old mill')
    expect(text).toContain('[picture missing]')
    expect(text).toContain('Text.')
  })

  describe('in the print’s language', () => {
    afterEach(() => useRulesLocale('en'))
    it('says “[Bild fehlt]” in German', async () => {
      const german = JSON.parse(
        readFileSync(join(import.meta.dirname, '../../systems/common/locales/de.json'), 'utf8'),
      ) as Messages
      useRulesLocale('de', { de: [german] })
      const pdf = await renderJournal('Ravenfall', [entry('e1', pictureMarkdown(png.hash))], {
        paper: 'a4',
        fonts,
      })
      expect(squeeze(pdfText(pdf))).toContain('[Bild fehlt]')
    })
  })

  it('a world page prints its portrait at its start', async () => {
    const page = entry('npc', 'Keeps the ferry.', {
      kind: 'npc',
      title: 'Old Hask',
      portrait: jpg.hash,
    })
    const sheet = journalSheet('Ravenfall', [page])
    const section = sheet.sections[0]
    expect(section?.kind === 'prose' && section.blocks[0]).toMatchObject({
      style: 'portrait',
      picture: jpg.hash,
    })
    const pdf = await renderJournal('Ravenfall', [page], {
      paper: 'a4',
      fonts,
      pictures: pictureMap(jpg),
    })
    expect(shown(pdf)).toMatchObject([{ width: 40, height: 30, encoding: 'jpeg' }])
  })

  it('the players’ copy holds no picture only a secret or a GM-only page shows', async () => {
    const open = makePng(20, 20, () => [40, 160, 40])
    const secret = makePng(20, 20, () => [200, 30, 30])
    const entries = [
      entry(
        'e1',
        `The party found a map.\n\n${pictureMarkdown(open.hash, 'Map')}\n\n{{gm}}The map is false: ${pictureMarkdown(secret.hash, 'True map')}{{/gm}}`,
      ),
      entry('npc', 'The smuggler.', {
        kind: 'npc',
        title: 'Vesk',
        gmOnly: true,
        portrait: png.hash,
      }),
    ]
    const everything = pictureMap(open, secret, png)
    const gm = await renderJournal('Ravenfall', entries, {
      paper: 'a4',
      fonts,
      pictures: everything,
    })
    expect(shown(gm)).toHaveLength(3)
    // The GM's print marks the secret; its picture prints after the mark.
    const gmText = squeeze(pdfText(gm))
    expect(gmText).toContain('[GM: The map is false:]')
    expect(gmText).not.toMatch(/ \] /)

    const names = { untitledEntry: 'Untitled', untitledCampaign: 'Campaign' }
    const players = playersJournal(entries, names)
    // What the app sends with the request: only what the players' entries show.
    expect([...journalPictureHashes(players)]).toEqual([open.hash])
    // Even handed every picture, the players' copy embeds only the one the players may see.
    const copy = await renderJournal('Ravenfall', players, {
      paper: 'a4',
      fonts,
      pictures: everything,
    })
    qpdfCheck(copy)
    const images = shown(copy)
    expect(images).toHaveLength(1)
    expect(images[0]).toMatchObject({ width: 20, height: 20 })
    expect(squeeze(pdfText(copy))).not.toMatch(/True map|Vesk|picture missing/)
  })
})
