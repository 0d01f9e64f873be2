// PDF objects written as text by the kit, for pdf-lib's writer. Building every number, name and
// operator of a sheet as a pdf-lib object (and serialising each one again at save) was most of a
// sheet's time; the kit writes page content, form fields and their appearances as strings, and
// these two classes hand them to pdf-lib's document as they are. Every string here is ASCII
// (text goes in as hex), so one character is one byte.
import {
  copyStringIntoBuffer,
  PDFDict,
  PDFObject,
  PDFStream,
  typedArrayFor,
  type PDFContext,
} from 'pdf-lib'

/** A PDF object (dictionary, array…) already written out. */
export class RawObject extends PDFObject {
  constructor(readonly text: string) {
    super()
  }

  override clone(): RawObject {
    return new RawObject(this.text)
  }

  override toString(): string {
    return this.text
  }

  override sizeInBytes(): number {
    return this.text.length
  }

  override copyBytesInto(buffer: Uint8Array, offset: number): number {
    return copyStringIntoBuffer(this.text, buffer, offset)
  }
}

/**
 * A stream whose dictionary entries (everything but /Length) are already written out. It is a
 * PDFStream so that pdf-lib's writer keeps it out of object streams, as streams must be.
 */
export class RawStream extends PDFStream {
  private readonly head: string
  private readonly body: Uint8Array

  /** `body` is the stream's bytes, or ASCII text. */
  constructor(context: PDFContext, entries: string, body: Uint8Array | string) {
    super(PDFDict.withContext(context))
    this.body = typedArrayFor(body)
    this.head = `<<${entries} /Length ${this.body.length} >>\nstream\n`
  }

  override clone(): RawStream {
    return this
  }

  override getContents(): Uint8Array {
    return this.body
  }

  override getContentsSize(): number {
    return this.body.length
  }

  override getContentsString(): string {
    let text = ''
    for (const byte of this.body) text += String.fromCharCode(byte)
    return text
  }

  override updateDict(): void {}

  override sizeInBytes(): number {
    return this.head.length + this.body.length + '\nendstream'.length
  }

  override toString(): string {
    return `${this.head}${this.getContentsString()}\nendstream`
  }

  override copyBytesInto(buffer: Uint8Array, offset: number): number {
    let at = offset + copyStringIntoBuffer(this.head, buffer, offset)
    buffer.set(this.body, at)
    at += this.body.length
    at += copyStringIntoBuffer('\nendstream', buffer, at)
    return at - offset
  }
}

/** A number for PDF syntax: at most two decimals, never an exponent, never "-0". */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100
  return rounded === 0 ? '0' : String(rounded)
}

/**
 * A text string: a literal `(…)` for printable ASCII, otherwise UTF-16BE hex with its byte order
 * mark, as a reader expects Unicode text.
 */
export function textString(text: string): string {
  let ascii = true
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code > 0x7e || (code < 0x20 && code !== 0x0a)) {
      ascii = false
      break
    }
  }
  if (ascii) {
    return `(${text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/\n/g, '\\n')})`
  }
  let hex = '<FEFF'
  for (let i = 0; i < text.length; i++) {
    hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase()
  }
  return `${hex}>`
}
