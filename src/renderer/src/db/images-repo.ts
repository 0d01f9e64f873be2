// Pictures in IndexedDB (#23 §3): each stored once as a Blob, keyed by the SHA-256 of its bytes, so
// the same portrait used twice takes its room once. Every picture is checked before it is written
// as an import would check it (shared/images.ts checkStoredImage): nothing is stored that would be
// refused when read back. Only this file and the other repositories call Dexie.
import { checkStoredImage } from '@shared/images'
import type { ImageRecord } from './database'
import { database } from './connection'

/** A picture ready to store: what takeImage (images/intake.ts) makes. */
export interface NewImage {
  bytes: Uint8Array
  type: 'image/png' | 'image/jpeg'
  width: number
  height: number
  hash: string
}

export type StoreImageResult =
  { ok: true; record: ImageRecord; added: boolean } | { ok: false; problem: string }

/** Object URLs made for shown pictures, by hash, until released. */
const urls = new Map<string, string>()

export const imagesRepo = {
  /**
   * Stores a picture unless one with its hash is stored already (then that one is returned, and
   * nothing is written). A picture that fails the checks is refused with the reason, and nothing
   * is written.
   */
  async store(image: NewImage, now = new Date().toISOString()): Promise<StoreImageResult> {
    const check = checkStoredImage(image.bytes, image)
    if (!check.ok) return { ok: false, problem: check.problem }
    const db = await database()
    return db.transaction('rw', db.images, async () => {
      const stored = await db.images.get(image.hash)
      if (stored) return { ok: true as const, record: stored, added: false }
      const record: ImageRecord = {
        hash: image.hash,
        type: image.type,
        width: image.width,
        height: image.height,
        bytes: image.bytes.length,
        blob: new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.type }),
        createdAt: now,
      }
      await db.images.add(record)
      return { ok: true as const, record, added: true }
    })
  },
  async get(hash: string): Promise<ImageRecord | undefined> {
    return (await database()).images.get(hash)
  },
  /** Which of these hashes have a stored picture. */
  async stored(hashes: Iterable<string>): Promise<Set<string>> {
    const wanted = [...new Set(hashes)]
    const found = await (await database()).images.bulkGet(wanted)
    return new Set(wanted.filter((_, index) => found[index] !== undefined))
  },
  async count(): Promise<number> {
    return (await database()).images.count()
  },
  /**
   * A URL the page can show the picture from (`blob:`, which the CSP allows), made once per
   * picture; undefined when none is stored under the hash.
   */
  async url(hash: string): Promise<string | undefined> {
    const made = urls.get(hash)
    if (made) return made
    const record = await imagesRepo.get(hash)
    if (!record) return undefined
    const url = urls.get(hash) ?? URL.createObjectURL(record.blob)
    urls.set(hash, url)
    return url
  },
  /** Lets the page forget a picture's URL (after nothing shows it). */
  release(hash: string): void {
    const url = urls.get(hash)
    if (url === undefined) return
    URL.revokeObjectURL(url)
    urls.delete(hash)
  },
}
