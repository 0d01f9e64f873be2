// The language of the PDFs main prints: the renderer sends the one it shows with each print request
// (PrintCharacterRequest.locale), and the rules text is read in it for that render only. Renders
// run one at a time, as the translator is one for the process.
import { createTranslator, useRulesLocale } from '@shared/translator'
import { installTranslator, type Messages } from '@systems/common/text'
import { createSerialQueue } from './serial-queue'

// Every system's locale files and the shared layer's, in the bundle (English registers itself
// with the rules code).
const files = import.meta.glob<Messages>(
  ['../systems/*/locales/*.json', '../shared/locales/*.json'],
  {
    eager: true,
    import: 'default',
  },
)

function filesOf(locale: string): Messages[] {
  return Object.entries(files)
    .filter(([path]) => path.endsWith(`/${locale}.json`))
    .map(([, messages]) => messages)
}

const oneAtATime = createSerialQueue()

/** Runs `render` with the rules text in `locale` (English when unset), then back to English. */
export function inLocale<T>(locale: string | undefined, render: () => Promise<T>): Promise<T> {
  return oneAtATime(async () => {
    if (locale && locale !== 'en')
      installTranslator(createTranslator(locale, { [locale]: filesOf(locale) }))
    try {
      return await render()
    } finally {
      useRulesLocale()
    }
  })
}
