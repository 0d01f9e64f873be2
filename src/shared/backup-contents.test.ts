// Empty backups, backup names and the rotation rules shared by the desktop and browser backups.
import { describe, expect, it } from 'vitest'
import {
  backupName,
  backupsToKeep,
  backupsToRemove,
  compareBackupsNewestFirst,
  isEmptyBundle,
  nextBackupCopy,
  parseBackupName,
  type StoredBackupRef,
} from './backup-contents'
import { sampleCampaign, sampleCharacter, sampleJournal } from './file-fixtures'
import type { Bundle } from './files'
import { backupNameSchema } from './ipc'

function bundleOf(parts: { characters?: boolean; campaigns?: boolean; journal?: boolean }): Bundle {
  const campaign = sampleCampaign()
  return {
    characters: parts.characters ? [sampleCharacter('symbaroum')] : [],
    campaigns: parts.campaigns ? [campaign] : [],
    journal: parts.journal ? [sampleJournal('journal-1', campaign.id, [])] : [],
    settings: [{ key: 'theme', value: 'dark' }],
    rolls: [],
  }
}

describe('isEmptyBundle', () => {
  it('is empty with no characters, campaigns or journal entries, whatever the settings', () => {
    expect(isEmptyBundle(bundleOf({}))).toBe(true)
    const nothing: Bundle = { characters: [], campaigns: [], journal: [], settings: [], rolls: [] }
    expect(isEmptyBundle(nothing)).toBe(true)
  })

  it.each([{ characters: true }, { campaigns: true }, { journal: true }])(
    'is not empty with %o',
    (parts) => {
      expect(isEmptyBundle(bundleOf(parts))).toBe(false)
    },
  )
})

describe('isEmptyBundle and encounters (#23)', () => {
  it('is not empty with an encounter alone', () => {
    const nothing: Bundle = { characters: [], campaigns: [], journal: [], settings: [], rolls: [] }
    expect(isEmptyBundle({ ...nothing, encounters: [] })).toBe(true)
    const fight = {
      id: 'e1',
      campaignId: 'gone',
      name: 'Fight',
      round: 1,
      turn: 0,
      combatants: [],
      order: [],
      log: [],
      createdAt: '2026-11-27T00:00:00.000Z',
      updatedAt: '2026-11-27T00:00:00.000Z',
      endedAt: null,
      deletedAt: null,
    }
    expect(isEmptyBundle({ ...nothing, encounters: [fight] })).toBe(false)
  })
})

describe('backup names', () => {
  const at = new Date('2026-11-25T10:10:10.500Z')

  it('marks a backup of an empty database after its reason', () => {
    expect(backupName(at, 'scheduled', { empty: true })).toBe(
      'quillkeep-backup-20261125-101010-scheduled-empty.quillkeep',
    )
    expect(backupName(at, 'before-import', { copy: 3, empty: true })).toBe(
      'quillkeep-backup-20261125-101010-3-before-import-empty.quillkeep',
    )
    expect(backupName(at, 'manual')).toBe('quillkeep-backup-20261125-101010-manual.quillkeep')
  })

  it.each([
    ['scheduled', 1, false],
    ['scheduled', 1, true],
    ['before-upgrade', 2, true],
    ['before-delete', 17, false],
  ] as const)('reads back %s, copy %d, empty %s', (reason, copy, empty) => {
    const name = backupName(at, reason, { copy, empty })
    expect(backupNameSchema.safeParse(name).success).toBe(true)
    expect(parseBackupName(name)).toEqual({ stamp: '20261125-101010', copy, reason, empty })
  })

  it.each(['notes.json', 'quillkeep-backup-20261125-101010-manual.quillkeep.bak', 'x-empty.json'])(
    'does not read %s as a backup name',
    (name) => {
      expect(parseBackupName(name)).toBeNull()
    },
  )

  it('numbers a backup after every backup of the same second, whatever the reason', () => {
    const names = [
      'quillkeep-backup-20261125-101010-manual.quillkeep',
      'quillkeep-backup-20261125-101010-3-scheduled-empty.quillkeep',
      'quillkeep-backup-20261125-101011-9-manual.quillkeep',
      'notes.json',
    ]
    expect(nextBackupCopy('20261125-101010', names)).toBe(4)
    expect(nextBackupCopy('20261125-101012', names)).toBe(1)
  })
})

describe('backupsToRemove', () => {
  const name = (minute: number, options: { copy?: number; empty?: boolean } = {}) =>
    backupName(new Date(Date.UTC(2026, 10, 25, 10, minute)), 'scheduled', options)
  const refs = (...names: string[]): StoredBackupRef[] => names.map((n) => ({ name: n, time: 0 }))

  it('keeps the newest `keep`, removing the oldest first', () => {
    const all = [1, 2, 3, 4, 5].map((minute) => name(minute))
    expect(backupsToRemove(refs(...all), 3, name(5))).toEqual([name(1), name(2)])
    expect(backupsToRemove(refs(...all), 3)).toEqual([name(1), name(2)])
    expect(backupsToRemove(refs(...all), 5, name(5))).toEqual([])
  })

  it('never removes the one just written, even when its name says it is the oldest', () => {
    const all = [name(1), name(2), name(3)]
    expect(backupsToRemove(refs(...all), 1, name(1))).toEqual([name(2), name(3)])
    expect(backupsToRemove(refs(...all), 2, name(1))).toEqual([name(2)])
  })

  it.each([0, -3, 0.5, Number.NaN])('keeps at least the newest for keep = %d', (keep) => {
    expect(backupsToKeep(keep)).toBe(1)
    const all = [name(1), name(2), name(3)]
    expect(backupsToRemove(refs(...all), keep, name(3))).toEqual([name(1), name(2)])
  })

  it('after an empty backup removes only empty ones, never one with data', () => {
    const all = [name(1), name(2), name(3, { empty: true }), name(4, { empty: true })]
    expect(backupsToRemove(refs(...all), 1, name(4, { empty: true }))).toEqual([
      name(3, { empty: true }),
    ])
    expect(
      backupsToRemove(
        refs(name(1), name(2), name(3, { empty: true })),
        1,
        name(3, { empty: true }),
      ),
    ).toEqual([])
  })

  it('after a backup with data removes empty ones first, then the oldest with data', () => {
    const all = [name(1), name(2, { empty: true }), name(3), name(4, { empty: true }), name(5)]
    expect(backupsToRemove(refs(...all), 3, name(5))).toEqual([
      name(2, { empty: true }),
      name(4, { empty: true }),
    ])
    expect(backupsToRemove(refs(...all), 2, name(5))).toEqual([
      name(2, { empty: true }),
      name(4, { empty: true }),
      name(1),
    ])
  })

  it('never removes what is not a backup name', () => {
    expect(backupsToRemove(refs('notes.json', name(1), name(2)), 1, name(2))).toEqual([name(1)])
  })

  it('orders by the time in the name, then copy, then stored time, then name', () => {
    const sorted = [
      { name: name(1, { copy: 2 }), time: 1 },
      { name: name(2), time: 0 },
      { name: name(1), time: 5 },
      { name: backupName(new Date(Date.UTC(2026, 10, 25, 10, 1)), 'manual'), time: 5 },
    ].sort(compareBackupsNewestFirst)
    expect(sorted.map((ref) => ref.name)).toEqual([
      name(2),
      name(1, { copy: 2 }),
      name(1),
      'quillkeep-backup-20261125-100100-manual.quillkeep',
    ])
  })
})
