import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import VueI18nPlugin from '@intlify/unplugin-vue-i18n/vite'
import { aliases } from './aliases.config.ts'

// Vue's compile-time flags (see Vue's "bundler build feature flags"): every component here uses
// <script setup>, so the Options API code is left out of the bundle and skipped on every mount.
export const vueBuildFlags = {
  __VUE_OPTIONS_API__: 'false',
  __VUE_PROD_DEVTOOLS__: 'false',
  __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  // vue-i18n's devtools hook (its other flags are set by i18nPlugin).
  __INTLIFY_PROD_DEVTOOLS__: 'false',
}

/**
 * The locale files are compiled to message functions when the app is built, so the page ships
 * vue-i18n's runtime without its message compiler (about 9 kB gzipped less on the first screen)
 * and compiles nothing at run time. Its feature flags: the Composition API only, $t in templates
 * through globalInjection, no <i18n-t> components or v-t directive.
 */
export function i18nPlugin() {
  return VueI18nPlugin({
    // Every locales/ folder of the renderer (the shell's and each area's, see i18n.ts) and each
    // system's rules text (src/systems/common/text.ts), and the shared layer's (src/shared/text.ts).
    include: [
      fileURLToPath(new URL('./src/renderer/src/**/locales/**', import.meta.url)),
      fileURLToPath(new URL('./src/systems/*/locales/**', import.meta.url)),
      fileURLToPath(new URL('./src/shared/locales/**', import.meta.url)),
      // Main's and the CLI's are read raw by their own builds; tests read them through here.
      fileURLToPath(new URL('./src/main/locales/**', import.meta.url)),
      fileURLToPath(new URL('./src/cli/locales/**', import.meta.url)),
    ],
    runtimeOnly: true,
    compositionOnly: true,
    fullInstall: false,
    dropMessageCompiler: true,
  })
}

// The same renderer as the desktop app, built for a plain browser. The platform seam
// (src/renderer/src/platform) picks the web implementation when window.api is absent.
export default defineConfig({
  root: 'src/renderer',
  base: './',
  resolve: { alias: aliases },
  plugins: [vue(), i18nPlugin()],
  // The workers (file checks, backups) word their messages too: their locale files compiled alike.
  worker: { format: 'es', plugins: () => [i18nPlugin()] },
  define: vueBuildFlags,
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  // QUILLKEEP_WEB_DIR (relative to the project) builds elsewhere, e.g. for a parallel e2e run.
  build: {
    outDir: `../../${process.env.QUILLKEEP_WEB_DIR ?? 'out/web'}`,
    emptyOutDir: true,
    // Chromium (and so Electron) preloads modules itself: no polyfill runs before the first frame.
    modulePreload: { polyfill: false },
    // Everything the first screen needs (Vue, Pinia, the shell, the library) in the entry chunk:
    // one request instead of ten, which a cold start pays in round trips before it can paint.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
    },
  },
})
