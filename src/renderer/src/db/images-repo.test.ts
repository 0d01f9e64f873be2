// Pictures in IndexedDB: stored once per content hash, checked before anything is written, read
// back as the Blob they were stored as, and shown through one object URL each.
import { readFileSync } from 'node:fs'
import { crc32 } from 'node:zlib'
import { resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { imageHash } from '@shared/images'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import '../testing/cloneable-blob'
import { imagesRepo, type NewImage } from './images-repo'

const db = useTestDatabase('images-repo')

const fixture = (name: string) =>
  new Uint8Array(readFileSync(resolve(__dirname, '../../../../tests/fixtures/images', name)))

async function picture(name: 'portrait.png' | 'portrait.jpg'): Promise<NewImage> {
  const bytes = fixture(name)
  const type = name.endsWith('png') ? 'image/png' : 'image/jpeg'
  return { bytes, type, width: 40, height: 30, hash: await imageHash(bytes) }
}

describe('imagesRepo', () => {
  it('stores a picture once, however often it is added, and reads back its bytes', async () => {
    const png = await picture('portrait.png')
    const first = await imagesRepo.store(png, '2026-11-27T10:00:00.000Z')
    expect(first).toMatchObject({ ok: true, added: true })
    const again = await imagesRepo.store(
      { ...png, bytes: Uint8Array.from(png.bytes) },
      '2026-11-27T11:00:00.000Z',
    )
    expect(again).toMatchObject({ ok: true, added: false })
    expect(await imagesRepo.count()).toBe(1)

    const stored = (await imagesRepo.get(png.hash))!
    expect(stored).toMatchObject({
      hash: png.hash,
      type: 'image/png',
      width: 40,
      height: 30,
      bytes: png.bytes.length,
      createdAt: '2026-11-27T10:00:00.000Z',
    })
    expect(new Uint8Array(await stored.blob.arrayBuffer())).toEqual(png.bytes)

    await imagesRepo.store(await picture('portrait.jpg'))
    expect(await imagesRepo.count()).toBe(2)
  })

  it('refuses a picture that is not what it says, writing nothing', async () => {
    const png = await picture('portrait.png')
    const bad: [NewImage, string][] = [
      [{ ...png, hash: '0'.repeat(64) }, 'stored-hash'],
      [{ ...png, width: 80 }, 'stored-dimensions'],
      [{ ...png, type: 'image/jpeg' }, 'stored-type'],
      [{ ...png, bytes: png.bytes.slice(0, 200) }, 'truncated'],
      [{ ...png, bytes: new TextEncoder().encode('<svg><script/></svg>') }, 'svg'],
    ]
    for (const [image, problem] of bad)
      expect(await imagesRepo.store(image)).toEqual({ ok: false, problem })
    expect(await db().images.count()).toBe(0)
  })

  it('gives one object URL per picture until it is released, and none for a missing one', async () => {
    const png = await picture('portrait.png')
    await imagesRepo.store(png)
    const made = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:picture')
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    expect(await imagesRepo.url(png.hash)).toBe('blob:picture')
    expect(await imagesRepo.url(png.hash)).toBe('blob:picture')
    expect(made).toHaveBeenCalledTimes(1)
    imagesRepo.release(png.hash)
    expect(revoked).toHaveBeenCalledWith('blob:picture')
    expect(await imagesRepo.url('f'.repeat(64))).toBeUndefined()
    made.mockRestore()
    revoked.mockRestore()
  })
})

describe('imagesRepo.sweep: pictures nothing refers to', () => {
  const before = '2026-11-27T12:00:00.000Z'
  const earlier = '2026-11-27T09:00:00.000Z'

  it('deletes only old pictures no record, trashed record or ledger change refers to', async () => {
    const { sampleCharacter, sampleJournal } = await import('@shared/file-fixtures')
    const { pictureMarkdown } = await import('@shared/pictures')
    const png = await picture('portrait.png')
    const jpg = await picture('portrait.jpg')
    // Four more pictures (different bytes, so different hashes): one per way to be referred to.
    const variant = async (n: number): Promise<NewImage> => {
      const bytes = new Uint8Array([
        ...png.bytes.subarray(0, png.bytes.length - 12),
        ...textChunk(n),
        ...png.bytes.subarray(png.bytes.length - 12),
      ])
      return { ...png, bytes, hash: await imageHash(bytes) }
    }
    const [inLedger, inTrash, unused, fresh] = await Promise.all([1, 2, 3, 4].map(variant))
    for (const image of [png, jpg, inLedger!, inTrash!, unused!])
      expect(await imagesRepo.store(image, earlier)).toMatchObject({ ok: true })
    // Stored in this session (after `before`), referred to by nothing yet: a draft may.
    await imagesRepo.store(fresh!, '2026-11-27T12:30:00.000Z')

    const tova = {
      ...sampleCharacter('symbaroum', 'tova', null),
      portrait: png.hash,
      ledger: [
        {
          id: 'l1',
          at: earlier,
          kind: 'spend' as const,
          currency: 'xp',
          amount: 0,
          note: 'A change that held a picture',
          changes: [{ path: ['portrait'], before: inLedger!.hash, after: png.hash }],
        },
      ],
    }
    const trashed = {
      ...sampleCharacter('heimr', 'old', null),
      portrait: inTrash!.hash,
      deletedAt: earlier,
    }
    const entry = { ...sampleJournal('j1', 'c1', []), body: `See ${pictureMarkdown(jpg.hash)}` }
    const conn = db()
    await conn.characters.bulkPut([tova, trashed])
    await conn.journal.put(entry)

    expect(await imagesRepo.sweep(before)).toBe(1)
    const left = new Set(await conn.images.toCollection().primaryKeys())
    expect(left).toEqual(new Set([png.hash, jpg.hash, inLedger!.hash, inTrash!.hash, fresh!.hash]))
    expect(left.has(unused!.hash)).toBe(false)
    // Nothing more to do the next time.
    expect(await imagesRepo.sweep(before)).toBe(0)
  })
})

/** A PNG text chunk (its CRC included) that makes a picture's bytes, not its pixels, differ. */
function textChunk(n: number): Uint8Array {
  const body = new TextEncoder().encode(`tEXtComment\0variant ${n}`)
  const chunk = new Uint8Array(body.length + 8)
  const view = new DataView(chunk.buffer)
  view.setUint32(0, body.length - 4)
  chunk.set(body, 4)
  view.setUint32(chunk.length - 4, crc32(body))
  return chunk
}
