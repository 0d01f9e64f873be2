// Small JSON files in the app's data folder (recent files, backup settings): read leniently,
// written atomically. A missing or corrupt file reads as "nothing stored"; it never crashes.
import { readFile } from 'node:fs/promises'
import type { z } from 'zod'

/** Largest settings-like file read; anything bigger is treated as corrupt. */
const maxStoreBytes = 1024 * 1024

export type WriteText = (path: string, data: string) => Promise<void>

/** The file's value if it exists, parses and matches the schema; otherwise undefined. */
export async function readJsonFile<T>(path: string, schema: z.ZodType<T>): Promise<T | undefined> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch {
    return undefined
  }
  if (text.length > maxStoreBytes) return undefined
  try {
    const parsed = schema.safeParse(JSON.parse(text.replace(/^\uFEFF/, '')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`
}
