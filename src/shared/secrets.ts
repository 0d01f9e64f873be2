// GM-only secrets in journal text (#23 §2). The syntax, documented in docs/secrets.md:
//
//   {{gm}}…{{/gm}}   a secret: inline, or across lines and paragraphs; secrets may nest
//
// It can sit anywhere a user writes text: an entry's body, its title, a tag, inside a [[link]].
// The game master sees secrets marked; the player copy removes them. Removal fails closed: a
// `{{gm}}` that is never closed hides everything after it, and a stray `{{/gm}}` is dropped, so
// a typo can hide too much but never show a secret.

/** `{{gm}}` or `{{/gm}}`, any case, spaces allowed inside the braces. */
const markerSource = String.raw`\{\{\s*(\/?)\s*gm\s*\}\}`
const anyMarker = new RegExp(markerSource, 'i')

export interface SecretPart {
  text: string
  /** True inside a secret (at any depth). */
  secret: boolean
}

/** The text cut into public and secret runs, in order; markers are not part of any run. */
export function secretParts(text: string): SecretPart[] {
  const parts: SecretPart[] = []
  let depth = 0
  let at = 0
  const push = (end: number) => {
    if (end <= at) return
    const piece = text.slice(at, end)
    const secret = depth > 0
    const last = parts.at(-1)
    if (last && last.secret === secret) last.text += piece
    else parts.push({ text: piece, secret })
  }
  // A fresh global pattern each time: a shared one carries its lastIndex from call to call.
  for (const match of text.matchAll(new RegExp(markerSource, 'gi'))) {
    push(match.index)
    at = match.index + match[0].length
    if (match[1] === '/') depth = Math.max(0, depth - 1)
    else depth++
  }
  push(text.length)
  return parts
}

/** True when the text holds any secret marker (so it differs between the GM's and players' copies). */
export function hasSecrets(text: string): boolean {
  return anyMarker.test(text)
}

/**
 * The players' copy of a text: every secret removed with its markers, and blank lines the removal
 * left collapsed so the text reads on.
 */
export function withoutSecrets(text: string): string {
  const kept = secretParts(text)
    .filter((part) => !part.secret)
    .map((part) => part.text)
    .join('')
  return kept === text ? text : kept.replace(/\n{3,}/g, '\n\n')
}

/** A tag's players' copy: the tag without its secrets, or null when nothing public is left. */
export function publicTag(tag: string): string | null {
  const kept = withoutSecrets(tag).trim()
  return kept === '' ? null : kept
}
