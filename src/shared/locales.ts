// The languages Quillkeep speaks: one list for the picker, main, the IPC contract and the CLI.
// Adding a language: one line here, and a file of its name beside every locales/en.json.

/** The locales a user can choose, each named in its own language. */
export const localeChoices = [
  { id: 'en', name: 'English' },
  { id: 'sv', name: 'Svenska' },
  { id: 'de', name: 'Deutsch' },
] as const

export type LocaleId = (typeof localeChoices)[number]['id']

/**
 * The first of the user's languages (navigator.languages on the web, app.getLocale() and the
 * system's on the desktop) that the app speaks; else English.
 */
export function matchLocale(languages: readonly string[]): LocaleId {
  for (const language of languages) {
    const primary = language.toLowerCase().split(/[-_]/)[0]
    const found = localeChoices.find((choice) => choice.id === primary)
    if (found) return found.id
  }
  return 'en'
}

/** Their ids: ['en', 'sv', 'de']. */
export const localeIds = localeChoices.map((choice) => choice.id) as readonly LocaleId[]

/**
 * English, each message accented and bracketed (see src/renderer/src/i18n-pseudo.ts): for tests
 * and translators, not listed in the picker.
 */
export const pseudoLocale = 'en-XA'
