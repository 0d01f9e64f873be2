// Reading import files: size-checked before any byte is read.
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
    if (!stats.isFile()) throw new Error(`"${name}" is not a file.`)
    if (stats.size > maxBytes) {
      throw new Error(
        `"${name}" is too large to import (${formatMegabytes(stats.size)}; the limit is ${formatMegabytes(maxBytes)}).`,
      )
    }
    const content = await handle.readFile({ encoding: 'utf8' })
    if (content.length > maxBytes) {
      throw new Error(`"${name}" grew while it was being read; try again.`)
    }
    // Editors on Windows may add a byte-order mark, which JSON.parse rejects.
    return { name, content: content.replace(/^\uFEFF/, '') }
  } finally {
    await handle.close()
  }
}
