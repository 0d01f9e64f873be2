import { defineStore } from 'pinia'
import { imagesRepo } from '@renderer/db/images-repo'
import { takeImage } from '@renderer/images/intake'
import type { AddedPicture } from '@renderer/images/picture-input'

/**
 * Pictures the user adds (#23 §3): each taken in (images/intake.ts: checked, decoded, scaled
 * down, hashed) and then stored once by its hash (db/images-repo.ts). Either step can refuse: the
 * refusal comes back with why, and nothing is written. The record that shows the picture saves
 * its hash its own way (the editor's or the journal draft's undoable edits).
 */
export const usePicturesStore = defineStore('pictures', () => {
  /** Takes in and stores one picture; never throws. */
  async function add(file: Blob): Promise<AddedPicture> {
    const taken = await takeImage(file)
    if (!taken.ok) return taken
    try {
      const stored = await imagesRepo.store(taken)
      if (!stored.ok) return { ok: false, problem: 'not-stored' }
    } catch {
      return { ok: false, problem: 'not-stored' }
    }
    return { ok: true, hash: taken.hash }
  }

  /** The `blob:` URL a stored picture is shown from; undefined when none is stored (or unreadable). */
  function url(hash: string): Promise<string | undefined> {
    return imagesRepo.url(hash).catch(() => undefined)
  }

  return { add, url }
})
