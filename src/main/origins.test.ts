import { describe, expect, it } from 'vitest'
import { appEntryUrl, devServerOrigin, isTrustedUrl } from './origins'

describe('isTrustedUrl', () => {
  it('trusts pages of app://quillkeep', () => {
    expect(isTrustedUrl(appEntryUrl, null)).toBe(true)
    expect(isTrustedUrl('app://quillkeep/characters/42', null)).toBe(true)
  })

  it.each([
    'https://evil.example/',
    'app://evil/index.html',
    'app://quillkeep.evil.example/index.html',
    'app://quillkeep@evil.example/index.html',
    'file:///etc/passwd',
    'http://localhost:5173/',
    'not a url',
    '',
  ])('does not trust %s without a dev server', (url) => {
    expect(isTrustedUrl(url, null)).toBe(false)
  })

  it('trusts the dev server origin only when one is given', () => {
    expect(isTrustedUrl('http://localhost:5173/index.html', 'http://localhost:5173')).toBe(true)
    expect(isTrustedUrl('http://localhost:5174/index.html', 'http://localhost:5173')).toBe(false)
    expect(isTrustedUrl('https://evil.example/', 'http://localhost:5173')).toBe(false)
  })
})

describe('devServerOrigin', () => {
  it('uses ELECTRON_RENDERER_URL in development', () => {
    expect(devServerOrigin('http://localhost:5173/', false)).toBe('http://localhost:5173')
  })

  it('ignores it in a packaged app, and ignores non-http URLs', () => {
    expect(devServerOrigin('http://localhost:5173/', true)).toBeNull()
    expect(devServerOrigin('file:///tmp/index.html', false)).toBeNull()
    expect(devServerOrigin('javascript:alert(1)', false)).toBeNull()
    expect(devServerOrigin(undefined, false)).toBeNull()
  })
})
