import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
// @electron/get internals, to pin the download URL and cache layout this step repeats to users.
import { getArtifactRemoteURL } from '../node_modules/@electron/get/dist/artifact-utils.js'
import { Cache } from '../node_modules/@electron/get/dist/Cache.js'
import {
  cacheFolderFor,
  electronCacheRoot,
  ensureElectron,
  isElectronInstalled,
  isOlderThan,
  lastErrorLine,
  main,
  minimumNodeVersion,
  npmCommand,
  platformExecutable,
  runtimeDownload,
  type EnsureElectronDeps,
  type InstallerResult,
} from './ensure-electron.mjs'

const root = join(import.meta.dirname, '..')
const electronPackage = JSON.parse(
  readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8'),
) as { version: string; engines: { node: string } }
const version = electronPackage.version

// What install.js printed here, offline, on Node 20.20 (err.stack of a failed fetch).
const offlineStderr = `TypeError: fetch failed
    at node:internal/deps/undici/undici:14976:13
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async FetchDownloader.download (file:///work/main/node_modules/@electron/get/dist/FetchDownloader.js:46:30)
    at async downloadArtifact (file:///work/main/node_modules/@electron/get/dist/index.js:154:12)
`

const electronDir = '/project/node_modules/electron'
const installedFiles = {
  [`${electronDir}/dist/version`]: `v${version}`,
  [`${electronDir}/path.txt`]: 'electron',
  [`${electronDir}/dist/electron`]: '',
}

/** A Linux machine with the electron package (and whatever files are given) on disk. */
function fakeMachine(
  options: {
    files?: Record<string, string>
    nodeVersion?: string
    env?: Record<string, string>
    engines?: string
    installer?: (files: Map<string, string>) => InstallerResult
  } = {},
) {
  const files = new Map<string, string>(Object.entries(options.files ?? {}))
  const packageJson = { version, engines: { node: options.engines ?? '>= 22.12.0' } }
  files.set(`${electronDir}/package.json`, JSON.stringify(packageJson))
  let output = ''
  const deps = {
    electronDir,
    env: options.env ?? {},
    platform: 'linux',
    arch: 'x64',
    nodeVersion: options.nodeVersion ?? 'v22.12.0',
    home: '/home/player',
    exists: (path: string) => files.has(path),
    readText: (path: string) => {
      const text = files.get(path)
      if (text === undefined) throw new Error(`ENOENT: ${path}`)
      return text
    },
    runInstaller: vi.fn(async (_script: string) =>
      Promise.resolve(options.installer?.(files) ?? { status: 1, stderr: offlineStderr }),
    ),
    out: { write: (text: string) => (output += text) },
    exit: vi.fn((_code: number) => undefined),
  } satisfies EnsureElectronDeps
  return { deps, files, output: () => output }
}

describe('ensureElectron', () => {
  it('skips the installer at once when the runtime is installed', async () => {
    const { deps, output } = fakeMachine({ files: installedFiles })
    expect(await ensureElectron(deps)).toBe(0)
    expect(deps.runInstaller).not.toHaveBeenCalled()
    expect(output()).toBe('')
  })

  it('without the runtime and without a network: one clear message, no stack, exit 1', async () => {
    const { deps, output } = fakeMachine()
    expect(await ensureElectron(deps)).toBe(1)
    expect(deps.runInstaller).toHaveBeenCalledWith(`${electronDir}/install.js`)
    const text = output()
    expect(text).toContain(`Could not download the Electron ${version} runtime`)
    expect(text).toContain('The installer said: TypeError: fetch failed')
    expect(text).toContain('ELECTRON_MIRROR')
    expect(text).toContain('electron_config_cache')
    expect(text).toContain('Retry with a working network connection')
    expect(text).toContain(`copy electron-v${version}-linux-x64.zip`)
    expect(text).toContain('/home/player/.cache/electron/')
    expect(text).toContain('npm run web')
    expect(text).toContain('then run `npm start` again')
    expect(text).not.toMatch(/^\s+at /m)
    expect(text).not.toContain('file://')
  })

  it('names the command that was run', async () => {
    const { deps, output } = fakeMachine({ env: { npm_lifecycle_event: 'dev' } })
    await ensureElectron(deps)
    expect(output()).toContain('then run `npm run dev` again')
  })

  it('on an old Node: one line naming the version electron needs, and no download', async () => {
    const { deps, output } = fakeMachine({ nodeVersion: 'v20.20.2' })
    expect(await ensureElectron(deps)).toBe(1)
    expect(deps.runInstaller).not.toHaveBeenCalled()
    expect(output()).toMatch(/^[^\n]+\n$/)
    expect(output()).toContain('needs Node.js 22.12 or newer')
    expect(output()).toContain('(this is 20.20.2)')
    expect(output()).toContain('npm run web')
  })

  it("takes the minimum Node from electron's package.json", async () => {
    const { deps, output } = fakeMachine({ nodeVersion: 'v22.12.0', engines: '>= 24.1.0' })
    expect(await ensureElectron(deps)).toBe(1)
    expect(output()).toContain('needs Node.js 24.1 or newer')
  })

  it('an installed runtime starts on an old Node too: only the download needs the new one', async () => {
    const { deps } = fakeMachine({ files: installedFiles, nodeVersion: 'v20.19.0' })
    expect(await ensureElectron(deps)).toBe(0)
  })

  it('succeeds once the installer has put the runtime in place', async () => {
    const installer = (files: Map<string, string>) => {
      for (const [path, text] of Object.entries(installedFiles)) files.set(path, text)
      return { status: 0, stderr: '' }
    }
    const { deps, output } = fakeMachine({ installer })
    expect(await ensureElectron(deps)).toBe(0)
    expect(output()).toBe(`Downloading the Electron ${version} runtime (first start only)...\n`)
  })

  it('fails when the installer exits 0 but the runtime is still missing', async () => {
    const { deps, output } = fakeMachine({ installer: () => ({ status: 0, stderr: '' }) })
    expect(await ensureElectron(deps)).toBe(1)
    expect(output()).toContain('The installer said: it finished, but')
  })

  it('main passes the exit code on', async () => {
    const { deps } = fakeMachine()
    await main(() => deps)
    expect(deps.exit).toHaveBeenCalledWith(1)
  })

  it('main says so in one line when the electron package itself is missing', async () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    try {
      await main(() => {
        throw new Error("Cannot find module 'electron/package.json'")
      })
      expect(write).toHaveBeenCalledWith(
        'The electron package is not installed. Run `npm install` first.\n',
      )
      expect(process.exitCode).toBe(1)
    } finally {
      process.exitCode = undefined
      write.mockRestore()
    }
  })
})

describe('isElectronInstalled (the test install.js makes)', () => {
  const check = (files: Record<string, string>, env: Record<string, string> = {}) =>
    isElectronInstalled({
      electronDir,
      version,
      env,
      platform: 'linux',
      exists: (path) => path in files,
      readText: (path) => {
        const text = files[path]
        if (text === undefined) throw new Error(`ENOENT: ${path}`)
        return text
      },
    })

  it('needs dist/version, path.txt and the executable', () => {
    expect(check(installedFiles)).toBe(true)
    for (const missing of Object.keys(installedFiles)) {
      const files: Record<string, string> = { ...installedFiles }
      delete files[missing]
      expect(check(files), missing).toBe(false)
    }
  })

  it('refuses another version or another platform in path.txt', () => {
    expect(check({ ...installedFiles, [`${electronDir}/dist/version`]: 'v44.0.0' })).toBe(false)
    expect(check({ ...installedFiles, [`${electronDir}/path.txt`]: 'electron.exe' })).toBe(false)
  })

  it('honours ELECTRON_OVERRIDE_DIST_PATH and ELECTRON_EXEC_PATH', () => {
    const withoutBinary: Record<string, string> = { ...installedFiles }
    delete withoutBinary[`${electronDir}/dist/electron`]
    const override = { ...withoutBinary, '/opt/electron': '' }
    expect(check(override, { ELECTRON_OVERRIDE_DIST_PATH: '/opt/electron' })).toBe(true)
    expect(
      check({ '/opt/electron/electron': '' }, { ELECTRON_EXEC_PATH: '/opt/electron/electron' }),
    ).toBe(true)
  })
})

describe('helpers', () => {
  it('compares Node versions', () => {
    expect(isOlderThan('v20.20.2', [22, 12, 0])).toBe(true)
    expect(isOlderThan('22.11.9', [22, 12, 0])).toBe(true)
    expect(isOlderThan('v22.12.0', [22, 12, 0])).toBe(false)
    expect(isOlderThan('v24.0.0', [22, 12, 0])).toBe(false)
    expect(minimumNodeVersion('>= 22.12.0')).toEqual([22, 12, 0])
    expect(minimumNodeVersion('^20.19.0 || >=22.12.0')).toBeNull()
  })

  it("keeps the installer's error line, never its stack", () => {
    expect(lastErrorLine(offlineStderr)).toBe('TypeError: fetch failed')
    const uncaught = `/x/install.js:3\n  throw e\n  ^\n\nError: Electron builds are not available on platform: aix\n    at getPlatformPath (/x/install.js:9:5)\n\nNode.js v22.12.0\n`
    expect(lastErrorLine(uncaught)).toBe(
      'Error: Electron builds are not available on platform: aix',
    )
    expect(lastErrorLine('')).toBe('the installer stopped without saying why')
  })

  it('names the npm command', () => {
    expect(npmCommand({})).toBe('npm start')
    expect(npmCommand({ npm_lifecycle_event: 'start' })).toBe('npm start')
    expect(npmCommand({ npm_lifecycle_event: 'package' })).toBe('npm run package')
  })

  it('knows the default cache roots of each OS', () => {
    expect(electronCacheRoot({}, 'linux', '/home/p')).toBe('/home/p/.cache/electron')
    expect(electronCacheRoot({ XDG_CACHE_HOME: '/c' }, 'linux', '/home/p')).toBe('/c/electron')
    expect(electronCacheRoot({}, 'darwin', '/Users/p')).toBe('/Users/p/Library/Caches/electron')
    expect(electronCacheRoot({ LOCALAPPDATA: '/L' }, 'win32', '/h')).toBe('/L/electron/Cache')
    expect(electronCacheRoot({ electron_config_cache: '/mine' }, 'darwin', '/h')).toBe('/mine')
  })
})

// The message repeats @electron/get's URL and cache layout to users: fail, naming the internal,
// if @electron/get (a dependency of electron, not ours) changes either.
describe('pinned to @electron/get', () => {
  afterEach(() => vi.unstubAllEnvs())

  const details = {
    version: `v${version}`,
    artifactName: 'electron',
    platform: 'linux',
    arch: 'x64',
  }

  it('getArtifactRemoteURL: the same download URL, official or mirrored', async () => {
    const ours = () =>
      runtimeDownload({ version, platform: 'linux', arch: 'x64', env: process.env })
    for (const name of ['ELECTRON_MIRROR', 'ELECTRON_CUSTOM_DIR', 'ELECTRON_CUSTOM_FILENAME'])
      vi.stubEnv(name, undefined)
    expect(ours().url).toBe(await getArtifactRemoteURL(details))
    vi.stubEnv('ELECTRON_MIRROR', 'https://mirror.example/electron/')
    vi.stubEnv('ELECTRON_CUSTOM_DIR', 'release-{{ version }}')
    expect(ours().url).toBe(await getArtifactRemoteURL(details))
  })

  it('Cache.getCacheDirectory and the default cache root: the same folder', () => {
    const { url } = runtimeDownload({ version, platform: 'linux', arch: 'x64', env: {} })
    expect(cacheFolderFor(url)).toBe(Cache.getCacheDirectory(url))
    const ourRoot = electronCacheRoot(
      { ...process.env, electron_config_cache: '' },
      process.platform,
      homedir(),
    )
    expect(join(ourRoot, cacheFolderFor(url), 'x.zip')).toBe(new Cache().getCachePath(url, 'x.zip'))
  })
})

describe('package.json', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
    engines: { node: string }
  }

  it('runs the start step before anything that needs Electron', () => {
    for (const script of ['start', 'dev', 'package'])
      expect(pkg.scripts[script], script).toMatch(/^node scripts\/ensure-electron\.mjs && /)
  })

  it("asks for at least the Node electron's installer needs", () => {
    const ours = minimumNodeVersion(pkg.engines.node)
    const electrons = minimumNodeVersion(electronPackage.engines.node)
    expect(ours).not.toBeNull()
    expect(electrons).not.toBeNull()
    expect(isOlderThan(ours!.join('.'), electrons!)).toBe(false)
  })
})

/** A zip with stored (uncompressed) files, enough for electron's extractor. */
function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text)
    const fileName = Buffer.from(name)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x21, 12) // 1980-01-01
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE((3 << 8) | 20, 4) // made on Unix, so the mode below counts
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x21, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE((0o100755 << 16) >>> 0, 38)
    central.writeUInt32LE(offset, 42)
    locals.push(local, fileName, data)
    centrals.push(central, fileName)
    offset += local.length + fileName.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(entries).length, 8)
  end.writeUInt16LE(Object.keys(entries).length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

// The real script and electron's real install.js, in a throwaway project, against a loopback
// "mirror" that has only checksums: nothing leaves the machine, and no Electron is downloaded.
// The tests run in order: the last one installs the fake runtime.
describe('the real wiring', () => {
  const zipName = `electron-v${version}-${process.platform}-${process.arch}.zip`
  const executable = platformExecutable(process.platform) ?? 'electron'
  const zip = storedZip({ version: `v${version}`, [executable]: '#!/bin/sh\n' })
  const requests: string[] = []
  let project = ''
  let mirror = ''
  const server = createServer((request, response) => {
    requests.push(request.url ?? '')
    if (request.url === `/v${version}/SHASUMS256.txt`) {
      response.end(`${createHash('sha256').update(zip).digest('hex')} *${zipName}\n`)
    } else {
      response.statusCode = 404
      response.end()
    }
  })

  beforeAll(async () => {
    project = mkdtempSync(join(tmpdir(), 'quillkeep-ensure-electron-'))
    const electron = join(project, 'node_modules/electron')
    mkdirSync(join(project, 'scripts'))
    mkdirSync(electron, { recursive: true })
    copyFileSync(
      join(root, 'scripts/ensure-electron.mjs'),
      join(project, 'scripts/ensure-electron.mjs'),
    )
    for (const file of ['package.json', 'install.js', 'checksums.json'])
      copyFileSync(join(root, 'node_modules/electron', file), join(electron, file))
    for (const scope of ['@electron', '@electron-internal'])
      symlinkSync(
        join(root, 'node_modules', scope),
        join(project, 'node_modules', scope),
        'junction',
      )
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
    mirror = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })

  afterAll(() => {
    server.close()
    rmSync(project, { recursive: true, force: true })
  })

  /** Runs a script of the project with a clean environment and this Node posing as `asNode`. */
  function run(script: string, asNode: string, env: Record<string, string> = {}) {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^(npm_|electron_)/i.test(key)),
    )
    const fakeVersion = `Object.defineProperty(process,"version",{value:"v${asNode}"})`
    const args = ['--import', `data:text/javascript,${fakeVersion}`, join(project, script)]
    const childEnv = {
      ...clean,
      ELECTRON_MIRROR: mirror,
      electron_config_cache: join(project, 'cache'),
      ...env,
    }
    return new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
      const child = spawn(process.execPath, args, { cwd: project, env: childEnv })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      child.on('close', (status) => done({ status, stdout, stderr }))
    })
  }

  it('on an old Node: the one line, before any download', async () => {
    requests.length = 0
    const result = await run('scripts/ensure-electron.mjs', '20.19.0')
    expect(result.status).toBe(1)
    expect(result.stderr).toBe(
      `Quillkeep's desktop app needs Node.js 22.12 or newer to download Electron (this is 20.19.0). ` +
        'Install a newer Node, or run `npm run web` to use the same app in a browser.\n',
    )
    expect(requests).toEqual([])
  })

  it('when the mirror cannot serve the runtime: the message, naming the cache folder', async () => {
    requests.length = 0
    const result = await run('scripts/ensure-electron.mjs', '22.12.0')
    expect(result.status).toBe(1)
    expect(requests).toEqual([`/v${version}/${zipName}`])
    const url = `${mirror}v${version}/${zipName}`
    expect(result.stderr).toContain(`The installer said: HTTPError: Response code 404`)
    expect(result.stderr).toContain(join(project, 'cache', cacheFolderFor(url)))
    expect(result.stderr).not.toMatch(/^\s+at /m)
  })

  it('the offline advice works: a zip in that folder installs, then the step is silent', async () => {
    const folder = join(project, 'cache', cacheFolderFor(`${mirror}v${version}/${zipName}`))
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, zipName), zip)
    requests.length = 0
    // The fake zip is not Electron's, so its checksum comes from the mirror, not checksums.json.
    const env = { electron_use_remote_checksums: '1' }
    const first = await run('scripts/ensure-electron.mjs', '22.12.0', env)
    expect(first.stderr).toBe(`Downloading the Electron ${version} runtime (first start only)...\n`)
    expect(first.status).toBe(0)
    expect(requests).toEqual([`/v${version}/SHASUMS256.txt`])
    expect(readFileSync(join(project, 'node_modules/electron/path.txt'), 'utf8')).toBe(executable)

    // Installed now: silent even on an old Node, and electron's own install.js agrees.
    requests.length = 0
    expect(await run('scripts/ensure-electron.mjs', '20.19.0')).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
    })
    expect((await run('node_modules/electron/install.js', '22.12.0')).status).toBe(0)
    expect(requests).toEqual([])
  })
})
