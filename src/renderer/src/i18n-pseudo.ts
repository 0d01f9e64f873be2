// The pseudo-locale (en-XA): English with every letter accented and each message in brackets, so
// that an end-to-end test can tell a translated text from one left hard-coded (which shows
// without brackets). Placeholders, linked messages and plural branches keep their syntax.

const accents: Record<string, string> = {
  a: 'á',
  c: 'ç',
  e: 'é',
  i: 'í',
  n: 'ñ',
  o: 'ó',
  s: 'š',
  u: 'ú',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  C: 'Ç',
  E: 'É',
  I: 'Í',
  N: 'Ñ',
  O: 'Ó',
  S: 'Š',
  U: 'Ú',
  Y: 'Ý',
  Z: 'Ž',
}

/** `{placeholder}`, `{'literal'}` and `@:linked.key` (or `@.modifier:key`) stay as they are. */
const syntax = /(\{[^{}]*\}|@(?:\.\w+)?:[\w.-]+)/

function accent(text: string): string {
  return text.replace(/[aceinosuyzACEINOSUYZ]/g, (letter) => accents[letter] ?? letter)
}

/** One message in the pseudo-locale: each plural branch accented and bracketed. */
export function pseudoMessage(message: string): string {
  return message
    .split('|')
    .map((branch) => {
      const inner = branch.trim()
      const parts = inner.split(syntax)
      const shown = parts.map((part, i) => (i % 2 === 1 ? part : accent(part))).join('')
      const before = branch.slice(0, branch.length - branch.trimStart().length)
      const after = branch.slice(branch.trimEnd().length)
      return `${before}[${shown}]${after}`
    })
    .join('|')
}

type Tree = { [key: string]: string | Tree }

/** A whole message tree in the pseudo-locale. */
export function pseudoMessages<T extends Tree>(messages: T): T {
  const out: Tree = {}
  for (const [key, value] of Object.entries(messages))
    out[key] = typeof value === 'string' ? pseudoMessage(value) : pseudoMessages(value)
  return out as T
}

/** True when a visible text is wholly in the pseudo-locale's brackets (or has no letters). */
export function isPseudoText(text: string): boolean {
  const trimmed = text.trim()
  if (!/\p{L}/u.test(trimmed)) return true
  return /^\[[\s\S]*\]$/.test(trimmed)
}
