import { fileURLToPath } from 'node:url'

/** Path aliases shared by electron-vite, the web build and vitest. */
export const aliases = {
  '@systems': fileURLToPath(new URL('./src/systems', import.meta.url)),
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@renderer': fileURLToPath(new URL('./src/renderer/src', import.meta.url)),
}
