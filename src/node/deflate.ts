// Node's zlib for the PDF writer: native compression, several times faster than the JavaScript
// compressor pdf-lib bundles (which the web build keeps using).
import { deflateSync } from 'node:zlib'
import type { Deflate } from '../shared/pdf/index'

export const nodeDeflate: Deflate = (bytes) => {
  const out = deflateSync(bytes)
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength)
}
