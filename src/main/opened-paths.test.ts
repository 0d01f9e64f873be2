// The guard in front of shell.openPath, with a fake shell and real temp folders.
import { link, mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeFileAtomic } from '../node/atomic-write'
import { createWrittenFiles, maxRememberedFiles } from './opened-paths'

vi.mock('electron')

let root: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'quillkeep-opened-paths-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const fakeShell = () => ({ openPath: vi.fn((_path: string) => Promise.resolve('')) })

async function saved(name = 'sheet.pdf') {
  const path = join(root, name)
  await writeFileAtomic(path, '%PDF-1.7\n')
  const written = createWrittenFiles()
  await written.remember(path)
  return { path, written }
}

describe('createWrittenFiles', () => {
  it('opens a PDF it wrote, as it was written', async () => {
    const { path, written } = await saved()
    const shell = fakeShell()
    expect(await written.open(shell, path)).toBe('')
    expect(shell.openPath).toHaveBeenCalledExactlyOnceWith(path)
  })

  it('passes on what the shell reports, and never throws', async () => {
    const { path, written } = await saved()
    expect(await written.open({ openPath: () => Promise.resolve('no viewer') }, path)).toBe(
      'no viewer',
    )
    const throwing = {
      openPath: (): Promise<string> => Promise.reject(new Error('shell gone')),
    }
    expect(await written.open(throwing, path)).toBe('shell gone')
  })

  it('refuses a file it did not write', async () => {
    const { written } = await saved()
    const other = join(root, 'other.pdf')
    await writeFile(other, '%PDF-1.7\n')
    const shell = fakeShell()
    expect(await written.open(shell, other)).toBe(
      'Quillkeep only opens files it has just saved, and not "other.pdf".',
    )
    expect(shell.openPath).not.toHaveBeenCalled()
  })

  it.each(['run-me.desktop', 'script.sh', 'setup.exe', 'sheet.pdf.lnk', 'sheet'])(
    'refuses %s even when it wrote it',
    async (name) => {
      const { path, written } = await saved(name)
      const shell = fakeShell()
      expect(await written.open(shell, path)).toBe(
        `"${name}" is not a PDF, so Quillkeep does not open it.`,
      )
      expect(shell.openPath).not.toHaveBeenCalled()
    },
  )

  it('refuses a PDF turned into a link since it was written', async () => {
    const { path, written } = await saved()
    await writeFile(join(root, 'evil.desktop'), '[Desktop Entry]')
    await rm(path)
    await symlink(join(root, 'evil.desktop'), path)
    const shell = fakeShell()
    expect(await written.open(shell, path)).toBe(
      '"sheet.pdf" was changed or replaced after it was saved, so it was not opened.',
    )
    expect(shell.openPath).not.toHaveBeenCalled()
  })

  it('refuses a PDF replaced by another file since it was written', async () => {
    const { path, written } = await saved()
    await writeFile(join(root, 'swap.pdf'), 'other')
    await rename(join(root, 'swap.pdf'), path)
    const shell = fakeShell()
    expect(await written.open(shell, path)).toMatch(/was changed or replaced/)
    expect(shell.openPath).not.toHaveBeenCalled()
  })

  it('refuses a PDF reached through a folder that became a link', async () => {
    const folder = join(root, 'sheets')
    await mkdir(folder)
    const path = join(folder, 'sheet.pdf')
    await writeFileAtomic(path, '%PDF-1.7\n')
    const written = createWrittenFiles()
    await written.remember(path)
    // The same file (a hard link) elsewhere, and the folder swapped for a link to it.
    const elsewhere = join(root, 'elsewhere')
    await mkdir(elsewhere)
    await link(path, join(elsewhere, 'sheet.pdf'))
    await rename(folder, join(root, 'moved'))
    await symlink(elsewhere, folder)
    const shell = fakeShell()
    expect(await written.open(shell, path)).toMatch(/was changed or replaced/)
    expect(shell.openPath).not.toHaveBeenCalled()
  })

  it('says when the PDF is gone', async () => {
    const { path, written } = await saved()
    await rm(path)
    const shell = fakeShell()
    expect(await written.open(shell, path)).toBe('"sheet.pdf" is no longer where it was saved.')
    expect(shell.openPath).not.toHaveBeenCalled()
  })

  it('does not remember what is not a file', async () => {
    const written = createWrittenFiles()
    await written.remember(join(root, 'missing.pdf'))
    await mkdir(join(root, 'folder.pdf'))
    await written.remember(join(root, 'folder.pdf'))
    const shell = fakeShell()
    expect(await written.open(shell, join(root, 'missing.pdf'))).toMatch(/only opens files/)
    expect(await written.open(shell, join(root, 'folder.pdf'))).toMatch(/only opens files/)
    expect(shell.openPath).not.toHaveBeenCalled()
  })

  it(`remembers the last ${maxRememberedFiles} files written`, async () => {
    const written = createWrittenFiles()
    const paths: string[] = []
    for (let index = 0; index <= maxRememberedFiles; index++) {
      const path = join(root, `sheet-${index}.pdf`)
      await writeFile(path, '%PDF')
      await written.remember(path)
      paths.push(path)
    }
    const shell = fakeShell()
    expect(await written.open(shell, paths[0]!)).toMatch(/only opens files/)
    expect(await written.open(shell, paths[1]!)).toBe('')
    expect(await written.open(shell, paths[maxRememberedFiles]!)).toBe('')
  })
})
