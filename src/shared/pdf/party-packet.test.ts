// The party packet: one flat PDF of the roster and every member's sheet, read back with pdf-lib,
// poppler and qpdf, and compared with the same parts printed on their own.
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFString,
} from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfText, qpdfCheck, squeeze, testFonts } from '../../../tests/pdf-tools'
import { sampleCharacter } from '../file-fixtures'
import type { CharacterRecord } from '../records'
import { InvalidCharacterError } from './character'
import { renderPartyRoster } from './campaign'
import { PacketCharacterError, renderPartyPacket } from './party-packet'
import { renderCharacter } from './render'

const fonts = testFonts()

function member(system: string, name: string): CharacterRecord {
  const record = sampleCharacter(system, `id-${name}`, 'camp')
  return { ...record, name }
}

/**
 * A party of four in three systems, in roster order. Barry's Cairn sheet would end on a nearly
 * empty page: its spare rows are trimmed, so the packet's fitting of a sheet is compared too.
 */
const party = [
  member('symbaroum', 'Tova Ravenhill'),
  member('cairn-ap', 'Barry'),
  member('heimr', 'Ærin'),
  member('symbaroum', 'Brother Arn'),
]
const houseRules = { 'cairn-ap': { inventorySlots: 14 }, symbaroum: { attributePointTotal: 70 } }

/** The roster and each member's flat sheet, printed on their own. */
async function separateParts(rules: typeof houseRules | Record<string, never>) {
  const roster = await renderPartyRoster('Ravenfall', party, {
    paper: 'a4',
    fillable: false,
    fonts,
    houseRules: rules,
  })
  const sheets = []
  for (const character of party) {
    sheets.push(
      await renderCharacter(character, {
        paper: 'a4',
        fillable: false,
        fonts,
        houseRules: (rules as Record<string, Record<string, number>>)[character.system] ?? {},
      }),
    )
  }
  return [roster, ...sheets]
}

async function pageCount(pdf: Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount()
}

describe('renderPartyPacket', () => {
  it('is the roster, then each sheet with its campaign house rules, in roster order: the same pages and text as the parts printed alone', async () => {
    const packet = await renderPartyPacket('Ravenfall', party, { paper: 'a4', fonts, houseRules })
    const parts = await separateParts(houseRules)
    let expectedPages = 0
    for (const part of parts) expectedPages += await pageCount(part)
    expect(await pageCount(packet)).toBe(expectedPages)
    const text = squeeze(pdfText(packet))
    expect(text).toBe(squeeze(parts.map((part) => pdfText(part)).join('')))
    // The house rules changed what was printed (Cairn's 14 slots), so they were applied.
    const withoutRules = await separateParts({})
    expect(text).not.toBe(squeeze(withoutRules.map((part) => pdfText(part)).join('')))
    // The roster comes first, then each sheet from the top of a page, in the order given.
    const pages = pdfText(packet)
      .split('\f')
      .map((page) => squeeze(page).trim())
    expect(pages[0]).toMatch(/^Ravenfall Party roster · 4 characters/)
    let first = await pageCount(parts[0] as Uint8Array)
    for (const [i, character] of party.entries()) {
      expect(pages[first]?.startsWith(character.name)).toBe(true)
      first += await pageCount(parts[i + 1] as Uint8Array)
    }
  })

  it('is a valid, flat PDF with its fonts embedded once, a title, and a bookmark per part', async () => {
    const packet = await renderPartyPacket('Ravenfall', party, { paper: 'letter', fonts })
    expect(qpdfCheck(packet)).toMatch(/No syntax or stream encoding errors found/)
    const doc = await PDFDocument.load(packet, { updateMetadata: false })
    expect(doc.getTitle()).toBe('Ravenfall — party packet')
    expect(doc.catalog.get(PDFName.of('AcroForm'))).toBeUndefined()
    expect(doc.getForm().getFields()).toHaveLength(0)
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 })
    const fontFiles = doc.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFDict && object.has(PDFName.of('FontFile2')))
    expect(fontFiles).toHaveLength(2)

    const outline = doc.catalog.lookup(PDFName.of('Outlines'), PDFDict)
    expect(outline.lookup(PDFName.of('Count'), PDFNumber).asNumber()).toBe(5)
    const titles: string[] = []
    const firstPages: number[] = []
    const pageRefs = doc.getPages().map((page) => page.ref)
    let item = outline.get(PDFName.of('First'))
    while (item instanceof PDFRef) {
      const dict = doc.context.lookup(item, PDFDict)
      const title = dict.lookup(PDFName.of('Title'))
      titles.push(
        title instanceof PDFString || title instanceof PDFHexString
          ? title.decodeText()
          : String(title),
      )
      const target = dict.lookup(PDFName.of('Dest'), PDFArray).get(0)
      firstPages.push(pageRefs.findIndex((ref) => ref === target))
      item = dict.get(PDFName.of('Next'))
    }
    expect(titles).toEqual(['Party roster', ...party.map((c) => c.name)])
    expect(firstPages[0]).toBe(0)
    // Each bookmark leads to a later page than the one before.
    for (let i = 1; i < firstPages.length; i++) {
      expect(firstPages[i]).toBeGreaterThan(firstPages[i - 1] as number)
    }
  })

  it('is far smaller than the parts printed alone, each with its own fonts', async () => {
    const packet = await renderPartyPacket('Ravenfall', party, { paper: 'a4', fonts, houseRules })
    const parts = await separateParts(houseRules)
    const sum = parts.reduce((total, part) => total + part.byteLength, 0)
    // One embedded font subset instead of five: measured 33 KB against 94 KB (0.35).
    expect(packet.byteLength).toBeLessThan(sum / 2)
  })

  it('tells how far it got after the roster and after each sheet', async () => {
    const seen: string[] = []
    await renderPartyPacket('Ravenfall', party.slice(0, 2), {
      paper: 'a4',
      fonts,
      onProgress: async (done, total) => {
        await Promise.resolve()
        seen.push(`${done}/${total}`)
      },
    })
    expect(seen).toEqual(['1/3', '2/3', '3/3'])
  })

  it('refuses an invalid member before drawing anything, naming it and its place', async () => {
    const broken = { ...member('symbaroum', 'Brother Arn'), data: { nonsense: true } }
    const progress: number[] = []
    const error = await renderPartyPacket('Ravenfall', [party[0], broken, party[2]], {
      paper: 'a4',
      fonts,
      onProgress: (done) => {
        progress.push(done)
      },
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PacketCharacterError)
    expect(error).toBeInstanceOf(InvalidCharacterError)
    expect((error as PacketCharacterError).characterName).toBe('Brother Arn')
    expect((error as Error).message).toMatch(
      /^Brother Arn \(character 2 of 3\): This character cannot be printed: data/,
    )
    expect(progress).toEqual([])
    // A record without a name is known by its place.
    await expect(
      renderPartyPacket('Ravenfall', [party[0], { nonsense: true }], { paper: 'a4', fonts }),
    ).rejects.toThrow(/^Character 2 of 2: This character cannot be printed/)
  })

  it('prints an empty party as the roster alone', async () => {
    const packet = await renderPartyPacket('Ravenfall', [], { paper: 'a4', fonts })
    expect(await pageCount(packet)).toBe(1)
    expect(squeeze(pdfText(packet))).toContain('Party roster · 0 characters')
  })
})
