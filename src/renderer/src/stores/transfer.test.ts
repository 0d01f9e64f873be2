import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { buildEnvelope, serializeEnvelope, type Bundle } from '@shared/files'
import { fixedMeta, sampleCampaign, sampleCharacter } from '@shared/file-fixtures'
import { maxFileBytes } from '@shared/ipc-channels'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { transferRepo } from '@renderer/db/transfer-repo'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform, readPickedFile } from '@renderer/platform/web'
import ImportDialog from '@renderer/components/ImportDialog.vue'
import BackupProblems from '@renderer/components/BackupProblems.vue'
import { outcomeSentence, useTransferStore } from './transfer'

let counter = 0
const backups: string[] = []

beforeEach(() => {
  useDatabase(new QuillkeepDatabase(`transfer-store-test-${++counter}`))
  backups.length = 0
  const web = createWebPlatform()
  setPlatform({
    ...web,
    writeBackup(request) {
      backups.push(request.reason)
      return Promise.resolve({ name: `b${backups.length}`, path: '', removed: [], unreadable: [] })
    },
  })
  setActivePinia(createPinia())
})

const empty: Bundle = {
  characters: [],
  campaigns: [],
  journal: [],
  settings: [],
  rolls: [],
  encounters: [],
}

function backupFile(bundle: Partial<Bundle>): File {
  const text = serializeEnvelope(buildEnvelope('backup', { ...empty, ...bundle }, fixedMeta))
  return new File([text], 'quillkeep-backup.json')
}

describe('restoring a full backup', () => {
  it('restores by default, backs up first, and says what is replaced, added and kept', async () => {
    const tova = { ...sampleCharacter('symbaroum', 'tova'), name: 'Tova' }
    const edda = { ...sampleCharacter('heimr', 'edda'), name: 'Edda' }
    await transferRepo.write({
      ...empty,
      characters: [tova, edda],
      campaigns: [sampleCampaign('c1')],
    })
    const changedTova = { ...tova, name: 'Tova the Elder' }
    const newcomer = { ...sampleCharacter('murdham', 'newcomer'), name: 'Newcomer' }

    const transfer = useTransferStore()
    await transfer.openDropped(backupFile({ characters: [changedTova, newcomer] }))
    const preview = transfer.pending?.preview
    expect(transfer.mode).toBe('replace')
    expect(preview).toMatchObject({ kind: 'backup', newCount: 1, existingCount: 1, keptCount: 2 })
    expect(outcomeSentence(preview!, 'replace')).toBe(
      "Replaces 1 record with the file's version (a changed character's current version goes to the trash), adds 1; 2 records here that the file does not hold stay as they are.",
    )
    expect(outcomeSentence(preview!, 'copy')).toMatch(
      /^Adds 2 records \(those already here as copies/,
    )

    expect(await transfer.confirm()).toBe(true)
    expect(backups).toEqual(['before-restore'])
    const after = await transferRepo.everything()
    expect(after.characters.find((c) => c.id === 'tova')?.name).toBe('Tova the Elder')
    expect(after.characters.find((c) => c.id === 'edda')).toEqual(edda)
    expect(after.campaigns).toHaveLength(1)
    // The replaced version is in the trash, named within the limit.
    const trashed = after.characters.filter((c) => c.deletedAt !== null)
    expect(trashed.map((c) => c.name)).toEqual([
      expect.stringMatching(/^Tova \(replaced \d{4}-\d\d-\d\d\)$/),
    ])
    expect(transfer.status).toMatch(/^Restored quillkeep-backup\.json: 1 added, 1 replaced/)
  })

  it('restoring an unchanged backup changes nothing and puts nothing in the trash', async () => {
    const tova = sampleCharacter('symbaroum', 'tova')
    await transferRepo.write({ ...empty, characters: [tova] })
    const transfer = useTransferStore()
    await transfer.openDropped(backupFile({ characters: [tova] }))
    expect(await transfer.confirm()).toBe(true)
    expect(await transferRepo.everything()).toMatchObject({ characters: [tova] })
    expect(transfer.lastOutcome).toMatchObject({ added: 0, replaced: 0, unchanged: 1 })
  })

  it('imports a character file as a copy by default', async () => {
    const tova = sampleCharacter('symbaroum', 'tova')
    await transferRepo.write({ ...empty, characters: [tova] })
    const transfer = useTransferStore()
    const text = serializeEnvelope(
      buildEnvelope('character', { ...empty, characters: [tova] }, fixedMeta),
    )
    await transfer.openDropped(new File([text], 'Tova.quillkeep.json'))
    expect(transfer.mode).toBe('copy')
  })
})

describe('a refused file says why, whichever way it came in', () => {
  it('shows a file that is too large in the import dialog, and changes nothing', async () => {
    // A File whose size says 600 MiB: the size is checked before a byte is read.
    const huge = {
      name: 'huge.json',
      size: maxFileBytes + 100 * 1024 * 1024,
      text: () => Promise.reject(new Error('read')),
    }
    await expect(readPickedFile(huge as unknown as File)).rejects.toThrow(
      '“huge.json” is too large to import (600 MB; the limit is 500 MB).',
    )
    const transfer = useTransferStore()
    const wrapper = mount(ImportDialog, { attachTo: document.body })
    await transfer.openDropped(huge as unknown as File)
    await flushPromises()
    expect(wrapper.text()).toContain('This file cannot be imported. Nothing was changed.')
    expect(wrapper.get('[data-testid="import-problems"]').text()).toContain(
      'is too large to import',
    )
    expect(await transferRepo.everything()).toEqual(empty)
    wrapper.unmount()
  })

  it('shows bad JSON and a wrong kind of file with the reason', async () => {
    const transfer = useTransferStore()
    await transfer.openDropped(new File(['{"format": '], 'cut.json'))
    expect(transfer.problems[0]?.message).toMatch(/ends too early/)
    await transfer.openDropped(new File(['{"format":"something-else"}'], 'other.json'))
    expect(transfer.problems[0]?.message).toMatch(/not a Quillkeep file/)
    expect(backups).toEqual([])
  })
})

describe('a backup that holds records import would refuse', () => {
  it('is written all the same, and the list shows with each field until dismissed', async () => {
    const web = createWebPlatform()
    setPlatform({
      ...web,
      writeBackup() {
        return Promise.resolve({
          name: 'b1',
          path: '',
          removed: [],
          unreadable: [{ path: 'data.characters[3].name', message: 'a name cannot be empty' }],
        })
      },
    })
    const transfer = useTransferStore()
    const wrapper = mount(BackupProblems, { attachTo: document.body })
    await transfer.backupNow()
    await flushPromises()
    expect(transfer.status).toBe('Backup written: b1.')
    const list = wrapper.get('[data-testid="backup-problems"]')
    expect(list.text()).toBe('data.characters[3].name: a name cannot be empty')
    await wrapper.get('button').trigger('click')
    expect(wrapper.find('[data-testid="backup-problems"]').exists()).toBe(false)
    wrapper.unmount()
  })
})
