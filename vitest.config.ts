import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import { aliases } from './aliases.config.ts'
import { i18nPlugin, vueBuildFlags } from './vite.web.config.ts'

export default defineConfig({
  plugins: [vue(), i18nPlugin()],
  resolve: { alias: aliases },
  define: vueBuildFlags,
  test: {
    // `npm test` runs with --coverage: per-folder line thresholds for the screens the user
    // touches (issue #16). The rules engine has its own tests and is not gated here.
    coverage: {
      provider: 'v8',
      include: ['src/renderer/src/**/*.{ts,vue}'],
      exclude: ['**/*.test.ts', '**/*-test-helpers.ts', 'src/renderer/src/testing/**', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: {
        'src/renderer/src/sheets/**': { lines: 80 },
        'src/renderer/src/views/**': { lines: 80 },
        'src/renderer/src/components/**': { lines: 80 },
        'src/renderer/src/journal/**': { lines: 80 },
        'src/renderer/src/stores/**': { lines: 85 },
      },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/systems/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'src/cli/**/*.test.ts',
            'src/main/**/*.test.ts',
            'src/node/**/*.test.ts',
            'src/preload/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          // The rules text in English, through the same translator main and the CLI install.
          setupFiles: ['tests/setup/rules-text.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/renderer/**/*.test.ts'],
          setupFiles: ['fake-indexeddb/auto', 'src/renderer/src/testing/i18n-setup.ts'],
        },
      },
    ],
  },
})
