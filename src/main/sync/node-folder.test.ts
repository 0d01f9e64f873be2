// The sync folder on disk (#24): what the engine relies on. Files are listed per table (hidden and
// temp files left out), written whole, and a file this device wrote is not read back until
// another writer changes it; the watcher reports other writers' files as `table/name`.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { nodeSyncFolder } from './node-folder'
import { removeTempFolders, tempFolder, until } from './sync-test-helpers'

afterEach(removeTempFolders)

describe('nodeSyncFolder', () => {
  it('lists record files per table, leaving hidden and temp files out', async () => {
    const root = await tempFolder('folder-list')
    await mkdir(join(root, 'characters'))
    await mkdir(join(root, 'journal'))
    for (const name of [
      'a1b2c3d4.quillkeep',
      '.a1b2c3d4.quillkeep.x1.tmp',
      '~$lock.quillkeep',
      'notes.txt',
    ])
      await writeFile(join(root, 'characters', name), 'x')
    await writeFile(join(root, 'journal', 'e1f2a3b4.quillkeep'), 'x')
    const folder = nodeSyncFolder(root)
    expect((await folder.list(['characters', 'journal', 'campaigns'])).sort()).toEqual([
      'characters/a1b2c3d4.quillkeep',
      'journal/e1f2a3b4.quillkeep',
    ])
  })

  it('writes whole files, and reads back only what another writer changed', async () => {
    const root = await tempFolder('folder-write')
    const folder = nodeSyncFolder(root)
    await folder.write('characters/a1b2c3d4.quillkeep', 'ours')
    expect(await readFile(join(root, 'characters', 'a1b2c3d4.quillkeep'), 'utf8')).toBe('ours')
    expect(await folder.read('characters/a1b2c3d4.quillkeep')).toEqual({ kind: 'none' })
    // Another writer replaces it (a sync engine writes a temp file and renames it).
    await writeFile(join(root, 'characters', '.incoming.tmp'), 'theirs')
    await rename(
      join(root, 'characters', '.incoming.tmp'),
      join(root, 'characters', 'a1b2c3d4.quillkeep'),
    )
    expect(await folder.read('characters/a1b2c3d4.quillkeep')).toEqual({
      kind: 'text',
      text: 'theirs',
    })
    expect(await folder.read('characters/gone.quillkeep')).toEqual({ kind: 'none' })
  })

  it('reports files other writers add or change, as table/name, until stopped', async () => {
    const root = await tempFolder('folder-watch')
    await mkdir(join(root, 'characters'))
    const folder = nodeSyncFolder(root)
    const seen: string[] = []
    const stop = await folder.watch((path) => seen.push(path))
    await writeFile(join(root, 'characters', 'a1b2c3d4.quillkeep'), 'x')
    await writeFile(join(root, 'characters', '.temp.tmp'), 'x')
    await until(() => seen.includes('characters/a1b2c3d4.quillkeep'), 'the added file')
    await stop()
    expect(seen.every((path) => path === 'characters/a1b2c3d4.quillkeep')).toBe(true)
  })
})
