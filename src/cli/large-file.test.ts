// The command line at campaign scale: a 10,000-entry backup (about 23 MB, over the old 20 MiB
// cap) checks and converts, and what convert writes checks again. Files past the limit are
// refused by size before a byte is read.
import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maxFileBytes } from '../shared/ipc-channels'
import { largeBackupText } from '../../tests/large-backup'
import { run, type CliIo } from './run'

let folder = ''
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'quillkeep-cli-large-'))
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

async function cli(...argv: string[]) {
  let stdout = ''
  let stderr = ''
  const io: CliIo = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    cwd: folder,
    now: () => new Date('2026-11-25T12:00:00.000Z'),
  }
  const code = await run(argv, io)
  return { code, stdout, stderr }
}

describe('cli with a 10,000-entry backup', () => {
  it('checks it, converts it, and checks what it wrote', async () => {
    const text = largeBackupText(10_000)
    expect(Buffer.byteLength(text)).toBeGreaterThan(20 * 1024 * 1024)
    await writeFile(join(folder, 'long.json'), text)

    const checked = await cli('check', 'long.json')
    expect(checked.stderr).toBe('')
    expect(checked.code).toBe(0)

    const converted = await cli('convert', 'long.json', '--out', 'again.json')
    expect(converted.code).toBe(0)
    const again = JSON.parse(await readFile(join(folder, 'again.json'), 'utf8')) as {
      data: { journal: unknown[] }
    }
    expect(again.data.journal).toHaveLength(10_000)
    expect((await cli('check', 'again.json')).code).toBe(0)
  }, 120_000)

  it('refuses a file over the limit by its size, naming both', async () => {
    const path = join(folder, 'huge.json')
    await writeFile(path, '')
    await truncate(path, maxFileBytes + 10 * 1024 * 1024) // sparse: nothing is written to disk
    const result = await cli('check', 'huge.json')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('is too large to import (510 MB; the limit is 500 MB)')
  })
})
