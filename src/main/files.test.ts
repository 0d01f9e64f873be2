import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { formatMegabytes, readImportFile } from './files'

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'quillkeep-files-'))
})
afterEach(async () => {
  await rm(folder, { recursive: true, force: true })
})

describe('readImportFile', () => {
  it('reads UTF-8 text and returns the file name', async () => {
    const path = join(folder, 'ylva.quillkeep.json')
    await writeFile(path, '{"name":"Ylva Åsdóttir"}', 'utf8')
    expect(await readImportFile(path, 1000)).toEqual({
      name: 'ylva.quillkeep.json',
      content: '{"name":"Ylva Åsdóttir"}',
    })
  })

  it('drops a byte-order mark', async () => {
    const path = join(folder, 'bom.json')
    await writeFile(path, '\uFEFF{}', 'utf8')
    expect((await readImportFile(path, 1000)).content).toBe('{}')
  })

  it('refuses a file over the limit with a clear message', async () => {
    const path = join(folder, 'huge.json')
    await writeFile(path, 'x'.repeat(3 * 1024 * 1024))
    await expect(readImportFile(path, 2 * 1024 * 1024)).rejects.toThrow(
      '"huge.json" is too large to import (3 MB; the limit is 2 MB).',
    )
  })

  it('accepts a file exactly at the limit', async () => {
    const path = join(folder, 'edge.json')
    await writeFile(path, 'x'.repeat(100))
    expect((await readImportFile(path, 100)).content).toHaveLength(100)
  })

  it('refuses folders', async () => {
    const path = join(folder, 'campaign.json')
    await mkdir(path)
    await expect(readImportFile(path, 100)).rejects.toThrow()
  })
})

describe('formatMegabytes', () => {
  it('rounds to one decimal', () => {
    expect(formatMegabytes(20 * 1024 * 1024)).toBe('20 MB')
    expect(formatMegabytes(1.25 * 1024 * 1024)).toBe('1.3 MB')
  })
})
