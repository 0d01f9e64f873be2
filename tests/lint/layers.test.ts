// The layer rules of eslint.config.js and the circle check of .dependency-cruiser.js, each broken
// on purpose. ESLint runs the project's own config with the type-aware rules off: the layer rules
// need no types, and a type-checked run would build the whole program for every snippet.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { vueTsConfigs } from '@vue/eslint-config-typescript'
import { ESLint, type Linter } from 'eslint'
import { afterEach, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')

const eslint = new ESLint({
  cwd: root,
  overrideConfig: [vueTsConfigs.disableTypeChecked].flat() as Linter.Config[],
})

/** A module (or a component, for a .vue path) that imports each of `specifiers`. */
function importing(file: string, specifiers: readonly string[]): string {
  const imports = specifiers.map((specifier, i) => `import * as m${i} from '${specifier}'`)
  const used = `[${specifiers.map((_, i) => `m${i}`).join(', ')}]`
  return file.endsWith('.vue')
    ? `<script setup lang="ts">\n${imports.join('\n')}\nvoid ${used}\n</script>\n`
    : `${imports.join('\n')}\nexport default ${used}\n`
}

/** What ESLint reports for `file` importing `specifiers`: rule id and message. */
async function problems(file: string, ...specifiers: string[]) {
  const results = await eslint.lintText(importing(file, specifiers), {
    filePath: join(root, file),
  })
  return results.flatMap((result) =>
    result.messages.map(({ ruleId, message }) => ({ ruleId, message })),
  )
}

const zone = (specifier: string, rule: string) => ({
  ruleId: 'import-x/no-restricted-paths',
  message: `Unexpected path "${specifier}" imported in restricted zone. ${rule}`,
})
const packages = (name: string, rule: string) => ({
  ruleId: 'no-restricted-imports',
  message: `'${name}' import is restricted from being used by a pattern. ${rule}`,
})

const systemsOnly =
  'src/systems (pure rules code that the renderer, main, the CLI and tests all run) imports only src/systems.'
const systemsPackages =
  'src/systems is pure rules code that the renderer, main, the CLI and tests all run: it uses no packages other than zod. Pass what you need in from the caller.'
const rendererOnly =
  'src/renderer (the web page, which reaches Node and Electron only through platform/ and window.api) imports only src/renderer, src/shared and src/systems.'

describe('layer rules (eslint.config.js)', () => {
  it('keeps src/systems to itself, through relative paths and aliases alike, and to zod', async () => {
    expect(await problems('src/systems/layer-check.ts', '../renderer/src/main')).toEqual([
      zone('../renderer/src/main', systemsOnly),
    ])
    expect(await problems('src/systems/common/layer-check.ts', '@renderer/main')).toEqual([
      zone('@renderer/main', systemsOnly),
    ])
    expect(await problems('src/systems/layer-check.ts', '@shared/files')).toEqual([
      zone('@shared/files', systemsOnly),
    ])
    expect(await problems('src/systems/layer-check.ts', 'vue', 'node:fs')).toEqual([
      packages('vue', systemsPackages),
      packages('node:fs', systemsPackages),
    ])
    expect(await problems('src/systems/layer-check.ts', 'zod', './common/dice')).toEqual([])
  })

  it('lets src/shared import src/systems and its pure libraries, nothing else', async () => {
    expect(await problems('src/shared/layer-check.ts', '../main/index', 'vue')).toEqual([
      zone(
        '../main/index',
        'src/shared (pure TypeScript that more than one process runs) imports only src/shared and src/systems.',
      ),
      packages(
        'vue',
        'src/shared is pure TypeScript that more than one process runs: it uses no packages other than zod, pdf-lib, @pdf-lib/fontkit, markdown-it, @intlify/core-base, image-size and @noble/hashes. Pass what you need in from the caller.',
      ),
    ])
    expect(
      await problems(
        'src/shared/pdf/layer-check.ts',
        '@systems/index',
        'pdf-lib',
        '@pdf-lib/fontkit',
        'markdown-it',
        'zod',
      ),
    ).toEqual([])
  })

  it('keeps main, the preload, the CLI and the Node folder out of the renderer', async () => {
    expect(
      await problems('src/renderer/src/layer-check.ts', '../../main/index', '../../node/deflate'),
    ).toEqual([zone('../../main/index', rendererOnly), zone('../../node/deflate', rendererOnly)])
    expect(
      await problems('src/renderer/src/components/LayerCheck.vue', '../../../preload/index'),
    ).toEqual([zone('../../../preload/index', rendererOnly)])
    expect(await problems('src/renderer/src/layer-check.ts', 'node:fs')).toEqual([
      {
        ruleId: 'import-x/no-nodejs-modules',
        message: 'Do not import Node.js builtin module "node:fs"',
      },
    ])
    expect(
      await problems('src/renderer/src/layer-check.ts', '@shared/files', '@systems/index', 'vue'),
    ).toEqual([])
  })

  it('keeps main and Electron out of the CLI, which takes the Node helpers from src/node', async () => {
    expect(await problems('src/cli/layer-check.ts', '../main/index', 'electron')).toEqual([
      zone(
        '../main/index',
        'src/cli (the command line, which runs in plain Node) imports only src/cli, src/node, src/shared and src/systems.',
      ),
      {
        ruleId: 'no-restricted-imports',
        message:
          "'electron' import is restricted from being used. src/cli is the command line, which runs in plain Node: it does not use this package.",
      },
    ])
    expect(
      await problems('src/cli/layer-check.ts', '../node/atomic-write', '../shared/files'),
    ).toEqual([])
  })

  it('keeps the renderer out of main, and main out of src/node', async () => {
    expect(await problems('src/main/layer-check.ts', '@renderer/platform/electron')).toEqual([
      zone(
        '@renderer/platform/electron',
        "src/main (Electron's main process) imports only src/main, src/node, src/shared and src/systems.",
      ),
    ])
    expect(await problems('src/node/layer-check.ts', '../main/index')).toEqual([
      zone(
        '../main/index',
        'src/node (Node-only code that main and the CLI share) imports only src/node, src/shared and src/systems.',
      ),
    ])
    expect(await problems('src/main/layer-check.ts', '../node/atomic-write', 'electron')).toEqual(
      [],
    )
  })

  it('lets the preload import only src/shared and electron', async () => {
    expect(await problems('src/preload/layer-check.ts', '@systems/index', 'zod')).toEqual([
      zone(
        '@systems/index',
        'src/preload (the sandboxed bridge that exposes the IPC contract as window.api) imports only src/preload and src/shared.',
      ),
      packages(
        'zod',
        'src/preload is the sandboxed bridge that exposes the IPC contract as window.api: it uses no packages other than electron.',
      ),
    ])
    expect(await problems('src/preload/layer-check.ts', '@shared/ipc', 'electron')).toEqual([])
  })

  it('gives tests the Node helpers, fixtures and any package, but not the other layers', async () => {
    expect(
      await problems('src/systems/layer-check.test.ts', '../shared/files', 'vitest', 'node:fs'),
    ).toEqual([])
    expect(await problems('src/shared/pdf/layer-check.test.ts', '../../node/deflate')).toEqual([])
    expect(await problems('src/main/layer-check.test.ts', '@renderer/platform/electron')).toEqual(
      [],
    )
    expect(await problems('src/systems/layer-check.test.ts', '../renderer/src/main')).toEqual([
      zone(
        '../renderer/src/main',
        'Tests in src/systems import only src/systems, src/node and src/shared.',
      ),
    ])
  })
})

describe('import circles (.dependency-cruiser.js, as npm run lint runs it)', () => {
  let folder: string | undefined
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  /** depcruise with the project's config on `modules` (file name → source), in a temp folder. */
  async function cruise(modules: Record<string, string>) {
    folder = await mkdtemp(join(tmpdir(), 'quillkeep-circle-'))
    for (const [name, source] of Object.entries(modules)) {
      await writeFile(join(folder, name), source)
    }
    const bin = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs')
    const args = [bin, '--config', join(root, '.dependency-cruiser.js'), folder]
    return await new Promise<{ exitCode: number; output: string }>((resolve) => {
      execFile(process.execPath, args, { cwd: root }, (error, stdout) => {
        resolve({ exitCode: typeof error?.code === 'number' ? error.code : 0, output: stdout })
      })
    })
  }

  // The shape of the files ↔ bundle-ids circle of issue #18: one side's import is type-only.
  const bundleType = 'export interface Bundle { ids: string[] }\n'
  const freshIds = 'export const withFreshIds = (bundle: Bundle): Bundle => bundle\n'

  it('fails on two modules that import each other, even when one import is type-only', async () => {
    const { exitCode, output } = await cruise({
      'files.ts': `export { withFreshIds } from './bundle-ids'\n${bundleType}`,
      'bundle-ids.ts': `import type { Bundle } from './files'\n${freshIds}`,
    })
    expect(exitCode).toBe(1)
    expect(output).toContain('error no-circular')
    expect(output).toMatch(/bundle-ids\.ts →\s+\S*files\.ts →\s+\S*bundle-ids\.ts/)
  })

  it('passes once what both need is in a module they both import', async () => {
    const { exitCode, output } = await cruise({
      'records.ts': bundleType,
      'files.ts':
        "export { withFreshIds } from './bundle-ids'\nexport type { Bundle } from './records'\n",
      'bundle-ids.ts': `import type { Bundle } from './records'\n${freshIds}`,
    })
    expect(output).toContain('no dependency violations found')
    expect(exitCode).toBe(0)
  })
})
