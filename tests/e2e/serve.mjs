// A tiny dependency-free static server for built renderers (out/web, out/bench-blank).
// Loopback only. GET/HEAD, correct MIME types, no directory traversal, and an SPA fallback:
// an extension-less path that is not a file gets index.html; a missing asset gets 404.
//
//   node tests/e2e/serve.mjs [dir=out/web] [--port 4174] [--host 127.0.0.1]
import { createServer } from 'node:http'
import { createReadStream, readFileSync } from 'node:fs'
import { stat, realpath } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'

// The same table the desktop app's app:// protocol serves with (src/main/protocol.ts).
const mimeTypes = JSON.parse(
  readFileSync(new URL('../../src/shared/mime-types.json', import.meta.url), 'utf8'),
)

/** MIME type for a file name; unknown types are served as bytes. */
export function mimeType(fileName) {
  return mimeTypes[extname(fileName).toLowerCase()] ?? 'application/octet-stream'
}

async function fileAt(path) {
  try {
    const info = await stat(path)
    return info.isFile() ? info : null
  } catch {
    return null
  }
}

/**
 * Maps a request path to a file under root, or null when it must be refused
 * (outside root, NUL bytes, bad escapes).
 */
export function resolveInside(root, urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  const target = resolve(join(root, decoded))
  if (target !== root && !target.startsWith(root + sep)) return null
  return target
}

/**
 * Starts serving `dir` on host:port (port 0 picks a free one).
 * Resolves to { server, url, close() }.
 */
export async function startServer(dir, { host = '127.0.0.1', port = 0, quiet = true } = {}) {
  const root = await realpath(resolve(dir))
  const indexHtml = join(root, 'index.html')

  const server = createServer(async (req, res) => {
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers })
      res.end(req.method === 'HEAD' ? undefined : body)
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(405, 'Method Not Allowed', { allow: 'GET, HEAD' })

    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname
    let target = resolveInside(root, urlPath)
    if (!target) return send(403, 'Forbidden')

    let info = await fileAt(target)
    if (!info && (await fileAt(join(target, 'index.html')))) {
      target = join(target, 'index.html')
      info = await fileAt(target)
    }
    if (info) {
      // Refuse symlinks that lead out of root.
      const real = await realpath(target)
      if (real !== root && !real.startsWith(root + sep)) return send(403, 'Forbidden')
    } else if (extname(urlPath) === '') {
      target = indexHtml // SPA fallback for client-side routes
      info = await fileAt(target)
    }
    if (!info) return send(404, 'Not Found')

    res.writeHead(200, {
      'content-type': mimeType(target),
      'content-length': info.size,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    if (req.method === 'HEAD') return res.end()
    createReadStream(target)
      .on('error', () => res.destroy())
      .pipe(res)
    if (!quiet) console.log(`${req.method} ${urlPath} -> ${target.slice(root.length) || '/'}`)
  })

  await new Promise((ok, fail) => {
    server.once('error', fail)
    server.listen(port, host, ok)
  })
  const address = server.address()
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}/`
  return {
    server,
    url,
    close: () => new Promise((ok) => server.close(() => ok())),
  }
}

function parseArgs(argv) {
  const options = { dir: 'out/web', host: '127.0.0.1', port: 4174 }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--port') options.port = Number(argv[++i])
    else if (arg === '--host') options.host = argv[++i]
    else options.dir = arg
  }
  return options
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { dir, host, port } = parseArgs(process.argv.slice(2))
  if (!(await fileAt(join(resolve(dir), 'index.html')))) {
    console.error(`serve: ${resolve(dir)}/index.html not found. Build first: npm run build:web`)
    process.exit(1)
  }
  const { url, close } = await startServer(dir, { host, port })
  console.log(`Serving ${resolve(dir)} at ${url}`)
  const stop = () => close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
