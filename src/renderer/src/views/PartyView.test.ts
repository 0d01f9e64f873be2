// The party screen inside its campaign: each member's key values under the campaign's house
// rules, with warnings; adding (a character from another campaign only after confirming),
// removing, the roster print-out, and messages that go once their cause has. A large party shows
// the rows of cards in view (in a laid-out box: see list-layout-test-helpers) and can be filtered.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createMemoryHistory, createRouter } from 'vue-router'
import { sampleCharacter } from '@shared/file-fixtures'
import type { PrintPartyPacketRequest, PrintRosterRequest } from '@shared/ipc'
import { systemName } from '@renderer/system-catalog'
import type { CairnData } from '@systems/cairn-ap/model'
import type { CharacterRecord } from '@systems/types'
import { settingsRepo } from '@renderer/db/settings-repo'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { useSyncStore } from '@renderer/stores/sync'
import { routes } from '@renderer/router'
import PartyView from './PartyView.vue'
import { emulateLayout, scrollTo } from './list-layout-test-helpers'
import { mountAt, settle, storeCampaign, until } from './views-test-helpers'

const printed = vi.hoisted(() => ({
  requests: [] as PrintRosterRequest[],
  packets: [] as PrintPartyPacketRequest[],
  /** While set, the packet's render waits here after each part it has drawn. */
  hold: null as Promise<void> | null,
}))
vi.mock('@renderer/print', () => ({
  // The roster's PDF itself is tested with the print code; here, what the party screen asks for.
  renderRosterPdf: (request: PrintRosterRequest) => {
    printed.requests.push(request)
    return Promise.resolve(new Uint8Array([37, 80, 68, 70]))
  },
  // The packet is rendered by the real code, with the fonts read from resources/fonts (the page
  // fetches them); `hold` keeps it between two parts.
  renderPacketPdf: async (
    request: PrintPartyPacketRequest,
    onProgress?: (done: number, total: number) => void | Promise<void>,
  ) => {
    printed.packets.push(request)
    const [{ renderPartyPacket }, { testFonts }] = await Promise.all([
      import('@shared/pdf'),
      import('../../../../tests/pdf-tools'),
    ])
    return renderPartyPacket(request.campaignName, request.characters, {
      paper: request.paper,
      houseRules: request.houseRules,
      fonts: testFonts(),
      onProgress: async (done, total) => {
        await onProgress?.(done, total)
        if (printed.hold) await printed.hold
      },
    })
  },
}))

enableAutoUnmount(afterEach)
beforeEach(() => {
  // Room for two columns of cards (16rem each) and a few rows of them.
  emulateLayout({ viewport: 600, width: 600, row: 200 })
})
afterEach(() => {
  printed.requests.length = 0
  printed.packets.length = 0
  printed.hold = null
  vi.restoreAllMocks()
})

const db = useTestDatabase('party-view')

function member(
  systemId: Parameters<typeof sampleCharacter>[0],
  id: string,
  name: string,
  campaignId: string | null,
  changes: Partial<CharacterRecord> = {},
): CharacterRecord {
  return { ...sampleCharacter(systemId, id, campaignId), name, ...changes }
}

async function showParty(characters: CharacterRecord[], options: { attach?: boolean } = {}) {
  await db().characters.bulkPut(characters)
  const shown = await mountAt('/campaigns/campaign-1/party', options)
  await until(() => shown.wrapper.find('[data-testid="party-size"]').exists(), 'party shown')
  return shown
}

const card = (wrapper: VueWrapper, name: string) => wrapper.get(`[data-member="${name}"]`)
const line = (wrapper: VueWrapper, name: string, label: string) =>
  card(wrapper, name).get(`[data-line="${label}"]`)
const alerts = (wrapper: VueWrapper) => wrapper.findAll('[role="alert"]').map((a) => a.text())
const status = (wrapper: VueWrapper) => wrapper.get('p.status').text()
const select = (wrapper: VueWrapper) => wrapper.get('select[name="add-character"]')

describe('PartyView: the members', () => {
  it('shows each member’s values under the campaign’s house rules, with warnings', async () => {
    // App-wide 14 inventory slots; this campaign sets 12, which wins for its party.
    await settingsRepo.set('houseRules', { 'cairn-ap': { inventorySlots: 14 } })
    await storeCampaign(db(), {
      systems: ['cairn-ap'],
      houseRules: { 'cairn-ap': { inventorySlots: 12 } },
    })
    const brand = member('cairn-ap', 'brand', 'Brand', 'campaign-1')
    const data = brand.data as CairnData
    data.fatigue = 2
    const { wrapper } = await showParty([brand])

    expect(wrapper.get('[data-testid="party-size"]').text()).toBe('1 member')
    expect(card(wrapper, 'Brand').get('.badge').text()).toBe(systemName('cairn-ap'))
    expect(card(wrapper, 'Brand').get('a').attributes('href')).toBe('/characters/brand')
    // "Each Fatigue occupies one slot" (Cairn AP & Grimoire variant, Deprivation and Fatigue).
    const itemSlots = data.items.reduce((sum, item) => sum + item.slots, 0)
    expect(line(wrapper, 'Brand', 'Free slots').get('[data-testid="party-value"]').text()).toBe(
      String(12 - itemSlots - 2),
    )
    const fatigue = line(wrapper, 'Brand', 'Fatigue')
    expect(fatigue.get('[data-testid="party-value"]').text()).toBe('2')
    expect(fatigue.get('[data-testid="party-warning"]').text()).toContain(
      '2 slots filled by Fatigue',
    )
    expect(fatigue.classes()).toContain('warn')
    const warnings = wrapper.findAll('[data-testid="party-warning"]').length
    expect(wrapper.get('[data-testid="warning-count"]').text()).toContain(
      warnings === 1 ? '1 warning' : `${warnings} warnings`,
    )
  })

  it('shows no warning count when nothing needs a look, and leaves out members in the trash', async () => {
    await storeCampaign(db(), { systems: ['cairn-ap'], houseRules: {} })
    const { wrapper } = await showParty([
      member('cairn-ap', 'brand', 'Brand', 'campaign-1'),
      member('cairn-ap', 'gone', 'Gone', 'campaign-1', { deletedAt: '2026-01-01T00:00:00.000Z' }),
    ])
    expect(wrapper.get('[data-testid="party-size"]').text()).toBe('1 member')
    expect(wrapper.find('[data-member="Gone"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="party-warning"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="warning-count"]').exists()).toBe(false)
  })

  it('says why a member made by a newer Quillkeep has no values', async () => {
    await storeCampaign(db())
    const { wrapper } = await showParty([
      member('symbaroum', 'future', 'Tova from tomorrow', 'campaign-1', { dataVersion: 999 }),
    ])
    expect(card(wrapper, 'Tova from tomorrow').get('.field-error').text()).toBe(
      `Values unavailable: made by a newer Quillkeep (${systemName('symbaroum')} data version 999), kept read-only`,
    )
    expect(card(wrapper, 'Tova from tomorrow').findAll('[data-line]')).toHaveLength(0)
  })

  it('removes a member, keeping the character in the library', async () => {
    await storeCampaign(db(), { systems: ['heimr'] })
    const { wrapper } = await showParty([member('heimr', 'h', 'Tova', 'campaign-1')])
    await card(wrapper, 'Tova').get('button.remove').trigger('click')
    await until(() => !wrapper.find('[data-member="Tova"]').exists(), 'removed')
    expect(status(wrapper)).toBe('Tova left the party. The character is kept in the library.')
    const kept = await db().characters.get('h')
    expect(kept?.campaignId).toBeNull()
    expect(kept?.deletedAt).toBeNull()
    expect((await db().campaigns.get('campaign-1'))?.systems).toEqual([])
    expect(wrapper.get('[data-testid="party-size"]').text()).toBe('0 members')
    expect(wrapper.text()).toContain('No one in the party yet.')
  })

  it('shows a failed removal as an alert that goes once the party is read again', async () => {
    await storeCampaign(db(), { systems: ['heimr'] })
    const { wrapper } = await showParty([
      member('heimr', 'h', 'Tova', 'campaign-1'),
      member('heimr', 'b', 'Brand', 'campaign-1'),
    ])
    await db().characters.delete('h')
    await card(wrapper, 'Tova').get('button.remove').trigger('click')
    await until(() => alerts(wrapper).length > 0, 'refused')
    expect(alerts(wrapper)).toEqual(['That character no longer exists.'])
    await card(wrapper, 'Brand').get('button.remove').trigger('click')
    await until(() => !wrapper.find('[data-member="Brand"]').exists(), 'removed')
    expect(status(wrapper)).toBe('Brand left the party. The character is kept in the library.')
    expect(alerts(wrapper)).toEqual([])
  })
})

describe('PartyView: a large party', () => {
  /** `count` members named Member 00…, every other one Cairn (with Fatigue) or Heimr. */
  function members(count: number): CharacterRecord[] {
    return Array.from({ length: count }, (_, i) => {
      const name = `Member ${String(i).padStart(2, '0')}`
      if (i % 2 === 1) return member('heimr', `m${i}`, name, 'campaign-1')
      const cairn = member('cairn-ap', `m${i}`, name, 'campaign-1')
      ;(cairn.data as CairnData).fatigue = 1
      return cairn
    })
  }
  const names = (wrapper: VueWrapper) =>
    wrapper.findAll('[role="listitem"][data-member]').map((c) => c.attributes('data-member'))
  const scroller = (wrapper: VueWrapper) =>
    wrapper.get('[aria-label="Party members"]').element.parentElement!

  it('shows the rows of cards in view, and the others as the list scrolls', async () => {
    await storeCampaign(db(), { systems: ['cairn-ap', 'heimr'], houseRules: {} })
    const { wrapper } = await showParty(members(60))
    expect(wrapper.get('[data-testid="party-size"]').text()).toBe('60 members')
    const first = names(wrapper)
    expect(first.slice(0, 4)).toEqual(['Member 00', 'Member 01', 'Member 02', 'Member 03'])
    expect(first.length).toBeLessThan(30)
    const cards = wrapper.findAll('[role="listitem"]')
    expect(cards[0]!.attributes('aria-setsize')).toBe('60')
    expect(cards.map((c) => c.attributes('aria-posinset')).slice(0, 3)).toEqual(['1', '2', '3'])
    // Warnings are counted over the whole party, not only the cards on screen.
    const shown = wrapper.findAll('[data-line="Fatigue"] [data-testid="party-warning"]').length
    expect(shown).toBeLessThan(30)
    expect(wrapper.get('[data-testid="warning-count"]').text()).toMatch(/\b\d+ warnings/)
    const counted = Number(
      /(\d+) warnings/.exec(wrapper.get('[data-testid="warning-count"]').text())![1],
    )
    expect(counted).toBeGreaterThanOrEqual(30)

    scrollTo(scroller(wrapper), 60 * 220)
    await settle()
    expect(names(wrapper).at(-1)).toBe('Member 59')
    expect(wrapper.findAll('[role="listitem"]').at(-1)!.attributes('aria-posinset')).toBe('60')
    expect(names(wrapper)).not.toContain('Member 00')
  })

  it('filters the members by name or system, and says when none matches', async () => {
    await storeCampaign(db(), { systems: ['cairn-ap', 'heimr'], houseRules: {} })
    const { wrapper } = await showParty(members(60))
    const filter = wrapper.get('input[type="search"]')
    expect(filter.attributes('placeholder')).toBe('Filter by name or system')
    await filter.setValue(' member 5')
    expect(names(wrapper)).toEqual(Array.from({ length: 10 }, (_, i) => `Member 5${i}`))
    expect(wrapper.get('[role="listitem"]').attributes('aria-setsize')).toBe('10')
    await filter.setValue(systemName('heimr').toUpperCase())
    expect(names(wrapper).every((name) => Number(name!.slice(-2)) % 2 === 1)).toBe(true)
    expect(wrapper.get('[role="listitem"]').attributes('aria-setsize')).toBe('30')
    await filter.setValue('nobody')
    expect(names(wrapper)).toEqual([])
    expect(wrapper.text()).toContain('No member matches the filter.')
    await filter.setValue('')
    expect(names(wrapper).slice(0, 2)).toEqual(['Member 00', 'Member 01'])
    expect(wrapper.text()).not.toContain('No member matches the filter.')
  })

  it('keeps the focused card while the list scrolls away', async () => {
    await storeCampaign(db(), { systems: ['cairn-ap', 'heimr'], houseRules: {} })
    const { wrapper } = await showParty(members(60), { attach: true })
    const link = card(wrapper, 'Member 01').get('a').element as HTMLAnchorElement
    link.focus()
    scrollTo(scroller(wrapper), 60 * 220)
    await settle()
    expect(link.isConnected).toBe(true)
    expect(document.activeElement).toBe(link)
    expect(names(wrapper)).toContain('Member 59')
  })
})

describe('PartyView: adding', () => {
  it('offers free characters and those of other campaigns, and adds a free one', async () => {
    await storeCampaign(db(), { systems: [] })
    await storeCampaign(db(), { id: 'other', name: 'Other Tale' })
    const { wrapper } = await showParty([
      member('heimr', 'h', 'Tova', null),
      member('symbaroum', 's', 'Ylva', 'other'),
      member('heimr', 'gone', 'Gone', null, { deletedAt: '2026-01-01T00:00:00.000Z' }),
    ])
    expect(wrapper.text()).toContain('No one in the party yet.')
    const groups = select(wrapper).findAll('optgroup')
    expect(groups.map((g) => g.attributes('label'))).toEqual([
      'Not in a campaign',
      'In another campaign (moves here)',
    ])
    expect(groups[0]!.text()).toBe(`Tova (${systemName('heimr')})`)
    expect(groups[1]!.text()).toBe(`Ylva (${systemName('symbaroum')}, in Other Tale)`)

    await select(wrapper).setValue('h')
    await wrapper.get('form[aria-label="Add to party"]').trigger('submit')
    await until(() => wrapper.find('[data-member="Tova"]').exists(), 'joined')
    expect(status(wrapper)).toBe('Tova joined the party.')
    expect((await db().characters.get('h'))?.campaignId).toBe('campaign-1')
    expect((await db().campaigns.get('campaign-1'))?.systems).toEqual(['heimr'])
    expect((select(wrapper).element as HTMLSelectElement).value).toBe('')
    expect(select(wrapper).text()).not.toContain('Tova')
  })

  it('asks for a character when none is chosen, and drops the message once one is', async () => {
    await storeCampaign(db())
    const { wrapper } = await showParty([member('heimr', 'h', 'Tova', null)])
    await wrapper.get('form[aria-label="Add to party"]').trigger('submit')
    expect(select(wrapper).attributes('aria-invalid')).toBe('true')
    expect(wrapper.get(`#${select(wrapper).attributes('aria-describedby')}`).text()).toBe(
      'Choose a character to add.',
    )
    await select(wrapper).setValue('h')
    expect(select(wrapper).attributes('aria-invalid')).toBe('false')
    expect(select(wrapper).attributes('aria-describedby')).toBeUndefined()
    expect(alerts(wrapper)).toEqual([])
    expect((await db().characters.get('h'))?.campaignId).toBeNull()
  })

  it('moves a character from another campaign only after confirming, focusing the confirmation', async () => {
    await storeCampaign(db(), { systems: [] })
    await storeCampaign(db(), { id: 'other', name: 'Other Tale', systems: ['symbaroum'] })
    const { wrapper } = await showParty([member('symbaroum', 's', 'Ylva', 'other')], {
      attach: true,
    })
    await select(wrapper).setValue('s')
    await wrapper.get('form[aria-label="Add to party"]').trigger('submit')
    await flushPromises()
    const question = wrapper.get('[role="alertdialog"]')
    expect(question.text()).toContain('Ylva is in the party of Other Tale.')
    const moveButton = question.findAll('button')[0]!
    expect(moveButton.text()).toBe('Move Ylva here')
    expect(document.activeElement).toBe(moveButton.element)

    await question.findAll('button')[1]!.trigger('click')
    expect(wrapper.find('[role="alertdialog"]').exists()).toBe(false)
    await settle()
    expect((await db().characters.get('s'))?.campaignId).toBe('other')

    await wrapper.get('form[aria-label="Add to party"]').trigger('submit')
    await flushPromises()
    await wrapper.get('[role="alertdialog"] button').trigger('click')
    await until(() => wrapper.find('[data-member="Ylva"]').exists(), 'moved')
    expect(status(wrapper)).toBe('Ylva moved here from Other Tale.')
    expect((await db().characters.get('s'))?.campaignId).toBe('campaign-1')
    expect((await db().campaigns.get('other'))?.systems).toEqual([])
    expect(wrapper.find('[role="alertdialog"]').exists()).toBe(false)
  })

  it('disables adding when every character is in this party', async () => {
    await storeCampaign(db())
    const { wrapper } = await showParty([member('heimr', 'h', 'Tova', 'campaign-1')])
    expect(select(wrapper).attributes('disabled')).toBeDefined()
    expect(select(wrapper).text()).toBe('Every character is in this party')
    expect(
      wrapper.get('form[aria-label="Add to party"] button').attributes('disabled'),
    ).toBeDefined()
  })
})

describe('PartyView: roster and edges', () => {
  it('prints the roster with the house rules in effect for each system, and returns focus on close', async () => {
    await settingsRepo.set('houseRules', { 'cairn-ap': { inventorySlots: 14, startingGold: 5 } })
    await storeCampaign(db(), {
      name: 'Davokar',
      systems: ['cairn-ap'],
      houseRules: { 'cairn-ap': { inventorySlots: 12 } },
    })
    const savePrintedRoster = vi.fn((_request: PrintRosterRequest, _pdf: Uint8Array) =>
      Promise.resolve(true),
    )
    setPlatform({ ...createWebPlatform(), savePrintedRoster })
    const { wrapper } = await showParty([member('cairn-ap', 'brand', 'Brand', 'campaign-1')], {
      attach: true,
    })
    const print = wrapper.get('button.print-roster')
    ;(print.element as HTMLButtonElement).focus()
    await print.trigger('click')
    await until(() => printed.requests.length > 0, 'roster rendered')
    const dialog = wrapper.get('dialog')
    expect((dialog.element as HTMLDialogElement).open).toBe(true)
    expect(dialog.get('h2').text()).toBe('Party roster of Davokar')
    const [request] = printed.requests
    expect(request?.campaignName).toBe('Davokar')
    expect(request?.characters.map((c) => c.id)).toEqual(['brand'])
    // The campaign's value overrides the app-wide one rule by rule.
    expect(request?.houseRules['cairn-ap']).toEqual({ inventorySlots: 12, startingGold: 5 })

    await until(() => !dialog.get('button.primary').attributes('disabled'), 'preview ready')
    await dialog.get('button.primary').trigger('click')
    await until(() => savePrintedRoster.mock.calls.length === 1, 'saved')
    expect(savePrintedRoster.mock.calls[0]![0].campaignName).toBe('Davokar')

    ;(dialog.element as HTMLDialogElement).close()
    await until(() => !wrapper.find('dialog').exists(), 'dialog gone')
    expect(document.activeElement).toBe(print.element)
  })

  it('prints the party packet, showing how far it has got, and saves it through the platform', async () => {
    await settingsRepo.set('houseRules', { 'cairn-ap': { inventorySlots: 14, startingGold: 5 } })
    await storeCampaign(db(), {
      name: 'Davokar',
      systems: ['cairn-ap', 'symbaroum'],
      houseRules: { 'cairn-ap': { inventorySlots: 12 } },
    })
    const savePrintedPacket = vi.fn((_request: PrintPartyPacketRequest, _pdf: Uint8Array) =>
      Promise.resolve(true),
    )
    setPlatform({ ...createWebPlatform(), savePrintedPacket })
    const { wrapper } = await showParty(
      [
        member('symbaroum', 'tova', 'Tova', 'campaign-1'),
        member('cairn-ap', 'brand', 'Brand', 'campaign-1'),
      ],
      { attach: true },
    )
    const print = wrapper.get('button.print-packet')
    expect(print.text()).toBe('Party packet (PDF)…')
    // Beside "Print roster".
    expect(print.element.previousElementSibling).toBe(wrapper.get('button.print-roster').element)
    let release = () => {}
    printed.hold = new Promise<void>((resolve) => (release = resolve))
    ;(print.element as HTMLButtonElement).focus()
    await print.trigger('click')
    await until(() => wrapper.find('dialog').exists(), 'dialog shown')
    const dialog = wrapper.get('dialog')
    expect(dialog.get('h2').text()).toBe('Party packet of Davokar')
    // The roster is drawn; the render waits before the first sheet: the progress shows it.
    await until(
      () => wrapper.find('[data-testid="packet-progress"]').text().startsWith('1 of 3'),
      'progress shown',
    )
    expect(wrapper.get('[data-testid="packet-progress"]').text()).toBe('1 of 3 sheets ready')
    const bar = wrapper.get('progress').element as HTMLProgressElement
    expect([bar.value, bar.max]).toEqual([1, 3])
    expect(dialog.text()).toContain('Preparing the party packet…')
    expect(dialog.get('button.primary').attributes('disabled')).toBeDefined()
    printed.hold = null
    release()
    // (A disabled button's attribute is "": only a missing one means enabled.)
    await until(
      () => dialog.get('button.primary').attributes('disabled') === undefined,
      'preview ready',
    )
    expect(wrapper.find('[data-testid="packet-progress"]').exists()).toBe(false)

    // The members in the order shown (by name), with the house rules in effect; no form fields.
    const [request] = printed.packets
    expect(request?.campaignName).toBe('Davokar')
    expect(request?.characters.map((c) => c.name)).toEqual(['Brand', 'Tova'])
    expect(request?.houseRules['cairn-ap']).toEqual({ inventorySlots: 12, startingGold: 5 })
    expect(request).not.toHaveProperty('fillable')
    await dialog.get('button.primary').trigger('click')
    await until(() => savePrintedPacket.mock.calls.length === 1, 'saved')
    const [saved, pdf] = savePrintedPacket.mock.calls[0]!
    expect(saved).toEqual(request)
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-')
    ;(dialog.element as HTMLDialogElement).close()
    await until(() => !wrapper.find('dialog').exists(), 'dialog gone')
    expect(document.activeElement).toBe(print.element)
  })

  it('says which member keeps the party packet from printing, and why', async () => {
    await storeCampaign(db(), { name: 'Davokar', systems: ['symbaroum'] })
    // Made by a newer Quillkeep: kept, shown read-only, and never printed by this version.
    const newer = member('symbaroum', 'arn', 'Brother Arn', 'campaign-1', { dataVersion: 999 })
    const savePrintedPacket = vi.fn(() => Promise.resolve(true))
    setPlatform({ ...createWebPlatform(), savePrintedPacket })
    const { wrapper } = await showParty([newer, member('symbaroum', 'tova', 'Tova', 'campaign-1')])
    await wrapper.get('button.print-packet').trigger('click')
    await until(() => wrapper.find('dialog [role="alert"]').exists(), 'refusal shown')
    const dialog = wrapper.get('dialog')
    expect(dialog.get('[role="alert"]').text()).toMatch(
      /^The party packet could not be printed: Brother Arn \(character 1 of 2\): This character cannot be printed: dataVersion: saved by a newer version of Quillkeep/,
    )
    expect(wrapper.find('[data-testid="packet-progress"]').exists()).toBe(false)
    expect(dialog.get('button.primary').attributes('disabled')).toBeDefined()
    expect(savePrintedPacket).not.toHaveBeenCalled()
  })

  it('says when the campaign does not exist', async () => {
    const router = createRouter({ history: createMemoryHistory(), routes })
    const wrapper = mount(PartyView, {
      props: { campaignId: 'nowhere' },
      global: { plugins: [router] },
    })
    await until(() => wrapper.find('[role="alert"]').exists(), 'alert shown')
    expect(alerts(wrapper)).toEqual(['This campaign does not exist any more.'])
    expect(wrapper.text()).not.toContain('No one in the party yet.')
  })
})

describe('PartyView: turn order', () => {
  it('rolls the Symbaroum members’ turn order: Quick, then Vigilant, then a d20 roll-off', async () => {
    await storeCampaign(db())
    const withAttributes = (quick: number, vigilant: number) => (r: CharacterRecord) => {
      const data = structuredClone(r.data) as { attributes: Record<string, number> }
      data.attributes.quick = quick
      data.attributes.vigilant = vigilant
      return { ...r, data }
    }
    const members = [
      withAttributes(11, 10)(member('symbaroum', 's1', 'Slow', 'campaign-1')),
      withAttributes(14, 7)(member('symbaroum', 's2', 'Quickest', 'campaign-1')),
      withAttributes(11, 13)(member('symbaroum', 's3', 'Watchful', 'campaign-1')),
      member('cairn-ap', 'c1', 'Cairn member', 'campaign-1'),
    ]
    const { wrapper } = await showParty(members)
    const panel = wrapper.get('section.turn-order')
    expect(panel.text()).toContain('Highest Quick first; equal Quick compares Vigilant')
    await panel
      .findAll('button')
      .find((b) => b.text() === 'Roll turn order (Symbaroum members)')!
      .trigger('click')
    await settle()
    const order = panel.findAll('ol[aria-label="Turn order, Symbaroum"] li').map((li) => li.text())
    expect(order).toEqual([
      'Quickest Quick 14, Vigilant 7',
      'Watchful Quick 11, Vigilant 13',
      'Slow Quick 11, Vigilant 10',
    ])
  })

  it('settles a full tie with d20 roll-offs, and shows the rolls', async () => {
    await storeCampaign(db())
    const twin = (id: string, name: string) => {
      const r = member('symbaroum', id, name, 'campaign-1')
      const data = structuredClone(r.data) as { attributes: Record<string, number> }
      data.attributes.quick = 12
      data.attributes.vigilant = 12
      return { ...r, data }
    }
    const { wrapper } = await showParty([twin('t1', 'Ada'), twin('t2', 'Bo')])
    await wrapper.get('section.turn-order button').trigger('click')
    await settle()
    const order = wrapper.findAll('section.turn-order ol li').map((li) => li.text())
    expect(order).toHaveLength(2)
    const rolls = order.map((text) => text.match(/roll-off ([\d then]+)$/)?.[1]?.split(' then '))
    // Each rolled at least once; the first's last roll beat the second's.
    expect(rolls.every((r) => r && r.length >= 1)).toBe(true)
    expect(Number(rolls[0]!.at(-1))).toBeGreaterThan(Number(rolls[1]!.at(-1)))
  })

  it('offers Murdham’s turn order, a house rule as its text gives none (#23)', async () => {
    await storeCampaign(db())
    const { wrapper } = await showParty([member('murdham', 'm1', 'Murdham member', 'campaign-1')])
    const panel = wrapper.get('section.turn-order')
    expect(panel.text()).toContain('A house rule: the party acts, then the foes')
    await panel.get('button').trigger('click')
    await settle()
    expect(panel.findAll('ol li').map((li) => li.text())).toEqual([
      'Murdham member Party: acts before the foes',
    ])
  })
})

describe('PartyView and another device (#24 sync)', () => {
  it('reads the party again when another device changed a character', async () => {
    await storeCampaign(db())
    const brand = member('cairn-ap', 'brand', 'Brand', 'campaign-1')
    const { wrapper } = await showParty([brand])
    expect(wrapper.find('[data-member="Brand"]').exists()).toBe(true)

    // As sync applies another device's version: stored, then announced by the sync store.
    await db().characters.put({ ...brand, name: 'Brand the Grey' })
    const sync = useSyncStore()
    sync.changed = { serial: sync.changed.serial + 1, ids: { characters: [brand.id] } }
    await until(() => wrapper.find('[data-member="Brand the Grey"]').exists(), 'the new name')
    expect(wrapper.find('[data-member="Brand"]').exists()).toBe(false)
  })
})
