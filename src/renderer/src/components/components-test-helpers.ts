// Shared by the component tests here and in journal/: settling IndexedDB work, a router for
// links, and the sheet fonts for printing.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { vi } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import { defineComponent } from 'vue'
import { createMemoryHistory, createRouter, type Router } from 'vue-router'

/** Lets IndexedDB (fake-indexeddb runs on timers) and Vue finish their work. */
export async function settle(rounds = 6): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5))
    await flushPromises()
  }
}

/** A router that takes any path, so that links and navigation can be followed and read back. */
export function anyPathRouter(): Router {
  return createRouter({
    history: createMemoryHistory(),
    routes: [{ path: '/:rest(.*)*', component: defineComponent({ render: () => null }) }],
  })
}

/*
 * The page fetches the sheet fonts from the app's own files, which no server hands out under
 * happy-dom.
 */

/** Answers the page's font requests (`/resources/fonts/…`) from the files in the repository. */
export function serveSheetFonts(): void {
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    if (!url.pathname.startsWith('/resources/fonts/')) {
      return new Response('not found', { status: 404 })
    }
    // vitest runs from the repository root (where vitest.config.ts is).
    return new Response(await readFile(join(process.cwd(), url.pathname)))
  })
}
