// The CLI's --locale: the rules text (derived values, findings, printed labels) in English,
// Swedish or German, read from the locale files that live with each system.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Messages } from '../systems/common/text'
import { useRulesLocale } from '../shared/translator'
import { localeIds, type LocaleId } from '../shared/locales'

/** The locales the app ships (src/shared/locales.ts). */
export const cliLocales = localeIds
export type CliLocale = LocaleId

export function isCliLocale(value: string): value is CliLocale {
  return (cliLocales as readonly string[]).includes(value)
}

const src = join(import.meta.dirname, '..')
const systemsFolder = join(src, 'systems')

/** The folders of the messages the CLI shows: each system's, the shared layer's and its own. */
function localeFolders(): string[] {
  const systems = readdirSync(systemsFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(systemsFolder, entry.name, 'locales'))
  return [...systems, join(src, 'shared', 'locales'), join(src, 'cli', 'locales')]
}

/**
 * Every locale file for `locale` (English is registered by the code that shows it), imported as
 * JSON modules: under Vite (the tests) they arrive compiled, under tsx as text; both translate.
 */
async function rulesFiles(locale: Exclude<CliLocale, 'en'>): Promise<Messages[]> {
  const paths = localeFolders()
    .map((folder) => join(folder, `${locale}.json`))
    .filter((path) => existsSync(path))
  const modules = await Promise.all(
    paths.map(
      (path) =>
        import(pathToFileURL(path).href, { with: { type: 'json' } }) as Promise<{
          default: Messages
        }>,
    ),
  )
  return modules.map((module) => module.default)
}

/** Makes `locale` the language of this run's words (rules text, messages, the CLI's own). */
export async function useCliLocale(locale: CliLocale): Promise<void> {
  useRulesLocale(locale, locale === 'en' ? {} : { [locale]: await rulesFiles(locale) })
}
