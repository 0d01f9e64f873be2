// Writes the pseudo-locale (en-XA) from the English messages: npm run i18n:pseudo writes an
// en-XA.json beside every en.json of the renderer and of the systems. The messages are compiled
// when the app is built, so the pseudo-locale is a file like the others; a unit test
// (src/renderer/src/i18n.test.ts) fails when one is out of date.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pseudoMessages } from '../src/renderer/src/i18n-pseudo'

const src = join(import.meta.dirname, '..', 'src')
// The app's texts, the rules text that lives with each system (src/systems/<id>/locales/) and
// the shared layer's (src/shared/locales/: file checks, validation problems, awards), the CLI's
// and main's (menus, dialogs).
const roots = ['renderer/src', 'systems', 'shared', 'cli', 'main'].map((folder) =>
  join(src, folder),
)

/** Every locales/ folder of the renderer (the shell's and each area's), the systems and shared. */
export function localeFolders(): string[] {
  return roots
    .flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((path) => path.endsWith('locales/en.json') || path === 'locales/en.json')
        .map((path) => dirname(join(root, path))),
    )
    .sort()
}

/** The file's text: the English messages made pseudo, as JSON with a final newline. */
export function pseudoLocaleText(englishText: string): string {
  return `${JSON.stringify(pseudoMessages(JSON.parse(englishText) as never), null, 2)}\n`
}

if (process.argv[1]?.endsWith('pseudo-locale.ts')) {
  for (const folder of localeFolders()) {
    const text = pseudoLocaleText(readFileSync(join(folder, 'en.json'), 'utf8'))
    writeFileSync(join(folder, 'en-XA.json'), text)
    console.log(`wrote ${join(folder, 'en-XA.json')}`)
  }
}
