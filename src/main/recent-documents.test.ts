import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeFileAtomic } from '../node/atomic-write'
import { createRecentDocuments } from './recent-documents'
import { createRecentFiles } from './recent-files'

vi.mock('electron')

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'quillkeep-recent-docs-'))
})
afterEach(async () => {
  await rm(folder, { recursive: true, force: true })
})

function setup() {
  const os = { addRecentDocument: vi.fn(), clearRecentDocuments: vi.fn() }
  const onChange = vi.fn()
  const recentFiles = createRecentFiles({
    file: join(folder, 'recent-files.json'),
    writeFile: (path, data) => writeFileAtomic(path, data),
  })
  return { os, onChange, recent: createRecentDocuments({ recentFiles, os, onChange }) }
}

describe('recent documents', () => {
  it("puts every opened or saved file on the OS's list and Quillkeep's, then rebuilds the menu", async () => {
    const { os, onChange, recent } = setup()
    const path = join(folder, 'Tova.quillkeep')
    await writeFile(path, '{}')
    await recent.add(path)
    expect(os.addRecentDocument).toHaveBeenCalledWith(path)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(await recent.list()).toEqual([{ name: 'Tova.quillkeep', path, at: expect.any(String) }])
  })

  it('marks a file that was moved or deleted as missing, and keeps it on the list', async () => {
    const { recent } = setup()
    const here = join(folder, 'here.quillkeep')
    const gone = join(folder, 'gone.quillkeep')
    await writeFile(here, '{}')
    await recent.add(gone)
    await recent.add(here)
    expect((await recent.list()).map(({ name, missing }) => ({ name, missing }))).toEqual([
      { name: 'here.quillkeep', missing: undefined },
      { name: 'gone.quillkeep', missing: true },
    ])
  })

  it('Clear Recent empties both lists', async () => {
    const { os, onChange, recent } = setup()
    await recent.add(join(folder, 'a.quillkeep'))
    await recent.clear()
    expect(os.clearRecentDocuments).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(await recent.list()).toEqual([])
  })

  it('never fails an import or export because a list could not be updated', async () => {
    const os = {
      addRecentDocument: vi.fn(() => {
        throw new Error('no OS list here')
      }),
      clearRecentDocuments: vi.fn(),
    }
    const recentFiles = createRecentFiles({
      file: join(folder, 'recent-files.json'),
      writeFile: () => Promise.reject(new Error('disk full')),
    })
    const recent = createRecentDocuments({ recentFiles, os })
    await expect(recent.add(join(folder, 'a.quillkeep'))).resolves.toBeUndefined()
  })

  it('opens a file from Open Recent in the import preview, and says so when it is gone', async () => {
    const openPath = vi.fn()
    const showMissing = vi.fn()
    const recentFiles = createRecentFiles({
      file: join(folder, 'recent-files.json'),
      writeFile: (path, data) => writeFileAtomic(path, data),
    })
    const os = { addRecentDocument: vi.fn(), clearRecentDocuments: vi.fn() }
    const recent = createRecentDocuments({ recentFiles, os, openPath, showMissing })
    const here = join(folder, 'here.quillkeep')
    await writeFile(here, '{}')
    await recent.open(here)
    expect(openPath).toHaveBeenCalledWith(here)
    await rm(here)
    await recent.open(here)
    expect(openPath).toHaveBeenCalledTimes(1)
    expect(showMissing).toHaveBeenCalledWith('here.quillkeep', here)
  })
})
