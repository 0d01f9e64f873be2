// Pictures in IndexedDB: stored once per content hash, checked before anything is written, read
// back as the Blob they were stored as, and shown through one object URL each.
import { readFileSync } from 'node:fs'
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
