// Import and export of Quillkeep files: native dialogs, size-checked reads with clear messages,
// validated atomic writes, and the recent-files list.
import { text } from './text'
import { realpath, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { formatProblems, parseFile } from '@shared/files'
import {
  importPathSchema,
  maxFileBytes,
  notQuillkeepFileMessage,
  userMessageParam,
  type ExportFileRequest,
  type FileFilter,
  type ImportedFile,
  type OpenedFile,
} from '@shared/ipc'
import { chooseOpenPath, chooseSavePath, type DialogHost } from './dialogs'
import { formatMegabytes } from './files'
import type { InvokeHandlers } from './invoke-handlers'
import type { RecentDocuments } from './recent-documents'
import { messageOf } from '@shared/errors'
import { importableExtensions, isImportableFileName } from '@shared/file-extensions'

const quillkeepFileFilters = (): FileFilter[] => [
  { name: text('files.quillkeepFiles'), extensions: [...importableExtensions] },
]

/** "a: x; b: y; c: z (and 2 more problems)": the first few problems of a file. */
export const describeProblems = formatProblems

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
}

/** Turns a file-system error into a sentence a user can act on. */
export function readErrorMessage(error: unknown, name: string): string {
  switch (errorCode(error)) {
    case 'ENOENT':
    case 'ENOTDIR':
      return text('files.notFound', { name })
    case 'EACCES':
    case 'EPERM':
      return text('files.notAllowed', { name })
    case 'EISDIR':
      return text('files.notAFile', { name })
    case '':
      // Our own messages (too large, not a file) carry no code and are already clear.
      return error instanceof Error ? error.message : text('files.couldNotRead', { name })
    default:
      return text('files.couldNotReadBecause', { name, error: messageOf(error) })
  }
}

export type ReadImportFile = (path: string, maxBytes: number) => Promise<OpenedFile>

/**
 * Reads a file chosen or dropped by the user. Checks that it is a regular file within the size
 * limit before reading a byte (a FIFO or device would otherwise block or never end).
 */
async function readUserFile(
  path: string,
  readFile: ReadImportFile,
  maxBytes = maxFileBytes,
): Promise<ImportedFile> {
  const name = basename(path)
  try {
    const stats = await stat(path)
    if (!stats.isFile()) throw new Error(text('files.notAFile', { name }))
    if (stats.size > maxBytes) {
      throw new Error(
        text('files.tooLargeToImport', {
          name,
          size: formatMegabytes(stats.size),
          limit: formatMegabytes(maxBytes),
        }),
      )
    }
    // The reader checks the opened file again, in case it changed since.
    const { content } = await readFile(path, maxBytes)
    return { name, path, content }
  } catch (error) {
    throw new Error(readErrorMessage(error, name), { cause: error })
  }
}

/**
 * Refuses a path from the renderer (a dropped file, a recent file) unless it names one of the
 * files Quillkeep writes: a .quillkeep file, or a .json file of an earlier version (exports,
 * backups, or the same renamed), and for a link, a link to such a file, so a link named like an
 * export cannot open another kind of file.
 * Folders, FIFOs and devices are refused by readUserFile before anything is read.
 */
async function checkQuillkeepPath(path: string): Promise<void> {
  const name = basename(path)
  const checked = importPathSchema.safeParse(path)
  if (!checked.success) {
    const issue = checked.error.issues[0]
    throw new Error(
      issue?.code === 'custom' && issue.params?.[userMessageParam] === true
        ? issue.message
        : text('files.badPath', { name }),
    )
  }
  let target: string
  try {
    target = await realpath(path)
  } catch (error) {
    throw new Error(readErrorMessage(error, name), { cause: error })
  }
  if (!isImportableFileName(target)) {
    throw new Error(notQuillkeepFileMessage(name, basename(target)))
  }
}

export interface FileHandlerOptions extends DialogHost {
  documentsFolder: () => string
  /** Quillkeep's recent list and the OS's (recent-documents.ts). */
  recentFiles: Pick<RecentDocuments, 'add' | 'list'>
  writeFile: (path: string, data: string) => Promise<void>
  readFile: ReadImportFile
}

export type FileHandlers = Pick<
  InvokeHandlers,
  'exportFile' | 'importFile' | 'importPath' | 'recentFiles'
>

export function createFileHandlers(options: FileHandlerOptions): FileHandlers {
  const { recentFiles } = options
  // The list is a convenience: failing to update it never fails the import or export.
  const remember = async (path: string) => {
    if (!isImportableFileName(path)) return // could not be opened again from the list
    await recentFiles.add(path).catch(() => undefined)
  }
  const importFrom = async (path: string): Promise<ImportedFile> => {
    const file = await readUserFile(path, options.readFile)
    await remember(path)
    return file
  }

  return {
    exportFile: async (request: ExportFileRequest) => {
      const parsed = parseFile(request.content)
      if (!parsed.ok) {
        throw new Error(text('files.notExported', { problems: describeProblems(parsed.problems) }))
      }
      // Never write a file that import would refuse for its size.
      const bytes = Buffer.byteLength(request.content, 'utf8')
      if (bytes > maxFileBytes) {
        throw new Error(
          text('files.exportTooLarge', {
            size: formatMegabytes(bytes),
            limit: formatMegabytes(maxFileBytes),
          }),
        )
      }
      const path = await chooseSavePath(options, {
        title: text('files.exportTitle'),
        defaultPath: join(options.documentsFolder(), request.suggestedName),
        filters: quillkeepFileFilters(),
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      })
      if (path === null) return null
      await options.writeFile(path, request.content)
      await remember(path)
      return { path }
    },

    importFile: async () => {
      const path = await chooseOpenPath(options, {
        title: text('files.importTitle'),
        defaultPath: options.documentsFolder(),
        filters: quillkeepFileFilters(),
        properties: ['openFile'],
      })
      return path === null ? null : await importFrom(path)
    },

    importPath: async (path: string) => {
      await checkQuillkeepPath(path)
      return importFrom(path)
    },

    recentFiles: () => recentFiles.list(),
  }
}
