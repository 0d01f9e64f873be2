import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  contentSecurityPolicy,
  createProtocolHandler,
  registerAppScheme,
  resolveInsideRoot,
  resolveRequestPath,
} from './protocol'

let base: string
let root: string
let handle: ReturnType<typeof createProtocolHandler>

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'quillkeep-protocol-'))
  root = join(base, 'renderer')
  await mkdir(join(root, 'assets'), { recursive: true })
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Quillkeep</title>')
  await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log("app")')
  await writeFile(join(root, 'assets', 'index-abc.css'), 'body{}')
  await writeFile(join(root, 'assets', 'quill.svg'), '<svg/>')
  await writeFile(join(root, 'assets', 'font.woff2'), 'wOF2')
  await writeFile(join(root, 'assets', 'data.bin'), 'bytes')
  await writeFile(join(base, 'secret.txt'), 'TOP SECRET')
  await writeFile(join(base, 'renderer-evil.txt'), 'SIBLING SECRET')
  handle = createProtocolHandler(root)
})

afterAll(async () => {
  await rm(base, { recursive: true, force: true })
})

const get = (url: string, method = 'GET') => handle({ url, method })

describe('registerAppScheme', () => {
  it('registers app: as a standard, secure, fetch-capable scheme', () => {
    const protocol = { registerSchemesAsPrivileged: vi.fn() }
    registerAppScheme(protocol)
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      {
        scheme: 'app',
        privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
      },
    ])
    const privileges = protocol.registerSchemesAsPrivileged.mock.calls[0]![0][0].privileges
    expect(privileges).not.toHaveProperty('bypassCSP')
    expect(privileges).not.toHaveProperty('corsEnabled')
  })
})

describe('content security policy', () => {
  const directives = new Map(
    contentSecurityPolicy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name!, values]
    }),
  )

  it('is strict', () => {
    expect(directives.get('default-src')).toEqual(["'self'"])
    expect(directives.get('script-src')).toEqual(["'self'"])
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(directives.get('img-src')).toEqual(["'self'", 'blob:'])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'none'"])
    expect(directives.get('form-action')).toEqual(["'none'"])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('never allows eval, inline scripts or remote hosts', () => {
    expect(contentSecurityPolicy).not.toContain('unsafe-eval')
    expect(contentSecurityPolicy).not.toContain('wasm-unsafe-eval')
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'")
    expect(contentSecurityPolicy).not.toMatch(/https?:|\*/)
  })
})

describe('createProtocolHandler', () => {
  it('serves index.html with the CSP header', async () => {
    const response = await get('app://quillkeep/index.html')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<title>Quillkeep</title>')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('serves the root as index.html', async () => {
    const response = await get('app://quillkeep/')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Quillkeep')
  })

  it.each([
    ['assets/index-abc.js', 'text/javascript; charset=utf-8'],
    ['assets/index-abc.css', 'text/css; charset=utf-8'],
    ['assets/quill.svg', 'image/svg+xml'],
    ['assets/font.woff2', 'font/woff2'],
    ['assets/data.bin', 'application/octet-stream'],
  ])('serves %s as %s', async (path, type) => {
    const response = await get(`app://quillkeep/${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(type)
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy)
  })

  it('answers HEAD without a body', async () => {
    const response = await get('app://quillkeep/assets/index-abc.js', 'HEAD')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
  })

  it('refuses other methods', async () => {
    expect((await get('app://quillkeep/index.html', 'POST')).status).toBe(405)
  })

  it('falls back to the app shell for extension-less routes, but 404s missing files', async () => {
    const route = await get('app://quillkeep/characters/42')
    expect(route.status).toBe(200)
    expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect((await get('app://quillkeep/assets/missing.js')).status).toBe(404)
  })

  it.each([
    'app://quillkeep/..%2Fsecret.txt',
    'app://quillkeep/..%2f..%2fsecret.txt',
    'app://quillkeep/assets/..%2F..%2Fsecret.txt',
    'app://quillkeep/%2e%2e%2Fsecret.txt',
    'app://quillkeep/..%5Csecret.txt',
    'app://quillkeep/..%2Frenderer-evil.txt',
    'app://quillkeep/%2Fetc%2Fpasswd',
    'app://quillkeep/index.html%00.js',
    'app://quillkeep/%E0%A4%A',
    'app://other-host/index.html',
    'https://quillkeep/index.html',
  ])('refuses %s', async (url) => {
    const response = await get(url)
    expect(response.status).toBeGreaterThanOrEqual(400)
    const text = await response.text()
    expect(text).not.toContain('SECRET')
    expect(text).not.toContain('root:')
  })

  it('keeps already-normalised dot segments inside the root', async () => {
    // URL parsing folds "/../" away before the handler sees it; the result stays in root.
    const response = await get('app://quillkeep/../../secret.txt')
    expect(await response.text()).not.toContain('SECRET')
  })
})

describe('resolveRequestPath', () => {
  it('maps URLs inside the root and rejects the rest', () => {
    expect(resolveRequestPath(root, 'app://quillkeep/assets/index-abc.js')).toBe(
      join(root, 'assets', 'index-abc.js'),
    )
    expect(resolveRequestPath(root, 'app://quillkeep/..%2Fsecret.txt')).toBeNull()
    expect(resolveRequestPath(root, 'app://quillkeep/..%2Frenderer-evil.txt')).toBeNull()
  })
})

describe('resolveInsideRoot', () => {
  it.each([
    '../secret.txt',
    '/../secret.txt',
    'assets/../../secret.txt',
    '..',
    '../renderer-evil.txt',
    'a\0b',
  ])('rejects the decoded path %j', (pathname) => {
    expect(resolveInsideRoot(root, pathname)).toBeNull()
  })

  it('accepts paths that stay inside, including names starting with two dots', () => {
    expect(resolveInsideRoot(root, '/assets/../index.html')).toBe(join(root, 'index.html'))
    expect(resolveInsideRoot(root, '/..hidden')).toBe(join(root, '..hidden'))
    expect(resolveInsideRoot(root, '//etc/passwd')).toBe(join(root, 'etc', 'passwd'))
  })
})
