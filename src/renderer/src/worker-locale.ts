// A worker's messages (a file check's problems, a backup's) in the page's language: the page sends
// its locale with each request, and the worker loads that locale's files of the rules text and of
// the shared layer once, then reads them through @intlify/core-base (src/shared/translator.ts).
import { createTranslator } from '@shared/translator'
import { installTranslator, type Messages, type Translator } from '@systems/common/text'

const files = import.meta.glob<Messages>(
  [
    '../../systems/*/locales/*.json',
    '../../shared/locales/*.json',
    '!../../systems/*/locales/en.json',
    '!../../shared/locales/en.json',
  ],
  { import: 'default' },
)

const translators = new Map<string, Promise<Translator>>()

async function translatorFor(locale: string): Promise<Translator> {
  const loads = Object.entries(files)
    .filter(([path]) => path.endsWith(`/${locale}.json`))
    .map(([, load]) => load())
  return createTranslator(locale, { [locale]: await Promise.all(loads) })
}

/** Makes `locale` (English when unset or unknown) the language of this worker's messages. */
export async function useWorkerLocale(locale: string | undefined): Promise<void> {
  const id = locale ?? 'en'
  let translator = translators.get(id)
  if (!translator) {
    translator = translatorFor(id)
    translators.set(id, translator)
  }
  installTranslator(await translator)
}
