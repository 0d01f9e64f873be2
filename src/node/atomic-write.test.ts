import { mkdtemp, readdir, readFile, rename, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeFileAtomic, type RenameFunction } from './atomic-write'

function errorWithCode(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: simulated`), { code })
}

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'quillkeep-atomic-'))
})
afterEach(async () => {
  await rm(folder, { recursive: true, force: true })
})

const noSleep = vi.fn(() => Promise.resolve())

describe('writeFileAtomic', () => {
  it('writes a new file and leaves no temp file behind', async () => {
    const target = join(folder, 'hero.json')
    await writeFileAtomic(target, '{"name":"Ylva"}')
    expect(await readFile(target, 'utf8')).toBe('{"name":"Ylva"}')
    expect(await readdir(folder)).toEqual(['hero.json'])
  })

  it('replaces an existing file and writes bytes as given', async () => {
    const target = join(folder, 'sheet.pdf')
    await writeFile(target, 'old')
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff])
    await writeFileAtomic(target, bytes)
    expect(new Uint8Array(await readFile(target))).toEqual(bytes)
    expect(await readdir(folder)).toEqual(['sheet.pdf'])
  })

  it('retries a rename that fails with EBUSY, backing off, then succeeds', async () => {
    const target = join(folder, 'hero.json')
    await writeFile(target, 'old')
    let calls = 0
    const flakyRename: RenameFunction = async (from, to) => {
      calls++
      if (calls <= 2) throw errorWithCode('EBUSY')
      await rename(from, to)
    }
    const sleep = vi.fn(() => Promise.resolve())
    await writeFileAtomic(target, 'new', { rename: flakyRename, sleep, baseDelayMs: 10 })
    expect(calls).toBe(3)
    expect(sleep.mock.calls).toEqual([[10], [20]])
    expect(await readFile(target, 'utf8')).toBe('new')
    expect(await readdir(folder)).toEqual(['hero.json'])
  })

  it.each(['EPERM', 'EACCES'])('also retries %s', async (code) => {
    const target = join(folder, 'hero.json')
    let calls = 0
    const flakyRename: RenameFunction = async (from, to) => {
      if (++calls === 1) throw errorWithCode(code)
      await rename(from, to)
    }
    await writeFileAtomic(target, 'new', { rename: flakyRename, sleep: noSleep })
    expect(calls).toBe(2)
    expect(await readFile(target, 'utf8')).toBe('new')
  })

  it('gives up after the retries, keeps the original intact and removes the temp file', async () => {
    const target = join(folder, 'hero.json')
    await writeFile(target, 'original')
    const lockedRename = vi.fn<RenameFunction>(() => Promise.reject(errorWithCode('EBUSY')))
    await expect(
      writeFileAtomic(target, 'new', { rename: lockedRename, retries: 3, sleep: noSleep }),
    ).rejects.toMatchObject({ code: 'EBUSY' })
    expect(lockedRename).toHaveBeenCalledTimes(4)
    expect(await readFile(target, 'utf8')).toBe('original')
    expect(await readdir(folder)).toEqual(['hero.json'])
  })

  it('does not retry other errors', async () => {
    const target = join(folder, 'hero.json')
    await writeFile(target, 'original')
    const brokenRename = vi.fn<RenameFunction>(() => Promise.reject(errorWithCode('EIO')))
    await expect(
      writeFileAtomic(target, 'new', { rename: brokenRename, sleep: noSleep }),
    ).rejects.toMatchObject({
      code: 'EIO',
    })
    expect(brokenRename).toHaveBeenCalledTimes(1)
    expect(await readFile(target, 'utf8')).toBe('original')
    expect(await readdir(folder)).toEqual(['hero.json'])
  })

  it('fails cleanly when the target cannot be replaced (a folder), leaving it intact', async () => {
    const target = join(folder, 'campaign')
    await mkdir(target)
    await writeFile(join(target, 'inside.txt'), 'keep me')
    await expect(writeFileAtomic(target, 'new', { sleep: noSleep, retries: 1 })).rejects.toThrow()
    expect(await readFile(join(target, 'inside.txt'), 'utf8')).toBe('keep me')
    expect(await readdir(folder)).toEqual(['campaign'])
  })

  it('fails when the folder does not exist, creating nothing', async () => {
    await expect(writeFileAtomic(join(folder, 'missing', 'hero.json'), 'x')).rejects.toMatchObject({
      code: 'ENOENT',
    })
    expect(await readdir(folder)).toEqual([])
  })
})
