// Campaign print-outs: the party roster (each member's key values, from their system's party
// lines) and the journal (entries in session order, Markdown as simple text styles). Pure.
import markdownit from 'markdown-it'
import type { PrintSection, PrintSheet, ProseBlock } from '../../systems/print-types'
import { resolveHouseRules, type HouseRules } from '../../systems/types'
import { formatShare } from '../awards'
import { unlinkText } from '../journal'
import type { JournalRecord } from '../records'
import { hasSecrets, secretParts } from '../secrets'
import { pictureHashPattern, pictureScheme } from '../pictures'
import { checkCharacter, InvalidCharacterError } from './character'
import { renderRoster, renderSheet, type RenderOptions, type RosterRow } from './render'
import { text as say } from '@systems/common/rules-text'

/**
 * One roster row per character: name, system and its party-screen values (warnings marked with
 * "!"). Every character is validated first; an invalid one stops the roster with its problems.
 */
export function rosterRows(
  characters: readonly unknown[],
  houseRulesFor: (system: string) => HouseRules = () => ({}),
): RosterRow[] {
  return characters.map((character) => {
    const checked = checkCharacter(character)
    if (!checked.ok) throw new InvalidCharacterError(checked.problems)
    const system = checked.system
    const rules = resolveHouseRules(system.houseRules, houseRulesFor(system.id))
    const lines = system.campaign.party(checked.record.data, rules, checked.record.ledger)
    return {
      name: checked.record.name,
      system: system.name,
      key: lines
        .map((l) => `${l.label} ${l.value}${l.warning ? ` (! ${l.warning})` : ''}`)
        .join(' · '),
    }
  })
}

const parser = markdownit({ html: false, linkify: false, typographer: false })

/** The hash of a stored picture an image's source names (`picture:<hash>`), else undefined. */
function storedPicture(src: string | number | null): string | undefined {
  if (typeof src !== 'string' || !src.startsWith(pictureScheme)) return undefined
  const hash = src.slice(pictureScheme.length)
  return pictureHashPattern.test(hash) ? hash : undefined
}

/**
 * Markdown as printable blocks: headings, paragraphs, list items (bulleted, or numbered as the
 * text numbers them) and quotes. Inline styling becomes plain text; code keeps its text; raw HTML
 * is kept as the text it is. A stored picture (`![alt](picture:<hash>)`) is a block of its own,
 * which prints its alt text (or "picture missing") when the picture is not supplied; any other
 * image keeps only its alt text.
 */
export function proseBlocks(markdown: string): ProseBlock[] {
  const tokens = parser.parse(unlinkText(markdown), {})
  const blocks: ProseBlock[] = []
  /** Open lists, innermost last: the next number of a numbered one, null for bullets. */
  const lists: (number | null)[] = []
  let marker: string | undefined
  let inQuote = 0
  let heading = false
  for (const token of tokens) {
    switch (token.type) {
      case 'bullet_list_open':
        lists.push(null)
        break
      case 'ordered_list_open':
        lists.push(Number(token.attrGet('start') ?? 1))
        break
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop()
        break
      case 'list_item_open': {
        const next = lists[lists.length - 1]
        if (typeof next === 'number') {
          // The item's own number as written ("3." or "3)"), else the count from the start.
          marker = `${token.info || next}${token.markup || '.'}`
          lists[lists.length - 1] = next + 1
        } else marker = undefined
        break
      }
      case 'blockquote_open':
        inQuote++
        break
      case 'blockquote_close':
        inQuote--
        break
      case 'heading_open':
        heading = true
        break
      case 'heading_close':
        heading = false
        break
      case 'fence':
      case 'code_block':
      case 'html_block':
        blocks.push({ style: inQuote ? 'quote' : 'paragraph', text: token.content.trimEnd() })
        break
      case 'inline': {
        const style: ProseBlock['style'] = heading
          ? 'heading'
          : lists.length > 0
            ? 'bullet'
            : inQuote > 0
              ? 'quote'
              : 'paragraph'
        // The text between pictures, as a block of the paragraph's style.
        let text = ''
        const flush = () => {
          if (text.trim() !== '') {
            if (style === 'bullet' && marker) {
              blocks.push({ style, text, marker })
              marker = undefined // a second paragraph in the same item has no number
            } else blocks.push({ style, text })
          }
          text = ''
        }
        for (const child of token.children ?? []) {
          const picture = child.type === 'image' ? storedPicture(child.attrGet('src')) : undefined
          if (picture !== undefined) {
            // A stored picture breaks the text: it prints on its own, the column's width.
            flush()
            const alt = child.content.trim()
            blocks.push({
              style: 'picture',
              picture,
              text: alt !== '' ? alt : say('print.pictureMissing'),
            })
          } else
            text +=
              child.type === 'softbreak' ? ' ' : child.type === 'hardbreak' ? '\n' : child.content
        }
        flush()
        break
      }
    }
  }
  return blocks
}

/** Where each kind of record prints: sessions first, then the world's pages by kind. */
const kindOrder: readonly JournalRecord['kind'][] = ['session', 'npc', 'place', 'faction', 'item']

/**
 * GM secrets ({{gm}}…{{/gm}}, docs/secrets.md) as the game master's print shows them: each run
 * of secret text in brackets with a "GM" mark, markers gone. The players' copy has none left.
 */
function markedSecrets(text: string): string {
  if (!hasSecrets(text)) return text
  return secretParts(text)
    .map((part) => {
      if (!part.secret) return part.text
      // A picture in a secret prints after the bracket, not inside it (it stands on its own).
      const pictures = part.text.match(pictureInMarkdown) ?? []
      const words = part.text.replace(pictureInMarkdown, ' ').replace(/\s+/g, ' ').trim()
      return [say('print.secret', { text: words || '…' }), ...pictures].join(' ')
    })
    .join('')
}

/** A stored picture in Markdown (shared/pictures.ts). */
const pictureInMarkdown = /!\[[^\]\n]*\]\(\s*picture:[0-9a-f]{64}\s*\)/g

/**
 * The journal as a printed sheet: entries (not the trash) in session order, then creation; then
 * the world's pages (#23) by kind and title, each with its summary and relations.
 */
export function journalSheet(campaignName: string, entries: readonly JournalRecord[]): PrintSheet {
  const shown = entries
    .filter((e) => e.deletedAt === null)
    .sort(
      (a, b) =>
        kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) ||
        (a.kind === 'session'
          ? a.session - b.session || a.createdAt.localeCompare(b.createdAt)
          : a.title.localeCompare(b.title)),
    )
  const titles = new Map(shown.map((e) => [e.id, e.title.trim()]))
  const sections: PrintSection[] = shown.map((entry) => {
    const meta = [
      entry.date,
      entry.inGame,
      ...Object.entries(entry.timeCounts).map(([unit, n]) => `${n} ${unit}`),
      entry.tags.length ? entry.tags.map((t) => `#${markedSecrets(t)}`).join(' ') : '',
    ]
      .filter((part) => part !== '')
      .join(' · ')
    const blocks: ProseBlock[] = []
    if (entry.portrait)
      blocks.push({
        style: 'portrait',
        picture: entry.portrait,
        text: say('print.pictureMissing'),
      })
    if (entry.summary.trim())
      blocks.push({ style: 'paragraph', text: markedSecrets(entry.summary) })
    blocks.push(...proseBlocks(markedSecrets(entry.body)))
    for (const relation of entry.relations) {
      const target = titles.get(relation.targetId)
      if (target)
        blocks.push({ style: 'bullet', text: say(`print.relation.${relation.kind}`, { target }) })
    }
    for (const award of entry.awards.filter((a) => !a.undoneAt)) {
      const shares = award.shares.map((s) => `${s.characterName} +${formatShare(s)}`).join(', ')
      blocks.push({
        style: 'bullet',
        text: award.note
          ? say('print.awardNoted', {
              amount: award.amount,
              kind: award.kind,
              note: award.note,
              shares,
            })
          : say('print.award', { amount: award.amount, kind: award.kind, shares }),
      })
    }
    for (const roll of entry.rolls) {
      blocks.push({
        style: 'bullet',
        text: say('print.roll', {
          name: roll.characterName,
          label: roll.label,
          result: roll.result,
        }),
      })
    }
    return {
      kind: 'prose',
      title:
        entry.kind !== 'session'
          ? say('print.pageTitled', {
              kind: say(`print.kind.${entry.kind}`),
              title: markedSecrets(entry.title.trim()),
            })
          : entry.title.trim()
            ? say('print.sessionTitled', {
                session: entry.session,
                title: markedSecrets(entry.title.trim()),
              })
            : say('print.session', { session: entry.session }),
      meta,
      blocks,
    }
  })
  return {
    title: campaignName,
    subtitle: say('print.journalSubtitle', { count: shown.length }),
    sections,
  }
}

/**
 * Renders the journal (always flat: a journal print-out is for reading, not filling in), with
 * `options.pictures` for the portraits and pictures the entries show.
 */
export function renderJournal(
  campaignName: string,
  entries: readonly JournalRecord[],
  options: Omit<RenderOptions, 'fillable'>,
): Promise<Uint8Array> {
  return renderSheet(journalSheet(campaignName, entries), { ...options, fillable: false })
}

/** Renders the party roster of validated characters with their campaign's house rules. */
export function renderPartyRoster(
  campaignName: string,
  characters: readonly unknown[],
  options: RenderOptions & { houseRules?: Record<string, HouseRules> },
): Promise<Uint8Array> {
  const rows = rosterRows(characters, (system) => options.houseRules?.[system] ?? {})
  return renderRoster(campaignName, rows, options)
}
