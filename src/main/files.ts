// Reading import files: size-checked before any byte is read.
import { text } from './text'
import { open } from 'node:fs/promises'
import { basename } from 'node:path'
import type { OpenedFile } from '@shared/ipc'
import { formatMegabytes } from '@shared/sizes'

export { formatMegabytes }

export async function readImportFile(filePath: string, maxBytes: number): Promise<OpenedFile> {
  const name = basename(filePath)
  const handle = await open(filePath, 'r')
  try {
    // Stat the open handle, not the path, so the file checked is the file read.
    const stats = await handle.stat()
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
    const content = await handle.readFile({ encoding: 'utf8' })
    if (content.length > maxBytes) {
      throw new Error(text('files.grew', { name }))
    }
    // Editors on Windows may add a byte-order mark, which JSON.parse rejects.
    return { name, content: content.replace(/^\uFEFF/, '') }
  } finally {
    await handle.close()
  }
}
