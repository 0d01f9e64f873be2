// Pictures in printed PDFs (#23 §3): a character's portrait on its sheet, a world page's portrait
// and the pictures in journal entries. The caller hands in the stored pictures the records refer
// to (bytes with their facts); each one a document prints is embedded once, however often it is
// shown (a party packet whose members share a portrait holds it once). Pure TypeScript.
//
// pdf-lib's own embedders are used (what PDFDocument.embedPng/embedJpg call), but the document
// does not keep them: embedPng's PDFImage holds the decoded pixels of a PNG until the document is
// dropped, several megabytes per picture; here each picture is decoded, written into the
// document and let go. JPEG bytes go in as they are (DCTDecode); PNG as deflated pixels, with a
// soft mask only when it has transparency.
import { JpegEmbedder, PngEmbedder, type PDFDocument, type PDFRef } from 'pdf-lib'
import { checkImage } from '../images'
import type { PrintPicture } from '../print-pictures'

/** How pictures in journal text are sized: one pixel is 1/96 inch (a CSS pixel), never larger. */
const pictureDpi = 96

const usable = new WeakMap<PrintPicture, boolean>()

/**
 * Whether a supplied picture can be printed: PNG or JPEG bytes, whole, of the type and size it
 * claims (read from its header; nothing is decoded). One that is not prints as if missing.
 */
export function printable(picture: PrintPicture | undefined): picture is PrintPicture {
  if (!picture) return false
  let ok = usable.get(picture)
  if (ok === undefined) {
    const check = checkImage(picture.bytes)
    ok =
      check.ok &&
      check.type === picture.type &&
      check.width === picture.width &&
      check.height === picture.height
    usable.set(picture, ok)
  }
  return ok
}

/** The size (points) that fits a picture inside `maxWidth` × `maxHeight`, keeping its shape. */
export function fitInside(
  picture: Pick<PrintPicture, 'width' | 'height'>,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const scale = Math.min(maxWidth / picture.width, maxHeight / picture.height)
  return { width: picture.width * scale, height: picture.height * scale }
}

/**
 * The printed size of a picture in text: its pixels at `pictureDpi`, scaled down (never up) to
 * fit `maxWidth` × `maxHeight`.
 */
export function printedSize(
  picture: Pick<PrintPicture, 'width' | 'height'>,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const natural = 72 / pictureDpi
  const scale = Math.min(natural, maxWidth / picture.width, maxHeight / picture.height)
  return { width: picture.width * scale, height: picture.height * scale }
}

/** Each document's pictures, embedded or being embedded, by hash. */
const embedded = new WeakMap<PDFDocument, Map<string, Promise<PDFRef | null>>>()

/**
 * The image XObject of a picture in `doc`, embedded on first use; null when its bytes cannot be
 * read after all (the caller shows an empty frame instead, the print never fails).
 */
export function embedPicture(
  doc: PDFDocument,
  hash: string,
  picture: PrintPicture,
): Promise<PDFRef | null> {
  let pictures = embedded.get(doc)
  if (!pictures) embedded.set(doc, (pictures = new Map()))
  let ref = pictures.get(hash)
  if (!ref) {
    ref = (async () => {
      try {
        const embedder =
          picture.type === 'image/png'
            ? await PngEmbedder.for(picture.bytes)
            : await JpegEmbedder.for(picture.bytes)
        return await embedder.embedIntoContext(doc.context, doc.context.nextRef())
      } catch {
        return null
      }
    })()
    pictures.set(hash, ref)
  }
  return ref
}
