// Pictures in files (#23 §3, format 6): exports carry the pictures their records refer to, a full
// backup carries every stored picture, and import checks each picture before anything is written.
import { readFileSync } from 'node:fs'
import { crc32 } from 'node:zlib'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { parseFile, type Bundle } from '@shared/files'
import { sampleCampaign, sampleCharacter, sampleJournal } from '@shared/file-fixtures'
import { imageHashSync } from '@shared/images'
import { pictureMarkdown } from '@shared/pictures'
import type { PictureFile } from '@shared/records'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { transferRepo } from '@renderer/db/transfer-repo'
import { imagesRepo, type NewImage } from '@renderer/db/images-repo'
import '../testing/cloneable-blob'
import { useTransferStore } from './transfer'
import { useExportingPlatform } from './transfer-test-helpers'

const { exported } = useExportingPlatform('transfer-pictures-test')
let fresh = 0

const fixture = (name: string) =>
  new Uint8Array(readFileSync(resolve(__dirname, '../../../../tests/fixtures/images', name)))

function picture(name: 'portrait.png' | 'portrait.jpg'): NewImage {
  const bytes = fixture(name)
  const type = name.endsWith('png') ? 'image/png' : 'image/jpeg'
  return { bytes, type, width: 40, height: 30, hash: imageHashSync(bytes) }
}

/** A third picture: the PNG with a text chunk before its end (the same pixels, another hash). */
function otherPicture(): NewImage {
  const original = picture('portrait.png')
  const text = new TextEncoder().encode('tEXtComment\0another')
  const chunk = new Uint8Array(12 + text.length - 4)
  const view = new DataView(chunk.buffer)
  view.setUint32(0, text.length - 4)
  chunk.set(text, 4)
  view.setUint32(chunk.length - 4, crc32(text))
  const iend = original.bytes.length - 12
  const bytes = new Uint8Array([
    ...original.bytes.subarray(0, iend),
    ...chunk,
    ...original.bytes.subarray(iend),
  ])
  return { ...original, bytes, hash: imageHashSync(bytes) }
}

const png = picture('portrait.png')
const jpg = picture('portrait.jpg')

async function campaignWithPictures(): Promise<void> {
  for (const image of [png, jpg]) expect(await imagesRepo.store(image)).toMatchObject({ ok: true })
  const tova = { ...sampleCharacter('symbaroum', 'tova', 'c1'), ledger: [], portrait: png.hash }
  const entry = {
    ...sampleJournal('j1', 'c1', ['tova']),
    body: `The mill at dusk:\n\n${pictureMarkdown(jpg.hash, 'The mill')}\n\n{{gm}}${pictureMarkdown(png.hash, 'secret')}{{/gm}}`,
  }
  const page = {
    ...sampleJournal('p1', 'c1', []),
    kind: 'npc' as const,
    title: 'The Miller',
    portrait: jpg.hash,
    gmOnly: true,
  }
  await transferRepo.write({
    characters: [tova],
    campaigns: [sampleCampaign('c1')],
    journal: [entry, page],
    settings: [],
    rolls: [],
  })
}

function exportedBundle(): Bundle {
  const parsed = parseFile(exported().at(-1)!)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems))
  return parsed.bundle
}

describe('files carry their pictures', () => {
  it('a character file carries its portrait, and imports it on a device that lacks it', async () => {
    await campaignWithPictures()
    const transfer = useTransferStore()
    await transfer.exportCharacter('tova', 'Tova')
    const bundle = exportedBundle()
    expect(bundle.pictures?.map((p) => p.hash)).toEqual([png.hash])

    // Another device: nothing here.
    useDatabase(new QuillkeepDatabase(`transfer-pictures-other-${++fresh}`))
    setActivePinia(createPinia())
    const other = useTransferStore()
    await other.openDropped(new File([exported().at(-1)!], 'Tova.quillkeep'))
    expect(other.pending?.preview?.lines).toEqual(['1 character', '1 picture'])
    expect(other.pending?.preview?.missingPictures).toEqual([])
    expect(await other.confirm()).toBe(true)
    const stored = await imagesRepo.get(png.hash)
    expect(stored).toMatchObject({ type: 'image/png', width: 40, height: 30 })
    expect(new Uint8Array(await stored!.blob.arrayBuffer())).toEqual(png.bytes)
  })

  it('a campaign file carries only the pictures its records refer to', async () => {
    await campaignWithPictures()
    await imagesRepo.store(otherPicture())
    await useTransferStore().exportCampaign('c1', 'Saga')
    const hashes = exportedBundle().pictures?.map((p) => p.hash)
    expect(new Set(hashes)).toEqual(new Set([png.hash, jpg.hash]))
  })

  it("the players' copy leaves out pictures only a secret or a GM-only page shows", async () => {
    await campaignWithPictures()
    await useTransferStore().exportPlayersCopy('c1', 'Saga')
    const bundle = exportedBundle()
    // The entry still shows the JPEG; the PNG was the party member's portrait (no characters in
    // the copy) and inside a secret; the GM-only page with the JPEG portrait is left out.
    expect(bundle.journal.map((j) => j.id)).toEqual(['j1'])
    expect(bundle.pictures?.map((p) => p.hash)).toEqual([jpg.hash])
    expect(exported().at(-1)).not.toContain(png.hash)
  })

  it('a full backup carries every stored picture, referred to or not', async () => {
    await campaignWithPictures()
    const extra = otherPicture()
    await imagesRepo.store(extra)
    await useTransferStore().exportEverything()
    const hashes = exportedBundle().pictures?.map((p) => p.hash)
    expect(new Set(hashes)).toEqual(new Set([png.hash, jpg.hash, extra.hash]))
  })
})

describe('import checks every picture before anything is written', () => {
  async function fileWith(edit: (pictures: PictureFile[]) => void): Promise<string> {
    await campaignWithPictures()
    await useTransferStore().exportCampaign('c1', 'Saga')
    const json = JSON.parse(exported().at(-1)!) as { data: Bundle }
    edit(json.data.pictures!)
    // A fresh device to import into.
    useDatabase(new QuillkeepDatabase(`transfer-pictures-fresh-${++fresh}`))
    setActivePinia(createPinia())
    return JSON.stringify(json)
  }

  const cases: [string, (pictures: PictureFile[]) => void, RegExp][] = [
    [
      'a truncated picture',
      (pictures) => {
        const p = pictures[0]!
        p.data = p.data.slice(0, Math.floor(p.data.length / 8) * 4)
      },
      /truncated|does not match|cut short/,
    ],
    [
      'an SVG with script in place of a picture',
      (pictures) => {
        pictures[0]!.data = btoa(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>',
        )
      },
      /SVG/,
    ],
    [
      'bytes that do not match the hash',
      (pictures) => {
        const [a, b] = pictures
        ;[a!.data, b!.data] = [b!.data, a!.data]
        ;[a!.type, b!.type] = [b!.type, a!.type]
      },
      /hash/,
    ],
    ['data that is not base64', (pictures) => void (pictures[0]!.data = 'not base64!'), /base64/],
  ]
  for (const [name, edit, message] of cases) {
    it(`refuses ${name}, saying why, and writes nothing`, async () => {
      const text = await fileWith(edit)
      const transfer = useTransferStore()
      await transfer.openDropped(new File([text], 'Saga.campaign.quillkeep'))
      expect(transfer.pending?.preview).toBeNull()
      const problems =
        transfer.pending?.parsed?.ok === false ? transfer.pending.parsed.problems : []
      expect(problems.map((p) => `${p.path}: ${p.message}`).join('\n')).toMatch(message)
      expect(problems[0]?.path).toMatch(/^data\.pictures\[\d\]\.data$/)
      expect(await imagesRepo.count()).toBe(0)
      expect((await transferRepo.everything()).characters).toEqual([])
    })
  }

  it('lists records whose picture neither the file nor this device has, and imports them', async () => {
    const text = await fileWith((pictures) => pictures.splice(0))
    const transfer = useTransferStore()
    await transfer.openDropped(new File([text], 'Saga.campaign.quillkeep'))
    expect(transfer.pending?.preview?.missingPictures).toEqual([
      'Sample Symbaroum',
      'Session one',
      'The Miller',
    ])
    expect(await transfer.confirm()).toBe(true)
    expect((await transferRepo.everything()).characters[0]?.portrait).toBe(png.hash)
  })
})
