import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import {
  buildEnvelope,
  diffIds,
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
import { checkFileText } from '@renderer/file-check'
import { buildFullBackup, type FullBackupSource } from '@renderer/backup'
import { useLibraryStore } from './library'
import { i18n } from '@renderer/i18n'
import { formatMegabytes } from '@shared/sizes'
import { messageOf } from '@shared/errors'
import { playersCopy } from '@shared/players-copy'
import { withoutSecrets } from '@shared/secrets'
import { missingPictures, referencedPictures } from '@shared/pictures'
import { imagesRepo } from '@renderer/db/images-repo'

export type ImportMode = 'copy' | 'replace'

export interface PendingImport {
  fileName: string
  /** Where it came from, for the dialog's title. */
  source: 'file' | 'backup'
  /** Null while the file is being read and checked. */
  parsed: ParsedFile | null
  preview: ImportPreview | null
}

/** Long work shown as a progress bar: `total` 0 means the amount is not known. */
export interface TransferProgress {
  label: string
  done: number
  total: number
}

export interface ImportPreview {
  kind: FileKind
  newCount: number
  existingCount: number
  /** Records here that the file does not hold: an import never touches them. */
  keptCount: number
  /** Human-readable lines: "3 characters (1 already here: Tova)". */
  lines: string[]
  migrated: string[]
  /** Characters a newer Quillkeep made: restored as they are, read-only here. */
  newer: string[]
  /**
   * Records that refer to a picture neither the file nor this device has ("Tova (portrait)"):
   * they import as they are, and the picture shows as missing.
   */
  missingPictures: string[]
}

/** What a confirmed import will do in each mode, with counts. */
export function outcomeSentence(preview: ImportPreview, mode: ImportMode): string {
  const kept = preview.keptCount ? records(preview.keptCount) : ''
  if (mode === 'copy' || preview.existingCount === 0) {
    const added = { records: records(preview.newCount + preview.existingCount), kept }
    if (preview.existingCount)
      return kept
        ? t('stores.transfer.addsCopiesKept', added)
        : t('stores.transfer.addsCopies', added)
    return kept ? t('stores.transfer.addsKept', added) : t('stores.transfer.adds', added)
  }
  const replaced = {
    records: records(preview.existingCount),
    added: preview.newCount || t('stores.transfer.addsNothing'),
    kept,
  }
  return kept
    ? t('stores.transfer.replacesKept', replaced)
    : t('stores.transfer.replaces', replaced)
}

const t = i18n.global.t
const records = (count: number) => t('stores.transfer.records', { count })

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
  const progress = shallowRef<TransferProgress | null>(null)
  /** Records the last backup saved although import would refuse them, for the user to see. */
  const backupProblems = shallowRef<FileProblem[]>([])

  const problems = computed<FileProblem[]>(() =>
    pending.value?.parsed && !pending.value.parsed.ok ? pending.value.parsed.problems : [],
  )

  async function app(): Promise<string> {
    return `Quillkeep ${await platform().appVersion()}`
  }

  async function envelopeText(kind: FileKind, bundle: Bundle): Promise<string> {
    return serializeEnvelope(
      buildEnvelope(kind, bundle, { app: await app(), exportedAt: new Date().toISOString() }),
    )
  }

  /** Runs `task`; when it throws, `failed` words the error for the user. */
  async function run<T>(
    failed: (error: string) => string,
    task: () => Promise<T>,
  ): Promise<T | undefined> {
    busy.value = true
    error.value = ''
    try {
      return await task()
    } catch (e) {
      error.value = failed(messageOf(e))
      return undefined
    } finally {
      busy.value = false
    }
  }

  async function exportBundle(kind: FileKind, title: string, bundle: Bundle | null): Promise<void> {
    await run(
      (error) => t('stores.transfer.exportFailed', { error }),
      async () => {
        if (!bundle) throw new Error(t('stores.transfer.nothingToExport'))
        const saved = await platform().exportFile(
          suggestedFileName(kind, title),
          await envelopeText(kind, bundle),
        )
        status.value = saved ? t('stores.transfer.exported', { title }) : ''
      },
    )
  }

  const exportCharacter = async (id: string, name: string) =>
    exportBundle('character', name, await transferRepo.character(id))
  const exportCampaign = async (id: string, name: string) =>
    exportBundle('campaign', name, await transferRepo.campaign(id))
  /** The players' copy of a campaign (#23): its journal without GM secrets, in a file of its own. */
  async function exportPlayersCopy(id: string, name: string): Promise<void> {
    const bundle = await transferRepo.campaign(id)
    const copy =
      bundle &&
      playersCopy(bundle, {
        untitledEntry: t('journal.untitled'),
        untitledCampaign: t('stores.transfer.untitledCampaign'),
      })
    // The file is named after the copy's campaign name: the GM's may hold a secret.
    const shown = copy?.campaigns[0]?.name ?? withoutSecrets(name)
    await exportBundle('campaign', t('stores.transfer.playersTitle', { name: shown }), copy)
  }
  const exportEverything = async () =>
    exportBundle(
      'backup',
      t('stores.transfer.backupTitle', { date: new Date().toISOString().slice(0, 10) }),
      await transferRepo.everything(),
    )

  async function preview(parsed: ParsedFile): Promise<ImportPreview | null> {
    if (!parsed.ok) return null
    const existing = await transferRepo.existingIds()
    const diff = diffIds(parsed.bundle, existing)
    const { characters, campaigns, journal, settings, rolls } = parsed.bundle
    const encounters = parsed.bundle.encounters ?? []
    const pictures = parsed.bundle.pictures ?? []
    const referenced = referencedPictures(parsed.bundle)
    const storedHere = referenced.size > 0 ? await imagesRepo.stored(referenced) : new Set<string>()
    const missing = missingPictures(parsed.bundle, storedHere).map((m) => m.name)
    const names = (ids: string[]) => characters.filter((c) => ids.includes(c.id)).map((c) => c.name)
    const line = (what: string, count: number, already: string[] = [], labels: string[] = []) => {
      if (count === 0) return null
      if (!already.length) return what
      return labels.length
        ? t('stores.transfer.alreadyHereNamed', {
            what,
            count: already.length,
            names: labels.join(', '),
          })
        : t('stores.transfer.alreadyHere', { what, count: already.length })
    }
    const lines = [
      line(
        t('stores.transfer.holds.characters', { count: characters.length }),
        characters.length,
        diff.characters.existing,
        names(diff.characters.existing),
      ),
      line(
        t('stores.transfer.holds.campaigns', { count: campaigns.length }),
        campaigns.length,
        diff.campaigns.existing,
      ),
      line(
        t('stores.transfer.holds.journal', { count: journal.length }),
        journal.length,
        diff.journal.existing,
      ),
      line(t('stores.transfer.holds.settings', { count: settings.length }), settings.length),
      line(t('stores.transfer.holds.rolls', { count: rolls.length }), rolls.length),
      line(
        t('stores.transfer.holds.encounters', { count: encounters.length }),
        encounters.length,
        diff.encounters.existing,
      ),
      line(t('stores.transfer.holds.pictures', { count: pictures.length }), pictures.length),
    ].filter((l): l is string => l !== null)
    const existingCount =
      diff.characters.existing.length +
      diff.campaigns.existing.length +
      diff.journal.existing.length +
      diff.encounters.existing.length
    const total = characters.length + campaigns.length + journal.length + encounters.length
    const here =
      existing.characters.size +
      existing.campaigns.size +
      existing.journal.size +
      existing.encounters.size
    return {
      kind: parsed.kind,
      newCount: total - existingCount,
      existingCount,
      keptCount: here - existingCount,
      lines,
      migrated: parsed.migrated,
      newer: parsed.newer,
      missingPictures: [...new Set(missing)],
    }
  }

  /**
   * Opens the import dialog at once (reading, then checking, with progress), then shows what the
   * file holds or why it cannot be imported. Every way in (Import…, a drop, a recent file, a
   * backup) ends in the dialog, so a refused file always says why.
   */
  async function open(
    fileName: string,
    source: PendingImport['source'],
    read: () => Promise<PickedFile | null>,
  ): Promise<void> {
    lastOutcome.value = null
    error.value = ''
    busy.value = true
    const loading: PendingImport = { fileName, source, parsed: null, preview: null }
    pending.value = loading
    const stillOpen = () => pending.value === loading
    try {
      progress.value = {
        label: t('stores.transfer.reading', { file: fileName }),
        done: 0,
        total: 0,
      }
      const file = await read()
      if (!stillOpen()) return
      if (!file) {
        pending.value = null
        return
      }
      progress.value = {
        label: t('stores.transfer.checking', {
          file: file.name,
          size: formatMegabytes(file.content.length),
        }),
        done: 0,
        total: 0,
      }
      const parsed = await checkFileText(file.content)
      if (!stillOpen()) return
      // A full backup restores by default; importing copies is the explicit second choice.
      mode.value = parsed.ok && parsed.kind === 'backup' ? 'replace' : 'copy'
      pending.value = { fileName: file.name, source, parsed, preview: await preview(parsed) }
    } catch (e) {
      if (stillOpen()) {
        pending.value = {
          fileName,
          source,
          parsed: { ok: false, problems: [{ path: '', message: messageOf(e) }] },
          preview: null,
        }
      }
    } finally {
      busy.value = false
      progress.value = null
    }
  }

  const chooseFile = () => open(t('stores.transfer.theFile'), 'file', () => platform().importFile())
  const openDropped = (file: File) =>
    open(file.name, 'file', () => platform().readDroppedFile(file))
  const openRecent = (path: string) =>
    open(path.split(/[\\/]/).pop() ?? path, 'file', () => platform().importRecent(path))
  const openBackup = (name: string) =>
    open(name, 'backup', async () => ({ name, content: await platform().readBackup(name) }))

  function cancel(): void {
    pending.value = null
  }

  /**
   * Writes a full backup of the database as it is now. The backup worker reads the records, writes
   * the text and, for the browser, checks and compresses it (backup.ts): the page handles only
   * the result, so a large database never blocks the window.
   */
  async function backup(reason: WriteBackupRequest['reason']): Promise<string> {
    return writeFullBackup({ kind: 'database' }, reason)
  }

  /** Writes a given bundle as a backup (the upgrade backup reads the old database itself). */
  async function backupBundle(
    bundle: Bundle,
    reason: WriteBackupRequest['reason'],
  ): Promise<string> {
    return writeFullBackup({ kind: 'bundle', bundle }, reason)
  }

  async function writeFullBackup(
    source: FullBackupSource,
    reason: WriteBackupRequest['reason'],
  ): Promise<string> {
    const host = platform()
    const meta = { app: await app(), exportedAt: new Date().toISOString() }
    // The browser keeps backups gzip-compressed; the desktop app hands the text to main.
    const built = await buildFullBackup(source, meta, host.kind === 'web' ? 'gzip' : 'text')
    if (!built.ok) throw new Error(t('stores.transfer.noBackup', { reason: built.message }))
    const written = await host.writeBackup(
      built.form === 'text'
        ? { content: built.text, reason }
        : {
            reason,
            gzip: built.gzip,
            textBytes: built.textBytes,
            empty: built.empty,
            problems: built.problems,
          },
    )
    backupProblems.value = written.unreadable
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
    const parsed = current?.parsed
    if (!current || !parsed?.ok) return false
    const restoring = parsed.kind === 'backup' && mode.value === 'replace'
    const result = await run(
      (error) => t('stores.transfer.importFailed', { error }),
      async () => {
        progress.value = { label: t('stores.transfer.backingUp'), done: 0, total: 0 }
        await backup(restoring || current.source === 'backup' ? 'before-restore' : 'before-import')
        const bundle =
          mode.value === 'copy' && current.preview?.existingCount
            ? withFreshIds(parsed.bundle)
            : parsed.bundle
        // The journal search listens to the import and indexes its entries as they are written
        // (in its worker), so the first search afterwards need not wait for a rebuild.
        if (bundle.journal.length > 0) await import('@renderer/journal/search')
        return transferRepo.write(bundle, undefined, (done, total) => {
          progress.value = {
            label: t('stores.transfer.writing', { records: records(total) }),
            done,
            total,
          }
        })
      },
    )
    progress.value = null
    if (!result) return false
    lastOutcome.value = result
    const parts = [
      t('stores.transfer.added', { count: result.added }),
      ...(result.replaced ? [t('stores.transfer.replaced', { count: result.replaced })] : []),
      ...(result.unchanged ? [t('stores.transfer.unchanged', { count: result.unchanged })] : []),
    ].join(', ')
    const done = { file: current.fileName, parts }
    status.value = restoring
      ? t('stores.transfer.restored', done)
      : t('stores.transfer.imported', done)
    pending.value = null
    await useLibraryStore().load()
    return true
  }

  async function backupNow(): Promise<void> {
    await run(
      (error) => t('stores.transfer.backupFailed', { error }),
      async () => {
        status.value = t('stores.transfer.backupWritten', { name: await backup('manual') })
      },
    )
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
    progress,
    backupProblems,
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
    exportPlayersCopy,
  }
})
