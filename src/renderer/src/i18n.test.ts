import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { computed } from 'vue'
import { printLocales } from '@shared/ipc'
import { createTranslator } from '@shared/translator'
import { deriveSymbaroum } from '@systems/symbaroum/derive'
import { evenCharacter } from '@systems/symbaroum/fixtures'
import { attributeLabels } from '@systems/symbaroum/model'
import { symbaroumHouseRules } from '@systems/symbaroum/house-rules'
import { localeFolders, pseudoLocaleText } from '../../../scripts/pseudo-locale'
import { applyLocale, currentLocale, i18n, localeChoices, matchLocale, pseudoLocale } from './i18n'
import { isPseudoText, pseudoMessage, pseudoMessages } from './i18n-pseudo'

type Tree = { [key: string]: string | Tree }

/** Every message of a tree, by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of flatten(value, path)) out.set(k, v)
  }
  return out
}

/** The named placeholders of a message, sorted ({count}, {name}…). */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()

// The files as written (an import would give the messages compiled: see i18nPlugin), merged per
// locale over every locales/ folder, as the app merges them.
const folders = localeFolders()
const read = (folder: string, name: string) => readFileSync(join(folder, `${name}.json`), 'utf8')
const merged = (name: string) =>
  Object.assign({}, ...folders.map((folder) => JSON.parse(read(folder, name)) as Tree)) as Tree
const en = merged('en')
const locales: Record<string, Tree> = { en, sv: merged('sv'), de: merged('de') }

afterEach(async () => {
  await applyLocale('en')
})

describe('locale parity', () => {
  const english = flatten(en)

  it('every locales/ folder has a file for each locale of the picker, and the pseudo-locale', () => {
    const wanted = [...localeChoices.map((c) => c.id), pseudoLocale].map((id) => `${id}.json`)
    for (const folder of folders)
      expect(
        readdirSync(folder)
          .filter((n) => n.endsWith('.json'))
          .sort(),
        folder,
      ).toEqual(wanted.sort())
  })

  it('each area keeps to its own top-level keys, so merging loses none', () => {
    const seen = new Map<string, string>()
    for (const folder of folders)
      for (const key of Object.keys(JSON.parse(read(folder, 'en')) as Tree)) {
        expect(seen.get(key), `${key} in ${folder}`).toBeUndefined()
        seen.set(key, folder)
      }
  })

  it.each(Object.keys(locales))('%s has every key, and no other, with no empty message', (id) => {
    const messages = flatten(locales[id]!)
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, message] of messages) expect(message.trim(), key).not.toBe('')
  })

  it.each(Object.keys(locales))(
    '%s uses the same placeholders as English in every message',
    (id) => {
      for (const [key, message] of flatten(locales[id]!))
        expect(placeholders(message), key).toEqual(placeholders(english.get(key)!))
    },
  )

  it('main prints in every locale the picker offers (the IPC contract lists the same)', () => {
    expect([...printLocales].sort()).toEqual(
      [...localeChoices.map((choice) => choice.id), pseudoLocale].sort(),
    )
  })

  it('counts keys (the closing note gives the figure)', () => {
    expect(english.size).toBeGreaterThan(0)
  })
})

describe('choosing a locale', () => {
  it('takes the first of the system’s languages the app speaks, else English', () => {
    expect(matchLocale(['sv-SE', 'en-US'])).toBe('sv')
    expect(matchLocale(['fr-FR', 'de-AT'])).toBe('de')
    expect(matchLocale(['de_CH'])).toBe('de')
    expect(matchLocale(['fr', 'ja'])).toBe('en')
    expect(matchLocale([])).toBe('en')
  })

  it('switches at once, loading the messages, with plurals by the locale’s rules', async () => {
    const { t } = i18n.global
    expect(t('settings.ruleCount', 1)).toBe('1 rule')
    await applyLocale('sv')
    expect(currentLocale()).toBe('sv')
    expect(document.documentElement.lang).toBe('sv')
    expect(t('library.newCharacter')).toBe('Ny rollperson')
    expect(t('settings.ruleCount', 1)).toBe('1 regel')
    expect(t('settings.ruleCount', 4)).toBe('4 regler')
    expect(t('settings.changedCount', 1)).toBe('1 ändrad')
    expect(t('settings.changedCount', 2)).toBe('2 ändrade')
    await applyLocale('de')
    expect(t('library.duplicated', { name: 'Ylva' })).toBe('Dupliziert als „Ylva“.')
    expect(t('settings.ruleCount', 0)).toBe('keine Regeln')
    // The first switch loads and compiles every area's and every system's file of the locale.
  }, 30_000)

  it('the rules text follows the picker too, and a computed value of it updates', async () => {
    const data = evenCharacter
    const toughness = computed(() => deriveSymbaroum(data, {}).toughness)
    const names = computed(() => Object.values(attributeLabels).join(', '))
    expect(toughness.value?.label).toBe('Toughness')
    await applyLocale('sv')
    expect(toughness.value?.label).toBe('Tålighet')
    expect(toughness.value?.explanation).toBe('Tålighet är lika med Stark 10')
    expect(names.value).toContain('Träffsäker')
    expect(symbaroumHouseRules.specs[0]?.label).toBe('Attributpoäng vid skapandet')
    await applyLocale('de')
    expect(toughness.value?.label).toBe('Zähigkeit')
    await applyLocale('en')
    expect(names.value).toContain('Accurate')
  })
})

describe('the pseudo-locale', () => {
  it('accents letters and brackets each plural branch, keeping placeholders and links', () => {
    expect(pseudoMessage('Edited {date}')).toBe('[Édítéd {date}]')
    expect(pseudoMessage('no rules | 1 rule | {n} rules')).toBe(
      '[ñó rúléš] | [1 rúlé] | [{n} rúléš]',
    )
    expect(pseudoMessage('See @:library.title now')).toBe('[Šéé @:library.title ñów]')
  })

  it('its files are up to date with English (npm run i18n:pseudo writes them)', () => {
    for (const folder of folders)
      expect(read(folder, pseudoLocale), folder).toBe(pseudoLocaleText(read(folder, 'en')))
  })

  it('is complete and every message renders bracketed, whatever its parameters', async () => {
    const pseudo = flatten(pseudoMessages(en))
    expect([...pseudo.keys()]).toEqual([...flatten(en).keys()])
    await applyLocale(pseudoLocale)
    // Main's and the CLI's words are not the page's: they are read with @intlify/core-base.
    const elsewhere = createTranslator(pseudoLocale, {
      [pseudoLocale]: folders
        .filter((folder) => /[\\/]src[\\/](main|cli)[\\/]/.test(folder))
        .map((folder) => JSON.parse(read(folder, pseudoLocale)) as Tree),
    })
    const t = (key: string, params: Record<string, string | number>, _plural: number) =>
      /^(main|cli)\./.test(key) ? elsewhere(key, params) : i18n.global.t(key, params, _plural)
    for (const key of pseudo.keys()) {
      const shown = t(
        key,
        {
          name: 'Ylva',
          count: 3,
          n: 3,
          date: 'x',
          max: 60,
          reason: 'r',
          language: 'l',
          location: 'here',
          path: '/p',
          origin: 'o',
          version: '1',
        },
        3,
      )
      expect(isPseudoText(shown), `${key}: ${shown}`).toBe(true)
    }
    // Renders each of the app's thousands of messages.
  }, 30_000)

  it('tells bracketed text from text left in English', () => {
    expect(isPseudoText('[Ñéw çháráçtér]')).toBe(true)
    expect(isPseudoText('  42 ')).toBe(true)
    expect(isPseudoText('New character')).toBe(false)
    expect(isPseudoText('[half] bracketed')).toBe(false)
  })
})
