// Gzipped size of the JavaScript the renderer needs before first paint: the entry script(s) in
// out/web/index.html plus everything they import statically (modulepreload links and
// `import ... from "./x.js"` in the chunks). Lazy chunks behind import() are not counted.
// Goal: at most 150 kB gzipped. Run after `npm run build:web`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const goalKilobytes = 150
const outDir = resolve(process.argv[2] ?? 'out/web')

/** Paths (relative to the html file) of module scripts and modulepreload links in an html page. */
export function htmlEntryScripts(html) {
  const found = []
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1]
    if (/^<script/i.test(tag) && attr('type') === 'module' && attr('src')) found.push(attr('src'))
    if (/^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href'))
      found.push(attr('href'))
  }
  return found.filter((src) => !/^[a-z]+:|^\/\//i.test(src)) // local files only
}

/** Specifiers of static imports and re-exports in an ES module chunk (not dynamic import()). */
export function staticImports(code) {
  const specifiers = []
  // import x from "./a.js"; import {a as b} from"./a.js"; import"./a.js"; export{a}from"./a.js"; export*from"./a.js"
  const pattern = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\n]+)["']/g
  for (const match of code.matchAll(pattern)) specifiers.push(match[1])
  return specifiers.filter((s) => s.startsWith('./') || s.startsWith('../') || s.startsWith('/'))
}

/** Every file in the static import graph of the html page's entry scripts. */
export function initialScripts(dir) {
  const htmlPath = join(dir, 'index.html')
  const queue = htmlEntryScripts(readFileSync(htmlPath, 'utf8')).map((src) =>
    resolveFrom(htmlPath, src, dir),
  )
  const seen = new Set()
  while (queue.length > 0) {
    const file = queue.shift()
    if (seen.has(file)) continue
    if (!existsSync(file))
      throw new Error(`${relative(dir, file)} is referenced but missing from ${dir}`)
    seen.add(file)
    for (const specifier of staticImports(readFileSync(file, 'utf8')))
      queue.push(resolveFrom(file, specifier, dir))
  }
  return [...seen]
}

function resolveFrom(fromFile, specifier, root) {
  const path = specifier.split(/[?#]/)[0]
  return path.startsWith('/') ? join(root, path) : resolve(dirname(fromFile), path)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(outDir, 'index.html'))) {
    console.error(`bundle-size: ${outDir}/index.html not found. Build first: npm run build:web`)
    process.exit(1)
  }
  const files = initialScripts(outDir).map((file) => {
    const bytes = readFileSync(file)
    return {
      file: relative(outDir, file),
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    }
  })
  const totalGzip = files.reduce((sum, f) => sum + f.gzip, 0)
  const totalRaw = files.reduce((sum, f) => sum + f.raw, 0)
  const kilobytes = totalGzip / 1000
  const pass = kilobytes <= goalKilobytes

  console.log(
    `Initial JS of ${relative(process.cwd(), outDir) || outDir} (entry + static imports), gzip level 9`,
  )
  for (const f of files)
    console.log(
      `  ${f.file.padEnd(48)}${(f.raw / 1000).toFixed(1).padStart(9)} kB${(f.gzip / 1000).toFixed(1).padStart(9)} kB gz`,
    )
  console.log(
    `  ${'total'.padEnd(48)}${(totalRaw / 1000).toFixed(1).padStart(9)} kB${kilobytes.toFixed(1).padStart(9)} kB gz` +
      `  = ${(kilobytes / goalKilobytes).toFixed(2)}× goal (≤ ${goalKilobytes} kB)  ${pass ? 'PASS' : 'FAIL'}`,
  )
  if (process.env.BENCH_RESULT_FILE) {
    writeFileSync(
      process.env.BENCH_RESULT_FILE,
      JSON.stringify({ name: 'bundle-size', files, kilobytes, goalKilobytes, pass }),
    )
  }
}
