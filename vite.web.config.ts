import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'
import { aliases } from './aliases.config.ts'

// The same renderer as the desktop app, built for a plain browser. The platform seam
// (src/renderer/src/platform) picks the web implementation when window.api is absent.
export default defineConfig({
  root: 'src/renderer',
  base: './',
  resolve: { alias: aliases },
  plugins: [vue()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  // QUILLKEEP_WEB_DIR (relative to the project) builds elsewhere, e.g. for a parallel e2e run.
  build: { outDir: `../../${process.env.QUILLKEEP_WEB_DIR ?? 'out/web'}`, emptyOutDir: true },
})
