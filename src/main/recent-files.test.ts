import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeFileAtomic } from '../node/atomic-write'
import { createRecentFiles } from './recent-files'

vi.mock('electron')

let folder: string
let file: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'quillkeep-recent-'))
  file = join(folder, 'recent-files.json')
})
afterEach(async () => {
  await rm(folder, { recursive: true, force: true })
})

function store(writeText = (path: string, data: string) => writeFileAtomic(path, data)) {
  let clock = Date.parse('2026-11-21T09:00:00Z')
  return createRecentFiles({ file, writeFile: writeText, now: () => new Date((clock += 1000)) })
}

describe('recent files', () => {
  it('starts empty without a file', async () => {
    expect(await store().list()).toEqual([])
  })

  it('adds to the top, with the name and time, and stores atomically', async () => {
    const recent = store()
    await recent.add('/home/u/a.json')
    await recent.add('/home/u/b.json')
    expect(await recent.list()).toEqual([
      { name: 'b.json', path: '/home/u/b.json', at: '2026-11-21T09:00:02.000Z' },
      { name: 'a.json', path: '/home/u/a.json', at: '2026-11-21T09:00:01.000Z' },
    ])
    expect(JSON.parse(await readFile(file, 'utf8')).files).toHaveLength(2)
  })

  it('keeps every add when they run at once', async () => {
    const recent = store()
    await Promise.all(['/a.json', '/b.json', '/c.json', '/d.json'].map((path) => recent.add(path)))
    expect((await recent.list()).map((entry) => entry.path).sort()).toEqual([
      '/a.json',
      '/b.json',
      '/c.json',
      '/d.json',
    ])
  })

  it.each([
    ['not JSON', '{"files": [ {"name": '],
    ['the wrong shape', '{"files": "everything"}'],
    ['an array', '[1, 2, 3]'],
    ['null', 'null'],
    ['binary noise', '\u0000\u0001\u0002'],
  ])('tolerates a file holding %s', async (_name, text) => {
    await writeFile(file, text)
    const recent = store()
    expect(await recent.list()).toEqual([])
    await recent.add('/home/u/a.json')
    expect((await recent.list()).map((entry) => entry.path)).toEqual(['/home/u/a.json'])
  })

  it('keeps the good entries of a partly broken file', async () => {
    await writeFile(
      file,
      JSON.stringify({
        files: [
          { name: 'a.json', path: '/a.json', at: '2026-11-20T00:00:00.000Z' },
          { name: 42 },
          { name: 'a.json', path: '/a.json', at: '2026-11-19T00:00:00.000Z' },
          { name: 'b.json', path: '/b.json', at: '2026-11-18T00:00:00.000Z' },
        ],
      }),
    )
    expect((await store().list()).map((entry) => entry.path)).toEqual(['/a.json', '/b.json'])
  })

  it('keeps the previous list when the write fails', async () => {
    await store().add('/a.json')
    const failing = store(() => Promise.reject(new Error('disk full')))
    await expect(failing.add('/b.json')).rejects.toThrow('disk full')
    expect((await store().list()).map((entry) => entry.path)).toEqual(['/a.json'])
  })
})
