// A ledger entry's link to a journal entry: opens it in its campaign, or says it is gone.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount } from '@vue/test-utils'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import JournalLink from './JournalLink.vue'
import { anyPathRouter, entry, seedCampaign, settle } from './journal-test-helpers'

enableAutoUnmount(afterEach)
const db = useTestDatabase('journal-link')

async function follow(entryId: string) {
  const router = anyPathRouter()
  await router.push(`/journal/${entryId}`)
  const replace = vi.spyOn(router, 'replace')
  const wrapper = mount(JournalLink, { props: { entryId }, global: { plugins: [router] } })
  await settle()
  return { wrapper, router, replace }
}

describe('JournalLink', () => {
  it('opens the entry in the campaign that holds it, in place of the link', async () => {
    await seedCampaign(db(), [], [entry('e7', { title: 'The bridge' })])
    const { wrapper, router, replace } = await follow('e7')
    expect(router.currentRoute.value.fullPath).toBe('/campaigns/camp/journal/e7')
    // Replaced, not pushed: Back does not return to the bare link.
    expect(replace).toHaveBeenCalledWith('/campaigns/camp/journal/e7')
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
  })

  it('says the entry no longer exists, with a way to the campaigns', async () => {
    await seedCampaign(db(), [])
    const { wrapper, router, replace } = await follow('gone')
    expect(replace).not.toHaveBeenCalled()
    expect(router.currentRoute.value.fullPath).toBe('/journal/gone')
    expect(wrapper.get('[role="alert"]').text()).toBe(
      'That journal entry no longer exists. Campaigns',
    )
    expect(wrapper.get('a').attributes('href')).toBe('/campaigns')
    expect(document.documentElement.dataset.ready).toBe('true')
  })
})
