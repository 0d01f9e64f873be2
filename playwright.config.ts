import { defineConfig } from '@playwright/test'
import { chromiumArgs, requireChromium } from './tests/e2e/chromium.mjs'

// Browser end-to-end tests: a system Chromium (never a Playwright download) drives the web
// build of the renderer (out/web, built by `npm run build:web`) served on loopback.
const port = Number(process.env.QUILLKEEP_E2E_PORT ?? 4175)
// Another build folder (see vite.web.config.ts) lets two checkouts or sessions test side by side.
const webDir = process.env.QUILLKEEP_WEB_DIR ?? 'out/web'
const baseURL = `http://127.0.0.1:${port}/`

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The machines have 2 cores: one worker on CI keeps timings steady, two locally.
  workers: process.env.CI ? 1 : 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: requireChromium(), args: chromiumArgs },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node tests/e2e/serve.mjs ${webDir} --port ${port}`,
    url: baseURL,
    // Never reuse: a server left on the port may be serving another checkout's build.
    // Runs side by side need distinct ports: QUILLKEEP_E2E_PORT=4176 npm run test:e2e
    reuseExistingServer: false,
    timeout: 15_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
