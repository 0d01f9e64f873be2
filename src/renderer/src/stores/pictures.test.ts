// The pictures store: takes a picture in and stores it once; a refusal from either step comes
// back with why, and nothing is written.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import '@renderer/testing/cloneable-blob'
import { imagesRepo } from '@renderer/db/images-repo'
import type { Intake } from '@renderer/images/intake'
import { pictureFile, stubObjectUrls, takenFixture } from '@renderer/images/pictures-test-helpers'
import { usePicturesStore } from './pictures'

const intake = vi.hoisted(() => ({ next: null as Intake | null }))
vi.mock('@renderer/images/intake', () => ({ takeImage: () => Promise.resolve(intake.next!) }))

const db = useTestDatabase('pictures-store')
beforeEach(() => {
  vi.restoreAllMocks()
  stubObjectUrls()
})

describe('usePicturesStore', () => {
  it('stores a picture once and gives its hash and URL', async () => {
    const taken = await takenFixture('portrait.jpg')
    if (!taken.ok) throw new Error('fixture')
    intake.next = taken
    const pictures = usePicturesStore()
    expect(await pictures.add(pictureFile())).toEqual({ ok: true, hash: taken.hash })
    expect(await pictures.add(pictureFile())).toEqual({ ok: true, hash: taken.hash })
    expect(await db().images.count()).toBe(1)
    expect(await pictures.url(taken.hash)).toMatch(/^blob:/)
    expect(await pictures.url('9'.repeat(64))).toBeUndefined()
  })

  it('passes on intake’s refusal, and refuses what the database would not store', async () => {
    const pictures = usePicturesStore()
    intake.next = { ok: false, problem: 'too-many-pixels' }
    expect(await pictures.add(pictureFile())).toEqual({ ok: false, problem: 'too-many-pixels' })
    const taken = await takenFixture('portrait.png')
    intake.next = { ...taken, width: 41 } as Intake
    expect(await pictures.add(pictureFile())).toEqual({ ok: false, problem: 'not-stored' })
    intake.next = taken
    vi.spyOn(imagesRepo, 'store').mockRejectedValueOnce(new Error('QuotaExceededError'))
    expect(await pictures.add(pictureFile())).toEqual({ ok: false, problem: 'not-stored' })
    expect(await db().images.count()).toBe(0)
    vi.spyOn(imagesRepo, 'url').mockRejectedValueOnce(new Error('closed'))
    expect(await pictures.url('9'.repeat(64))).toBeUndefined()
  })
})
