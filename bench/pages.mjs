// What the Chromium benches share: the web build they measure, the bench page each builds from
// bench/<name>/ into it (same origin, so the same IndexedDB as the app), and the median.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'vite'

/** The web build the benches measure (QUILLKEEP_WEB_DIR picks another folder). */
export const webDir = resolve(process.env.QUILLKEEP_WEB_DIR ?? 'out/web')

/**
 * Builds bench/<name>/ with the web renderer's Vite settings into <web build>/bench-<name>/.
 * Exits with a message when the web build is missing.
 */
export async function buildBenchPage(name) {
  if (!existsSync(join(webDir, 'index.html'))) {
    console.error(`${name}: ${webDir}/index.html not found. Build first: npm run build:web`)
    process.exit(1)
  }
  await build({
    configFile: resolve('vite.web.config.ts'),
    root: resolve(`bench/${name}`),
    base: './',
    logLevel: 'error',
    build: { outDir: join(webDir, `bench-${name}`), emptyOutDir: true },
  })
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
