import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import {
  buildEnvelope,
  diffIds,
  parseFile,
  serializeEnvelope,
  suggestedFileName,
  withFreshIds,
  type Bundle,
  type FileKind,
  type FileProblem,
  type ParsedFile,
} from '@shared/files'
import type { WriteBackupRequest } from '@shared/ipc'
import { transferRepo, type ImportOutcome } from '@renderer/db/transfer-repo'
import { platform } from '@renderer/platform'
import type { PickedFile } from '@renderer/platform/types'
import { useLibraryStore } from './library'
import { countOf } from '@systems/common/format'

export type ImportMode = 'copy' | 'replace'

export interface PendingImport {
  fileName: string
  /** Where it came from, for the dialog's title. */
  source: 'file' | 'backup'
  parsed: ParsedFile
  preview: ImportPreview | null
}

export interface ImportPreview {
  kind: FileKind
  newCount: number
  existingCount: number
  /** Human-readable lines: "3 characters (1 already here: Tova)". */
  lines: string[]
  migrated: string[]
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

const lastBackupKey = 'quillkeep.lastBackupAt'

/**
 * Export, import and backups. Nothing is written until the user has seen the preview of a valid
 * file and confirmed; the import itself is one database transaction, preceded by a backup.
 */
export const useTransferStore = defineStore('transfer', () => {
  const pending = shallowRef<PendingImport | null>(null)
  const mode = ref<ImportMode>('copy')
  const busy = ref(false)
  const status = ref('')
  const error = ref('')
  const lastOutcome = ref<ImportOutcome | null>(null)

  const problems = computed<FileProblem[]>(() =>
    pending.value && !pending.value.parsed.ok ? pending.value.parsed.problems : [],
  )

  async function app(): Promise<string> {
    return `Quillkeep ${await platform().appVersion()}`
  }

  async function envelopeText(kind: FileKind, bundle: Bundle): Promise<string> {
    return serializeEnvelope(
      buildEnvelope(kind, bundle, { app: await app(), exportedAt: new Date().toISOString() }),
    )
  }

  async function run<T>(what: string, task: () => Promise<T>): Promise<T | undefined> {
    busy.value = true
    error.value = ''
    try {
      return await task()
    } catch (e) {
      error.value = `${what}: ${messageOf(e)}`
      return undefined
    } finally {
      busy.value = false
    }
  }

  async function exportBundle(kind: FileKind, title: string, bundle: Bundle | null): Promise<void> {
    await run('Export failed', async () => {
      if (!bundle) throw new Error('There is nothing to export.')
      const saved = await platform().exportFile(
        suggestedFileName(kind, title),
        await envelopeText(kind, bundle),
      )
      status.value = saved ? `Exported “${title}”.` : ''
    })
  }

  const exportCharacter = async (id: string, name: string) =>
    exportBundle('character', name, await transferRepo.character(id))
  const exportCampaign = async (id: string, name: string) =>
    exportBundle('campaign', name, await transferRepo.campaign(id))
  const exportEverything = async () =>
    exportBundle(
      'backup',
      `Quillkeep backup ${new Date().toISOString().slice(0, 10)}`,
      await transferRepo.everything(),
    )

  async function preview(parsed: ParsedFile): Promise<ImportPreview | null> {
    if (!parsed.ok) return null
    const existing = await transferRepo.existingIds()
    const diff = diffIds(parsed.bundle, existing)
    const { characters, campaigns, journal, settings, rolls } = parsed.bundle
    const names = (ids: string[]) => characters.filter((c) => ids.includes(c.id)).map((c) => c.name)
    const line = (
      count: number,
      one: string,
      many: string,
      already: string[],
      labels: string[] = [],
    ) =>
      count === 0
        ? null
        : countOf(count, one, many) +
          (already.length
            ? ` (${already.length} already here${labels.length ? `: ${labels.join(', ')}` : ''})`
            : '')
    const lines = [
      line(
        characters.length,
        'character',
        'characters',
        diff.characters.existing,
        names(diff.characters.existing),
      ),
      line(campaigns.length, 'campaign', 'campaigns', diff.campaigns.existing),
      line(journal.length, 'journal entry', 'journal entries', diff.journal.existing),
      settings.length ? `${settings.length} settings` : null,
      line(rolls.length, 'logged roll', 'logged rolls', []),
    ].filter((l): l is string => l !== null)
    const existingCount =
      diff.characters.existing.length +
      diff.campaigns.existing.length +
      diff.journal.existing.length
    const total = characters.length + campaigns.length + journal.length
    return {
      kind: parsed.kind,
      newCount: total - existingCount,
      existingCount,
      lines,
      migrated: parsed.migrated,
    }
  }

  async function open(file: PickedFile, source: PendingImport['source']): Promise<void> {
    const parsed = parseFile(file.content)
    mode.value = 'copy'
    lastOutcome.value = null
    pending.value = { fileName: file.name, source, parsed, preview: await preview(parsed) }
  }

  async function chooseFile(): Promise<void> {
    await run('Could not open the file', async () => {
      const file = await platform().importFile()
      if (file) await open(file, 'file')
    })
  }

  async function openDropped(file: File): Promise<void> {
    await run('Could not read the dropped file', async () =>
      open(await platform().readDroppedFile(file), 'file'),
    )
  }

  async function openRecent(path: string): Promise<void> {
    await run('Could not open the file', async () =>
      open(await platform().importRecent(path), 'file'),
    )
  }

  async function openBackup(name: string): Promise<void> {
    await run('Could not read the backup', async () =>
      open({ name, content: await platform().readBackup(name) }, 'backup'),
    )
  }

  function cancel(): void {
    pending.value = null
  }

  async function backup(reason: WriteBackupRequest['reason']): Promise<string> {
    return backupBundle(await transferRepo.everything(), reason)
  }

  /** Writes a given bundle as a backup (the upgrade backup reads the old database itself). */
  async function backupBundle(
    bundle: Bundle,
    reason: WriteBackupRequest['reason'],
  ): Promise<string> {
    const written = await platform().writeBackup({
      content: await envelopeText('backup', bundle),
      reason,
    })
    try {
      localStorage.setItem(lastBackupKey, new Date().toISOString())
    } catch {
      // Only the schedule uses this; it then backs up again sooner, which is harmless.
    }
    return written.name
  }

  /** Writes the pending file after a safety backup. Returns true when written. */
  async function confirm(): Promise<boolean> {
    const current = pending.value
    if (!current?.parsed.ok) return false
    const { parsed } = current
    const result = await run('Import failed, nothing was changed', async () => {
      await backup(current.source === 'backup' ? 'before-restore' : 'before-import')
      const bundle =
        mode.value === 'copy' && current.preview?.existingCount
          ? withFreshIds(parsed.bundle)
          : parsed.bundle
      return transferRepo.write(bundle)
    })
    if (!result) return false
    lastOutcome.value = result
    status.value =
      `Imported ${current.fileName}: ${result.added} added` +
      (result.replaced
        ? `, ${result.replaced} replaced (replaced characters are in the trash)`
        : '') +
      '.'
    pending.value = null
    await useLibraryStore().load()
    return true
  }

  async function backupNow(): Promise<void> {
    await run('Backup failed', async () => {
      status.value = `Backup written: ${await backup('manual')}.`
    })
  }

  /** Writes a scheduled backup when the last one is older than the interval. */
  async function backupIfDue(now = Date.now()): Promise<boolean> {
    const settings = await platform().getBackupSettings()
    let last = 0
    try {
      last = Date.parse(localStorage.getItem(lastBackupKey) ?? '') || 0
    } catch {
      last = 0
    }
    if (now - last < settings.intervalHours * 3_600_000) return false
    await backup('scheduled')
    return true
  }

  return {
    pending,
    mode,
    busy,
    status,
    error,
    problems,
    lastOutcome,
    exportCharacter,
    exportCampaign,
    exportEverything,
    chooseFile,
    openDropped,
    openRecent,
    openBackup,
    cancel,
    confirm,
    backupNow,
    backupIfDue,
    backup,
    backupBundle,
  }
})
