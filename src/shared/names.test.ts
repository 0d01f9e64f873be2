import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { fileLimits } from './file-schemas'
import { fitName, maxStoredNameLength, unnamed } from './names'

describe('fitName', () => {
  it('uses the same limit as import', () => {
    expect(maxStoredNameLength).toBe(fileLimits.nameLength)
  })

  it('keeps short names whole and shortens the base of long ones, never the suffix', () => {
    expect(fitName('Tova', ' (copy)')).toBe('Tova (copy)')
    const long = 'a'.repeat(195)
    const copy = fitName(long, ' (copy)')
    expect(copy).toHaveLength(200)
    expect(copy.endsWith('a (copy)')).toBe(true)
    expect(fitName(copy, ' (copy)')).toHaveLength(200)
    expect(fitName(long, ' (replaced 2026-11-25)')).toMatch(/^a+ \(replaced 2026-11-25\)$/)
  })

  it('gives blank names a name', () => {
    expect(fitName('   ')).toBe(unnamed)
    expect(fitName('', ' (copy)')).toBe('Unnamed (copy)')
  })

  it('never splits a character made of two UTF-16 units', () => {
    const wolves = '🐺'.repeat(100) // 200 units
    const copy = fitName(wolves, ' (copy)')
    expect(copy.length).toBeLessThanOrEqual(200)
    expect(copy).toBe(`${'🐺'.repeat(96)} (copy)`)
  })

  it('always fits, keeps the suffix and leaves no half character (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.constantFrom('', ' (copy)', ' (replaced 2026-11-25)'),
        (base, suffix) => {
          const name = fitName(base, suffix)
          expect(name.length).toBeLessThanOrEqual(maxStoredNameLength)
          expect(name.endsWith(suffix)).toBe(true)
          expect(name.trim()).not.toBe('')
          // No lone surrogate: every high one is followed by a low one and vice versa.
          expect(
            /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(name),
          ).toBe(false)
        },
      ),
    )
  })
})
