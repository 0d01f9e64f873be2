// Shared set-up for the view tests: the app's own routes in a memory router, a host that renders
// them as App.vue does, campaigns stored the way the app stores them, and waiting for Dexie.
import { defineComponent, h } from 'vue'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createMemoryHistory, createRouter, RouterView, type Router } from 'vue-router'
import { sampleCampaign } from '@shared/file-fixtures'
import type { CampaignRecord, QuillkeepDatabase } from '@renderer/db/database'
import { routes } from '@renderer/router'
import { attachRouter } from '@renderer/navigation'

/** Lets IndexedDB (fake-indexeddb answers on timers) and the promises after it finish. */
export async function settle(rounds = 6): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    await flushPromises()
  }
}

/**
 * Settles until `check` holds (a rendered text, a stored record), or fails with `what`. The
 * limit only stops a test that would otherwise hang; nothing asserts how long anything takes.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const giveUpAt = Date.now() + 4000
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error(`Never happened: ${what}`)
    await settle(1)
  }
}

/** Stores a campaign: the sample one, changed by `edit`. */
export async function storeCampaign(
  db: QuillkeepDatabase,
  edit: Partial<CampaignRecord> = {},
): Promise<CampaignRecord> {
  const record: CampaignRecord = { ...sampleCampaign(edit.id ?? 'campaign-1'), ...edit }
  await db.campaigns.put(record)
  return record
}

const Host = defineComponent({ name: 'TestHost', render: () => h(RouterView) })

/**
 * The app's routes at `path`, rendered in a RouterView as App.vue renders them; `attach` puts
 * it in the document (in the body, or in the given element).
 */
export async function mountAt(
  path: string,
  options: { attach?: boolean | Element } = {},
): Promise<{ wrapper: VueWrapper; router: Router }> {
  const router = createRouter({ history: createMemoryHistory(), routes })
  await router.push(path)
  await router.isReady()
  // The shell and the library navigate through navigation.ts, which main.ts gives the router.
  attachRouter(router, RouterView)
  const wrapper = mount(Host, {
    global: { plugins: [router] },
    ...(options.attach
      ? { attachTo: options.attach === true ? document.body : options.attach }
      : {}),
  })
  await settle()
  return { wrapper, router }
}
