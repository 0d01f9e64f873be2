// The first frame of a returning user's launch, painted before the app's scripts run.
//
// The library keeps a copy of what it shows (the shell and the top of the list) in localStorage.
// On the next launch, public/first-frame.js, a small classic script that runs while the page is
// still parsing, rebuilds that copy inside #app, inert, so the user sees their library at once.
// main.ts then mounts Vue into #app, which replaces the copy with the live screen (in the same
// task, so no frame shows both). This module writes the copy and releases it; the script reads it.
// The two share the format below: keep them in step (first-frame.test.ts runs both).
//
// The copy is shown only when it can be the user's list: written by this build (the entry
// script's URL, which changes with every build's hashes), for the same start location and
// language, and dropped whenever a character's summary changes (library-cache.ts). A stale copy
// would still be replaced within a frame or two; dropping it keeps a renamed or deleted character
// from flashing by.

import { cachedLocale } from './i18n'

/** localStorage key of the copy. */
export const firstFrameKey = 'quillkeep.first-frame.v1'

/** Largest copy kept, in UTF-16 code units (localStorage's measure). */
const maxFrameLength = 256 * 1024

/** A text node, or an element: [tag ("svg:" prefixed in SVG), attributes, children]. */
export type FrameNode = string | [string, Record<string, string>, FrameNode[]]

export interface StoredFrame {
  /** The entry script's URL: the build that rendered it. */
  build: string
  /** The start location, as navigation.ts reads the hash ("/" counts as "/characters"). */
  path: string
  /** The cached language (i18n.ts's 'quillkeep.locale'), '' for none. */
  locale: string
  /** The <html lang> it was shown in. */
  lang: string
  nodes: FrameNode[]
}

const svgNamespace = 'http://www.w3.org/2000/svg'

/** Elements never copied: nothing that runs, loads or embeds. */
const skippedTags = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'link',
  'meta',
  'base',
  'noscript',
  'canvas',
  'video',
  'audio',
  'img',
  'foreignobject',
  'dialog',
])

const urlAttributes = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset'])

/**
 * True for an attribute the copy may keep: never an event handler, and a URL only when it stays
 * inside the app (a fragment or a relative path). public/first-frame.js applies the same test.
 */
export function keepsAttribute(name: string, value: string): boolean {
  const lower = name.toLowerCase()
  if (lower.startsWith('on')) return false
  if (urlAttributes.has(lower)) return /^(#|\.?\/(?!\/))/.test(value)
  return true
}

function copyNode(node: Node): FrameNode | null {
  if (node.nodeType === 3) return node.nodeValue ?? ''
  if (node.nodeType !== 1) return null // comments (Vue's anchors) and the rest
  const element = node as Element
  const local = element.localName.toLowerCase()
  if (skippedTags.has(local)) return null
  const tag = element.namespaceURI === svgNamespace ? `svg:${element.localName}` : local
  const attributes: Record<string, string> = {}
  for (const attribute of Array.from(element.attributes))
    if (keepsAttribute(attribute.name, attribute.value))
      attributes[attribute.name] = attribute.value
  const children: FrameNode[] = []
  for (const child of Array.from(element.childNodes)) {
    const copied = copyNode(child)
    if (copied !== null) children.push(copied)
  }
  return [tag, attributes, children]
}

/** The start location as navigation.ts reads it, with "/" as the library's own path. */
function startPath(hash: string): string {
  const path = decodeURI(hash.slice(1)) || '/'
  return path === '/' ? '/characters' : path
}

function entryScript(doc: Document): string | null {
  return doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? null
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/**
 * Keeps a copy of what #app shows now, for the next launch's first frame. Returns false when it
 * keeps none (no entry script, no storage, too large, or storage full).
 */
export function captureFirstFrame(doc: Document = document): boolean {
  const store = storage()
  const root = doc.getElementById('app')
  const build = entryScript(doc)
  if (!store || !root || build === null) return false
  const nodes: FrameNode[] = []
  for (const child of Array.from(root.childNodes)) {
    const copied = copyNode(child)
    if (copied !== null) nodes.push(copied)
  }
  const frame: StoredFrame = {
    build,
    path: startPath(doc.defaultView?.location.hash ?? ''),
    locale: cachedLocale() ?? '',
    lang: doc.documentElement.lang,
    nodes,
  }
  const text = JSON.stringify(frame)
  try {
    if (text.length > maxFrameLength) {
      store.removeItem(firstFrameKey)
      return false
    }
    if (store.getItem(firstFrameKey) !== text) store.setItem(firstFrameKey, text)
    return true
  } catch {
    dropFirstFrame() // over quota: no copy is better than an old one
    return false
  }
}

/** Forgets the copy: the library it shows has changed. */
export function dropFirstFrame(): void {
  try {
    storage()?.removeItem(firstFrameKey)
  } catch {
    // Storage that cannot be written holds no copy either.
  }
}

/** True while the copy from public/first-frame.js is on screen (before Vue mounts). */
export function firstFrameShown(doc: Document = document): boolean {
  return doc.documentElement.dataset.firstFrame === 'shown'
}

/**
 * Gives #app back to the app, just before Vue mounts into it (which replaces the copy): the copy
 * was inert and marked busy for assistive technology.
 */
export function releaseFirstFrame(doc: Document = document): void {
  if (!firstFrameShown(doc)) return
  const root = doc.getElementById('app')
  root?.removeAttribute('inert')
  root?.removeAttribute('aria-busy')
  doc.documentElement.dataset.firstFrame = 'released'
}
