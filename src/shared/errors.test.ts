import { describe, expect, it } from 'vitest'
import { messageOf } from './errors'

describe('messageOf', () => {
  it("gives an Error's message without its name", () => {
    expect(messageOf(new Error('The slots are full.'))).toBe('The slots are full.')
    expect(messageOf(new TypeError('bad value'))).toBe('bad value')
  })

  it('turns anything else that was thrown into a string', () => {
    expect(messageOf('plain text')).toBe('plain text')
    expect(messageOf(42)).toBe('42')
    expect(messageOf(undefined)).toBe('undefined')
    expect(messageOf(null)).toBe('null')
    expect(messageOf({ toString: () => 'custom' })).toBe('custom')
  })

  it('keeps an empty message empty', () => {
    expect(messageOf(new Error())).toBe('')
  })
})
