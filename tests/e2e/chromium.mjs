// Finds a Chromium to drive. Shared by playwright.config.ts, bench/ and (in shell) .ci/run.
// Order: $QUILLKEEP_CHROMIUM, $CHROMIUM_PATH, Debian/Ubuntu/Chrome system paths, Playwright's cache.
import { existsSync, readdirSync, accessSync, constants } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

/** Flags for headless Chromium on a bare, offline machine (see DESIGN.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const systemPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function playwrightCachePaths() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright')
  if (!existsSync(root)) return []
  return readdirSync(root)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]))
    .flatMap((dir) => [
      join(root, dir, 'chrome-linux', 'chrome'),
      join(root, dir, 'chrome-linux64', 'chrome'),
    ])
}

/** Every place looked at, in order. */
function chromiumCandidates() {
  const fromEnv = [process.env.QUILLKEEP_CHROMIUM, process.env.CHROMIUM_PATH].filter((p) => !!p)
  return [...fromEnv, ...systemPaths, ...playwrightCachePaths()]
}

/** The first executable Chromium found, or null. */
function findChromium() {
  for (const name of ['QUILLKEEP_CHROMIUM', 'CHROMIUM_PATH']) {
    const path = process.env[name]
    if (path && !isExecutable(path))
      console.warn(`${name}=${path} is not an executable file; looking elsewhere.`)
  }
  for (const path of chromiumCandidates()) if (isExecutable(path)) return path
  return null
}

/** The first executable Chromium found; throws with install instructions when there is none. */
export function requireChromium() {
  const found = findChromium()
  if (found) return found
  throw new Error(
    'No Chromium found for the browser tests. Looked at:\n' +
      chromiumCandidates()
        .map((p) => `  ${p}`)
        .join('\n') +
      '\nInstall one with "sudo apt-get install chromium" (Debian/Ubuntu), ' +
      'or set QUILLKEEP_CHROMIUM=/path/to/chrome.',
  )
}

// `node tests/e2e/chromium.mjs` prints the path, or exits 1 when none is found (used by .ci/run).
if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findChromium()
  if (found) console.log(found)
  else process.exit(1)
}
