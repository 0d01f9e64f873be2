// Printing the journal: the button, and what goes to the PDF (every entry not in the trash, under
// the campaign's name). The PDF itself is drawn by a stand-in here; JournalView.test prints a real
// one.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import type { PrintJournalRequest } from '@shared/ipc'
import { setPlatform } from '@renderer/platform'
import type { Platform } from '@renderer/platform/types'
import { createWebPlatform } from '@renderer/platform/web'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import JournalPrint from './JournalPrint.vue'
import { entry, seedCampaign, settle } from './journal-test-helpers'

const drawn = vi.hoisted(() =>
  vi.fn((_: PrintJournalRequest) => Promise.resolve(new TextEncoder().encode('%PDF-stand-in'))),
)
vi.mock('@renderer/print', () => ({ renderJournalPdf: drawn }))

enableAutoUnmount(afterEach)
afterEach(() => {
  drawn.mockClear()
})
const db = useTestDatabase('journal-print')

async function show(campaignId = 'camp', disabled = false) {
  await seedCampaign(
    db(),
    [],
    [
      entry('e1', { title: 'The bridge', session: 1 }),
      entry('e2', { title: 'Old mill', session: 2 }),
      entry('e3', { title: 'Burnt notes', session: 3, deletedAt: '2026-11-21T00:00:00.000Z' }),
    ],
  )
  const saved = vi.fn<Platform['savePrintedJournal']>(() => Promise.resolve(true))
  setPlatform({ ...createWebPlatform(), savePrintedJournal: saved })
  const wrapper = mount(JournalPrint, { props: { campaignId, disabled }, attachTo: document.body })
  return { wrapper, saved }
}

async function openDialog(wrapper: VueWrapper): Promise<void> {
  await wrapper.get('button[aria-label="Print the journal"]').trigger('click')
  await vi.waitFor(async () => {
    await settle(1)
    expect(drawn).toHaveBeenCalled()
  })
}
const dialogButton = (wrapper: VueWrapper, text: string) =>
  wrapper.findAll('dialog button').find((b) => b.text() === text)!

describe('JournalPrint', () => {
  it('offers no printing when there is nothing to print', async () => {
    const { wrapper } = await show('camp', true)
    const button = wrapper.get('button[aria-label="Print the journal"]')
    expect(button.text()).toBe('Print…')
    expect(button.attributes('disabled')).toBe('')
    expect(wrapper.find('dialog').exists()).toBe(false)
  })

  it('previews and saves every entry not in the trash under the campaign’s name', async () => {
    const { wrapper, saved } = await show()
    await openDialog(wrapper)
    expect(wrapper.get('#print-title').text()).toBe('Print the journal')
    const [request] = drawn.mock.calls[0]!
    expect(request.campaignName).toBe('Davokar')
    expect(request.entries.map((e) => e.title).sort()).toEqual(['Old mill', 'The bridge'])
    expect(['a4', 'letter']).toContain(request.paper)

    await vi.waitFor(async () => {
      await settle(1)
      expect(dialogButton(wrapper, 'Save PDF…').attributes('disabled')).toBeUndefined()
    })
    await dialogButton(wrapper, 'Save PDF…').trigger('click')
    await vi.waitFor(() => expect(saved).toHaveBeenCalledOnce())
    const [savedRequest, pdf] = saved.mock.calls[0]!
    expect(savedRequest.campaignName).toBe('Davokar')
    expect(new TextDecoder().decode(pdf)).toBe('%PDF-stand-in')

    await dialogButton(wrapper, 'Close').trigger('click')
    await settle()
    expect(wrapper.find('dialog').exists()).toBe(false)
  })

  it('names the PDF “Journal” when the campaign is gone', async () => {
    const { wrapper } = await show('gone')
    await openDialog(wrapper)
    expect(drawn.mock.calls[0]![0]).toMatchObject({ campaignName: 'Journal', entries: [] })
  })
})
