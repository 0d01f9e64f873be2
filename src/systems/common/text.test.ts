import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useRulesLocale } from '../../shared/translator'
import { installTranslator, onEnglishMessages, systemText, termTable } from './text'

const file = { toy: { greeting: 'Hello {name}', nested: { word: 'Word' } } }

afterEach(() => useRulesLocale('en'))

describe('the rules text seam', () => {
  it('asks the installed translator for the namespaced key with its parameters', () => {
    const asked: [string, Record<string, string | number>][] = []
    installTranslator((key, params) => {
      asked.push([key, params])
      return `<${key}>`
    })
    const text = systemText('toy', file)
    expect(text('greeting', { name: 'Ada' })).toBe('<toy.greeting>')
    expect(text('nested.word')).toBe('<toy.nested.word>')
    expect(asked).toEqual([
      ['toy.greeting', { name: 'Ada' }],
      ['toy.nested.word', {}],
    ])
  })

  it('refuses to show a raw key when no translator is installed', () => {
    installTranslator(null)
    const text = systemText('toy', file)
    expect(() => text('greeting')).toThrow(/No translator is installed.*toy\.greeting/)
  })

  it('hands every English file to a host, including those registered before it listened', () => {
    systemText('toy', file)
    const seen: unknown[] = []
    const stop = onEnglishMessages((messages) => seen.push(messages))
    expect(seen).toContain(file)
    const later = { later: { a: 'A' } }
    systemText('later', later)
    expect(seen).toContain(later)
    stop()
    systemText('after', { after: { b: 'B' } })
    expect(seen).toHaveLength(new Set(seen).size)
    expect(seen.some((m) => 'after' in (m as object))).toBe(false)
  })

  it('reads a term table in the locale in force at each read', () => {
    let locale = 'en'
    installTranslator((key) => `${locale}:${key}`)
    const table = termTable(
      ['a', 'b'] as const,
      (id) => systemText('toy', file)(`nested.word`) + id,
    )
    expect(table.a).toBe('en:toy.nested.worda')
    locale = 'sv'
    expect(Object.values(table)).toEqual(['sv:toy.nested.worda', 'sv:toy.nested.wordb'])
  })
})

describe('loading the rules code', () => {
  it('reads no message while its modules load, so a host may install its translator later and every text follows the locale', async () => {
    installTranslator(null)
    vi.resetModules()
    const systems = await import('../index')
    expect(Object.keys(systems.systems).length).toBeGreaterThan(0)
    // And what main, the CLI and the workers load with them.
    await import('../../shared/files')
    await import('../../shared/pdf/index')
    // Loading every system and the PDF code afresh takes seconds on a busy two-core machine.
  }, 30_000)
})

describe('the locale files the rules code imports', () => {
  it('are imported with { type: "json" }, as Node (the e2e runner, the CLI) needs', () => {
    const root = join(import.meta.dirname, '..', '..')
    const files = ['systems', 'shared'].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((path) => path.endsWith('.ts'))
        .map((path) => join(root, folder, path)),
    )
    const bare = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import .* from '[^']+\.json'(.*)$/gm)]
        .filter((match) => !/with \{ type: 'json' \}/.test(match[1] ?? ''))
        .map((match) => `${file}: ${match[0]}`),
    )
    expect(files.length).toBeGreaterThan(50)
    expect(bare).toEqual([])
  })
})

describe('translations are kept, and only while they hold', () => {
  function counting(locale: { now: string }) {
    const calls: string[] = []
    const translator = (key: string, params: Record<string, string | number>) => {
      calls.push(key)
      return `${locale.now}:${key}:${JSON.stringify(params)}`
    }
    // As the app's translator says vue-i18n's locale (src/renderer/src/i18n.ts).
    Object.defineProperty(translator, 'locale', { get: () => locale.now })
    return { translator, calls }
  }

  it('translates a key with the same parameters once, in each locale', () => {
    const locale = { now: 'en' }
    const { translator, calls } = counting(locale)
    installTranslator(translator)
    const text = systemText('toy', file)
    expect(text('greeting', { name: 'Ada' })).toBe('en:toy.greeting:{"name":"Ada"}')
    expect(text('greeting', { name: 'Ada' })).toBe('en:toy.greeting:{"name":"Ada"}')
    expect(calls).toHaveLength(1)
    // Other parameters, a number for a string, a value that ends like another's: new texts.
    expect(text('greeting', { name: 'Bo' })).toBe('en:toy.greeting:{"name":"Bo"}')
    expect(text('greeting', { name: 3 })).toBe('en:toy.greeting:{"name":3}')
    expect(text('greeting', { name: '3' })).toBe('en:toy.greeting:{"name":"3"}')
    expect(text('greeting', { name: 'a', x: 'b' })).not.toBe(
      text('greeting', { name: 'a\u0000x:1:b' }),
    )
    locale.now = 'sv'
    expect(text('greeting', { name: 'Ada' })).toBe('sv:toy.greeting:{"name":"Ada"}')
  })

  it('starts again for another translator, and when messages are added', () => {
    const first = counting({ now: 'en' })
    installTranslator(first.translator)
    const text = systemText('toy', file)
    text('nested.word')
    const second = counting({ now: 'en' })
    installTranslator(second.translator)
    text('nested.word')
    expect(second.calls).toEqual(['toy.nested.word'])
    systemText('more', { more: { c: 'C' } })
    text('nested.word')
    expect(second.calls).toEqual(['toy.nested.word', 'toy.nested.word'])
  })

  it('asks a translator that does not say its locale every time', () => {
    const calls: string[] = []
    installTranslator((key) => {
      calls.push(key)
      return key
    })
    const text = systemText('toy', file)
    text('nested.word')
    text('nested.word')
    expect(calls).toHaveLength(2)
  })
})
