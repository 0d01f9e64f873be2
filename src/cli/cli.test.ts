import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pdfText, qpdfCheck, squeeze, testFonts } from '../../tests/pdf-tools'
import { renderPartyRoster } from '../shared/pdf/index'
import { buildEnvelope, parseFile, serializeEnvelope } from '../shared/files'
import {
  campaignBundle,
  characterBundle,
  fixedMeta,
  sampleCampaign,
  sampleCharacter,
} from '../shared/file-fixtures'
import type { Bundle } from '../shared/files'
import { run, type CliIo } from './run'
import { pdfImages } from '../../tests/pdf-tools'
import { fixturePicture } from '../../tests/picture-tools'
import { pictureFile } from '../shared/pictures'

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'quillkeep-cli-'))
})
afterEach(async () => {
  await rm(folder, { recursive: true, force: true })
})

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const io: CliIo = {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    cwd: folder,
    now: () => new Date('2026-12-01T12:00:00.000Z'),
  }
  const code = await run(argv, io)
  return { code, stdout, stderr }
}

async function writeJson(name: string, text: string): Promise<string> {
  await writeFile(join(folder, name), text)
  return name
}

const symbaroumText = serializeEnvelope(
  buildEnvelope('character', characterBundle('symbaroum'), fixedMeta),
)

describe('check', () => {
  it('prints each character with derived values and findings, and exits 0', async () => {
    const file = await writeJson('tova.quillkeep.json', symbaroumText)
    const { code, stdout, stderr } = await cli('check', file)
    expect(stderr).toBe('')
    expect(code).toBe(0)
    const report = JSON.parse(stdout) as {
      valid: boolean
      kind: string
      characters: {
        system: string
        houseRulesFrom: string
        derived: Record<string, { value: number; explanation: string }>
        findings: unknown[]
      }[]
    }
    expect(report.valid).toBe(true)
    expect(report.kind).toBe('character')
    const [tova] = report.characters
    expect(tova?.system).toBe('symbaroum')
    expect(tova?.houseRulesFrom).toBe('defaults')
    expect(tova?.derived.toughness?.value).toBe(10)
    expect(tova?.derived.toughness?.explanation).toMatch(/Strong 10/)
    expect(Array.isArray(tova?.findings)).toBe(true)
  })

  it("uses the campaign's house rules when the file has the campaign", async () => {
    const text = serializeEnvelope(buildEnvelope('campaign', campaignBundle(), fixedMeta))
    const { code, stdout } = await cli('check', await writeJson('campaign.json', text))
    expect(code).toBe(0)
    const report = JSON.parse(stdout) as { characters: { houseRulesFrom: string }[] }
    expect(report.characters[0]?.houseRulesFrom).toBe('campaign "The Davokar Expedition"')
  })

  it('counts and lists a campaign’s encounters, and names a broken one’s field (#23)', async () => {
    const fixture = await readFile(
      join(import.meta.dirname, '../../tests/fixtures/format-v5/campaign-encounters.json'),
      'utf8',
    )
    const { code, stdout } = await cli('check', await writeJson('ford.json', fixture))
    expect(code).toBe(0)
    const report = JSON.parse(stdout) as {
      formatVersion: number
      counts: Record<string, number>
      encounters: Record<string, unknown>[]
    }
    expect(report.formatVersion).toBe(5)
    expect(report.counts).toEqual({
      characters: 2,
      campaigns: 1,
      journal: 1,
      settings: 0,
      encounters: 2,
      pictures: 0,
    })
    expect(report.encounters).toEqual([
      expect.objectContaining({ id: 'enc-ambush', state: 'ongoing', round: 2, party: 2, foes: 2 }),
      expect.objectContaining({ id: 'enc-toll', state: 'ended', party: 2, foes: 3, foesOut: 1 }),
    ])

    const broken = fixture.replace('"target": "foe-raider"', '"target": "foe-nobody"')
    const bad = await cli('check', await writeJson('broken-ford.json', broken))
    expect(bad.code).toBe(1)
    expect(bad.stderr).toMatch(/data\.encounters\[0\]\.log\[0\]\.target: .*foe-nobody/)
  })

  it('counts and lists a file’s pictures, names references it lacks, and refuses a damaged picture (#23)', async () => {
    const fixture = await readFile(
      join(import.meta.dirname, '../../tests/fixtures/format-v6/campaign-pictures.json'),
      'utf8',
    )
    const { code, stdout } = await cli('check', await writeJson('mill.json', fixture))
    expect(code).toBe(0)
    const report = JSON.parse(stdout) as {
      formatVersion: number
      counts: Record<string, number>
      pictures: { type: string; width: number; height: number; bytes: number }[]
      missingPictures: string[]
    }
    expect(report.formatVersion).toBe(6)
    expect(report.counts.pictures).toBe(2)
    const png = await readFile(
      join(import.meta.dirname, '../../tests/fixtures/images/portrait.png'),
    )
    expect(report.pictures).toEqual([
      expect.objectContaining({ type: 'image/png', width: 40, height: 30, bytes: png.length }),
      expect.objectContaining({ type: 'image/jpeg', width: 40, height: 30 }),
    ])
    expect(report.missingPictures).toEqual([])

    // Without its pictures section the file still checks, and names what refers to them.
    const json = JSON.parse(fixture) as { data: { pictures?: unknown } }
    delete json.data.pictures
    const lacking = await cli('check', await writeJson('lacking.json', JSON.stringify(json)))
    expect(lacking.code).toBe(0)
    const missing = (JSON.parse(lacking.stdout) as { missingPictures: string[] }).missingPictures
    expect(missing).toEqual([
      expect.stringMatching(/^data\.characters\[0\]\.portrait “Tova”: picture [0-9a-f]{12}…/),
      expect.stringMatching(/^data\.journal\[0\]\.body “Session one”/),
      expect.stringMatching(/^data\.journal\[0\]\.body “Session one”/),
      expect.stringMatching(/^data\.journal\[1\]\.portrait “The Miller”/),
    ])

    // A picture cut short is refused, naming it.
    const cut = JSON.parse(fixture) as { data: { pictures: { data: string }[] } }
    const first = cut.data.pictures[0]!
    first.data = first.data.slice(0, 400)
    const bad = await cli('check', await writeJson('cut.json', JSON.stringify(cut)))
    expect(bad.code).toBe(1)
    expect(bad.stderr).toMatch(/data\.pictures\[0\]\.data: the picture is cut short/)
  })

  it('exits 1 for an invalid file, naming the field on stderr', async () => {
    const json = JSON.parse(symbaroumText) as {
      data: { characters: { data: { attributes: { strong: number } } }[] }
    }
    json.data.characters[0]!.data.attributes.strong = 20
    const file = await writeJson('broken.json', JSON.stringify(json))
    const { code, stdout, stderr } = await cli('check', file)
    expect(code).toBe(1)
    expect(stderr).toBe(
      'broken.json: data.characters[0].data.attributes.strong: expected a number from 5 to 15, got 20\n',
    )
    expect(JSON.parse(stdout)).toMatchObject({ valid: false })
  })

  describe('refuses what no Quillkeep file holds, naming the field (exit 1)', () => {
    // Tests reach into the parsed file freely to break it.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    type EditableJson = Record<string, any>
    const campaignText = serializeEnvelope(buildEnvelope('campaign', campaignBundle(), fixedMeta))
    const editedText = (text: string, edit: (json: EditableJson) => void) => {
      const json = JSON.parse(text) as EditableJson
      edit(json)
      return serializeEnvelope(json as Parameters<typeof serializeEnvelope>[0])
    }
    const cases: [string, string, string][] = [
      [
        '30 February',
        editedText(symbaroumText, (json) => {
          json.data.characters[0].createdAt = '2025-02-30T10:00:00.000Z'
        }),
        'data.characters[0].createdAt: "2025-02-30T10:00:00.000Z" is not a real date: February 2025 has 28 days',
      ],
      [
        'hour 25',
        editedText(symbaroumText, (json) => {
          json.data.characters[0].ledger[0].at = '2026-11-20T25:30:00.000Z'
        }),
        'data.characters[0].ledger[0].at: "2026-11-20T25:30:00.000Z" is not a real time: there is no hour 25; hours go from 00 to 23',
      ],
      [
        'month 13',
        editedText(campaignText, (json) => {
          json.data.campaigns[0].updatedAt = '2026-13-20T09:30:00.000Z'
        }),
        'data.campaigns[0].updatedAt: "2026-13-20T09:30:00.000Z" is not a real date: there is no month 13',
      ],
      [
        'a repeated key',
        symbaroumText.replace(
          '"name": "Sample Symbaroum",',
          '"name": "Sample Symbaroum",\n        "name": "Someone else",',
        ),
        'data.characters[0].name: the key "name" appears twice in the same object; a Quillkeep file never repeats a key',
      ],
      [
        'a blank character name',
        editedText(symbaroumText, (json) => {
          json.data.characters[0].name = '   '
        }),
        'data.characters[0].name: a name cannot be empty',
      ],
      [
        'an empty campaign name',
        editedText(campaignText, (json) => {
          json.data.campaigns[0].name = ''
        }),
        'data.campaigns[0].name: a name cannot be empty',
      ],
    ]
    for (const [what, text, line] of cases) {
      it(what, async () => {
        const file = await writeJson('bad.json', text)
        const { code, stdout, stderr } = await cli('check', file)
        expect(code).toBe(1)
        expect(stderr).toBe(`bad.json: ${line}\n`)
        expect(JSON.parse(stdout)).toMatchObject({ valid: false })
      })
    }
  })

  it('exits 1 for truncated JSON and for a missing file', async () => {
    const file = await writeJson('cut.json', symbaroumText.slice(0, 100))
    const cut = await cli('check', file)
    expect(cut.code).toBe(1)
    expect(cut.stderr).toMatch(/ends too early/)
    const missing = await cli('check', 'nowhere.json')
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/ENOENT|no such file/)
  })
})

describe('.quillkeep files (#22)', () => {
  it('checks and converts a .quillkeep file, and writes one that checks again', async () => {
    const file = await writeJson('Tova Ravenhill.quillkeep', symbaroumText)
    const checked = await cli('check', file)
    expect(checked.code).toBe(0)
    expect((JSON.parse(checked.stdout) as { valid: boolean }).valid).toBe(true)
    const converted = await cli('convert', file, '--out', 'copy.quillkeep')
    expect(converted.code).toBe(0)
    const again = await cli('check', join(folder, 'copy.quillkeep'))
    expect(again.code).toBe(0)
    expect(JSON.parse(again.stdout)).toMatchObject({ valid: true, kind: 'character' })
  })
})

describe('usage', () => {
  it('exits 2 for usage errors and prints the usage', async () => {
    for (const argv of [
      ['check'],
      ['check', 'a.json', 'b.json'],
      ['frobnicate'],
      ['check', '--unknown-flag', 'a.json'],
      ['convert', 'a.json'],
    ]) {
      const { code, stderr } = await cli(...argv)
      expect(code, argv.join(' ')).toBe(2)
      expect(stderr).toMatch(/Usage: npm run -s cli/)
    }
  })

  it('prints help with exit 0', async () => {
    const { code, stdout } = await cli('help')
    expect(code).toBe(0)
    expect(stdout).toMatch(/check FILE/)
  })
})

describe('print', () => {
  it('prints the character of a character file as a fillable PDF, atomically', async () => {
    const file = await writeJson('tova.json', symbaroumText)
    const { code, stderr } = await cli('print', file, '--out', 'tova.pdf')
    expect(code).toBe(0)
    expect(stderr).toMatch(/^wrote tova\.pdf \(.*, a4, fillable, \d+ KB\)\n$/)
    const doc = await PDFDocument.load(await readFile(join(folder, 'tova.pdf')))
    expect(doc.getForm().getFields().length).toBeGreaterThan(10)
    expect(doc.getPage(0).getSize()).toEqual({ width: 595, height: 842 })
    expect(await readdir(folder)).toEqual(['tova.json', 'tova.pdf'])
  })

  it('prints flat on Letter paper, and the values are text', async () => {
    const file = await writeJson('tova.json', symbaroumText)
    const name = parseFile(symbaroumText)
    const character = name.ok ? name.bundle.characters[0]?.name : undefined
    expect(character).toBeTruthy()
    const { code } = await cli('print', file, '--out', 'flat.pdf', '--paper', 'letter', '--flat')
    expect(code).toBe(0)
    const pdf = new Uint8Array(await readFile(join(folder, 'flat.pdf')))
    const doc = await PDFDocument.load(pdf)
    expect(doc.getForm().getFields()).toHaveLength(0)
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 })
    expect(pdfText(pdf)).toContain(character)
  })

  // Six sheets and three checks: on a loaded machine this took over the default 5 s.
  it(
    'prints in the --locale asked for, with the same form field names in every language',
    { timeout: 30_000 },
    async () => {
      const file = await writeJson('tova.json', symbaroumText)
      const fields: Record<string, string[]> = {}
      const texts: Record<string, string> = {}
      for (const locale of ['en', 'sv', 'de']) {
        const out = `tova-${locale}.pdf`
        expect((await cli('print', file, '--out', out, '--locale', locale)).code).toBe(0)
        const pdf = new Uint8Array(await readFile(join(folder, out)))
        fields[locale] = (await PDFDocument.load(pdf))
          .getForm()
          .getFields()
          .map((field) => field.getName())
        texts[locale] = squeeze(pdfText(pdf))
      }
      expect(texts.en).toContain('Pain Threshold')
      expect(texts.sv).toContain('Smärtgräns')
      expect(texts.sv).toContain('Träffsäker')
      expect(texts.sv).not.toContain('Pain Threshold')
      expect(texts.de).toContain('Schmerzgrenze')
      expect(fields.sv).toEqual(fields.en)
      expect(fields.de).toEqual(fields.en)
      // check's derived values and findings follow it too; a locale the app lacks is a usage error.
      const sv = JSON.parse((await cli('check', file, '--locale', 'sv')).stdout) as {
        characters: { derived: Record<string, { label: string }> }[]
      }
      expect(sv.characters[0]?.derived.painThreshold?.label).toBe('Smärtgräns')
      const fr = await cli('print', file, '--out', 'fr.pdf', '--locale', 'fr')
      expect(fr.code).toBe(2)
      expect(fr.stderr).toMatch(/^--locale must be one of en, sv, de, got "fr"/)
      // Later runs in the same process are English again unless asked.
      const en = JSON.parse((await cli('check', file)).stdout) as typeof sv
      expect(en.characters[0]?.derived.painThreshold?.label).toBe('Pain Threshold')
    },
  )

  it('says everything in the --locale asked for: usage, errors, problems and what it wrote (issue #21)', async () => {
    const help = await cli('help', '--locale', 'sv')
    expect(help.stdout).toMatch(/^Användning: npm run -s cli/)
    expect(help.stdout).toContain('Kontrollerar en Quillkeep-fil.')
    // A usage error from the argument parser, said in the language, not in Node's English.
    const bogus = await cli('check', '--bogus', '--locale', 'de')
    expect(bogus.code).toBe(2)
    expect(bogus.stderr).toMatch(/^unbekannte Option --bogus\n\nAufruf:/)
    // A file's problems, and what convert wrote.
    const broken = await writeJson('broken.json', '{"format": "quillkeep-char')
    expect((await cli('check', broken, '--locale', 'sv')).stderr).toContain(
      'filen tar slut för tidigt',
    )
    const file = await writeJson('tova-de.quillkeep.json', symbaroumText)
    const converted = await cli('convert', file, '--out', 'tova-de-out.json', '--locale', 'de')
    expect(converted.stderr).toMatch(
      /^tova-de-out\.json geschrieben \(Charakterdatei, Format \d+\)\n$/,
    )
  })

  it('prints a campaign file that holds exactly one character', async () => {
    const text = serializeEnvelope(buildEnvelope('campaign', campaignBundle(), fixedMeta))
    const file = await writeJson('campaign.json', text)
    expect((await cli('print', file, '--out', 'hero.pdf')).code).toBe(0)
  })

  it('refuses a file with several characters, with exit 1 and nothing written', async () => {
    const bundle = campaignBundle()
    const second = { ...structuredClone(bundle.characters[0]!), id: 'second', name: 'Second' }
    bundle.characters.push(second)
    const file = await writeJson(
      'party.json',
      serializeEnvelope(buildEnvelope('campaign', bundle, fixedMeta)),
    )
    const { code, stderr } = await cli('print', file, '--out', 'party.pdf')
    expect(code).toBe(1)
    expect(stderr).toMatch(/campaign file with 2 characters; print takes a file with exactly one/)
    expect(await readdir(folder)).toEqual(['party.json'])
  })

  it('refuses an invalid file with its problems and exit 1', async () => {
    const file = await writeJson(
      'bad.json',
      symbaroumText.replace('"strong": ', '"strong": "x", "was": '),
    )
    const { code, stderr } = await cli('print', file, '--out', 'bad.pdf')
    expect(code).toBe(1)
    expect(stderr).toMatch(/^bad\.json: data\.characters\[0\]\.data/)
    expect(await readdir(folder)).toEqual(['bad.json'])
  })

  it('exits 2 without --out, with a bad --paper, or when the PDF exists (without --force)', async () => {
    const file = await writeJson('tova.json', symbaroumText)
    expect((await cli('print', file)).stderr).toMatch(/^print needs --out PDF/)
    expect((await cli('print', file, '--out', 'a.pdf', '--paper', 'a3')).code).toBe(2)
    await writeFile(join(folder, 'old.pdf'), 'x')
    const { code, stderr } = await cli('print', file, '--out', 'old.pdf')
    expect(code).toBe(2)
    expect(stderr).toMatch(/old\.pdf already exists/)
    expect((await cli('print', file, '--out', 'old.pdf', '--force')).code).toBe(0)
  })
})

/** A campaign of five, one per system, given out of name order, and one member in the trash. */
function partyBundle(): Bundle {
  const campaign = { ...sampleCampaign(), name: 'Ravenfall' }
  campaign.houseRules = {
    'cairn-ap': { inventorySlots: 14 },
    symbaroum: { attributePointTotal: 70 },
  }
  const member = (system: string, name: string) => ({
    ...sampleCharacter(system, `id-${name}`, campaign.id),
    name,
  })
  const trashed = { ...member('heimr', 'Gone Gunnar'), deletedAt: '2026-11-20T10:00:00.000Z' }
  const elsewhere = { ...member('heimr', 'Free Frida'), campaignId: null }
  return {
    characters: [
      member('symbaroum', 'Tova'),
      member('cairn-ap', 'Barry'),
      member('heimr', 'Ærin'),
      member('murdham', 'Old Wat'),
      member('gods-monsters', 'Dorn'),
      trashed,
      elsewhere,
    ],
    campaigns: [campaign],
    journal: [],
    settings: [],
    rolls: [],
  }
}

async function pages(pdf: Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount()
}

// Each test renders several sheets; a loaded machine (two cores, shared) may need the time.
describe('packet', { timeout: 30_000 }, () => {
  it('writes the roster and every member’s sheet as one valid PDF (qpdf --check), atomically', async () => {
    const bundle = partyBundle()
    const file = await writeJson(
      'ravenfall.json',
      serializeEnvelope(buildEnvelope('campaign', bundle, fixedMeta)),
    )
    const { code, stderr } = await cli('packet', file, '--out', 'packet.pdf')
    expect(stderr).toMatch(
      /^wrote packet\.pdf \(Ravenfall: the roster and 5 sheets, a4, \d+ KB\)\n$/,
    )
    expect(code).toBe(0)
    expect(await readdir(folder)).toEqual(['packet.pdf', 'ravenfall.json'])
    const packet = new Uint8Array(await readFile(join(folder, 'packet.pdf')))
    expect(qpdfCheck(packet)).toMatch(/No syntax or stream encoding errors found/)

    // The roster's pages, then each member's sheet (printed on its own with the same code and
    // the campaign's house rules), in roster order: by name, as English sorts it (Æ as AE).
    const order = ['Ærin', 'Barry', 'Dorn', 'Old Wat', 'Tova']
    const members = order.map((name) => bundle.characters.find((c) => c.name === name)!)
    const campaign = bundle.campaigns[0]!
    const alone = async (name: string, more: string[]) => {
      const single = { ...bundle, characters: members.filter((c) => c.name === name) }
      const out = `${name}.pdf`
      const singleFile = await writeJson(
        `${name}.json`,
        serializeEnvelope(buildEnvelope('campaign', single, fixedMeta)),
      )
      expect((await cli('print', singleFile, '--out', out, '--flat', ...more)).code).toBe(0)
      return new Uint8Array(await readFile(join(folder, out)))
    }
    const roster = await renderPartyRoster(campaign.name, members, {
      paper: 'a4',
      fillable: false,
      fonts: testFonts(),
      houseRules: campaign.houseRules,
    })
    let expected = await pages(roster)
    const starts: number[] = []
    for (const name of order) {
      starts.push(expected)
      expected += await pages(await alone(name, []))
    }
    expect(await pages(packet)).toBe(expected)
    const text = pdfText(packet)
    const packetPages = text.split('\f').map((page) => squeeze(page).trim())
    expect(packetPages[0]).toMatch(/^Ravenfall Party roster · 5 characters/)
    for (const [i, name] of order.entries()) {
      expect(text).toContain(name)
      expect(packetPages[starts[i]!]?.startsWith(name), name).toBe(true)
    }
    // Not the member in the trash, nor a character of no campaign.
    expect(text).not.toContain('Gone Gunnar')
    expect(text).not.toContain('Free Frida')
  })

  it('reads a .quillkeep file as well, prints on Letter in the --locale, and needs --force to replace a PDF', async () => {
    const file = await writeJson(
      'ravenfall.quillkeep',
      serializeEnvelope(buildEnvelope('campaign', partyBundle(), fixedMeta)),
    )
    expect(
      (await cli('packet', file, '--out', 'p.pdf', '--paper', 'letter', '--locale', 'sv')).code,
    ).toBe(0)
    const pdf = new Uint8Array(await readFile(join(folder, 'p.pdf')))
    const doc = await PDFDocument.load(pdf)
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 })
    expect(doc.getTitle()).toBe('Ravenfall — gruppmapp')
    expect(squeeze(pdfText(pdf))).toContain('Smärtgräns')
    expect(qpdfCheck(pdf)).toMatch(/No syntax or stream encoding errors found/)

    const again = await cli('packet', file, '--out', 'p.pdf')
    expect(again.code).toBe(2)
    expect(again.stderr).toMatch(/^p\.pdf already exists; add --force to replace it/)
    expect(await readFile(join(folder, 'p.pdf'))).toEqual(Buffer.from(pdf))
    expect((await cli('packet', file, '--out', 'p.pdf', '--force')).code).toBe(0)
    expect((await PDFDocument.load(await readFile(join(folder, 'p.pdf')))).getTitle()).toBe(
      'Ravenfall — party packet',
    )
  })

  it('refuses a file without exactly one campaign, an invalid file, and bad usage, writing nothing', async () => {
    const character = await writeJson('tova.json', symbaroumText)
    const none = await cli('packet', character, '--out', 'a.pdf')
    expect(none.code).toBe(1)
    expect(none.stderr).toMatch(
      /^tova\.json: a character file with 0 campaigns; packet takes a file with exactly one campaign/,
    )
    const bad = await writeJson(
      'bad.json',
      serializeEnvelope(buildEnvelope('campaign', partyBundle(), fixedMeta)).replace(
        '"strong": ',
        '"strong": "x", "was": ',
      ),
    )
    const invalid = await cli('packet', bad, '--out', 'b.pdf')
    expect(invalid.code).toBe(1)
    expect(invalid.stderr).toMatch(/^bad\.json: data\.characters\[\d\]\.data/)
    expect((await cli('packet', character)).stderr).toMatch(/^packet needs --out PDF/)
    expect((await cli('packet', character, '--out', 'c.pdf', '--paper', 'a3')).code).toBe(2)
    expect((await cli('packet', '--out', 'c.pdf')).code).toBe(2)
    expect(await readdir(folder)).toEqual(['bad.json', 'tova.json'])
    // The usage names the command in every language.
    for (const locale of ['en', 'sv', 'de']) {
      expect((await cli('help', '--locale', locale)).stdout).toContain(
        'packet CAMPAIGN_FILE --out PDF',
      )
    }
    expect((await cli('help', '--locale', 'de')).stdout).toContain('Gruppenmappe')
  })
})

describe('pictures in printed PDFs (#23 §3)', { timeout: 30_000 }, () => {
  const png = fixturePicture('png')
  const jpg = fixturePicture('jpg')
  const carried = (picture: typeof png) => pictureFile(picture, picture.bytes)

  it('prints the portrait a format-6 character file carries', async () => {
    const bundle = characterBundle('murdham')
    bundle.characters[0] = { ...bundle.characters[0]!, portrait: jpg.hash }
    bundle.pictures = [carried(jpg)]
    const envelope = buildEnvelope('character', bundle, fixedMeta)
    expect(envelope.formatVersion).toBe(6)
    const file = await writeJson('portrait.quillkeep', serializeEnvelope(envelope))
    const { code, stderr } = await cli('print', file, '--out', 'sheet.pdf')
    expect(stderr).toMatch(/^wrote sheet\.pdf/)
    expect(code).toBe(0)
    const pdf = new Uint8Array(await readFile(join(folder, 'sheet.pdf')))
    qpdfCheck(pdf)
    expect(pdfImages(pdf)).toMatchObject([{ page: 1, width: 40, height: 30, encoding: 'jpeg' }])
  })

  it('prints each member’s portrait in the packet, a shared one embedded once', async () => {
    const campaign = sampleCampaign('camp')
    const member = (id: string, name: string, portrait?: string) => ({
      ...sampleCharacter('symbaroum', id, campaign.id),
      name,
      ...(portrait ? { portrait } : {}),
    })
    const bundle: Bundle = {
      characters: [
        member('a', 'Ann', png.hash),
        member('b', 'Bo', png.hash),
        member('c', 'Cid', jpg.hash),
        member('d', 'Dag'),
      ],
      campaigns: [campaign],
      journal: [],
      settings: [],
      rolls: [],
      pictures: [carried(png), carried(jpg)],
    }
    const file = await writeJson(
      'party.quillkeep',
      serializeEnvelope(buildEnvelope('campaign', bundle, fixedMeta)),
    )
    const { code } = await cli('packet', file, '--out', 'packet.pdf')
    expect(code).toBe(0)
    const pdf = new Uint8Array(await readFile(join(folder, 'packet.pdf')))
    qpdfCheck(pdf)
    const images = pdfImages(pdf)
    expect(images).toHaveLength(3)
    expect(new Set(images.map((image) => image.object)).size).toBe(2)
  })

  it('prints a sheet without its portrait when the file lacks the picture', async () => {
    const bundle = characterBundle('heimr')
    bundle.characters[0] = { ...bundle.characters[0]!, portrait: png.hash }
    const file = await writeJson(
      'lacking.quillkeep',
      serializeEnvelope(buildEnvelope('character', bundle, fixedMeta)),
    )
    const { code } = await cli('print', file, '--out', 'sheet.pdf', '--flat')
    expect(code).toBe(0)
    expect(pdfImages(new Uint8Array(await readFile(join(folder, 'sheet.pdf'))))).toEqual([])
  })
})

describe('convert', () => {
  it('writes the current format atomically, and the result parses to the same records', async () => {
    const text = serializeEnvelope(buildEnvelope('campaign', campaignBundle(), fixedMeta))
    const file = await writeJson('old.json', text)
    const { code, stderr } = await cli('convert', file, '--out', 'new.json')
    expect(code).toBe(0)
    expect(stderr).toMatch(/wrote new.json/)
    const written = await readFile(join(folder, 'new.json'), 'utf8')
    const before = parseFile(text)
    const after = parseFile(written)
    expect(after.ok && before.ok).toBe(true)
    if (!after.ok || !before.ok) return
    expect(after.kind).toBe('campaign')
    expect(after.bundle).toEqual(before.bundle)
    expect(after.envelope.exportedAt).toBe('2026-12-01T12:00:00.000Z')
    expect(after.envelope.app).toMatch(/^Quillkeep \d+\.\d+\.\d+/)
    // No temp file is left beside the output.
    expect((await readdir(folder)).sort()).toEqual(['new.json', 'old.json'])
  })

  it('export is an alias, and an existing output needs --force', async () => {
    const file = await writeJson('tova.json', symbaroumText)
    await writeJson('taken.json', 'keep me')
    const refused = await cli('export', file, '--out', 'taken.json')
    expect(refused.code).toBe(2)
    expect(await readFile(join(folder, 'taken.json'), 'utf8')).toBe('keep me')
    const forced = await cli('export', file, '--out', 'taken.json', '--force')
    expect(forced.code).toBe(0)
    expect(parseFile(await readFile(join(folder, 'taken.json'), 'utf8')).ok).toBe(true)
  })

  it('writes nothing for an invalid file and exits 1', async () => {
    const file = await writeJson('bad.json', '{"format":"quillkeep-character","formatVersion":7}')
    const { code, stderr } = await cli('convert', file, '--out', 'out.json')
    expect(code).toBe(1)
    expect(stderr).toMatch(/newer Quillkeep \(format 7\)/)
    expect(await readdir(folder)).toEqual(['bad.json'])
  })
})

describe('schema', () => {
  it('prints the JSON Schema', async () => {
    const { code, stdout } = await cli('schema')
    expect(code).toBe(0)
    const blocks = JSON.parse(stdout) as Record<string, { $schema?: string }>
    expect(blocks.envelope?.$schema).toMatch(/json-schema.org/)
  })
})
