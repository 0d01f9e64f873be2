// Pictures in IndexedDB (#23 §3): each stored once as a Blob, keyed by the SHA-256 of its bytes, so
// the same portrait used twice takes its room once. Every picture is checked before it is written
// as an import would check it (shared/images.ts checkStoredImage): nothing is stored that would be
// refused when read back. Only this file and the other repositories call Dexie.
import { checkStoredImage } from '@shared/images'
import { pictureHashPattern, pictureReferences } from '@shared/pictures'
import type { LedgerEntry } from '@systems/common/ledger'
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
  /**
   * Deletes the pictures stored before `before` that nothing refers to any more: no character's
   * portrait (in the trash too), no change in a character's ledger (undoing it could bring the
   * picture back, in any later session), no page's portrait and no entry's Markdown. The app runs
   * it once per start (main.ts) with the time the session began: the undo of an edit made in this
   * session lives only in its memory, and every picture stored since the start is kept. Returns
   * how many were deleted.
   */
  async sweep(before: string): Promise<number> {
    const db = await database()
    // Most starts have nothing to look at: no records are read then.
    if ((await db.images.where('createdAt').below(before).count()) === 0) return 0
    return db.transaction('rw', db.images, db.characters, db.journal, async () => {
      const old = await db.images.where('createdAt').below(before).primaryKeys()
      if (old.length === 0) return 0
      const referred = new Set<string>()
      await db.characters.each((character) => {
        if (character.portrait) referred.add(character.portrait)
        for (const hash of ledgerHashes(character.ledger)) referred.add(hash)
      })
      await db.journal.each((entry) => {
        if (entry.portrait) referred.add(entry.portrait)
        for (const hash of pictureReferences(entry.body)) referred.add(hash)
      })
      const unused = old.filter((hash) => !referred.has(hash))
      await db.images.bulkDelete(unused)
      for (const hash of unused) imagesRepo.release(hash)
      return unused.length
    })
  },
  /** Lets the page forget a picture's URL (after nothing shows it). */
  release(hash: string): void {
    const url = urls.get(hash)
    if (url === undefined) return
    URL.revokeObjectURL(url)
    urls.delete(hash)
  },
}

/** Every picture hash a ledger's changes hold, before or after (conservatively, any such text). */
function ledgerHashes(ledger: readonly LedgerEntry[]): string[] {
  const found: string[] = []
  for (const entry of ledger)
    for (const change of entry.changes)
      for (const value of [change.before, change.after])
        if (typeof value === 'string' && pictureHashPattern.test(value)) found.push(value)
  return found
}
