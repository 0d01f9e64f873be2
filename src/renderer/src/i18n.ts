import { createI18n } from 'vue-i18n'
import {
  installTranslator,
  onEnglishMessages,
  type TextParams,
  type Translator,
} from '@systems/common/text'
import en from './locales/en.json'
import { localeChoices, matchLocale, pseudoLocale, type LocaleId } from '@shared/locales'

// Every text the app shows goes through vue-i18n (Composition API). Messages live in locale files
// beside the code that shows them: locales/ for the shell, the library and Settings, and a
// locales/ folder in an area of the app (journal/locales/, views/locales/…) for that area, each
// under its own top-level key. English is in the first screen's bundle; the other locales load
// when chosen (before the first frame, when they are the user's). Adding a locale: a file of that
// name in every locales/ folder, and one line in `localeChoices` (src/shared/locales.ts).

export type Messages = typeof en

export { localeChoices, matchLocale, pseudoLocale }

export type AppLocale = LocaleId | typeof pseudoLocale

type Module = { default: Messages }

/**
 * The areas' English messages (the shell's, the library's and Settings' are `en` above). They are
 * not in the first screen's bundle: they load with the router (see loadAreaMessages), which every
 * screen but the library waits for anyway.
 */
const englishAreas = import.meta.glob<Module>(['./*/locales/en.json', './*/*/locales/en.json'])
const otherLocales = import.meta.glob<Module>([
  './locales/*.json',
  './*/locales/*.json',
  './*/*/locales/*.json',
  // The rules text of each system (see installRulesText below).
  '../../systems/*/locales/*.json',
  '../../shared/locales/*.json',
  '!./**/en.json',
  '!../../systems/*/locales/en.json',
  '!../../shared/locales/en.json',
])

/** Every file of `locale`, loaded and merged. */
async function loadMessages(locale: Exclude<AppLocale, 'en'>): Promise<Messages> {
  const files = Object.entries(otherLocales).filter(([path]) => path.endsWith(`/${locale}.json`))
  const parts = await Promise.all(files.map(([, load]) => load()))
  return Object.assign({}, ...parts.map((part) => part.default)) as Messages
}

let areasLoaded: Promise<void> | null = null

/** Loads the areas' English messages (once): call before showing any screen but the library. */
export function loadAreaMessages(): Promise<void> {
  areasLoaded ??= Promise.all(Object.values(englishAreas).map((load) => load())).then((parts) => {
    for (const part of parts) i18n.global.mergeLocaleMessage('en', part.default)
  })
  return areasLoaded
}

export const i18n = createI18n<[Messages], AppLocale, false>({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en } as Record<AppLocale, Messages>,
  // A key missing from a locale shows in English (the parity test keeps every locale complete).
  missingWarn: false,
  fallbackWarn: false,
})

// The rules code's words (labels, explanations, findings: src/systems/common/text.ts) go through
// this same vue-i18n, so they follow the picker and switch with it. Each system's English joins
// the messages as its rules load; its other locales load with the app's (loadMessages above).
onEnglishMessages((messages) => i18n.global.mergeLocaleMessage('en', messages as Messages))
const translate = ((key: string, params: TextParams) => i18n.global.t(key, params)) as Translator
// Numbers in the rules text are written in the language shown (see common/format.ts).
Object.defineProperty(translate, 'locale', { get: () => i18n.global.locale.value })
installTranslator(translate)

export function isAppLocale(value: unknown): value is AppLocale {
  return value === pseudoLocale || localeChoices.some((choice) => choice.id === value)
}

const loaded = new Set<AppLocale>(['en'])

/** Makes `locale` the app's language, loading its messages first if they are not yet loaded. */
export async function applyLocale(locale: AppLocale): Promise<void> {
  if (!loaded.has(locale)) {
    const messages = await loadMessages(locale as Exclude<AppLocale, 'en'>)
    i18n.global.setLocaleMessage(locale, messages)
    loaded.add(locale)
  }
  i18n.global.locale.value = locale
  if (typeof document !== 'undefined')
    document.documentElement.lang = locale === pseudoLocale ? 'en' : locale
}

/** The app's language now. */
export function currentLocale(): AppLocale {
  return i18n.global.locale.value
}

/**
 * A language asked for in the page's address, `?locale=sv` (before the `#`): it wins over the
 * setting for that session, which is left as it was. Translators preview with it, and the
 * end-to-end tests use it for the pseudo-locale, which the picker does not list.
 */
export function localeOverride(
  search = typeof location === 'undefined' ? '' : location.search,
): AppLocale | null {
  const asked = new URLSearchParams(search).get('locale')
  return isAppLocale(asked) ? asked : null
}

// The language in force is also kept in localStorage, so the first frame is already in it, before
// IndexedDB (which holds the user's choice) is open.
const cacheKey = 'quillkeep.locale'

export function cachedLocale(): AppLocale | null {
  try {
    const value = localStorage.getItem(cacheKey)
    return isAppLocale(value) ? value : null
  } catch {
    return null
  }
}

export function cacheLocale(locale: AppLocale): void {
  try {
    localStorage.setItem(cacheKey, locale)
  } catch {
    // Storage can be unavailable (private mode): the first frame then follows the system.
  }
}
