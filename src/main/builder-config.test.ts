// electron-builder.yml: the security fuses, and only keys electron-builder's own schema knows
// (a misspelt key would be ignored or rejected at `npm run package`, never in CI).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

interface Schema {
  $ref?: string
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  type?: string | string[]
  enum?: unknown[]
  properties?: Record<string, Schema>
  additionalProperties?: boolean | Schema
  items?: Schema | Schema[]
  definitions?: Record<string, Schema>
}

const root = join(import.meta.dirname, '../..')
const require = createRequire(import.meta.url)
// electron-builder reads its YAML config with js-yaml's load(); so does this test.
const { load } = require('js-yaml') as { load: (text: string) => unknown }
const config = load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<
  string,
  unknown
>
const scheme = JSON.parse(
  readFileSync(join(root, 'node_modules/app-builder-lib/scheme.json'), 'utf8'),
) as Schema

/** The schema's alternatives for a value: $refs resolved, anyOf/oneOf/allOf flattened. */
function alternatives(schema: Schema): Schema[] {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/definitions/', '')
    const target = scheme.definitions?.[name]
    if (!target) throw new Error(`scheme.json has no definition ${name}`)
    return alternatives(target)
  }
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]
  return nested.length ? nested.flatMap(alternatives) : [schema]
}

function types(schema: Schema): string[] {
  return schema.type === undefined ? [] : [schema.type].flat()
}

function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** Every key the schema does not know, and every value of a type it does not allow. */
function problems(value: unknown, schema: Schema, path: string): string[] {
  const options = alternatives(schema)
  const type = jsonType(value)
  const fits = options.filter((option) => {
    const allowed = types(option)
    if (option.enum) return option.enum.includes(value)
    if (allowed.length === 0) return type === 'object' ? !!option.properties : true
    return allowed.includes(type) || (type === 'number' && allowed.includes('integer'))
  })
  if (fits.length === 0) return [`${path}: a ${type} is not allowed here`]
  if (Array.isArray(value)) {
    const items = fits.flatMap((option) => [option.items ?? {}].flat())
    return value.flatMap((item, i) => problems(item, { anyOf: items }, `${path}[${i}]`))
  }
  if (type !== 'object') return []
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => {
    const known = fits.flatMap((option) => {
      const property = option.properties?.[key]
      if (property) return [property]
      const extra = option.additionalProperties
      return typeof extra === 'object' ? [extra] : []
    })
    if (known.length === 0) return [`${path}.${key}: electron-builder does not know this key`]
    return problems(child, { anyOf: known }, `${path}.${key}`)
  })
}

describe('electron-builder.yml', () => {
  it('sets every security fuse to its hardened value', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    })
  })

  it('decides on every fuse electron-builder offers (a new one fails here until decided)', () => {
    const offered = Object.keys(scheme.definitions?.FuseOptionsV1?.properties ?? {})
    const set = Object.keys(config.electronFuses as object)
    // Left at Electron's defaults on purpose: the V8 snapshot fuse is for apps that ship their
    // own snapshot, and electron-builder signs right after flipping fuses (no ad-hoc reset).
    const leftDefault = ['loadBrowserProcessSpecificV8Snapshot', 'resetAdHocDarwinSignature']
    expect([...set, ...leftDefault].sort()).toEqual([...offered].sort())
  })

  it('packs into an asar with its integrity hash, which the integrity fuse checks', () => {
    expect(config.asar).toBe(true)
    expect(config.disableAsarIntegrity).toBeUndefined()
  })

  it("uses only keys and value types electron-builder's schema knows", () => {
    expect(problems(config, scheme, 'config')).toEqual([])
  })

  it('would catch a misspelt key or a wrong type', () => {
    const misspelt = { ...config, electronFuses: { enableEmbeddedAsarIntegrity: true } }
    expect(problems(misspelt, scheme, 'config')).toEqual([
      'config.electronFuses.enableEmbeddedAsarIntegrity: electron-builder does not know this key',
    ])
    const nested = { linux: { target: ['AppImage', { targt: 'deb' }] }, asar: 'yes' }
    expect(problems(nested, scheme, 'config')).toEqual([
      'config.linux.target[1].targt: electron-builder does not know this key',
      'config.asar: a string is not allowed here',
    ])
  })

  it('registers .quillkeep files on every OS, with an icon for Windows and macOS (#22)', () => {
    expect(config.fileAssociations).toEqual([
      expect.objectContaining({
        ext: 'quillkeep',
        // Linux: the MIME type in the .desktop entry and shared-mime-info file.
        mimeType: 'application/x-quillkeep',
        role: 'Editor',
      }),
    ])
    // Windows registers associations only for a per-machine NSIS install.
    expect((config.nsis as { perMachine?: boolean }).perMachine).toBe(true)
    // electron-builder finds the icons by the extension: build/quillkeep.ico and .icns.
    const ico = readFileSync(join(root, 'build/quillkeep.ico'))
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1])
    const icoImage = ico.subarray(ico.readUInt32LE(18), ico.readUInt32LE(18) + ico.readUInt32LE(14))
    expect(pngSize(icoImage)).toEqual([256, 256])
    const icns = readFileSync(join(root, 'build/quillkeep.icns'))
    expect(icns.toString('ascii', 0, 4)).toBe('icns')
    expect(icns.readUInt32BE(4)).toBe(icns.length)
    const entries: Record<string, [number, number]> = {}
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
      const length = icns.readUInt32BE(at + 4)
      entries[icns.toString('ascii', at, at + 4)] = pngSize(icns.subarray(at + 8, at + length))
    }
    expect(entries).toEqual({ ic08: [256, 256], ic09: [512, 512] })
  })

  it('builds AppImage and deb, NSIS and dmg, each for x64 and arm64 (#22)', () => {
    const targets = (platform: string) =>
      (config[platform] as { target: { target: string; arch: string[] }[] }).target
    expect(targets('linux')).toEqual([
      { target: 'AppImage', arch: ['x64', 'arm64'] },
      { target: 'deb', arch: ['x64', 'arm64'] },
    ])
    expect(targets('win')).toEqual([{ target: 'nsis', arch: ['x64', 'arm64'] }])
    expect(targets('mac')).toEqual([
      { target: 'dmg', arch: ['x64', 'arm64'] },
      // What electron-updater installs from on macOS.
      { target: 'zip', arch: ['x64', 'arm64'] },
    ])
  })

  it('keeps signing out of the repository: no certificate, password or identity in the config', () => {
    const text = readFileSync(join(root, 'electron-builder.yml'), 'utf8')
    expect(text).not.toMatch(/certificate|password|identity:|CSC_|cscLink|cscKeyPassword/i)
  })
})

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG')
  return [png.readUInt32BE(16), png.readUInt32BE(20)]
}
