// How records refer to pictures (#23 §3), and how a file carries them. Pure TypeScript.
//
// A character or a world page has `portrait`: the hash of a stored picture (shared/images.ts),
// absent for none. A journal entry's Markdown shows a picture as `![alt](picture:<hash>)`. Files
// (format 6) carry, next to their records, the pictures those records refer to: each one's facts
// and its bytes in base64, checked by checkStoredImage before anything is written.
import type { Bundle, PictureFile } from './records'

/** A picture's hash as records write it: SHA-256 in lowercase hex. */
export const pictureHashPattern = /^[0-9a-f]{64}$/

/** The URL scheme of a picture in Markdown: `![alt](picture:<hash>)`. */
export const pictureScheme = 'picture:'

const markdownPicture = /!\[[^\]\n]*\]\(\s*picture:([0-9a-f]{64})\s*\)/g

/** The pictures a Markdown text shows, in order, each once. */
export function pictureReferences(body: string): string[] {
  if (!body.includes(pictureScheme)) return []
  const found = new Set<string>()
  for (const match of body.matchAll(markdownPicture)) found.add(match[1]!)
  return [...found]
}

const pictureTarget = /\(\s*picture:[0-9a-f]{64}\s*\)/g

/**
 * A Markdown text with its pictures' hashes taken out (`![alt](picture:…)` → `![alt]()`), for
 * search: the alt text stays findable, and a hash is never a word.
 */
export function withoutPictureTargets(body: string): string {
  return body.includes(pictureScheme) ? body.replace(pictureTarget, '()') : body
}

/** The Markdown that shows a picture (what the editor inserts). */
export function pictureMarkdown(hash: string, alt = ''): string {
  return `![${alt.replace(/[[\]\n]/g, ' ').trim()}](${pictureScheme}${hash})`
}

/** Every picture a bundle's records refer to: portraits and pictures in entries, the trash too. */
export function referencedPictures(bundle: Pick<Bundle, 'characters' | 'journal'>): Set<string> {
  const hashes = new Set<string>()
  for (const character of bundle.characters) if (character.portrait) hashes.add(character.portrait)
  for (const entry of bundle.journal) {
    if (entry.portrait) hashes.add(entry.portrait)
    for (const hash of pictureReferences(entry.body)) hashes.add(hash)
  }
  return hashes
}

/** Where records refer to a picture the bundle does not carry: "data.characters[0] portrait". */
export interface MissingPicture {
  path: (string | number)[]
  name: string
  hash: string
}

/** The references in a bundle to pictures that are neither in it nor in `present`. */
export function missingPictures(
  bundle: Pick<Bundle, 'characters' | 'journal' | 'pictures'>,
  present: ReadonlySet<string> = new Set(),
): MissingPicture[] {
  const carried = new Set((bundle.pictures ?? []).map((p) => p.hash))
  const missing: MissingPicture[] = []
  const has = (hash: string) => carried.has(hash) || present.has(hash)
  bundle.characters.forEach((character, index) => {
    if (character.portrait && !has(character.portrait))
      missing.push({
        path: ['data', 'characters', index, 'portrait'],
        name: character.name,
        hash: character.portrait,
      })
  })
  bundle.journal.forEach((entry, index) => {
    if (entry.portrait && !has(entry.portrait))
      missing.push({
        path: ['data', 'journal', index, 'portrait'],
        name: entry.title,
        hash: entry.portrait,
      })
    for (const hash of pictureReferences(entry.body))
      if (!has(hash))
        missing.push({ path: ['data', 'journal', index, 'body'], name: entry.title, hash })
  })
  return missing
}

/** Bytes as base64 (a file's picture data), in slices so no argument list grows too long. */
function base64FromBytes(bytes: Uint8Array): string {
  const parts: string[] = []
  const slice = 0x8000
  for (let at = 0; at < bytes.length; at += slice)
    parts.push(String.fromCharCode(...bytes.subarray(at, at + slice)))
  return btoa(parts.join(''))
}

/** Base64 back to bytes; undefined when the text is not strict base64. */
export function bytesFromBase64(text: string): Uint8Array | undefined {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined
  let binary: string
  try {
    binary = atob(text)
  } catch {
    return undefined
  }
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** A stored picture as a file carries it. */
export function pictureFile(facts: Omit<PictureFile, 'data'>, bytes: Uint8Array): PictureFile {
  return {
    hash: facts.hash,
    type: facts.type,
    width: facts.width,
    height: facts.height,
    data: base64FromBytes(bytes),
  }
}
