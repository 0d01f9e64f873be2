// Journal Markdown: markdown-it with raw HTML off, [[links]] resolved to characters and entries,
// and DOMPurify over the result, so nothing in an entry can run script or load anything.
import markdownit, { type StateInline } from 'markdown-it'
import DOMPurify from 'dompurify'
import { resolveLink, wikiLinkSource, type LinkTargets } from '@shared/journal'

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
}

const englishLabels: LinkLabels = {
  missing: (target) => `No character or entry is called “${target}”`,
  trashed: 'In the trash',
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

let parser: MarkdownIt | null = null
let context: RenderContext | null = null

function markdown(): MarkdownIt {
  if (parser) return parser
  const md = markdownit({ html: false, linkify: true, typographer: false, breaks: true })
  md.use(wikiLinks)
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
    return DOMPurify.sanitize(html, {
      ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#)/i,
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'img'],
      FORBID_ATTR: ['style'],
    })
  } finally {
    context = null
  }
}
