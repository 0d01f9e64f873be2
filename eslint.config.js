// ESLint flat config: recommended rule sets for Vue and TypeScript (type-checked), prettier owns
// formatting, and the layer rules (below) say which folder of src/ may import which, and which
// packages the pure folders may use.
import { join } from 'node:path'
import pluginVue from 'eslint-plugin-vue'
import { withVueTs, vueTsConfigs } from '@vue/eslint-config-typescript'
import prettier from 'eslint-config-prettier/flat'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import vueI18n from '@intlify/eslint-plugin-vue-i18n'

// ---- Layers (issue #18) -------------------------------------------------------------------------
// One table: each folder of src/ with the src/ folders its shipped code may import (itself
// included) and the packages it may or may not use. import-x's no-restricted-paths resolves every
// import, relative or through an alias of aliases.config.ts (tsconfig.json's paths), to the file
// it lands on, and checks that file's folder; core no-restricted-imports checks package names.
// Import circles are refused by dependency-cruiser (.dependency-cruiser.js), in npm run lint.
// tests/lint/layers.test.ts breaks each rule on purpose and checks that it fires.

const passItIn = 'Pass what you need in from the caller.'

/** @typedef {{ only: string[], hint?: string } | { not: string[] }} PackageRule */
/** @type {Record<string, { role: string, imports: string[], packages?: PackageRule }>} */
const layers = {
  systems: {
    role: 'pure rules code that the renderer, main, the CLI and tests all run',
    imports: ['systems'],
    packages: { only: ['zod'], hint: passItIn },
  },
  shared: {
    role: 'pure TypeScript that more than one process runs',
    imports: ['shared', 'systems'],
    packages: {
      // image-size's main entry reads headers from bytes only (its file reader is a separate
      // entry, image-size/fromFile, which stays refused here). @noble/hashes is pure
      // JavaScript: a synchronous SHA-256 for the picture check inside parseFile.
      only: [
        'zod',
        'pdf-lib',
        '@pdf-lib/fontkit',
        'markdown-it',
        '@intlify/core-base',
        'image-size',
        '@noble/hashes',
      ],
      hint: passItIn,
    },
  },
  node: {
    role: 'Node-only code that main and the CLI share',
    imports: ['node', 'shared', 'systems'],
    packages: { not: ['electron', 'vue', 'vue-router', 'pinia', 'dexie'] },
  },
  main: {
    role: "Electron's main process",
    imports: ['main', 'node', 'shared', 'systems'],
    packages: { not: ['vue', 'vue-router', 'pinia', 'dexie'] },
  },
  preload: {
    role: 'the sandboxed bridge that exposes the IPC contract as window.api',
    imports: ['preload', 'shared'],
    packages: { only: ['electron'] },
  },
  cli: {
    role: 'the command line, which runs in plain Node',
    imports: ['cli', 'node', 'shared', 'systems'],
    packages: { not: ['electron', 'vue', 'vue-router', 'pinia', 'dexie'] },
  },
  renderer: {
    // Node's modules are refused by import-x/no-nodejs-modules (below), so that renderer files
    // keep no-restricted-imports free for rules of their own (see packageRule).
    role: 'the web page, which reaches Node and Electron only through platform/ and window.api',
    imports: ['renderer', 'shared', 'systems'],
  },
}

/**
 * Test code may import more than the layer it tests: src/node (the PDF tests compress with Node's
 * deflate), src/shared and src/systems (fixtures, the file format), and main's tests read the
 * renderer's platform/electron.ts (what the renderer shows of main's errors). It may also use any
 * package (vitest, fast-check, node:fs for fixtures...): the package rules skip test code.
 */
const testsAlsoImport = { '*': ['node', 'shared', 'systems'], main: ['renderer'] }
const testCode = [
  'src/**/*.test.ts',
  'src/**/*-test-helpers.ts',
  'src/**/*.test-support.ts',
  'src/renderer/src/testing/**',
]

const list = (names) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

/** One zone per layer: anything under src/ other than the folders the layer may import. */
function layerZones(forTests) {
  return Object.entries(layers).map(([layer, { role, imports }]) => {
    const allowed = forTests
      ? [...new Set([...imports, ...testsAlsoImport['*'], ...(testsAlsoImport[layer] ?? [])])]
      : imports
    const folders = list(allowed.map((name) => `src/${name}`))
    return {
      target: `./src/${layer}`,
      from: './src',
      except: allowed.map((name) => `./${name}`),
      message: forTests
        ? `Tests in src/${layer} import only ${folders}.`
        : `src/${layer} (${role}) imports only ${folders}.`,
    }
  })
}

function layerPathRule(forTests) {
  return {
    'import-x/no-restricted-paths': [
      'error',
      { basePath: import.meta.dirname, zones: layerZones(forTests) },
    ],
  }
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The package rule of a layer: an allow-list becomes one pattern, a deny-list one path each. They
 * are no-restricted-imports options, and ESLint gives a file the options of the last block that
 * sets a rule: a later no-restricted-imports block for these files would replace them, so add to
 * this table instead.
 */
function packageRule(layer, { role }, packages) {
  if ('only' in packages) {
    // Relative paths and the aliases are files, which the layer zones judge.
    const files = String.raw`\.|@(systems|shared|renderer)/`
    const allowed = packages.only.map(escapeRegExp).join('|')
    const message = [
      `src/${layer} is ${role}: it uses no packages other than ${list(packages.only)}.`,
      packages.hint,
    ]
      .filter(Boolean)
      .join(' ')
    return {
      patterns: [{ regex: `^(?!${files}|(${allowed})(/|$))`, caseSensitive: true, message }],
    }
  }
  const message = `src/${layer} is ${role}: it does not use this package.`
  return {
    paths: packages.not.map((name) => ({ name, message })),
    patterns: [{ group: packages.not.map((name) => `${name}/*`), message }],
  }
}

const layerBlocks = [
  {
    name: 'quillkeep/layers/resolver',
    files: ['src/**/*.{ts,vue}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: join(import.meta.dirname, 'tsconfig.json') }),
      ],
    },
  },
  {
    name: 'quillkeep/layers',
    files: ['src/**/*.{ts,vue}'],
    ignores: testCode,
    rules: layerPathRule(false),
  },
  {
    name: 'quillkeep/layers/tests',
    files: testCode,
    rules: layerPathRule(true),
  },
  ...Object.entries(layers)
    .filter(([, layer]) => layer.packages)
    .map(([name, layer]) => ({
      name: `quillkeep/layers/packages/${name}`,
      files: [`src/${name}/**/*.{ts,vue}`],
      ignores: testCode,
      rules: { 'no-restricted-imports': ['error', packageRule(name, layer, layer.packages)] },
    })),
  {
    name: 'quillkeep/layers/renderer-no-node',
    files: ['src/renderer/**/*.{ts,vue}'],
    ignores: testCode,
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
]
// ---- end of layers ------------------------------------------------------------------------------

// ---- Translations (issue #21) -------------------------------------------------------------------
// Every key a screen uses exists in English, every locale has every English key, and no key is
// left unused. No screen's template shows raw text.
const localeFiles = 'src/renderer/src/**/locales/*.json'
// Each system's rules text (src/systems/common/text.ts), and the shared layer's, the CLI's and
// main's words read the same way: their keys are checked by TypeScript where the code asks for
// them (MessageKey), so these files skip no-unused-keys.
const typedLocaleFiles = [
  'src/systems/*/locales/*.json',
  'src/shared/locales/*.json',
  'src/cli/locales/*.json',
  'src/main/locales/*.json',
]
// Every screen's template (the toy system is a test fixture, not a screen).
const translated = ['src/renderer/src/**/*.vue']
const untranslatedFixtures = ['src/renderer/src/toy-system/**']
const i18nBlocks = [
  ...vueI18n.configs['flat/base'].filter((block) => !block.files),
  {
    name: 'quillkeep/i18n/locale-files',
    files: [localeFiles, ...typedLocaleFiles],
    languageOptions: vueI18n.configs['flat/base'].find((b) => b.files?.includes('**/*.json'))
      .languageOptions,
    rules: {
      // The type-aware TypeScript rules do not apply to JSON.
      ...Object.assign({}, ...[...vueTsConfigs.disableTypeChecked].map((block) => block.rules)),
      '@intlify/vue-i18n/no-missing-keys-in-other-locales': 'error',
      '@intlify/vue-i18n/no-duplicate-keys-in-locale': 'error',
      '@intlify/vue-i18n/valid-message-syntax': 'error',
    },
  },
  {
    name: 'quillkeep/i18n/unused-keys',
    files: [localeFiles],
    rules: {
      '@intlify/vue-i18n/no-unused-keys': [
        'error',
        { src: './src/renderer/src', extensions: ['.ts', '.vue'], enableFix: false },
      ],
    },
  },
  {
    name: 'quillkeep/i18n/keys',
    files: ['src/renderer/src/**/*.{ts,vue}'],
    rules: { '@intlify/vue-i18n/no-missing-keys': 'error' },
  },
  {
    name: 'quillkeep/i18n/no-raw-text',
    files: translated,
    ignores: untranslatedFixtures,
    rules: {
      // Punctuation, digits and separators alone are not text to translate.
      '@intlify/vue-i18n/no-raw-text': ['error', { ignorePattern: '^[-–—·…:;,.()/%+×#&\\s\\d]+$' }],
    },
  },
]
const i18nSettings = {
  settings: {
    'vue-i18n': {
      localeDir: [localeFiles, ...typedLocaleFiles].map((files) => `./${files}`),
      messageSyntaxVersion: '^11.0.0',
    },
  },
}
i18nBlocks.forEach((block) => Object.assign(block, i18nSettings))
// ---- end of translations ------------------------------------------------------------------------

export default withVueTs(
  // Resolve .vue files from this folder, not wherever eslint is started.
  { rootDir: import.meta.dirname },
  {
    ignores: [
      'out/**',
      'dist/**',
      'release/**',
      'node_modules/**',
      'docs/**',
      'test-results/**',
      'playwright-report/**',
      '.vite/**',
      '.tmp/**',
    ],
  },
  pluginVue.configs['flat/recommended'],
  // Type-aware rules (restrict-template-expressions, no-base-to-string, no-floating-promises...),
  // through the TypeScript project service and tsconfig.json. withVueTs turns them off for
  // plain .js/.mjs files, which tsconfig.json does not include.
  vueTsConfigs.recommendedTypeChecked,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,vue}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      'src/main/**/*.ts',
      'src/node/**/*.ts',
      'src/preload/**/*.ts',
      '*.{js,mjs,cjs,ts,mts,cts}',
      'build/**/*.{js,mjs,cjs}',
      'bench/**/*.{js,mjs,cjs,ts,mts}',
      'tests/**/*.{js,mjs,cjs,ts,mts}',
      '.ci/**/*.{js,mjs}',
    ],
    languageOptions: { globals: globals.node },
  },
  // Repositories own Dexie (issue #18): views, components, sheets and the journal's screens call
  // Pinia stores, which call the repositories in src/renderer/src/db. Tests and *-test-helpers.ts
  // may still import db/ to set up data. The journal's search client and worker are exempt: they
  // keep the search index, a table of their own, and the worker (which has no Pinia) opens its
  // own connection. Record types live in @shared/records, so nothing here needs even a type from
  // db/. This is the typescript-eslint rule rather than the core one, so that it neither replaces
  // nor is replaced by a core no-restricted-imports set for the same files elsewhere.
  {
    files: [
      'src/renderer/src/views/**/*.{ts,vue}',
      'src/renderer/src/components/**/*.{ts,vue}',
      'src/renderer/src/sheets/**/*.{ts,vue}',
      'src/renderer/src/journal/**/*.{ts,vue}',
    ],
    ignores: [
      '**/*.test.ts',
      '**/*-test-helpers.ts',
      'src/renderer/src/journal/search.ts',
      'src/renderer/src/journal/search.worker.ts',
      'src/renderer/src/journal/search-core.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@renderer/db|(\\.\\.?/)+db)(/|$)',
              message:
                'Only stores call the repositories in db/: use the store of that domain (src/renderer/src/stores), or add what you need to it.',
            },
          ],
        },
      ],
    },
  },
  // Layers: see the table at the top.
  ...layerBlocks,
  ...i18nBlocks,
  prettier,
)
