// Journal Markdown: markdown-it with raw HTML off, [[links]] resolved to characters and entries,
// and DOMPurify over the result, so nothing in an entry can run script or load anything. GM
// secrets ({{gm}}…{{/gm}}, docs/secrets.md) are marked for the game master: a "GM only" badge
// where each starts, and every bit of text inside it highlighted, across paragraphs, lists and
// links, however the secret is nested.
//
// Pictures (#23 §3): only the app's own, `![alt](picture:<hash>)`, become an image, as
// `<img data-picture="<hash>" alt="…">` with no source: the screen that shows the HTML fills it
// from the picture's stored Blob (images/show-pictures.ts). Any other image URL (http, data:,
// a file) shows its alternative text and loads nothing.
import markdownit, { type StateInline } from 'markdown-it'
import DOMPurify from 'dompurify'
import { resolveLink, wikiLinkSource, type LinkTargets } from '@shared/journal'
import { pictureHashPattern, pictureScheme } from '@shared/pictures'

export interface RenderContext {
  campaignId: string
  targets: LinkTargets
  /** Ids of characters or entries that exist but are in the trash. */
  trashed?: ReadonlySet<string>
  /** The tooltips of links to nothing and to the trash, in the app's language (else English). */
  labels?: LinkLabels
}

interface LinkLabels {
  missing: (target: string) => string
  trashed: string
  /** The badge where a GM secret starts. */
  secret?: string
}

const englishLabels: LinkLabels = {
  missing: (target) => `No character or entry is called “${target}”`,
  trashed: 'In the trash',
  secret: 'GM only',
}

const secretMarkerRule = /^\{\{\s*(\/?)\s*gm\s*\}\}/i

/** `{{gm}}` and `{{/gm}}` as tokens (inside code they stay text, as typed). */
function secretMarkers(md: MarkdownIt): void {
  md.inline.ruler.before('link', 'gm_marker', (state: StateInline, silent: boolean) => {
    if (state.src.charCodeAt(state.pos) !== 0x7b /* { */) return false
    const match = secretMarkerRule.exec(state.src.slice(state.pos))
    if (!match) return false
    if (!silent) state.push('gm_marker', '', 0).meta = { close: match[1] === '/' }
    state.pos += match[0].length
    return true
  })
}

/**
 * Wraps every text node between an opening and its closing marker in a highlighted span. Walks
 * the rendered HTML in document order, so a secret may span elements; an unclosed one runs to
 * the end, as the players' copy removes it to the end.
 */
function markSecrets(html: string): string {
  if (!html.includes('data-gm')) return html
  const template = document.createElement('template')
  template.innerHTML = html
  const walker = document.createTreeWalker(
    template.content,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
  )
  let depth = 0
  const secretTexts: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Element) {
      const marker = node.getAttribute('data-gm')
      if (marker === 'open') depth++
      else if (marker === 'close') depth = Math.max(0, depth - 1)
      // A picture inside a secret is marked as its text is.
      else if (depth > 0 && node.localName === 'img') node.classList.add('gm-secret')
    } else if (depth > 0 && node.textContent?.trim() && !node.parentElement?.closest('[data-gm]')) {
      secretTexts.push(node as Text)
    }
  }
  for (const text of secretTexts) {
    const span = document.createElement('span')
    span.className = 'gm-secret'
    text.replaceWith(span)
    span.append(text)
  }
  return template.innerHTML
}

/**
 * Keeps only the app's pictures: an image without a picture's hash (which the renderer never
 * makes, but the sanitizer would let through) becomes its alternative text.
 */
function onlyPictures(html: string): string {
  if (!html.includes('<img')) return html
  const template = document.createElement('template')
  template.innerHTML = html
  for (const image of template.content.querySelectorAll('img')) {
    const hash = image.getAttribute('data-picture') ?? ''
    if (pictureHashPattern.test(hash)) continue
    image.replaceWith(document.createTextNode(image.getAttribute('alt') ?? ''))
  }
  return template.innerHTML
}

const linkRule = new RegExp(`^${wikiLinkSource}`)

type MarkdownIt = ReturnType<typeof markdownit>

function wikiLinks(md: MarkdownIt): void {
  md.inline.ruler.before('link', 'wikilink', (state: StateInline, silent: boolean) => {
    if (state.src.charCodeAt(state.pos) !== 0x5b /* [ */) return false
    const match = linkRule.exec(state.src.slice(state.pos))
    if (!match) return false
    const target = (match[1] ?? '').trim()
    if (!target) return false
    if (!silent) {
      const token = state.push('wikilink', '', 0)
      token.meta = { target, text: (match[2] ?? match[1] ?? '').trim() || target }
    }
    state.pos += match[0].length
    return true
  })
}

function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** Where a link may go: the web, mail, and the app's own routes. */
const allowedLinks = /^(?:https?:|mailto:|#)/i

let parser: MarkdownIt | null = null
let context: RenderContext | null = null

function markdown(): MarkdownIt {
  if (parser) return parser
  const md = markdownit({ html: false, linkify: true, typographer: false, breaks: true })
  md.use(wikiLinks)
  md.use(secretMarkers)
  md.renderer.rules.gm_marker = (tokens, index) => {
    const { close } = tokens[index]!.meta as { close: boolean }
    if (close) return '<span class="gm-marker" data-gm="close"></span>'
    const label = context?.labels?.secret ?? englishLabels.secret ?? ''
    return `<span class="gm-marker" data-gm="open">${escape(label)}</span>`
  }
  // A link goes only where the sanitizer would let it (below): never to a picture's scheme.
  const linkOpen = md.renderer.rules.link_open
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const token = tokens[index]!
    const href = String(token.attrGet('href') ?? '')
    if (!allowedLinks.test(href)) token.attrs = (token.attrs ?? []).filter(([k]) => k !== 'href')
    return linkOpen
      ? linkOpen(tokens, index, options, env, self)
      : self.renderToken(tokens, index, options)
  }
  // Only `picture:<hash>` is shown as a picture; any other image is its alternative text.
  md.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index]!
    const alt = self.renderInlineAsText(token.children ?? [], options, env)
    const src = String(token.attrGet('src') ?? '')
    const hash = src.startsWith(pictureScheme) ? src.slice(pictureScheme.length) : ''
    if (!pictureHashPattern.test(hash)) return escape(alt)
    return `<img data-picture="${hash}" alt="${escape(alt)}">`
  }
  md.renderer.rules.wikilink = (tokens, index) => {
    const { target, text } = tokens[index]!.meta as { target: string; text: string }
    const ctx = context
    const resolved = ctx ? resolveLink(target, ctx.targets) : { kind: 'missing' as const }
    const labels = ctx?.labels ?? englishLabels
    if (resolved.kind === 'missing' || !ctx) {
      return `<span class="wikilink missing" title="${escape(labels.missing(target))}">${escape(text)}</span>`
    }
    const trashed = ctx.trashed?.has(resolved.id)
    const href =
      resolved.kind === 'character'
        ? `#/characters/${encodeURIComponent(resolved.id)}`
        : `#/campaigns/${encodeURIComponent(ctx.campaignId)}/journal/${encodeURIComponent(resolved.id)}`
    return `<a class="wikilink ${resolved.kind}${trashed ? ' missing' : ''}" href="${href}"${trashed ? ` title="${escape(labels.trashed)}"` : ''}>${escape(text)}</a>`
  }
  parser = md
  return md
}

/** Safe HTML for an entry body. */
export function renderMarkdown(body: string, ctx: RenderContext): string {
  context = ctx
  try {
    const html = markdown().render(body)
    return markSecrets(
      onlyPictures(
        DOMPurify.sanitize(html, {
          ALLOWED_URI_REGEXP: allowedLinks,
          FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
          // No source of any kind survives: pictures get theirs from the database when shown.
          FORBID_ATTR: ['style', 'src', 'srcset'],
        }),
      ),
    )
  } finally {
    context = null
  }
}
