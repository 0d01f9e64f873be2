// Writes the pseudo-locale (en-XA) from the English messages: npm run i18n:pseudo. The messages are
// compiled when the app is built, so the pseudo-locale is a file like the others; a unit test
// (src/renderer/src/i18n.test.ts) fails when it is out of date.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pseudoMessages } from '../src/renderer/src/i18n-pseudo'

const folder = join(import.meta.dirname, '..', 'src', 'renderer', 'src', 'locales')

/** The file's text: the English messages made pseudo, as JSON with a final newline. */
export function pseudoLocaleText(englishText: string): string {
  return `${JSON.stringify(pseudoMessages(JSON.parse(englishText) as never), null, 2)}\n`
}

if (process.argv[1]?.endsWith('pseudo-locale.ts')) {
  const text = pseudoLocaleText(readFileSync(join(folder, 'en.json'), 'utf8'))
  writeFileSync(join(folder, 'en-XA.json'), text)
  console.log(`wrote ${join(folder, 'en-XA.json')}`)
}
