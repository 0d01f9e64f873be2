import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import { aliases } from './aliases.config.ts'

export default defineConfig({
  plugins: [vue()],
  resolve: { alias: aliases },
  test: {
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
            'src/preload/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/renderer/**/*.test.ts'],
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
    ],
  },
})
