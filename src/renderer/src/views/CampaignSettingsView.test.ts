// Campaign settings, inside the campaign's frame as the app shows them: the name and description
// are saved only when committed (blur, Enter, leaving), a bad name is refused inline and never
// saved, Escape puts the saved text back; house rules per system; archive, restore, delete.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, type DOMWrapper, type VueWrapper } from '@vue/test-utils'
import { getSystem } from '@systems/index'
import { sampleCampaign } from '@shared/file-fixtures'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { settingsRepo } from '@renderer/db/settings-repo'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { mountAt, settle, storeCampaign, until } from './views-test-helpers'

enableAutoUnmount(afterEach)
afterEach(() => {
  vi.unstubAllGlobals()
})

const db = useTestDatabase('campaign-settings-view')

async function showSettings(id = 'campaign-1') {
  const shown = await mountAt(`/campaigns/${id}/settings`)
  await until(() => shown.wrapper.find('input[name="campaign-name"]').exists(), 'settings shown')
  await until(() => shown.wrapper.get('#campaign-title').text() !== '', 'frame titled')
  return shown
}

const stored = async (id = 'campaign-1') => db().campaigns.get(id)
const nameField = (wrapper: VueWrapper) => wrapper.get('input[name="campaign-name"]')
const descriptionField = (wrapper: VueWrapper) =>
  wrapper.get('textarea[name="campaign-description"]')
const saveStatus = (wrapper: VueWrapper) => wrapper.get('[data-testid="campaign-save"]').text()
const title = (wrapper: VueWrapper) => wrapper.get('#campaign-title').text()

/** The error message an input points at with aria-describedby, if any. */
function describedError(
  wrapper: VueWrapper,
  input: Pick<DOMWrapper<Element>, 'attributes'>,
): string | null {
  const id = input.attributes('aria-describedby')
  return id ? wrapper.get(`#${id}`).text() : null
}

describe('CampaignSettingsView: name and description', () => {
  it('shows the saved name and description, and saves nothing while typing', async () => {
    await storeCampaign(db(), { name: 'Davokar', description: 'Into the forest.' })
    const { wrapper } = await showSettings()
    expect((nameField(wrapper).element as HTMLInputElement).value).toBe('Davokar')
    expect((descriptionField(wrapper).element as HTMLTextAreaElement).value).toBe(
      'Into the forest.',
    )
    expect(saveStatus(wrapper)).toBe('All changes saved')

    await nameField(wrapper).setValue('Davokar Dee')
    await descriptionField(wrapper).setValue('Into the deep forest.')
    // A pause in typing saves nothing either (this screen once saved 400 ms after a keystroke).
    await new Promise((resolve) => setTimeout(resolve, 500))
    await settle()
    expect(saveStatus(wrapper)).toBe('Unsaved changes')
    const unchanged = await stored()
    expect(unchanged?.name).toBe('Davokar')
    expect(unchanged?.description).toBe('Into the forest.')
    expect(title(wrapper)).toContain('Davokar')
    expect(title(wrapper)).not.toContain('Dee')
  })

  it('saves the trimmed name on Enter and the frame shows it', async () => {
    await storeCampaign(db(), { name: 'Davokar' })
    const { wrapper } = await showSettings()
    await nameField(wrapper).setValue('  Davokar Deep  ')
    await nameField(wrapper).trigger('keydown', { key: 'Enter' })
    await until(async () => (await stored())?.name === 'Davokar Deep', 'name saved')
    await until(() => title(wrapper).includes('Davokar Deep'), 'frame renamed')
    expect((nameField(wrapper).element as HTMLInputElement).value).toBe('Davokar Deep')
    expect(saveStatus(wrapper)).toBe('All changes saved')
  })

  it('refuses a blank name inline, keeps the saved one, and drops the message once fixed', async () => {
    await storeCampaign(db(), { name: 'Davokar' })
    const { wrapper } = await showSettings()
    const input = nameField(wrapper)
    await input.setValue('   ')
    expect(input.attributes('aria-invalid')).toBe('false') // not checked while typing
    await input.trigger('blur')
    await settle()
    expect(input.attributes('aria-invalid')).toBe('true')
    expect(describedError(wrapper, input)).toBe('Give the campaign a name.')
    expect(wrapper.get('#campaign-name-error').attributes('role')).toBe('alert')
    expect((await stored())?.name).toBe('Davokar')
    expect(title(wrapper)).toContain('Davokar')

    // Typing a usable name removes the message at once; it is saved on commit.
    await input.setValue('Davokar Deep')
    expect(input.attributes('aria-invalid')).toBe('false')
    expect(wrapper.find('#campaign-name-error').exists()).toBe(false)
    expect(input.attributes('aria-describedby')).toBeUndefined()
    expect((await stored())?.name).toBe('Davokar')
    await input.trigger('blur')
    await until(async () => (await stored())?.name === 'Davokar Deep', 'fixed name saved')
  })

  it('puts the saved text back on Escape and saves nothing', async () => {
    await storeCampaign(db(), { name: 'Davokar', description: 'Into the forest.' })
    const { wrapper } = await showSettings()
    const input = nameField(wrapper)
    await input.setValue('')
    await input.trigger('keydown', { key: 'Enter' })
    await settle()
    expect(describedError(wrapper, input)).toBe('Give the campaign a name.')
    await input.trigger('keydown', { key: 'Escape' })
    expect((input.element as HTMLInputElement).value).toBe('Davokar')
    expect(input.attributes('aria-invalid')).toBe('false')
    expect(wrapper.find('#campaign-name-error').exists()).toBe(false)

    const text = descriptionField(wrapper)
    await text.setValue('Something else')
    expect(saveStatus(wrapper)).toBe('Unsaved changes')
    await text.trigger('keydown', { key: 'Escape' })
    expect((text.element as HTMLTextAreaElement).value).toBe('Into the forest.')
    expect(saveStatus(wrapper)).toBe('All changes saved')
    await text.trigger('blur')
    await settle()
    const record = await stored()
    expect(record?.name).toBe('Davokar')
    expect(record?.description).toBe('Into the forest.')
    expect(record?.updatedAt).toBe(sampleCampaign().updatedAt)
  })

  it('saves the description on blur, keeping its line breaks', async () => {
    await storeCampaign(db(), { description: '' })
    const { wrapper } = await showSettings()
    await descriptionField(wrapper).setValue('Session zero.\nBring dice.')
    await descriptionField(wrapper).trigger('blur')
    await until(
      async () => (await stored())?.description === 'Session zero.\nBring dice.',
      'description saved',
    )
    expect(saveStatus(wrapper)).toBe('All changes saved')
  })

  it('saves what is typed when the user leaves for another tab without committing', async () => {
    await storeCampaign(db(), { description: 'Old.' })
    const { wrapper, router } = await showSettings()
    await descriptionField(wrapper).setValue('Typed, then left.')
    expect((await stored())?.description).toBe('Old.')
    await router.push('/campaigns/campaign-1/party')
    await until(async () => (await stored())?.description === 'Typed, then left.', 'saved on leave')
  })

  it('says it was not saved when the campaign is gone, keeps the text, and clears once reverted', async () => {
    await storeCampaign(db(), { name: 'Davokar' })
    const { wrapper } = await showSettings()
    await db().campaigns.delete('campaign-1')
    const input = nameField(wrapper)
    await input.setValue('Renamed')
    await input.trigger('blur')
    await until(() => saveStatus(wrapper).startsWith('Not saved'), 'save failure shown')
    expect(saveStatus(wrapper)).toContain('That campaign no longer exists.')
    expect((input.element as HTMLInputElement).value).toBe('Renamed')
    await input.trigger('keydown', { key: 'Escape' })
    expect(saveStatus(wrapper)).toBe('All changes saved')
  })

  it('says when the campaign does not exist', async () => {
    const { wrapper } = await mountAt('/campaigns/nowhere/settings')
    await until(() => wrapper.find('[role="alert"]').exists(), 'alert shown')
    expect(wrapper.get('[role="alert"]').text()).toContain('This campaign does not exist any more.')
    expect(wrapper.find('input[name="campaign-name"]').exists()).toBe(false)
  })
})

describe('CampaignSettingsView: house rules', () => {
  const cairnSlots = getSystem('cairn-ap').houseRules.find((s) => s.id === 'inventorySlots')!

  function rule(wrapper: VueWrapper, systemId: string, ruleId: string) {
    return wrapper.get(`[data-rule="campaign.${systemId}.${ruleId}"]`)
  }
  const slotsInEffect = (wrapper: VueWrapper) =>
    rule(wrapper, 'cairn-ap', 'inventorySlots').get('[data-testid="rule-in-effect"]').text()

  it('opens the systems the campaign plays or sets rules for, and counts its own rules', async () => {
    await storeCampaign(db(), {
      systems: ['heimr'],
      houseRules: { symbaroum: { attributePointTotal: 70 } },
    })
    const { wrapper } = await showSettings()
    const open = (id: string) =>
      (wrapper.get(`details[data-system="${id}"]`).element as HTMLDetailsElement).open
    expect(open('heimr')).toBe(true)
    expect(open('symbaroum')).toBe(true)
    expect(open('cairn-ap')).toBe(false)
    expect(wrapper.get('details[data-system="symbaroum"] summary').text()).toContain(
      '1 set for this campaign',
    )
    expect(wrapper.get('details[data-system="heimr"] summary').text()).not.toContain('set for')
    expect(rule(wrapper, 'symbaroum', 'attributePointTotal').text()).toMatch(
      /In effect: 70\s*\(this campaign\)/,
    )
  })

  it('offers the app-wide value, stores a campaign value, refuses one out of range', async () => {
    await settingsRepo.set('houseRules', { 'cairn-ap': { inventorySlots: 14 } })
    await storeCampaign(db(), { systems: ['cairn-ap'], houseRules: {} })
    const { wrapper } = await showSettings()
    const slots = rule(wrapper, 'cairn-ap', 'inventorySlots')
    expect(slots.text()).toContain('Use the app-wide setting (14)')
    expect(slots.text()).toMatch(/In effect: 14\s*\(app-wide\)/)

    await slots.findAll('input[type="radio"]')[1]!.setValue(true)
    await until(
      async () => (await stored())?.houseRules['cairn-ap']?.inventorySlots === 14,
      'own value starts at the app-wide one',
    )
    await until(() => /\(this campaign\)/.test(slotsInEffect(wrapper)), 'shown as own value')
    const value = wrapper.get('#campaign\\.cairn-ap\\.inventorySlots')
    // setValue fires input, then change: what a browser fires when the user types and leaves.
    await value.setValue('12')
    await until(
      async () => (await stored())?.houseRules['cairn-ap']?.inventorySlots === 12,
      'campaign value saved',
    )
    expect(rule(wrapper, 'cairn-ap', 'inventorySlots').text()).toMatch(
      /In effect: 12\s*\(this campaign\)/,
    )

    const tooMany = (cairnSlots.max ?? 0) + 1
    await value.setValue(String(tooMany))
    await settle()
    expect(value.attributes('aria-invalid')).toBe('true')
    expect((value.element as HTMLInputElement).value).toBe('12') // the last valid value stays
    expect(rule(wrapper, 'cairn-ap', 'inventorySlots').get('[role="alert"]').text()).toBe(
      `Inventory slots must be a whole number from ${cairnSlots.min} to ${cairnSlots.max}.`,
    )
    expect((await stored())?.houseRules['cairn-ap']?.inventorySlots).toBe(12)

    // Back to the app-wide setting: the campaign's own value is removed.
    await rule(wrapper, 'cairn-ap', 'inventorySlots')
      .findAll('input[type="radio"]')[0]!
      .setValue(true)
    await until(async () => (await stored())?.houseRules['cairn-ap'] === undefined, 'rule cleared')
    expect(rule(wrapper, 'cairn-ap', 'inventorySlots').find('[role="alert"]').exists()).toBe(false)
  })

  it('shows Gods & Monsters contributors as one compact table; a cell sets the campaign’s value', async () => {
    await settingsRepo.set('houseRules', { 'gods-monsters': { majorContributor17: 2 } })
    await storeCampaign(db(), { systems: ['gods-monsters'], houseRules: {} })
    const { wrapper } = await showSettings()
    const table = wrapper.get('[data-rule-table="campaign.gods-monsters.contributors"]')
    expect(table.findAll('tbody tr')).toHaveLength(10)
    // No per-rule blocks for the cells, only the grid.
    expect(wrapper.find('[data-rule="campaign.gods-monsters.majorContributor17"]').exists()).toBe(
      false,
    )
    const cell = table.get('input[data-field="Major contributor at 17"]')
    // An unset cell shows the app-wide value.
    expect((cell.element as HTMLInputElement).value).toBe('2')
    await cell.setValue('3')
    await cell.trigger('keydown', { key: 'Enter' })
    await until(
      async () => (await stored())?.houseRules['gods-monsters']?.majorContributor17 === 3,
      'campaign contributor saved',
    )
  })

  it('says a rule was not saved while the campaign is gone, and drops it once a save works', async () => {
    const campaign = await storeCampaign(db(), { systems: ['heimr'], houseRules: {} })
    const { wrapper } = await showSettings()
    await db().campaigns.delete(campaign.id)
    const ownValue = () =>
      rule(wrapper, 'heimr', 'startingHitPoints').findAll('input[type="radio"]')[1]!
    await ownValue().setValue(true)
    await until(
      () => wrapper.text().includes('Not saved: That campaign no longer exists.'),
      'shown',
    )
    expect(wrapper.get('[role="alert"]').text()).toBe('Not saved: That campaign no longer exists.')

    // The user goes back to the app-wide setting, and that save works.
    await db().campaigns.put(campaign)
    const appWide = rule(wrapper, 'heimr', 'startingHitPoints').findAll('input[type="radio"]')[0]!
    await appWide.setValue(true)
    await until(() => !wrapper.text().includes('Not saved:'), 'message gone')
    expect((await stored())?.houseRules.heimr).toBeUndefined()
  })
})

describe('CampaignSettingsView: archive, restore, delete', () => {
  it('archives and restores, saying so, and the frame shows the badge', async () => {
    await storeCampaign(db(), { name: 'Davokar' })
    const { wrapper } = await showSettings()
    expect(wrapper.find('[data-testid="delete-campaign"]').exists()).toBe(false)
    await wrapper.get('[data-testid="archive-campaign"]').trigger('click')
    await until(async () => (await stored())?.archivedAt !== null, 'archived')
    await until(() => title(wrapper).includes('Archived'), 'badge shown')
    expect(wrapper.text()).toContain(
      'Davokar is archived. Its party and journal are kept; restore it at any time.',
    )
    await wrapper.get('[data-testid="restore-campaign"]').trigger('click')
    await until(async () => (await stored())?.archivedAt === null, 'restored')
    await until(() => !title(wrapper).includes('Archived'), 'badge gone')
    expect(wrapper.text()).toContain('Davokar is restored.')
  })

  it('saves a typed name before archiving', async () => {
    await storeCampaign(db(), { name: 'Davokar' })
    const { wrapper } = await showSettings()
    await nameField(wrapper).setValue('Davokar Deep')
    await wrapper.get('[data-testid="archive-campaign"]').trigger('click')
    await until(async () => (await stored())?.archivedAt !== null, 'archived')
    expect((await stored())?.name).toBe('Davokar Deep')
    expect(wrapper.text()).toContain('Davokar Deep is archived.')
  })

  it('keeps an archived campaign when the question is answered no', async () => {
    await storeCampaign(db(), { archivedAt: '2026-01-01T00:00:00.000Z' })
    const confirm = vi.fn((_question: string) => false)
    vi.stubGlobal('confirm', confirm)
    const { wrapper, router } = await showSettings()
    await wrapper.get('[data-testid="delete-campaign"]').trigger('click')
    await until(() => confirm.mock.calls.length === 1, 'asked')
    await settle()
    expect(confirm.mock.calls[0]![0]).toContain('Delete “The Davokar Expedition” forever?')
    expect(await stored()).toBeDefined()
    expect(router.currentRoute.value.path).toBe('/campaigns/campaign-1/settings')
  })

  it('deletes an archived campaign after a backup and says so on the campaign list', async () => {
    await storeCampaign(db(), { name: 'Davokar', archivedAt: '2026-01-01T00:00:00.000Z' })
    vi.stubGlobal('confirm', () => true)
    const { wrapper, router } = await showSettings()
    await wrapper.get('[data-testid="delete-campaign"]').trigger('click')
    await until(() => router.currentRoute.value.path === '/campaigns', 'back on the list')
    expect(await stored()).toBeUndefined()
    await until(() => wrapper.text().includes('Deleted “Davokar”'), 'list says so')
    expect(wrapper.get('[role="status"]').text()).toMatch(
      /Deleted “Davokar” and 0 journal entries\. A backup from just before is listed under Settings › Backups \(.+\)\./,
    )
  })

  it('shows a failed delete as an alert that goes once the campaign is restored', async () => {
    await storeCampaign(db(), { name: 'Davokar', archivedAt: '2026-01-01T00:00:00.000Z' })
    vi.stubGlobal('confirm', () => true)
    setPlatform({
      ...createWebPlatform(),
      writeBackup: () => Promise.reject(new Error('The disk is full.')),
    })
    const { wrapper } = await showSettings()
    await wrapper.get('[data-testid="delete-campaign"]').trigger('click')
    await until(() => wrapper.find('.card [role="alert"]').exists(), 'failure shown')
    expect(wrapper.get('.card [role="alert"]').text()).toBe(
      'Nothing was deleted: The disk is full.',
    )
    expect(await stored()).toBeDefined()
    await wrapper.get('[data-testid="restore-campaign"]').trigger('click')
    await until(() => wrapper.text().includes('Davokar is restored.'), 'restored')
    expect(wrapper.text()).not.toContain('Nothing was deleted')
  })

  it('shows a refused archive as an alert', async () => {
    await storeCampaign(db(), { name: 'Davokar' })
    const { wrapper } = await showSettings()
    await db().campaigns.delete('campaign-1')
    await wrapper.get('[data-testid="archive-campaign"]').trigger('click')
    await until(() => wrapper.text().includes('That campaign no longer exists.'), 'refused')
    expect(wrapper.get('.card [role="alert"]').text()).toBe('That campaign no longer exists.')
  })
})
