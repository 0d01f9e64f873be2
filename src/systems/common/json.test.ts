import { describe, expect, it } from 'vitest'
import { jsonCopy } from './json'

describe('jsonCopy', () => {
  it('copies deeply: changing the copy leaves the original alone', () => {
    const original = { name: 'Tova', items: [{ id: 'a', slots: [1, 2] }], hp: { current: 3 } }
    const copy = jsonCopy(original)
    expect(copy).toEqual(original)
    copy.items[0]!.slots.push(3)
    copy.hp.current = 0
    expect(original.items[0]!.slots).toEqual([1, 2])
    expect(original.hp.current).toBe(3)
  })

  it('copies proxies nested in plain data, which structuredClone refuses', () => {
    const proxied = new Proxy({ current: 4, max: 6 }, {})
    const data = { hp: proxied }
    expect(() => structuredClone(data)).toThrow()
    const copy = jsonCopy(data)
    expect(copy).toEqual({ hp: { current: 4, max: 6 } })
    expect(copy.hp).not.toBe(proxied)
  })

  it('drops undefined properties, as a saved record does, and returns undefined as it is', () => {
    expect(Object.keys(jsonCopy({ a: 1, b: undefined }))).toEqual(['a'])
    expect(jsonCopy(undefined)).toBeUndefined()
    expect(jsonCopy(null)).toBeNull()
    expect(jsonCopy('text')).toBe('text')
  })
})
