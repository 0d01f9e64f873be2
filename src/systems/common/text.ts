// The words the rules code shows (labels, explanations, findings, events) come from locale files
// that live with each system (`<system>/locales/{en,sv,de}.json`, one top-level key per system)
// and are read through a translator that the host installs: the app's vue-i18n in the renderer
// (src/renderer/src/i18n.ts), @intlify/core-base in main, the CLI and the tests
// (src/shared/translator.ts). The rules code itself stays free of packages: it registers its
// English messages and asks for a message by key.

/** Named values for a message's {placeholders}. */
export type TextParams = Record<string, string | number>

/** Looks up a message by its full key in the host's locale and fills in its placeholders. */
export interface Translator {
  (key: string, params: TextParams): string
  /** The locale its messages are in now (numbers are written in it); English when unset. */
  readonly locale?: string
}

/** A locale file's content: nested objects of messages. */
export type Messages = { readonly [key: string]: unknown }

const english: Messages[] = []
const listeners = new Set<(messages: Messages) => void>()

// One translator per JavaScript realm (the page, a worker, a Node process), kept on globalThis so
// that a second copy of this module (a test's fresh module registry) reads the same one.
const slot = Symbol.for('quillkeep.rulesTranslator')
const realm = globalThis as { [slot]?: Translator | null }

// Translating is the rules code's hottest call: a derive asks for dozens of explanations and a
// sheet re-derives on every edit, and the party screen derives every member. A message's text
// depends only on the translator, its locale, the key and the parameters, so each is translated
// once and kept (bench/derive: 524 µs per Symbaroum derive through @intlify/core-base without
// this, 22 µs with it). The memo starts again for another translator or locale, when messages
// are added, and when it is full.
const memoLimit = 20_000
/** Goes up when messages are added: every memo starts again. */
let generation = 0

/** One system's kept texts: by key (the call site's literal), then by parameters. */
interface Memo {
  translator: Translator
  locale: string
  generation: number
  texts: Map<string, Map<string, string>>
  size: number
}

/** Adds a system's English messages (once per file) and tells every host that listens. */
function registerEnglish(messages: Messages): void {
  if (english.includes(messages)) return
  english.push(messages)
  generation++ // a key that was missing may have a message now
  for (const listener of listeners) listener(messages)
}

/** The text of `key` under `namespace`, from `memo` when it was translated before. */
function translated(
  memo: { current: Memo | null },
  translator: Translator,
  namespace: string,
  key: string,
  params: TextParams,
): string {
  const locale = translator.locale
  // Only a translator that says its locale can say when its texts change.
  if (locale === undefined) return translator(`${namespace}.${key}`, params)
  let kept = memo.current
  if (
    kept?.translator !== translator ||
    kept.locale !== locale ||
    kept.generation !== generation ||
    kept.size >= memoLimit
  )
    kept = memo.current = { translator, locale, generation, texts: new Map(), size: 0 }
  let byParams = kept.texts.get(key)
  if (!byParams) kept.texts.set(key, (byParams = new Map()))
  // The parameters, each named; a string carries its length, so none can pass for another's end.
  let id = ''
  for (const name in params) {
    const value = params[name]!
    id += typeof value === 'number' ? `${name}#${value}` : `${name}:${value.length}:${value}`
  }
  let text = byParams.get(id)
  if (text === undefined) {
    text = translator(`${namespace}.${key}`, params)
    byParams.set(id, text)
    kept.size++
  }
  return text
}

/**
 * Calls `listener` with every English file registered so far and with each one registered later
 * (a system's rules load on first use). Returns a function that stops listening.
 */
export function onEnglishMessages(listener: (messages: Messages) => void): () => void {
  for (const messages of english) listener(messages)
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The locale of the installed translator's messages ('en' when none says). */
export function rulesLocale(): string {
  return realm[slot]?.locale ?? 'en'
}

/** Sets the translator the rules text goes through (null removes it). */
export function installTranslator(next: Translator | null): void {
  realm[slot] = next
}

/** The dotted paths of a messages object's leaves: the keys `systemText` accepts. */
export type MessageKey<M> = {
  [K in keyof M & string]: M[K] extends string
    ? K
    : M[K] extends object
      ? `${K}.${MessageKey<M[K]>}`
      : never
}[keyof M & string]

/**
 * A system's text function over its English file `messages` (`{ "<namespace>": { ... } }`):
 * registers the file, and returns `(key, params) => text` for keys under the namespace. Throws
 * when no host installed a translator, so that a missing set-up never shows raw keys.
 */
export function systemText<N extends string, M extends Record<N, object>>(
  namespace: N,
  messages: M,
): (key: MessageKey<M[N]>, params?: TextParams) => string {
  registerEnglish(messages)
  const memo: { current: Memo | null } = { current: null }
  return (key, params = {}) => {
    const translator = realm[slot]
    if (!translator)
      throw new Error(`No translator is installed for the rules text (${namespace}.${key}).`)
    return translated(memo, translator, namespace, key, params)
  }
}

/**
 * A table of names by id, each read in the current locale when it is read (e.g. a system's
 * attribute names): code that indexes it, or lists its values, gets today's language.
 */
export function termTable<K extends string>(
  ids: readonly K[],
  name: (id: K) => string,
): Readonly<Record<K, string>> {
  const table = {} as Record<K, string>
  for (const id of ids) Object.defineProperty(table, id, { get: () => name(id), enumerable: true })
  return table
}

/**
 * `spec` with the words `words` added as getters, each read in the current locale when it is read
 * (e.g. a table's `label` and `summary` from `key(word)`).
 */
export function worded<T extends object, W extends string>(
  spec: T,
  words: readonly W[],
  key: (word: W) => string,
): T & Record<W, string> {
  return Object.defineProperties(
    { ...spec },
    Object.fromEntries(words.map((w) => [w, { get: () => key(w), enumerable: true }])),
  ) as T & Record<W, string>
}
