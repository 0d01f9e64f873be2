import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import { aliases } from './aliases.config.ts'
import { i18nPlugin, vueBuildFlags } from './vite.web.config.ts'

export default defineConfig({
  main: {
    resolve: { alias: aliases },
    build: { externalizeDeps: true },
  },
  preload: {
    resolve: { alias: aliases },
    // Sandboxed preloads cannot require() local files: bundle everything into one CJS file.
    build: {
      externalizeDeps: { exclude: ['zod'] },
      rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: 'src/renderer',
    resolve: { alias: aliases },
    plugins: [vue(), i18nPlugin()],
    // The workers (file checks, backups) word their messages too: their locale files compiled alike.
    worker: { format: 'es', plugins: () => [i18nPlugin()] },
    define: vueBuildFlags,
    build: {
      minify: true,
      modulePreload: { polyfill: false }, // as in vite.web.config.ts
      rollupOptions: {
        input: 'src/renderer/index.html',
        // As in vite.web.config.ts: everything the first screen needs in one chunk.
        output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
      },
    },
  },
})
