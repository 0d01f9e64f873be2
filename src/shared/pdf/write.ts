// Writes a pdf-lib document to bytes: every object that is not a stream packed into one compressed
// object stream, then a compressed cross-reference stream (PDF 32000-1, 7.5.7 and 7.5.8), the
// same file layout as pdf-lib's `save()`. It exists for speed: `save()` waits a timer every 50
// objects and deflates with its bundled JavaScript compressor, a new one per 50 objects; here the
// caller may hand in a faster deflate (main passes Node's zlib), and there is one object stream.
import {
  mergeUint8Arrays,
  PDFRef,
  PDFStream,
  typedArrayFor,
  type PDFDocument,
  type PDFObject,
} from 'pdf-lib'
import { RawStream } from './raw'

/** zlib-format compression (what /FlateDecode reads), e.g. Node's `zlib.deflateSync`. */
export type Deflate = (bytes: Uint8Array) => Uint8Array

/**
 * Makes the document compress with `deflate`: its streams (page content, font files and maps)
 * and, in `writeDocument`, the object and cross-reference streams. Without this call pdf-lib's
 * own compressor is used. Call it right after creating the document. pdf-lib has no public way
 * to plug in a compressor; this relies on its font embedder making its streams through
 * `context.flateStream` (internals.test.ts). pdf-lib's own compressor costs 1.4× a sheet.
 */
export function useDeflate(doc: PDFDocument, deflate: Deflate): void {
  const { context } = doc
  context.flateStream = (contents, dict = {}) =>
    context.stream(deflate(typedArrayFor(contents)), {
      ...dict,
      Filter: 'FlateDecode',
    })
}

class Output {
  private readonly chunks: Uint8Array[] = []
  size = 0

  bytes(bytes: Uint8Array): void {
    this.chunks.push(bytes)
    this.size += bytes.length
  }

  text(text: string): void {
    this.bytes(typedArrayFor(text))
  }

  /** An object as pdf-lib serialises it. */
  object(object: PDFObject): void {
    const bytes = new Uint8Array(object.sizeInBytes())
    object.copyBytesInto(bytes, 0)
    this.bytes(bytes)
  }

  join(): Uint8Array {
    return mergeUint8Arrays(this.chunks)
  }
}

/**
 * Embeds the document's fonts and writes the file, compressing as the document does. pdf-lib's
 * public writer costs more (bench/pdf-internals.bench.ts, the largest sheet's whole render):
 * `save({ objectsPerTick: Infinity })` costs 1.25× (the writing alone 1.7–1.8×); with
 * `useObjectStreams: false` 0.93×, but the file is 74% larger (74 KB, not 42), with a plain
 * cross-reference table. So this writer stays.
 */
export async function writeDocument(doc: PDFDocument): Promise<Uint8Array> {
  const { context } = doc
  const compress: Deflate = (bytes) => context.flateStream(bytes).getContents()
  await doc.flush()

  const objects = context.enumerateIndirectObjects()
  const objectStreamNumber = context.largestObjectNumber + 1
  const xrefNumber = objectStreamNumber + 1
  // Per object number: [type, field 2, field 3] as in a cross-reference stream.
  const entries = new Map<number, [number, number, number]>()

  const out = new Output()
  out.bytes(new Uint8Array([...typedArrayFor('%PDF-1.7\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]))

  // Objects that are not streams go, as text, into one object stream; pdf-lib's objects write
  // their text as Latin-1 (one character per byte), as the kit's raw objects do.
  const packed: string[] = []
  const offsets: string[] = []
  let packedSize = 0
  let index = 0
  for (const [ref, object] of objects) {
    if (object instanceof PDFStream || ref.generationNumber !== 0) {
      entries.set(ref.objectNumber, [1, out.size, ref.generationNumber])
      out.text(`${ref.objectNumber} ${ref.generationNumber} obj\n`)
      out.object(object)
      out.text('\nendobj\n')
    } else {
      entries.set(ref.objectNumber, [2, objectStreamNumber, index++])
      offsets.push(`${ref.objectNumber} ${packedSize}`)
      const text = `${object.toString()}\n`
      packed.push(text)
      packedSize += text.length
    }
  }
  if (index > 0) {
    const head = `${offsets.join(' ')}\n`
    entries.set(objectStreamNumber, [1, out.size, 0])
    out.text(`${objectStreamNumber} 0 obj\n`)
    out.object(
      new RawStream(
        context,
        ` /Type /ObjStm /N ${index} /First ${head.length} /Filter /FlateDecode`,
        compress(typedArrayFor(head + packed.join(''))),
      ),
    )
    out.text('\nendobj\n')
  }

  // Cross-reference stream: one row per object number, fields of 1, 4 and 2 bytes.
  const xrefOffset = out.size
  entries.set(xrefNumber, [1, xrefOffset, 0])
  const size = xrefNumber + 1
  const rows = new Uint8Array(size * 7)
  for (let n = 0; n < size; n++) {
    const [type, second, third] = entries.get(n) ?? (n === 0 ? [0, 0, 65535] : [0, 0, 0])
    const at = n * 7
    rows[at] = type
    rows[at + 1] = (second >>> 24) & 0xff
    rows[at + 2] = (second >>> 16) & 0xff
    rows[at + 3] = (second >>> 8) & 0xff
    rows[at + 4] = second & 0xff
    rows[at + 5] = (third >>> 8) & 0xff
    rows[at + 6] = third & 0xff
  }
  const { Root, Info, ID } = context.trailerInfo
  const trailer = [
    Root instanceof PDFRef ? ` /Root ${Root.toString()}` : '',
    Info instanceof PDFRef ? ` /Info ${Info.toString()}` : '',
    ID ? ` /ID ${ID.toString()}` : '',
  ].join('')
  out.text(`${xrefNumber} 0 obj\n`)
  out.object(
    new RawStream(
      context,
      ` /Type /XRef /Size ${size} /W [1 4 2]${trailer} /Filter /FlateDecode`,
      compress(rows),
    ),
  )
  out.text(`\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`)
  return out.join()
}
