// ESLint flat config: recommended rule sets for Vue and TypeScript (type-checked), prettier owns
// formatting, and a purity rule keeps src/systems and src/shared free of runtime-specific imports.
import { builtinModules } from 'node:module'
import pluginVue from 'eslint-plugin-vue'
import { withVueTs, vueTsConfigs } from '@vue/eslint-config-typescript'
import prettier from 'eslint-config-prettier/flat'
import globals from 'globals'

const pureFolderMessage =
  'src/systems and src/shared are pure TypeScript: they run in the renderer, main, the CLI and tests. Pass what you need in from the caller.'

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'))

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
  {
    files: ['src/systems/**/*.{ts,vue}', 'src/shared/**/*.{ts,vue}'],
    // Tests may read fixtures from disk; the shipped code may not.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['vue', 'vue-router', 'pinia', 'dexie', 'electron'].map((name) => ({
              name,
              message: pureFolderMessage,
            })),
            ...nodeBuiltins.map((name) => ({ name, message: pureFolderMessage })),
          ],
          patterns: [
            { group: ['node:*', 'electron/*', 'dexie/*', 'pinia/*'], message: pureFolderMessage },
          ],
        },
      ],
    },
  },
  prettier,
)
