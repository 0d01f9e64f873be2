import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maxKeyProblems, parseJsonSafely, scanJsonText, type JsonProblem } from './safe-json'

function problemsOf(text: string): JsonProblem[] {
  const result = parseJsonSafely(text)
  if (result.ok) throw new Error('expected the text to be refused')
  return result.problems
}

const twice = (key: string) =>
  `the key ${JSON.stringify(key)} appears twice in the same object; a Quillkeep file never repeats a key`

describe('repeated keys', () => {
  it('are refused, naming the key and where it is', () => {
    const text = '{"data":{"characters":[{"id":"a","name":"Tova","name":"Ulf"}]}}'
    expect(problemsOf(text)).toEqual([
      { path: ['data', 'characters', 0, 'name'], message: twice('name') },
    ])
  })

  it('are found at the root, in later array items and in long objects', () => {
    expect(problemsOf('{"a":1,"b":2,"a":3}')).toEqual([{ path: ['a'], message: twice('a') }])
    expect(problemsOf('[{"x":1},{"x":1},[0,{"y":1,"y":2}]]')).toEqual([
      { path: [2, 1, 'y'], message: twice('y') },
    ])
    const keys = Array.from({ length: 30 }, (_, i) => `"k${i}":${i}`)
    expect(problemsOf(`{${keys.join(',')},"k3":0,"k25":0}`)).toEqual([
      { path: ['k3'], message: twice('k3') },
      { path: ['k25'], message: twice('k25') },
    ])
  })

  it('compares keys decoded: "a" and "\\u0061" are the same key', () => {
    expect(problemsOf('{"a":1,"\\u0061":2}')).toEqual([{ path: ['a'], message: twice('a') }])
    expect(problemsOf('{"a\\"b":1,"a\\u0022b":2}')).toEqual([
      { path: ['a"b'], message: twice('a"b') },
    ])
    expect(problemsOf('{"a\\\\":1,"a\\u005c":2}')).toEqual([
      { path: ['a\\'], message: twice('a\\') },
    ])
    expect(parseJsonSafely('{"a":1,"A":2,"a ":3,"\\u0062":4}').ok).toBe(true)
  })

  it('says how often a key appears', () => {
    expect(problemsOf('{"x":{"n":1,"n":2,"n":3}}')).toEqual([
      {
        path: ['x', 'n'],
        message:
          'the key "n" appears 3 times in the same object; a Quillkeep file never repeats a key',
      },
    ])
  })

  it('are not confused by keys in sibling or nested objects, or by strings that look like keys', () => {
    const text = JSON.stringify({
      a: { id: 1, b: { id: 2 } },
      c: [{ id: 1 }, { id: 1 }],
      d: 'x", "d": "y',
      e: '\\',
      f: ['"id":', { '"': '\\"' }],
      id: 3,
    })
    expect(parseJsonSafely(text)).toEqual({ ok: true, value: JSON.parse(text) })
    expect(parseJsonSafely(JSON.stringify(JSON.parse(text), null, 2)).ok).toBe(true)
  })

  it('are listed up to a limit, and the rest counted', () => {
    const keys = Array.from({ length: 30 }, (_, i) => `"k${i}":0,"k${i}":1`).join(',')
    const problems = problemsOf(`{${keys}}`)
    expect(problems).toHaveLength(maxKeyProblems + 1)
    expect(problems.at(-1)).toEqual({
      path: [],
      message: '…and 10 more keys that are repeated or not allowed',
    })
  })

  it('come after JSON errors: text that is not JSON says so first', () => {
    expect(problemsOf('{"a":1,"a":2')).toEqual([
      { path: [], message: expect.stringMatching(/not valid JSON|ends too early/) as string },
    ])
    expect(problemsOf('{"a":1,"a":2,}')).toEqual([
      { path: [], message: expect.stringMatching(/not valid JSON/) as string },
    ])
  })
})

describe('prototype keys', () => {
  it('are refused wherever they are, even written with escapes', () => {
    expect(problemsOf('{"a":[{"__proto__":{"polluted":true}}]}')).toEqual([
      {
        path: ['a', 0, '__proto__'],
        message: 'the key "__proto__" is not allowed in a Quillkeep file',
      },
    ])
    expect(problemsOf('{"\\u005f_proto__":1,"x":{"construct\\u006fr":{"prototype":2}}}')).toEqual([
      { path: ['__proto__'], message: 'the key "__proto__" is not allowed in a Quillkeep file' },
      {
        path: ['x', 'constructor'],
        message: 'the key "constructor" is not allowed in a Quillkeep file',
      },
      {
        path: ['x', 'constructor', 'prototype'],
        message: 'the key "prototype" is not allowed in a Quillkeep file',
      },
    ])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    // As values they are only text.
    expect(parseJsonSafely('{"name":"__proto__","list":["constructor"]}').ok).toBe(true)
  })
})

describe('limits', () => {
  it('refuses deep nesting before parsing, counting only brackets outside strings', () => {
    expect(problemsOf('['.repeat(65) + ']'.repeat(65))[0]?.message).toMatch(/deeper than 64/)
    expect(parseJsonSafely('['.repeat(64) + ']'.repeat(64)).ok).toBe(true)
    expect(parseJsonSafely(`{"a":"${'['.repeat(100)}"}`).ok).toBe(true)
    expect(scanJsonText('['.repeat(100_000), 64).deepest).toBe(65)
  })

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 80 }),
          fc
            .array(fc.constantFrom('{', '}', '[', ']', '"', '\\', ',', ':', 'a', '1', ' ', '\n'), {
              maxLength: 60,
            })
            .map((parts) => parts.join('')),
        ),
        (text) => {
          const result = parseJsonSafely(text)
          let parsed: unknown
          try {
            parsed = { ok: true, value: JSON.parse(text) as unknown }
          } catch {
            parsed = undefined
          }
          if (parsed === undefined) expect(result.ok).toBe(false)
        },
      ),
      { seed: 15, numRuns: 1_000 },
    )
  })
})

/** An object whose keys may repeat: a list of entries. */
type Tree = number | string | Tree[] | { entries: [string, Tree][] }

/** Writes `tree` as JSON, each key written plainly or with \u escapes, in any layout. */
function writeTree(tree: Tree, escapes: boolean[], indent: string | null, depth = 0): string {
  if (typeof tree === 'number' || typeof tree === 'string') return JSON.stringify(tree)
  const newline = indent === null ? '' : `\n${indent.repeat(depth + 1)}`
  const close = indent === null ? '' : `\n${indent.repeat(depth)}`
  if (Array.isArray(tree)) {
    if (tree.length === 0) return '[]'
    const items = tree.map((item) => newline + writeTree(item, escapes, indent, depth + 1))
    return `[${items.join(',')}${close}]`
  }
  if (tree.entries.length === 0) return '{}'
  const entries = tree.entries.map(([key, value], i) => {
    const written = escapes[i % escapes.length]
      ? `"${[...key].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`
      : JSON.stringify(key)
    return `${newline}${written}: ${writeTree(value, escapes, indent, depth + 1)}`
  })
  return `{${entries.join(',')}${close}}`
}

/** The repeated keys of `tree` with their paths, in document order: what the scan must find. */
function expectedRepeats(tree: Tree, path: (string | number)[] = [], out: string[] = []): string[] {
  if (Array.isArray(tree)) tree.forEach((item, i) => expectedRepeats(item, [...path, i], out))
  else if (typeof tree === 'object') {
    const seen = new Set<string>()
    const reported = new Set<string>()
    for (const [key, value] of tree.entries) {
      if (seen.has(key) && !reported.has(key)) {
        reported.add(key)
        out.push(JSON.stringify([...path, key]))
      }
      seen.add(key)
      expectedRepeats(value, [...path, key], out)
    }
  }
  return out
}

const tree: fc.Arbitrary<Tree> = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer(),
    fc.constantFrom('', 'x', '"', '\\', '\\"', '{"a":1}', 'é'),
    fc.array(tie('tree'), { maxLength: 4 }),
    fc
      .array(fc.tuple(fc.constantFrom('a', 'b', 'id', 'name', '"', '\\', 'é', ''), tie('tree')), {
        maxLength: 12,
      })
      .map((entries) => ({ entries })),
  ),
})).tree

describe('the scan, against a reference', () => {
  it('finds exactly the repeated keys, with their paths, in any layout and any escaping', () => {
    fc.assert(
      fc.property(
        tree,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(null, '  ', '\t', ' '),
        (value, escapes, indent) => {
          const text = writeTree(value, escapes, indent)
          const found = scanJsonText(text, 64)
            .keyProblems.filter((p) => p.path.length > 0)
            .map((p) => JSON.stringify(p.path))
          expect(found).toEqual(expectedRepeats(value).slice(0, maxKeyProblems))
        },
      ),
      { seed: 15, numRuns: 2_000 },
    )
  })
})

describe('cost', () => {
  const time = (run: () => unknown): number => {
    const start = performance.now()
    run()
    return performance.now() - start
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

  it('stays linear on text built to make a scanner slow', () => {
    // Long runs of escaped quotes and backslashes, and one object with very many keys.
    const hostile = (n: number) =>
      JSON.stringify({
        a: '\\"'.repeat(n),
        b: '\\'.repeat(n),
        c: Object.fromEntries(Array.from({ length: n / 10 }, (_, i) => [`k${i}`, i])),
        d: Array.from({ length: n / 10 }, () => ({ x: '"\\' })),
      })
    const small = hostile(50_000)
    const large = hostile(400_000)
    const smallTimes: number[] = []
    const largeTimes: number[] = []
    for (let run = 0; run < 5; run++) {
      smallTimes.push(time(() => scanJsonText(small, 64)))
      largeTimes.push(time(() => scanJsonText(large, 64)))
    }
    // 8 times the text: linear takes about 8 times as long, quadratic 64 times.
    expect(median(largeTimes) / Math.max(median(smallTimes), 0.05)).toBeLessThan(24)
  })

  it('costs about what JSON.parse does on a pretty-printed file', () => {
    const record = (i: number) => ({
      id: `character-${i}`,
      name: `Tova "the Quick" ${i}`,
      createdAt: '2026-11-20T09:30:00.000Z',
      data: { attributes: { accurate: 10, cunning: 12 }, notes: 'Ran \\ away. '.repeat(20) },
      ledger: Array.from({ length: 5 }, (_, j) => ({ id: `${i}-${j}`, amount: j, note: 'xp' })),
    })
    const text = JSON.stringify(
      { data: Array.from({ length: 4_000 }, (_, i) => record(i)) },
      null,
      2,
    )
    const parse: number[] = []
    const scan: number[] = []
    for (let run = 0; run < 7; run++) {
      // Paired and alternating, so that a busy machine slows both alike.
      if (run % 2 === 0) {
        parse.push(time(() => JSON.parse(text)))
        scan.push(time(() => scanJsonText(text, 64)))
      } else {
        scan.push(time(() => scanJsonText(text, 64)))
        parse.push(time(() => JSON.parse(text)))
      }
    }
    const ratio = median(scan) / median(parse)
    console.log(
      `scanJsonText / JSON.parse on ${(text.length / 1e6).toFixed(1)} MB: ${ratio.toFixed(2)} (medians of 7 paired runs)`,
    )
    // About 1 when measured alone; generous, since tests share the machine.
    expect(ratio).toBeLessThan(3)
  })
})
