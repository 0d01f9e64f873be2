// Campaign and journal records: defaults for new ones, and the [[links]] in entry bodies.
// Pure TypeScript, shared by the renderer, the file formats and the tests.
import type { CampaignRecord, JournalRecord } from './records'

/** The fields a journal entry gained after format 1, empty (fresh objects on every call). */
export function journalDefaults(): Pick<
  JournalRecord,
  | 'inGame'
  | 'timeCounts'
  | 'entryIds'
  | 'awards'
  | 'rolls'
  | 'deletedAt'
  | 'kind'
  | 'summary'
  | 'relations'
  | 'gmOnly'
> {
  return {
    inGame: '',
    timeCounts: {},
    entryIds: [],
    awards: [],
    rolls: [],
    deletedAt: null,
    kind: 'session',
    summary: '',
    relations: [],
    gmOnly: false,
  }
}

type JournalCore = Pick<JournalRecord, 'id' | 'campaignId' | 'createdAt' | 'updatedAt'>

/** A journal entry with every field at its default, overridden by `fields`. */
export function journalEntry(fields: JournalCore & Partial<JournalRecord>): JournalRecord {
  return {
    title: '',
    session: 0,
    date: '',
    body: '',
    tags: [],
    characterIds: [],
    ...journalDefaults(),
    ...fields,
  }
}

type CampaignCore = Pick<CampaignRecord, 'id' | 'name' | 'createdAt' | 'updatedAt'>

/** A campaign with every field at its default, overridden by `fields`. */
export function campaign(fields: CampaignCore & Partial<CampaignRecord>): CampaignRecord {
  return {
    description: '',
    systems: [],
    houseRules: {},
    archivedAt: null,
    rewardCarry: {},
    ...fields,
  }
}

/** One `[[target]]` or `[[target|shown text]]` in a body, with where it sits. */
export interface WikiLink {
  target: string
  text: string
  start: number
  end: number
}

/** `[[target]]` or `[[target|shown text]]`; the Markdown renderer anchors the same pattern. */
export const wikiLinkSource = String.raw`\[\[([^[\]|\n]{1,200})(?:\|([^[\]\n]{1,200}))?\]\]`
const linkPattern = new RegExp(wikiLinkSource, 'g')

/** Every [[link]] in a Markdown body, in order. */
export function wikiLinks(body: string): WikiLink[] {
  const out: WikiLink[] = []
  for (const match of body.matchAll(linkPattern)) {
    const target = (match[1] ?? '').trim()
    if (!target) continue
    out.push({
      target,
      text: (match[2] ?? match[1] ?? '').trim() || target,
      start: match.index,
      end: match.index + match[0].length,
    })
  }
  return out
}

/** The body with every [[link]] replaced by the text it shows (for previews and print). */
export function unlinkText(body: string): string {
  return body.replace(linkPattern, (whole, target: string, text: string | undefined) => {
    const shown = (text ?? target).trim()
    return target.trim() === '' ? whole : shown || target.trim()
  })
}

/** Link targets compare without case and surrounding spaces. */
export function linkKey(name: string): string {
  return name.trim().toLocaleLowerCase()
}

export interface LinkTargets {
  characters: { id: string; name: string }[]
  entries: { id: string; title: string }[]
}

export type ResolvedLink =
  { kind: 'character'; id: string } | { kind: 'entry'; id: string } | { kind: 'missing' }

/**
 * Resolves a link target: a character's name first, then an entry's title. A name two records
 * share resolves to the first one; a name nobody has is missing.
 */
export function resolveLink(target: string, targets: LinkTargets): ResolvedLink {
  const key = linkKey(target)
  const character = targets.characters.find((c) => linkKey(c.name) === key)
  if (character) return { kind: 'character', id: character.id }
  const entry = targets.entries.find((e) => linkKey(e.title) === key)
  if (entry) return { kind: 'entry', id: entry.id }
  return { kind: 'missing' }
}

/** The characters and entries a body links to, each once. `self` never links to itself. */
/** Resolves links by name in constant time: for many bodies against the same targets. */
export type LinkResolver = (target: string) => ResolvedLink

/**
 * A resolver over `targets`, indexed once. It answers as resolveLink does: a character before an
 * entry, and the first of each with the name.
 */
export function linkResolver(targets: LinkTargets): LinkResolver {
  const characters = new Map<string, string>()
  for (const c of targets.characters)
    if (!characters.has(linkKey(c.name))) characters.set(linkKey(c.name), c.id)
  const entries = new Map<string, string>()
  for (const e of targets.entries)
    if (!entries.has(linkKey(e.title))) entries.set(linkKey(e.title), e.id)
  return (target) => {
    const key = linkKey(target)
    const character = characters.get(key)
    if (character !== undefined) return { kind: 'character', id: character }
    const entry = entries.get(key)
    return entry !== undefined ? { kind: 'entry', id: entry } : { kind: 'missing' }
  }
}

export function linkedIds(
  body: string,
  targets: LinkTargets | LinkResolver,
  self?: string,
): { characterIds: string[]; entryIds: string[] } {
  const characterIds = new Set<string>()
  const entryIds = new Set<string>()
  const resolve =
    typeof targets === 'function' ? targets : (target: string) => resolveLink(target, targets)
  for (const link of wikiLinks(body)) {
    const resolved = resolve(link.target)
    if (resolved.kind === 'character') characterIds.add(resolved.id)
    else if (resolved.kind === 'entry' && resolved.id !== self) entryIds.add(resolved.id)
  }
  return { characterIds: [...characterIds], entryIds: [...entryIds] }
}
