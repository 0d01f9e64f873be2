// The rules text's translator where vue-i18n does not run (Electron's main process, the CLI, the
// tests): vue-i18n's own core, @intlify/core-base, over the systems' registered English messages
// and any other locale's files the host passes in. Message syntax, placeholders and plurals are
// therefore the same as in the app.
import {
  compile,
  createCoreContext,
  type CoreOptions,
  type LocaleMessage,
  fallbackWithLocaleChain,
  registerLocaleFallbacker,
  registerMessageCompiler,
  registerMessageResolver,
  resolveValue,
  translate,
} from '@intlify/core-base'
import {
  installTranslator,
  onEnglishMessages,
  type Messages,
  type TextParams,
  type Translator,
} from '@systems/common/text'

// core-base's parts are registered globally; these are the ones vue-i18n registers itself.
registerMessageCompiler(compile)
registerMessageResolver(resolveValue)
registerLocaleFallbacker(fallbackWithLocaleChain)

type Tree = Record<string, unknown>

/** Merges `from` into `into`, key by key (a later file's keys win). */
function mergeInto(into: Tree, from: Messages): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key]
    if (isTree(value) && isTree(existing)) mergeInto(existing, value)
    else into[key] = isTree(value) ? copyTree(value) : value
  }
}

function copyTree(value: Tree): Tree {
  const copy: Tree = {}
  mergeInto(copy, value)
  return copy
}

// A message precompiled at build time is an AST object with a `t` type field; it is a leaf.
function isTree(value: unknown): value is Tree {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { t?: unknown }).t !== 'number'
  )
}

// Every system's English, merged once as each registers; all translators share it.
const english: Tree = {}
onEnglishMessages((file) => mergeInto(english, file))

/**
 * A translator for `locale`: its messages are `extra[locale]` (files the host loaded), with every
 * system's registered English as the fallback for keys a locale lacks.
 */
export function createTranslator(
  locale: string,
  extra: Readonly<Record<string, readonly Messages[]>> = {},
): Translator {
  const messages: Record<string, Tree> = { en: english }
  for (const [id, files] of Object.entries(extra)) {
    if (id === 'en') continue
    messages[id] = {}
    for (const file of files) mergeInto(messages[id], file)
  }
  // core-base types its options for locales known at compile time; these are known at run time.
  const options = {
    locale,
    fallbackLocale: 'en',
    messages: messages as Record<string, LocaleMessage>,
    missingWarn: false,
    fallbackWarn: false,
  } as CoreOptions
  const context = createCoreContext(options)
  // translate's overloads are typed for those compile-time locales too: (context, key, named).
  const lookUp = translate as (context: unknown, key: string, named: TextParams) => unknown
  const translator = (key: string, params: TextParams) => {
    const result = lookUp(context, key, params)
    return typeof result === 'string' ? result : String(result)
  }
  return Object.assign(translator, { locale })
}

/** Installs a translator for `locale` (English by default) as the rules text's. */
export function useRulesLocale(
  locale = 'en',
  extra?: Readonly<Record<string, readonly Messages[]>>,
): void {
  installTranslator(createTranslator(locale, extra))
}
