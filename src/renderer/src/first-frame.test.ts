import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  captureFirstFrame,
  dropFirstFrame,
  firstFrameKey,
  firstFrameShown,
  keepsAttribute,
  releaseFirstFrame,
  type FrameNode,
  type StoredFrame,
} from './first-frame'
import { cacheTheme } from './theme-cache'
import { cacheLocale } from './i18n'
import {
  cacheSummary,
  clearLibraryCache,
  forgetSummary,
  reconcileLibraryCache,
} from './library-cache'

// The boot script as the page runs it (src/renderer/public/first-frame.js), with its globals
// given: a document of our own, this test's localStorage, a location and matchMedia.
const bootSource = readFileSync(resolve(__dirname, '../public/first-frame.js'), 'utf8')
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the real file
const boot = new Function('document', 'localStorage', 'location', 'matchMedia', bootSource) as (
  doc: Document,
  storage: Storage,
  location: { hash: string; search: string },
  matchMedia: (query: string) => { matches: boolean },
) => void

const entry = 'http://localhost/assets/index-Cf-ZcWet.js'

function page(body = '', build = entry): Document {
  const doc = document.implementation.createHTMLDocument('Quillkeep')
  // As markup, which never runs.
  doc.head.insertAdjacentHTML('beforeend', `<script type="module" src="${build}"></script>`)
  const app = doc.createElement('div')
  app.id = 'app'
  app.innerHTML = body
  doc.body.append(app)
  return doc
}

function runBoot(doc: Document, hash = '', dark = false, search = ''): void {
  boot(doc, localStorage, { hash, search }, () => ({ matches: dark }))
}

function booted(doc: Document, hash = '', search = ''): Document {
  runBoot(doc, hash, false, search)
  return doc
}

const library =
  '<div class="shell" data-v-1a2b3c=""><nav aria-label="Main"><a href="#/characters" class="active">Library</a>' +
  '<a href="#/campaigns">Campaigns</a></nav><!--v-if--><main><h1 id="library-title">Your characters</h1>' +
  '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M1 1h14"></path></svg>' +
  '<ul class="cards"><li class="card" style="transform: translateY(66px);">Tova &lt;b&gt;bold&lt;/b&gt; &amp; co</li>' +
  '<li class="card"><button type="button" disabled="">Open</button></li></ul></main></div>'

function stored(): StoredFrame | null {
  const text = localStorage.getItem(firstFrameKey)
  return text === null ? null : (JSON.parse(text) as StoredFrame)
}

function store(frame: Partial<StoredFrame> & { nodes: unknown[] }): void {
  const full = { build: entry, path: '/characters', locale: '', lang: 'en', ...frame }
  localStorage.setItem(firstFrameKey, JSON.stringify(full))
}

beforeEach(() => {
  localStorage.clear()
})

describe('the first frame: kept by the app, painted by public/first-frame.js', () => {
  it('paints the kept copy of the library, element for element, inert until the app mounts', () => {
    expect(captureFirstFrame(page(library))).toBe(true)
    const next = page()
    runBoot(next)
    const app = next.getElementById('app')!
    // The same markup, without Vue's comment anchors.
    expect(app.innerHTML).toBe(library.replace('<!--v-if-->', ''))
    expect(app.querySelector('path')?.namespaceURI).toBe('http://www.w3.org/2000/svg')
    expect(app.querySelector('li')?.textContent).toBe('Tova <b>bold</b> & co')
    expect(app.hasAttribute('inert')).toBe(true)
    expect(app.getAttribute('aria-busy')).toBe('true')
    expect(firstFrameShown(next)).toBe(true)

    releaseFirstFrame(next)
    expect(app.hasAttribute('inert')).toBe(false)
    expect(app.hasAttribute('aria-busy')).toBe(false)
    expect(firstFrameShown(next)).toBe(false)
  })

  it('applies the cached theme first, with or without a copy', () => {
    cacheTheme('dark') // theme-cache.ts's key, which the script reads
    const doc = page()
    runBoot(doc)
    expect(doc.documentElement.dataset.theme).toBe('dark')
    localStorage.removeItem('quillkeep.theme')
    runBoot(doc, '', true)
    expect(doc.documentElement.dataset.theme).toBe('dark')
    runBoot(doc, '', false)
    expect(doc.documentElement.dataset.theme).toBe('light')
    expect(firstFrameShown(doc)).toBe(false)
  })

  it('keeps the language it was shown in', () => {
    cacheLocale('sv') // i18n.ts's key, which the script reads
    const doc = page(library)
    doc.documentElement.lang = 'sv'
    captureFirstFrame(doc)
    const next = page()
    runBoot(next)
    expect(firstFrameShown(next)).toBe(true)
    expect(next.documentElement.lang).toBe('sv')
  })

  it.each([
    ['another build', () => booted(page('', 'http://localhost/assets/index-NEW.js'))],
    ['another start location', () => booted(page(), '#/campaigns')],
    ['a location with a query', () => booted(page(), '#/characters?new=1')],
    ['a language asked for in the address', () => booted(page(), '', '?locale=de')],
    [
      'another language chosen since',
      () => {
        cacheLocale('de')
        return booted(page())
      },
    ],
  ])('paints nothing for %s', (_what, run) => {
    captureFirstFrame(page(library))
    const before = localStorage.getItem(firstFrameKey)
    const doc = run()
    const app = doc.getElementById('app')!
    expect(app.childNodes).toHaveLength(0)
    expect(app.hasAttribute('inert')).toBe(false)
    expect(firstFrameShown(doc)).toBe(false)
    expect(localStorage.getItem(firstFrameKey)).toBe(before) // still there for the right launch
  })

  it('counts the bare start location as the library, as the router does', () => {
    captureFirstFrame(page(library))
    expect(stored()?.path).toBe('/characters')
    const next = page()
    runBoot(next, '#/characters')
    expect(firstFrameShown(next)).toBe(true)
  })

  it('leaves #app alone when something is already in it', () => {
    captureFirstFrame(page(library))
    const next = page('<p>already here</p>')
    runBoot(next)
    expect(next.getElementById('app')!.innerHTML).toBe('<p>already here</p>')
  })

  it('keeps no scripts, frames, dialogs, images or handlers, and no outside links', () => {
    const doc = page(
      '<div onclick="alert(1)" class="a"><script>alert(2)</script><iframe src="/x"></iframe>' +
        '<dialog open>Delete?</dialog><img src="/a.png"><a href="javascript:alert(3)">x</a>' +
        '<a href="//evil.example/">y</a><a href="https://evil.example/">z</a><a href="./ok">ok</a></div>',
    )
    captureFirstFrame(doc)
    const text = localStorage.getItem(firstFrameKey)!
    expect(text).not.toMatch(/alert|evil|Delete|iframe|dialog|img/)
    const next = page()
    runBoot(next)
    expect(next.getElementById('app')!.innerHTML).toBe(
      '<div class="a"><a>x</a><a>y</a><a>z</a><a href="./ok">ok</a></div>',
    )
  })

  it('builds nothing harmful from a copy someone else wrote, and forgets a damaged one', () => {
    store({
      nodes: [
        ['script', {}, ['alert(1)']],
        ['div', { onmouseover: 'alert(2)', 'bad name': 'x', class: 'ok' }, ['safe']],
        ['a', { href: 'javascript:alert(3)', 'xlink:href': '//evil.example' }, []],
        [
          'svg:svg',
          {},
          [['svg:foreignObject', {}, [['img', { src: 'x', onerror: 'alert(4)' }, []]]]],
        ],
        ['img src=x onerror=alert(5)', {}, []],
        ['style', {}, ['body{display:none}']],
      ],
    })
    const doc = page()
    runBoot(doc)
    const app = doc.getElementById('app')!
    expect(app.innerHTML).toBe('<div class="ok">safe</div><a></a><svg></svg>')
    expect(app.querySelector('[onmouseover],[onerror],script,img,style')).toBeNull()

    for (const damaged of [
      '{not json',
      JSON.stringify({ build: entry, path: '/characters', locale: '', nodes: [[42, {}, []]] }),
      JSON.stringify({ build: entry, path: '/characters', locale: '', nodes: [deep(1000)] }),
    ]) {
      localStorage.setItem(firstFrameKey, damaged)
      const next = page()
      runBoot(next)
      expect(next.getElementById('app')!.childNodes).toHaveLength(0)
      expect(firstFrameShown(next)).toBe(false)
      expect(localStorage.getItem(firstFrameKey)).toBeNull()
    }
  })

  it('the script keeps exactly the attributes the app keeps', () => {
    const names = fc.constantFrom(
      'href',
      'src',
      'xlink:href',
      'class',
      'onclick',
      'ONLOAD',
      'title',
    )
    const values = fc.oneof(
      fc.constantFrom('#/x', '/y', './z', '//evil', 'javascript:1', 'https://a', 'data:x', ' /y'),
      fc.string({ maxLength: 8 }),
    )
    fc.assert(
      fc.property(names, values, (name, value) => {
        store({ nodes: [['span', { [name]: value }, []]] })
        const doc = page()
        runBoot(doc)
        const span = doc.getElementById('app')!.firstElementChild!
        expect(span.hasAttribute(name)).toBe(keepsAttribute(name, value))
      }),
    )
  })

  it('keeps no copy over its size limit', () => {
    const rows = Array.from(
      { length: 6000 },
      (_, i) => `<li class="card">Character ${i} of the long campaign</li>`,
    )
    captureFirstFrame(page(library))
    // Over the limit: no copy, and not the older one either.
    expect(captureFirstFrame(page(`<ul>${rows.join('')}</ul>`))).toBe(false)
    expect(localStorage.getItem(firstFrameKey)).toBeNull()
  })

  it('keeps nothing without an entry script to tie it to a build', () => {
    const doc = page(library)
    doc.querySelector('script')!.remove()
    expect(captureFirstFrame(doc)).toBe(false)
    expect(localStorage.getItem(firstFrameKey)).toBeNull()
  })
})

function deep(levels: number): FrameNode {
  let node: FrameNode = 'bottom'
  for (let i = 0; i < levels; i++) node = ['div', {}, [node]]
  return node
}

describe('the copy goes when the list it shows changes (library-cache.ts)', () => {
  const tova = {
    id: 'c1',
    name: 'Tova',
    system: 'symbaroum',
    campaignId: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
    deletedAt: null,
  }

  beforeEach(() => {
    clearLibraryCache()
    reconcileLibraryCache([tova])
    captureFirstFrame(page(library))
  })

  it('stays while nothing changes', () => {
    cacheSummary(tova)
    expect(reconcileLibraryCache([tova])).toBe(0)
    expect(stored()).not.toBeNull()
  })

  it('goes on a rename, a new character, a deletion, a reconcile that changed rows, a reset', () => {
    cacheSummary({ ...tova, name: 'Tova the Bold' })
    expect(stored()).toBeNull()

    captureFirstFrame(page(library))
    cacheSummary({ ...tova, id: 'c2', name: 'Ebbe' })
    expect(stored()).toBeNull()

    captureFirstFrame(page(library))
    forgetSummary('c2')
    expect(stored()).toBeNull()

    captureFirstFrame(page(library))
    expect(reconcileLibraryCache([])).toBeGreaterThan(0)
    expect(stored()).toBeNull()

    captureFirstFrame(page(library))
    clearLibraryCache()
    expect(stored()).toBeNull()
  })

  it('dropFirstFrame forgets it', () => {
    dropFirstFrame()
    expect(stored()).toBeNull()
  })
})
