// Start step for `npm start`, `npm run dev` and `npm run package`: makes sure the Electron runtime
// is on disk before electron-vite looks for it (it reads node_modules/electron/path.txt and throws
// "Electron uninstall" when that is missing). Electron 45 no longer downloads its runtime at
// `npm install`; its own installer (the `install-electron` bin, install.js) does it on demand.
// This runs that installer when needed and turns its failures into one message a user can act on.
//
//   node scripts/ensure-electron.mjs
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { homedir } from 'node:os'
import { dirname, join, posix } from 'node:path'
import { pathToFileURL } from 'node:url'

const officialMirror = 'https://github.com/electron/electron/releases/download/'

/** Executable inside dist/ for a platform, as electron's install.js names it (null: no build). */
export function platformExecutable(platform) {
  if (platform === 'darwin' || platform === 'mas') return 'Electron.app/Contents/MacOS/Electron'
  if (platform === 'linux' || platform === 'freebsd' || platform === 'openbsd') return 'electron'
  if (platform === 'win32') return 'electron.exe'
  return null
}

/** The platform and arch install.js downloads for: its env overrides first, then this machine. */
export function downloadTarget(env, platform, arch) {
  return {
    platform: env.ELECTRON_INSTALL_PLATFORM || env.npm_config_platform || platform,
    arch: env.ELECTRON_INSTALL_ARCH || env.npm_config_arch || arch,
  }
}

/**
 * The same test as install.js's isInstalled(): dist/version matches the package, path.txt names
 * this platform's executable, and the executable exists (or ELECTRON_OVERRIDE_DIST_PATH does).
 * ELECTRON_EXEC_PATH (electron-vite's own override) pointing at a file also counts.
 */
export function isElectronInstalled({ electronDir, version, env, platform, exists, readText }) {
  if (env.ELECTRON_EXEC_PATH && exists(env.ELECTRON_EXEC_PATH)) return true
  const executable = platformExecutable(platform)
  if (!executable) return false
  try {
    if (readText(join(electronDir, 'dist', 'version')).replace(/^v/, '') !== version) return false
    if (readText(join(electronDir, 'path.txt')) !== executable) return false
  } catch {
    return false
  }
  return exists(env.ELECTRON_OVERRIDE_DIST_PATH || join(electronDir, 'dist', executable))
}

/** [major, minor, patch] from an engines range of the form ">= X.Y[.Z]"; null for other forms. */
export function minimumNodeVersion(range) {
  const match = /^\s*>=\s*v?(\d+)\.(\d+)(?:\.(\d+))?\s*$/.exec(range ?? '')
  return match ? match.slice(1).map((part) => Number(part ?? 0)) : null
}

/** True when version ("v20.20.2" or "20.20.2") is below minimum ([22, 12, 0]). */
export function isOlderThan(version, minimum) {
  const parts = version.replace(/^v/, '').split('.').map(Number)
  for (let i = 0; i < 3; i++) {
    const difference = (parts[i] ?? 0) - minimum[i]
    if (difference !== 0) return difference < 0
  }
  return false
}

/** "22.12" for [22, 12, 0], "22.12.1" for [22, 12, 1]. */
export function formatVersion([major, minor, patch]) {
  return patch === 0 ? `${major}.${minor}` : `${major}.${minor}.${patch}`
}

/** The error line of the installer's output: the last line naming an error, never a stack frame. */
export function lastErrorLine(stderr) {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !/^at\s/.test(line) && !/^Node\.js v\d/.test(line))
  const errors = lines.filter((line) => /^[\w.$[\]]*(Error|Exception)\b/.test(line))
  return errors.at(-1) ?? lines.at(-1) ?? 'the installer stopped without saying why'
}

// An @electron/get mirror setting, looked up in the same order it uses (npm config, then env).
function mirrorSetting(env, name) {
  const snake = name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase()
  return (
    env[`npm_config_electron_${name.toLowerCase()}`] ||
    env[`NPM_CONFIG_ELECTRON_${snake.toUpperCase()}`] ||
    env[`npm_config_electron_${snake}`] ||
    env[`npm_package_config_electron_${name}`] ||
    env[`npm_package_config_electron_${snake}`] ||
    env[`ELECTRON_${snake.toUpperCase()}`] ||
    undefined
  )
}

/** The zip's name and the URL the installer fetches it from (honouring ELECTRON_MIRROR). */
export function runtimeDownload({ version, platform, arch, env }) {
  const tag = `v${version}`
  const zipName = `electron-${tag}-${platform}-${arch}.zip`
  const mirror = mirrorSetting(env, 'mirror') || officialMirror
  const folder = (mirrorSetting(env, 'customDir') || tag).replace('{{ version }}', version)
  const file = mirrorSetting(env, 'customFilename') || zipName
  return { zipName, url: `${mirror}${folder}/${file}` }
}

/** Electron's download cache: electron_config_cache, else the per-OS default @electron/get uses. */
export function electronCacheRoot(env, platform, home) {
  if (env.electron_config_cache) return env.electron_config_cache
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'electron')
  if (platform === 'win32')
    return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'electron', 'Cache')
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'electron')
}

/** The cache subfolder for a download: sha256 of its URL's folder (Electron docs: "Cache"). */
export function cacheFolderFor(url) {
  const parsed = new URL(url)
  parsed.hash = ''
  parsed.search = ''
  parsed.pathname = posix.dirname(parsed.pathname)
  return createHash('sha256').update(parsed.toString()).digest('hex')
}

/** The command the user ran, to repeat in messages. */
export function npmCommand(env) {
  const script = env.npm_lifecycle_event
  if (!script || script === 'start') return 'npm start'
  return `npm run ${script}`
}

/** One line: this Node is too old for Electron's installer. */
export function oldNodeLine(nodeVersion, minimum) {
  return (
    `Quillkeep's desktop app needs Node.js ${formatVersion(minimum)} or newer to download ` +
    `Electron (this is ${nodeVersion.replace(/^v/, '')}). Install a newer Node, or run ` +
    '`npm run web` to use the same app in a browser.\n'
  )
}

/** The message printed when the download fails: what failed, then what to do. */
export function downloadFailedMessage({ version, errorLine, zipName, url, cacheDir, command }) {
  return [
    `Could not download the Electron ${version} runtime that the desktop app needs (${zipName}).`,
    `  The installer said: ${errorLine}`,
    `Do one of these, then run \`${command}\` again:`,
    `  - Retry with a working network connection. The download comes from ${url}`,
    `  - Set ELECTRON_MIRROR to a mirror you can reach, ending in / (it must hold v${version}/${zipName}).`,
    '    Behind a proxy, also set ELECTRON_GET_USE_PROXY=1 and HTTPS_PROXY.',
    `  - Offline: copy ${zipName} into Electron's download cache, in this folder:`,
    `      ${cacheDir}`,
    '    Set electron_config_cache to use another cache root. The default roots are',
    '    $XDG_CACHE_HOME/electron or ~/.cache/electron (Linux), ~/Library/Caches/electron (macOS),',
    '    %LOCALAPPDATA%\\electron\\Cache (Windows).',
    'Or run `npm run web`: the same app in a browser, without Electron.',
    '',
  ].join('\n')
}

/**
 * Makes sure the Electron runtime is installed. Returns the exit code: 0 when it is there (at once,
 * silently, when it already was), 1 with one message when it is not and cannot be fetched.
 */
export async function ensureElectron(deps) {
  const { electronDir, env, nodeVersion, home, exists, readText, runInstaller, out } = deps
  const { version, engines } = JSON.parse(readText(join(electronDir, 'package.json')))
  const target = downloadTarget(env, deps.platform, deps.arch)
  const check = { electronDir, version, env, platform: target.platform, exists, readText }
  if (isElectronInstalled(check)) return 0

  const minimum = minimumNodeVersion(engines?.node)
  if (minimum && isOlderThan(nodeVersion, minimum)) {
    out.write(oldNodeLine(nodeVersion, minimum))
    return 1
  }

  out.write(`Downloading the Electron ${version} runtime (first start only)...\n`)
  const { status, stderr } = await runInstaller(join(electronDir, 'install.js'))
  if (status === 0 && isElectronInstalled(check)) return 0

  const { zipName, url } = runtimeDownload({ version, ...target, env })
  const cacheRoot = electronCacheRoot(env, deps.platform, home)
  out.write(
    downloadFailedMessage({
      version,
      errorLine:
        status === 0
          ? `it finished, but ${join(electronDir, 'dist')} is still incomplete`
          : lastErrorLine(stderr),
      zipName,
      url,
      cacheDir: join(cacheRoot, cacheFolderFor(url)),
      command: npmCommand(env),
    }),
  )
  return 1
}

/** Runs electron's install.js with this Node; its stderr is kept for the message, not shown. */
export function runNodeScript(scriptPath, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [scriptPath], {
      env,
      stdio: ['ignore', 'inherit', 'pipe'],
    })
    let stderr = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', (error) => resolve({ status: null, stderr: String(error) }))
    child.on('close', (status) => resolve({ status, stderr }))
  })
}

/** The real machine: this process, its file system, and the electron package next to this script. */
export function nodeDeps() {
  const require = createRequire(import.meta.url)
  return {
    electronDir: dirname(require.resolve('electron/package.json')),
    env: process.env,
    platform: process.platform,
    arch: process.arch,
    nodeVersion: process.version,
    home: homedir(),
    exists: existsSync,
    readText: (path) => readFileSync(path, 'utf8'),
    runInstaller: (path) => runNodeScript(path),
    out: process.stderr,
    // exitCode, not exit(): lets stderr drain (pipes are asynchronous on Windows).
    exit: (code) => void (process.exitCode = code),
  }
}

/** CLI: one line instead of a stack trace when even the electron package is missing. */
export async function main(makeDeps = nodeDeps) {
  let deps
  try {
    deps = makeDeps()
  } catch {
    process.stderr.write('The electron package is not installed. Run `npm install` first.\n')
    process.exitCode = 1
    return
  }
  deps.exit(await ensureElectron(deps))
}

function isRunDirectly() {
  try {
    return import.meta.url === pathToFileURL(realpathSync(process.argv[1] ?? '')).href
  } catch {
    return false
  }
}

if (isRunDirectly()) await main()
