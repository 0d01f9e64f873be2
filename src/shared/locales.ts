// The languages Quillkeep speaks: one list for the picker, main, the IPC contract and the CLI.
// Adding a language: one line here, and a file of its name beside every locales/en.json.

/** The locales a user can choose, each named in its own language. */
export const localeChoices = [
  { id: 'en', name: 'English' },
  { id: 'sv', name: 'Svenska' },
  { id: 'de', name: 'Deutsch' },
] as const

export type LocaleId = (typeof localeChoices)[number]['id']

/** Their ids: ['en', 'sv', 'de']. */
export const localeIds = localeChoices.map((choice) => choice.id) as readonly LocaleId[]

/**
 * English, each message accented and bracketed (see src/renderer/src/i18n-pseudo.ts): for tests
 * and translators, not listed in the picker.
 */
export const pseudoLocale = 'en-XA'
