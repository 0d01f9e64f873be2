// Printing the journal: the button, and what goes to the PDF (every entry not in the trash, under
// the campaign's name). The PDF itself is drawn by a stand-in here; JournalView.test prints a real
// one.
import '@renderer/testing/cloneable-blob'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import type { PrintJournalRequest } from '@shared/ipc'
import { setPlatform } from '@renderer/platform'
import type { Platform } from '@renderer/platform/types'
import { createWebPlatform } from '@renderer/platform/web'
import { createElectronPlatform } from '@renderer/platform/electron'
import type { Api } from '@shared/ipc'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import JournalPrint from './JournalPrint.vue'
import { entry, seedCampaign, settle } from './journal-test-helpers'
import { imagesRepo } from '@renderer/db/images-repo'
import { pictureMarkdown } from '@shared/pictures'
import { makePng } from '../../../../tests/picture-tools'

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

  describe('the players’ copy (#23)', () => {
    const secretEntries = [
      entry('s1', {
        title: 'The mill {{gm}}of the cult{{/gm}}',
        session: 1,
        body: 'The miller smiles. {{gm}}He feeds the cult.{{/gm}}\n\nWe left at dawn.',
        tags: ['mill', '{{gm}}cult{{/gm}}'],
      }),
      entry('s2', { title: '{{gm}}The cult’s vault{{/gm}}', session: 2, body: 'Dark.' }),
    ]
    const noSecret = (request: PrintJournalRequest) => {
      const text = JSON.stringify(request)
      expect(text).not.toMatch(/cult/)
      expect(text).not.toMatch(/\{\{/)
    }

    async function showPlayersCopy(saved: Platform['savePrintedJournal']) {
      await seedCampaign(db(), [], secretEntries)
      setPlatform({ ...createWebPlatform(), savePrintedJournal: saved })
      const wrapper = mount(JournalPrint, {
        props: { campaignId: 'camp', disabled: false },
        attachTo: document.body,
      })
      await openDialog(wrapper)
      const option = wrapper.get('dialog input[name="players-copy"]')
      expect(option.element.closest('label')!.textContent.trim()).toBe(
        'Players’ copy (no GM secrets)',
      )
      expect((option.element as HTMLInputElement).checked).toBe(false)
      // The GM's own copy, by default, keeps the secrets.
      expect(JSON.stringify(drawn.mock.calls[0]![0])).toMatch(/cult/)
      await option.setValue(true)
      await vi.waitFor(async () => {
        await settle(1)
        expect(drawn).toHaveBeenCalledTimes(2)
      })
      await vi.waitFor(async () => {
        await settle(1)
        expect(dialogButton(wrapper, 'Save PDF…').attributes('disabled')).toBeUndefined()
      })
      return wrapper
    }

    it('previews and saves the journal without any secret', async () => {
      const saved = vi.fn<Platform['savePrintedJournal']>(() => Promise.resolve(true))
      const wrapper = await showPlayersCopy(saved)
      const request = drawn.mock.calls[1]![0]
      noSecret(request)
      expect(request.campaignName).toBe('Davokar (players)')
      expect(request.entries.map((e) => [e.title, e.body, e.tags])).toEqual([
        ['The mill', 'The miller smiles. \n\nWe left at dawn.', ['mill']],
        ['Untitled', 'Dark.', []],
      ])
      await dialogButton(wrapper, 'Save PDF…').trigger('click')
      await vi.waitFor(() => expect(saved).toHaveBeenCalledOnce())
      noSecret(saved.mock.calls[0]![0])
    })

    it('sends only the pictures the players’ entries show (#23 §3)', async () => {
      const open = makePng(8, 8, () => [40, 160, 40])
      const secret = makePng(8, 8, () => [200, 30, 30])
      const portrait = makePng(8, 8, () => [30, 30, 200])
      for (const picture of [open, secret, portrait]) await imagesRepo.store(picture)
      const missing = makePng(9, 9).hash
      await seedCampaign(
        db(),
        [],
        [
          entry('p1', {
            title: 'The map',
            session: 1,
            body: `${pictureMarkdown(open.hash)}\n\n{{gm}}${pictureMarkdown(secret.hash)}{{/gm}}\n\n${pictureMarkdown(missing)}`,
          }),
          entry('p2', { title: 'Vesk', kind: 'npc', gmOnly: true, portrait: portrait.hash }),
        ],
      )
      const printJournal = vi.fn<Api['printJournal']>(() =>
        Promise.resolve({ path: '/tmp/Davokar (players) journal.pdf' }),
      )
      const desktop = createElectronPlatform({ printJournal } as unknown as Api)
      setPlatform({
        ...createWebPlatform(),
        savePrintedJournal: (request, pdf) => desktop.savePrintedJournal(request, pdf),
      })
      const wrapper = mount(JournalPrint, {
        props: { campaignId: 'camp', disabled: false },
        attachTo: document.body,
      })
      await openDialog(wrapper)
      const hashes = (request: PrintJournalRequest) => request.pictures?.map((p) => p.hash).sort()
      // The GM's copy: every stored picture the entries show, with its bytes; none not stored.
      expect(hashes(drawn.mock.calls[0]![0])).toEqual(
        [open.hash, secret.hash, portrait.hash].sort(),
      )
      expect(drawn.mock.calls[0]![0].pictures?.find((p) => p.hash === open.hash)).toMatchObject({
        type: 'image/png',
        width: 8,
        height: 8,
        bytes: open.bytes,
      })
      await wrapper.get('dialog input[name="players-copy"]').setValue(true)
      await vi.waitFor(async () => {
        await settle(1)
        expect(drawn).toHaveBeenCalledTimes(2)
      })
      expect(hashes(drawn.mock.calls[1]![0])).toEqual([open.hash])
      await vi.waitFor(async () => {
        await settle(1)
        expect(dialogButton(wrapper, 'Save PDF…').attributes('disabled')).toBeUndefined()
      })
      await dialogButton(wrapper, 'Save PDF…').trigger('click')
      await vi.waitFor(() => expect(printJournal).toHaveBeenCalledOnce())
      expect(hashes(printJournal.mock.calls[0]![0])).toEqual([open.hash])
    })

    // On the desktop main draws the PDF again from the request: the request it gets holds none.
    it('sends main a print request without any secret on the desktop', async () => {
      const printJournal = vi.fn<Api['printJournal']>(() =>
        Promise.resolve({ path: '/tmp/Davokar (players) journal.pdf' }),
      )
      const desktop = createElectronPlatform({ printJournal } as unknown as Api)
      const wrapper = await showPlayersCopy((request, pdf) =>
        desktop.savePrintedJournal(request, pdf),
      )
      await dialogButton(wrapper, 'Save PDF…').trigger('click')
      await vi.waitFor(() => expect(printJournal).toHaveBeenCalledOnce())
      const [sent] = printJournal.mock.calls[0]!
      noSecret(sent)
      expect(sent.entries.map((e) => e.title)).toEqual(['The mill', 'Untitled'])
    })
  })
})
