// The language of main's words (menus, dialogs, messages) and of the PDFs it prints. The renderer
// tells main the language it shows (setLocale); each print request also names its own
// (PrintCharacterRequest.locale), read for that render only. Renders run one at a time, as the
// translator is one for the process.
import { createTranslator } from '@shared/translator'
import { installTranslator, type Messages, type Translator } from '@systems/common/text'
import { createSerialQueue } from './serial-queue'

// Every locale file main shows words from, in the bundle: each system's, the shared layer's and
// main's own (English registers itself with the code that reads it).
const files = import.meta.glob<Messages>(
  ['../systems/*/locales/*.json', '../shared/locales/*.json', './locales/*.json'],
  { eager: true, import: 'default' },
)

function filesOf(locale: string): Messages[] {
  return Object.entries(files)
    .filter(([path]) => path.endsWith(`/${locale}.json`))
    .map(([, messages]) => messages)
}

// One translator per locale, made once: a print in another language installs it and then the
// app's again, so neither is rebuilt (merging every system's messages) on each print.
const translators = new Map<string, Translator>()

function install(locale: string): void {
  let translator = translators.get(locale)
  if (!translator) {
    translator = createTranslator(locale, locale === 'en' ? {} : { [locale]: filesOf(locale) })
    translators.set(locale, translator)
  }
  installTranslator(translator)
}

let appLocale = 'en'

/** Makes `locale` the language of main's words from now on. */
export function useAppLocale(locale: string): void {
  appLocale = locale
  install(locale)
}

const oneAtATime = createSerialQueue()

/** Runs `render` with the rules text in `locale` (the app's when unset), then back to the app's. */
export function inLocale<T>(locale: string | undefined, render: () => Promise<T>): Promise<T> {
  return oneAtATime(async () => {
    if (locale && locale !== appLocale) install(locale)
    try {
      return await render()
    } finally {
      install(appLocale)
    }
  })
}
