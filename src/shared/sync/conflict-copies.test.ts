import { describe, expect, it } from 'vitest'
import { conflictCopyOriginal, isSyncFileName } from './conflict-copies'

describe('sync folder names', () => {
  it("recognises Dropbox's conflicted copies", () => {
    const id = '3f0c2a1e-8d4b-4f7a-9c55-1b2d3e4f5a6b'
    expect(conflictCopyOriginal(`${id} (Someone's conflicted copy 2026-11-27).quillkeep`)).toBe(
      `${id}.quillkeep`,
    )
    expect(conflictCopyOriginal(`${id} (conflicted copy 2026-11-27).quillkeep`)).toBe(
      `${id}.quillkeep`,
    )
    expect(conflictCopyOriginal(`${id} (Anna's conflicted copy 2026-11-27 (1)).quillkeep`)).toBe(
      `${id}.quillkeep`,
    )
  })

  it("recognises Syncthing's sync-conflict copies", () => {
    expect(conflictCopyOriginal('abc12345.sync-conflict-20261127-101010-ABCDEFG.quillkeep')).toBe(
      'abc12345.quillkeep',
    )
  })

  it('takes ordinary record files for what they are', () => {
    expect(conflictCopyOriginal('abc12345.quillkeep')).toBeUndefined()
    expect(conflictCopyOriginal('abc12345.sync-conflict-2026-ABCDEFG.quillkeep')).toBeUndefined()
    expect(conflictCopyOriginal('abc12345 (copy).quillkeep')).toBeUndefined()
  })

  it('leaves temp files alone: ours, Syncthing’s and editors’', () => {
    expect(isSyncFileName('abc12345.quillkeep')).toBe(true)
    expect(isSyncFileName('.abc12345.quillkeep.a1b2c3d4e5f6.tmp')).toBe(false)
    expect(isSyncFileName('.syncthing.abc12345.quillkeep.tmp')).toBe(false)
    expect(isSyncFileName('~$abc12345.quillkeep')).toBe(false)
    expect(isSyncFileName('.abc12345.quillkeep')).toBe(false)
    expect(isSyncFileName('notes.txt')).toBe(false)
  })
})
