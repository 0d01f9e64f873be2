// The Unicode font embedded in printed sheets (DejaVu Sans, regular and bold). The bytes come in
// from the caller (main reads resources/fonts, the web build fetches them), so this file stays
// free of node:*. Parsing a TTF is the slow part of embedding it, so the parsed fontkit fonts are
// kept here and reused by every document; pdf-lib still embeds a fresh subset per document
// (written by ./subset.ts).
import fontkit from '@pdf-lib/fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'
import { fastSubsets } from './subset'

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]
type FontkitFont = ReturnType<Fontkit['create']>

/** Parsed sheet fonts; load once per process with `loadSheetFonts` and pass to every render. */
export interface SheetFonts {
  /** A fontkit that hands out the already parsed fonts for these bytes. */
  readonly fontkit: Fontkit
  readonly regularBytes: Uint8Array
  readonly boldBytes: Uint8Array
  /** Replaces characters the fonts cannot draw with a visible replacement. */
  printable(text: string): string
  /**
   * Widths already measured, by font, size and text. A width depends on the font alone, so every
   * document shares them: the labels of a system's sheets are measured once per process.
   */
  readonly widths: Map<string, number>
}

/** The fonts as embedded in one document. */
export interface EmbeddedFonts {
  regular: PDFFont
  bold: PDFFont
  printable(text: string): string
  /** The width of `text` at `size` in points, in the regular or the bold font. */
  width(text: string, size: number, bold: boolean): number
}

/** How many widths SheetFonts keeps; the cache starts over when it is full. */
const widthCacheSize = 50_000

/** Shown instead of a character the font lacks: U+FFFD when the font has it, else "?". */
function replacementFor(font: FontkitFont): string {
  return font.hasGlyphForCodePoint(0xfffd) ? '\uFFFD' : '?'
}

/** How many shaped strings each font keeps; the cache starts over when it is full. */
const layoutCacheSize = 20_000

/**
 * Shaping a string (fontkit's layout) is the slowest step of drawing text, and a sheet asks for
 * the same strings again and again (labels, measured for wrapping and then drawn; the same labels
 * on every sheet of a system). The parsed font is shared by every document, so its layouts are
 * remembered per string. pdf-lib only reads the glyph runs it gets back, and asks without
 * features (its embedder's private `fontFeatures`; internals.test.ts checks both). No public API
 * caches layouts: without this a sheet costs 2–2.3× (bench/pdf-internals.bench.ts).
 */
function rememberLayouts(font: FontkitFont): FontkitFont {
  const layout = font.layout.bind(font)
  let cache = new Map<string, ReturnType<FontkitFont['layout']>>()
  font.layout = (text: string, features?: unknown) => {
    if (features !== undefined && features !== null) return layout(text, features as never)
    let run = cache.get(text)
    if (!run) {
      if (cache.size >= layoutCacheSize) cache = new Map()
      run = layout(text)
      cache.set(text, run)
    }
    return run
  }
  return font
}

/**
 * Parses the regular and bold TTF once. Characters either font lacks (emoji, CJK in DejaVu) are
 * printed as a visible replacement rather than dropped or crashing the render.
 */
export function loadSheetFonts(regular: Uint8Array, bold: Uint8Array): SheetFonts {
  const parsed = new Map<Uint8Array, FontkitFont>()
  const parse = (bytes: Uint8Array): FontkitFont => {
    let font = parsed.get(bytes)
    if (!font) {
      font = fastSubsets(rememberLayouts(fontkit.create(bytes)))
      parsed.set(bytes, font)
    }
    return font
  }
  const regularFont = parse(regular)
  const boldFont = parse(bold)
  const replacement = replacementFor(regularFont)
  const known = new Map<number, boolean>()
  const canDraw = (codePoint: number): boolean => {
    let ok = known.get(codePoint)
    if (ok === undefined) {
      ok = regularFont.hasGlyphForCodePoint(codePoint) && boldFont.hasGlyphForCodePoint(codePoint)
      known.set(codePoint, ok)
    }
    return ok
  }
  // pdf-lib hands `create` embedFont's own bytes, so they find their parse (internals.test.ts).
  const cachingFontkit: Fontkit = {
    create: (bytes: Uint8Array) => parse(bytes),
  }
  return {
    widths: new Map(),
    fontkit: cachingFontkit,
    regularBytes: regular,
    boldBytes: bold,
    printable(text: string): string {
      let out = ''
      for (const char of text) {
        const codePoint = char.codePointAt(0) as number
        // Line breaks and tabs are laid out by the kit; other control characters are not text.
        if (codePoint === 0x0a) out += '\n'
        else if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) out += ' '
        // Variation selectors and zero-width joiners only modify the character before them.
        else if (codePoint === 0x200d || (codePoint >= 0xfe00 && codePoint <= 0xfe0f)) continue
        else out += canDraw(codePoint) ? char : replacement
      }
      return out
    },
  }
}

/**
 * Embeds the (subset) fonts in a document; parsing was done once by `loadSheetFonts`. pdf-lib
 * deflates the font files with the document's compressor (see `useDeflate`). Storing them
 * uncompressed instead, through pdf-lib's private `PDFFont.embedder`, saved about a tenth of a
 * sheet: deflating costs 1.08–1.11× (Node's zlib; 1.2–1.24× with pdf-lib's compressor) and makes
 * the largest sheet 42 KB instead of 48 (bench/pdf-internals.bench.ts). Under the 1.2× a public
 * API may cost, so the public way is used (issue 18).
 */
export async function embedSheetFonts(doc: PDFDocument, fonts: SheetFonts): Promise<EmbeddedFonts> {
  doc.registerFontkit(fonts.fontkit)
  const [regular, bold] = await Promise.all([
    doc.embedFont(fonts.regularBytes, { subset: true }),
    doc.embedFont(fonts.boldBytes, { subset: true }),
  ])
  const { widths } = fonts
  return {
    regular,
    bold,
    printable: (text) => fonts.printable(text),
    width(text, size, isBold) {
      const key = `${isBold ? 'b' : 'r'}${size}:${text}`
      let width = widths.get(key)
      if (width === undefined) {
        width = (isBold ? bold : regular).widthOfTextAtSize(text, size)
        if (widths.size >= widthCacheSize) widths.clear()
        widths.set(key, width)
      }
      return width
    },
  }
}
