// gzip through the platform's own CompressionStream and DecompressionStream (browsers, Node 18+):
// no deflate written in JavaScript. The bytes go through in slices, with a return to the event
// loop after each: a stream's promises alone chain as one task, so without it reading a browser
// backup back on the page (or the fallback without workers) would block the window for the whole
// 30 MB. With it, each task handles one slice.

/** Bytes fed to a stream per task. */
const sliceBytes = 128 * 1024

interface Scheduler {
  yield(): Promise<void>
}

/** Resolves in a later task (scheduler.yield where there is one, else a message round trip). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * Writes `source` (bytes, or parts of bytes made one at a time) through `transform` slice by
 * slice, one slice per task, while `consume` reads what comes out.
 */
async function pipe<T>(
  source: Uint8Array<ArrayBuffer> | AsyncIterable<Uint8Array<ArrayBuffer>>,
  transform: { writable: WritableStream<BufferSource>; readable: ReadableStream<Uint8Array> },
  consume: (readable: ReadableStream<Uint8Array>) => Promise<T>,
): Promise<T> {
  const writer = transform.writable.getWriter()
  const writing = (async () => {
    const parts = source instanceof Uint8Array ? [source] : source
    for await (const bytes of parts) {
      for (let start = 0; start < bytes.byteLength; start += sliceBytes) {
        await writer.write(bytes.subarray(start, start + sliceBytes))
        await nextTask()
      }
    }
    await writer.close()
  })()
  const [out] = await Promise.all([consume(transform.readable), writing])
  return out
}

/** Everything `readable` yields, in one new buffer of exactly that length. */
async function concatenated(
  readable: ReadableStream<Uint8Array>,
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = []
  let length = 0
  const reader = readable.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    length += value.byteLength
  }
  const out = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}

/** The UTF-8 text `readable` yields, decoded chunk by chunk; throws on bytes that are not UTF-8. */
async function decoded(readable: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const parts: string[] = []
  const reader = readable.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    parts.push(decoder.decode(value, { stream: true }))
  }
  parts.push(decoder.decode())
  return parts.join('')
}

/** The UTF-8 bytes of `text`, gzip-compressed. */
export async function gzipText(text: string): Promise<{ gzip: ArrayBuffer; textBytes: number }> {
  const bytes = new TextEncoder().encode(text)
  const gzip = await pipe(bytes, new CompressionStream('gzip'), concatenated)
  return { gzip: gzip.buffer, textBytes: bytes.byteLength }
}

/**
 * Texts made one at a time, as UTF-8 gzip-compressed: only the part being written and the
 * compressed bytes so far are held, never the whole text.
 */
export async function gzipTextParts(
  parts: AsyncIterable<string>,
): Promise<{ gzip: ArrayBuffer; textBytes: number }> {
  const encoder = new TextEncoder()
  let textBytes = 0
  async function* encoded(): AsyncGenerator<Uint8Array<ArrayBuffer>> {
    for await (const part of parts) {
      const bytes = encoder.encode(part)
      textBytes += bytes.byteLength
      yield bytes
    }
  }
  const gzip = await pipe(encoded(), new CompressionStream('gzip'), concatenated)
  return { gzip: gzip.buffer, textBytes }
}

/** The text that gzipText compressed. Throws on data that is not gzip or not UTF-8. */
export function gunzipText(gzip: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = gzip instanceof Uint8Array ? gzip : new Uint8Array(gzip)
  return pipe(bytes, new DecompressionStream('gzip'), decoded)
}
