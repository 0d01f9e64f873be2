// The import dialog: it opens at once with progress, shows what a file holds before anything is
// written (or why it is refused), imports or restores on confirm, and gives focus back on close.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import { buildEnvelope, serializeEnvelope, type Bundle, type FileKind } from '@shared/files'
import { fixedMeta, sampleCharacter } from '@shared/file-fixtures'
import type { PickedFile } from '@renderer/platform/types'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { transferRepo } from '@renderer/db/transfer-repo'
import { useTransferStore } from '@renderer/stores/transfer'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import ImportDialog from './ImportDialog.vue'
import { settle } from './components-test-helpers'

enableAutoUnmount(afterEach)
useTestDatabase('import-dialog')

const backups: string[] = []
let failBackup = false
let pick: (file: PickedFile | null) => void = () => {}
beforeEach(() => {
  backups.length = 0
  failBackup = false
  setPlatform({
    ...createWebPlatform(),
    writeBackup(request) {
      if (failBackup) return Promise.reject(new Error('the disk is full'))
      backups.push(request.reason)
      return Promise.resolve({ name: 'b', path: '', removed: [], unreadable: [] })
    },
    importFile: () => new Promise<PickedFile | null>((resolve) => (pick = resolve)),
  })
})

const empty: Bundle = {
  characters: [],
  campaigns: [],
  journal: [],
  settings: [],
  rolls: [],
  encounters: [],
}
const fileOf = (kind: FileKind, bundle: Partial<Bundle>, name = `${kind}.json`) =>
  new File([serializeEnvelope(buildEnvelope(kind, { ...empty, ...bundle }, fixedMeta))], name)
const tova = () => ({ ...sampleCharacter('symbaroum', 'tova'), name: 'Tova' })

/** The dialog, and the button that opened it (focused, as a user's click leaves it). */
function show(): { wrapper: VueWrapper; opener: HTMLButtonElement } {
  const opener = document.createElement('button')
  document.body.append(opener)
  opener.focus()
  const wrapper = mount(ImportDialog, { attachTo: document.body })
  return { wrapper, opener }
}

const buttons = (wrapper: VueWrapper) => wrapper.findAll('.actions button')

describe('ImportDialog', () => {
  it('opens at once with progress while the file is read, and Close gives focus back', async () => {
    const { wrapper, opener } = show()
    const transfer = useTransferStore()
    void transfer.chooseFile()
    await settle()
    const dialog = wrapper.get('dialog').element as HTMLDialogElement
    expect(dialog.open).toBe(true)
    expect(wrapper.get('#import-title').text()).toBe('Import “the file”')
    expect(wrapper.get('progress').attributes('aria-label')).toBe('Reading the file…')
    expect(wrapper.text()).toContain('Nothing changes until you have seen what the file holds')
    expect(buttons(wrapper).map((b) => b.text())).toEqual(['Close'])
    // Reading can be abandoned: the button is not held by the busy reader.
    expect(buttons(wrapper)[0]!.attributes('disabled')).toBeUndefined()
    ;(dialog.querySelector('button') as HTMLButtonElement).focus()
    await buttons(wrapper)[0]!.trigger('click')
    await settle()
    expect(wrapper.find('dialog').exists()).toBe(false)
    expect(document.activeElement).toBe(opener)
    pick(null)
    opener.remove()
  })

  it('shows what a character file holds, imports it on confirm and closes', async () => {
    const { wrapper, opener } = show()
    await useTransferStore().openDropped(fileOf('character', { characters: [tova()] }, 'tova.json'))
    await settle()
    expect(wrapper.get('#import-title').text()).toBe('Import “tova.json”')
    expect(wrapper.get('.badge').text()).toBe('Character')
    expect(wrapper.get('[data-testid="import-preview"]').text()).toBe('1 character')
    expect(wrapper.find('fieldset.mode').exists()).toBe(false)
    expect(wrapper.get('[data-testid="import-outcome"]').text()).toBe(
      'Adds 1 record; nothing here changes.',
    )
    const confirm = buttons(wrapper)[0]!
    expect(confirm.text()).toBe('Import')
    await confirm.trigger('click')
    await settle()
    expect(backups).toEqual(['before-import'])
    expect((await transferRepo.everything()).characters.map((c) => c.name)).toEqual(['Tova'])
    expect(wrapper.find('dialog').exists()).toBe(false)
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })

  it('asks what to do with records already here, and says what each choice does', async () => {
    await transferRepo.write({ ...empty, characters: [tova()] })
    const { wrapper } = show()
    const changed = { ...tova(), name: 'Tova the Elder' }
    await useTransferStore().openDropped(fileOf('character', { characters: [changed] }))
    await settle()
    expect(wrapper.get('[data-testid="import-preview"]').text()).toBe(
      '1 character (1 already here: Tova the Elder)',
    )
    const outcome = () => wrapper.get('[data-testid="import-outcome"]').text()
    expect(outcome()).toBe(
      'Adds 1 record (those already here as copies with new ids); nothing here changes.',
    )
    await wrapper.get('input[value="replace"]').setValue(true)
    expect(outcome()).toBe(
      "Replaces 1 record with the file's version (a changed character's current version goes to the trash), adds nothing.",
    )
    await buttons(wrapper)[0]!.trigger('click')
    await settle()
    const characters = (await transferRepo.everything()).characters
    expect(characters.find((c) => c.id === 'tova')?.name).toBe('Tova the Elder')
  })

  it('restores a full backup by default, and offers copies instead', async () => {
    await transferRepo.write({ ...empty, characters: [tova()] })
    const newer = { ...sampleCharacter('heimr', 'edda'), name: 'Edda', dataVersion: 999 }
    const { wrapper } = show()
    await useTransferStore().openDropped(
      fileOf('backup', { characters: [{ ...tova(), name: 'Tova again' }, newer] }, 'b.json'),
    )
    await settle()
    expect(wrapper.get('#import-title').text()).toBe('Restore “b.json”')
    expect(wrapper.get('.badge').text()).toBe('Full backup')
    expect(wrapper.get('[data-testid="import-newer"]').text()).toContain('Edda')
    const labels = wrapper.findAll('fieldset.mode label').map((l) => l.text())
    expect(labels[0]).toMatch(/^Restore the backup/)
    expect((wrapper.get('input[value="replace"]').element as HTMLInputElement).checked).toBe(true)
    expect(buttons(wrapper)[0]!.text()).toBe('Restore')
    await wrapper.get('input[value="copy"]').setValue(true)
    expect(buttons(wrapper)[0]!.text()).toBe('Import')
    expect(buttons(wrapper)[1]!.text()).toBe('Cancel')
  })

  it('calls a backup opened from the list a restore, and its copy import “Import as copies”', async () => {
    await transferRepo.write({ ...empty, characters: [tova()] })
    const { wrapper } = show()
    setPlatform({
      ...createWebPlatform(),
      readBackup: () =>
        Promise.resolve(
          serializeEnvelope(
            buildEnvelope('character', { ...empty, characters: [tova()] }, fixedMeta),
          ),
        ),
    })
    await useTransferStore().openBackup('quillkeep-backup-1.quillkeep')
    await settle()
    expect(wrapper.get('#import-title').text()).toBe('Restore “quillkeep-backup-1.quillkeep”')
    expect(buttons(wrapper)[0]!.text()).toBe('Import as copies')
  })

  it('refuses a broken file with the reasons, changing nothing', async () => {
    const { wrapper } = show()
    await useTransferStore().openDropped(new File(['{"format": '], 'cut.json'))
    await settle()
    expect(wrapper.get('p.field-error[role="alert"]').text()).toBe(
      'This file cannot be imported. Nothing was changed.',
    )
    expect(wrapper.get('[data-testid="import-problems"]').text()).toMatch(/ends too early/)
    expect(buttons(wrapper).map((b) => b.text())).toEqual(['Close'])
    expect(await transferRepo.everything()).toEqual(empty)
  })

  it('lists at most 12 problems, with the count of the rest, each with its field', async () => {
    const { wrapper } = show()
    const transfer = useTransferStore()
    const problems = Array.from({ length: 15 }, (_, i) => ({
      path: i === 0 ? '' : `data.characters[${i}].name`,
      message: 'a name cannot be empty',
    }))
    transfer.pending = {
      fileName: 'x.json',
      source: 'file',
      parsed: { ok: false, problems },
      preview: null,
    }
    await settle()
    const items = wrapper.findAll('[data-testid="import-problems"] li')
    expect(items).toHaveLength(12)
    expect(items[0]!.text()).toBe('a name cannot be empty')
    expect(items[1]!.text()).toBe('data.characters[1].name: a name cannot be empty')
    expect(wrapper.text()).toContain('… and 3 more.')
  })

  it('cancels on Escape, writing nothing', async () => {
    const { wrapper } = show()
    await useTransferStore().openDropped(fileOf('character', { characters: [tova()] }))
    await settle()
    await wrapper.get('dialog').trigger('cancel')
    await settle()
    expect(useTransferStore().pending).toBeNull()
    expect(wrapper.find('dialog').exists()).toBe(false)
    expect(await transferRepo.everything()).toEqual(empty)
  })

  it('keeps the dialog open with the reason when the import fails', async () => {
    const { wrapper } = show()
    await useTransferStore().openDropped(fileOf('character', { characters: [tova()] }))
    await settle()
    failBackup = true
    await buttons(wrapper)[0]!.trigger('click')
    await settle()
    expect(wrapper.get('p.field-error[role="alert"]').text()).toBe(
      'Import failed, nothing was changed: the disk is full',
    )
    expect(wrapper.find('dialog').exists()).toBe(true)
    expect(await transferRepo.everything()).toEqual(empty)
  })
})
