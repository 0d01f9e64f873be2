import { describe, expect, it } from 'vitest'
import { renderMarkdown, type RenderContext } from './markdown'

const ctx: RenderContext = {
  campaignId: 'camp',
  targets: {
    characters: [{ id: 'c1', name: 'Zoë Dvořák' }],
    entries: [{ id: 'e2', title: 'The Bridge' }],
  },
  trashed: new Set(['e9']),
}

describe('renderMarkdown', () => {
  it('renders Markdown and resolves [[links]] to characters and entries', () => {
    const html = renderMarkdown(
      'Notes\n\n# Night\n**Bold** [[zoë dvořák]] met us at [[The Bridge|the bridge]].',
      ctx,
    )
    expect(html).toContain('<h1>Night</h1>')
    expect(html).toContain('<strong>Bold</strong>')
    expect(html).toContain('<a class="wikilink character" href="#/characters/c1">zoë dvořák</a>')
    expect(html).toContain(
      '<a class="wikilink entry" href="#/campaigns/camp/journal/e2">the bridge</a>',
    )
  })

  it('shows a broken link as missing text, never a crash', () => {
    const html = renderMarkdown('Ask [[Nobody]] and [[ ]] and [[unclosed', ctx)
    expect(html).toContain(
      '<span class="wikilink missing" title="No character or entry is called “Nobody”">Nobody</span>',
    )
    expect(html).toContain('[[ ]]')
    expect(html).toContain('[[unclosed')
  })

  it('marks a link to something in the trash', () => {
    const html = renderMarkdown('[[Old]]', {
      ...ctx,
      targets: { characters: [], entries: [{ id: 'e9', title: 'Old' }] },
    })
    expect(html).toContain('class="wikilink entry missing"')
  })

  it('never lets script, event handlers or javascript: links through', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '[click](javascript:alert(1))',
      '<a href="javascript:alert(1)">x</a>',
      '[[<img src=x onerror=alert(1)>]]',
      '<iframe src="https://example.com"></iframe>',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
    ]
    for (const attack of attacks) {
      const host = document.createElement('div')
      host.innerHTML = renderMarkdown(attack, ctx)
      expect(host.querySelector('script, img, iframe, [onerror]'), attack).toBeNull()
      for (const a of host.querySelectorAll('a')) {
        expect(a.getAttribute('href') ?? '', attack).toMatch(/^(https?:|mailto:|#)/)
      }
    }
  })
})

describe('GM secrets in the game master’s view (#23)', () => {
  const ctx = { campaignId: 'c1', targets: { characters: [], entries: [] } }
  const secretTexts = (html: string) => {
    const host = document.createElement('div')
    host.innerHTML = html
    return [...host.querySelectorAll('.gm-secret')].map((span) => span.textContent)
  }

  it('badges where a secret starts and highlights its text, inline', () => {
    const html = renderMarkdown('The mayor {{gm}}is a cultist{{/gm}} greets you.', ctx)
    expect(html).toContain('<span class="gm-marker" data-gm="open">GM only</span>')
    expect(secretTexts(html)).toEqual(['is a cultist'])
    expect(html).not.toContain('{{gm}}')
  })

  it('highlights a secret across paragraphs, lists and links, nested or not', () => {
    const html = renderMarkdown(
      'Open.\n\n{{gm}}\n\n# Vault\n\n- code 417\n- ask [[Arn]]\n\n{{gm}}deeper{{/gm}} still\n\n{{/gm}}\n\nAfter.',
      ctx,
    )
    expect(secretTexts(html)).toEqual(['Vault', 'code 417', 'ask ', 'Arn', 'deeper', ' still'])
    const host = document.createElement('div')
    host.innerHTML = html
    expect(host.querySelector('p:last-child')?.textContent).toBe('After.')
    expect(host.querySelector('p:last-child .gm-secret')).toBeNull()
  })

  it('runs an unclosed secret to the end, as the players’ copy removes it', () => {
    expect(secretTexts(renderMarkdown('a {{gm}}b\n\nc', ctx))).toEqual(['b\n', 'c'])
  })

  it('says the badge in the app’s language, and leaves markers in code as typed', () => {
    const html = renderMarkdown('`{{gm}}` x {{gm}}y{{/gm}}', {
      ...ctx,
      labels: { missing: () => '', trashed: '', secret: 'Endast SL' },
    })
    expect(html).toContain('<code>{{gm}}</code>')
    expect(html).toContain('>Endast SL</span>')
    expect(secretTexts(html)).toEqual(['y'])
  })
})

describe('pictures in entries (#23 §3)', () => {
  const hash = 'ab'.repeat(32)
  const host = (html: string) => {
    const element = document.createElement('div')
    element.innerHTML = html
    return element
  }

  it('renders the app’s own picture as an image without a source, for the screen to fill', () => {
    const html = renderMarkdown(`A map: ![Old *map*](picture:${hash}) here.`, ctx)
    const images = host(html).querySelectorAll('img')
    expect(images).toHaveLength(1)
    expect(images[0]!.getAttribute('data-picture')).toBe(hash)
    expect(images[0]!.getAttribute('alt')).toBe('Old map')
    expect(images[0]!.hasAttribute('src')).toBe(false)
  })

  it('shows any other image as its alternative text, loading nothing', () => {
    const refused = [
      '![remote](https://example.com/x.png)',
      '![data](data:image/png;base64,iVBORw0KGgo=)',
      '![file](file:///etc/passwd)',
      '![short](picture:abc)',
      `![upper](picture:${hash.toUpperCase()})`,
      '![script](javascript:alert(1))',
      `![x](picture:${hash} "title" onerror=alert(1))`,
    ]
    for (const markdown of refused) {
      const element = host(renderMarkdown(markdown, ctx))
      expect(element.querySelector('img'), markdown).toBeNull()
      expect(element.querySelector('[src], [srcset], [onerror]'), markdown).toBeNull()
    }
    expect(host(renderMarkdown('![remote](https://example.com/x.png)', ctx)).textContent).toBe(
      'remote\n',
    )
  })

  it('keeps refusing links out of the app, the picture scheme included', () => {
    const element = host(
      renderMarkdown(
        `[a](picture:${hash}) [b](javascript:alert(1)) [c](https://x.org) [d](foo:bar)`,
        ctx,
      ),
    )
    const hrefs = [...element.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    // javascript: is not even a link; the others keep their text and lose where they went.
    expect(hrefs).toEqual([null, 'https://x.org', null])
    expect(element.querySelector('img')).toBeNull()
  })

  it('marks a picture inside a GM secret, and the secret’s text around it', () => {
    const html = renderMarkdown(
      `Seen: ![door](picture:${hash}) {{gm}}The vault: ![vault](picture:${'cd'.repeat(32)}) inside{{/gm}}`,
      { campaignId: 'c1', targets: { characters: [], entries: [] } },
    )
    const element = host(html)
    const [door, vault] = [...element.querySelectorAll('img')]
    expect(door!.classList.contains('gm-secret')).toBe(false)
    expect(vault!.classList.contains('gm-secret')).toBe(true)
    expect([...element.querySelectorAll('span.gm-secret')].map((s) => s.textContent)).toEqual([
      'The vault: ',
      ' inside',
    ])
  })
})
