// The campaign list: creating a campaign (checked only when submitted, refused inline), the party
// each campaign has, archive and restore, delete forever with its backup, export, and messages
// that go once their cause has.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, type VueWrapper } from '@vue/test-utils'
import { sampleCharacter } from '@shared/file-fixtures'
import { fileFormats, parseFile, suggestedFileName } from '@shared/files'
import { journalEntry } from '@shared/journal'
import { systemName } from '@renderer/system-catalog'
import { campaignNameLimit, campaignsRepo } from '@renderer/db/campaigns-repo'
import { showOnCampaignList } from '@renderer/campaign-delete'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { mountAt, settle, storeCampaign, until } from './views-test-helpers'

enableAutoUnmount(afterEach)
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const db = useTestDatabase('campaigns-view')
const archivedAt = '2026-01-01T00:00:00.000Z'

async function showList(options: { attach?: boolean } = {}) {
  const shown = await mountAt('/campaigns', options)
  await until(() => shown.wrapper.find('#campaigns-title').exists(), 'list shown')
  return shown
}

const nameField = (wrapper: VueWrapper) => wrapper.get('input[name="new-campaign-name"]')
const item = (wrapper: VueWrapper, name: string) => wrapper.get(`li[data-campaign="${name}"]`)
const status = (wrapper: VueWrapper) => wrapper.get('p.status').text()
const alerts = (wrapper: VueWrapper) => wrapper.findAll('[role="alert"]').map((a) => a.text())

describe('CampaignsView: a new campaign', () => {
  it('creates a campaign on submit with the trimmed name, lists it, and empties the form', async () => {
    const { wrapper } = await showList()
    expect(wrapper.text()).toContain('No campaigns yet. Create one above, then add its party.')
    await nameField(wrapper).setValue('  Davokar  ')
    await wrapper.get('textarea[name="new-campaign-description"]').setValue('Into the forest.')
    await settle()
    expect(await db().campaigns.count()).toBe(0) // typing saves nothing
    await wrapper.get('form').trigger('submit')
    await until(() => wrapper.find('li[data-campaign="Davokar"]').exists(), 'listed')
    const [made] = await db().campaigns.toArray()
    expect(made?.name).toBe('Davokar')
    expect(made?.description).toBe('Into the forest.')
    expect(status(wrapper)).toBe('Created Davokar. Open it to add the party and write the journal.')
    expect((nameField(wrapper).element as HTMLInputElement).value).toBe('')
    const listed = item(wrapper, 'Davokar')
    expect(listed.get('a.name').attributes('href')).toBe(`/campaigns/${made?.id}`)
    expect(listed.get('[data-testid="campaign-party"]').text()).toBe('No party yet')
    expect(listed.text()).toContain('Into the forest.')
    expect(nameField(wrapper).attributes('maxlength')).toBe(String(campaignNameLimit))
  })

  it('refuses a blank name inline, focuses the field, and drops the message when the user types', async () => {
    const { wrapper } = await showList({ attach: true })
    const input = nameField(wrapper)
    await input.setValue('   ')
    expect(input.attributes('aria-invalid')).toBe('false')
    await wrapper.get('button[type="submit"]').trigger('click')
    await until(() => input.attributes('aria-invalid') === 'true', 'refused')
    expect(wrapper.get(`#${input.attributes('aria-describedby')}`).text()).toBe(
      'Give the campaign a name.',
    )
    expect(document.activeElement).toBe(input.element)
    expect(await db().campaigns.count()).toBe(0)

    await input.setValue('D')
    expect(input.attributes('aria-invalid')).toBe('false')
    expect(input.attributes('aria-describedby')).toBeUndefined()
    expect(alerts(wrapper)).toEqual([])
  })

  it('empties the name and its message on Escape', async () => {
    const { wrapper } = await showList()
    const input = nameField(wrapper)
    await input.setValue(' ')
    await wrapper.get('form').trigger('submit')
    await until(() => alerts(wrapper).includes('Give the campaign a name.'), 'refused')
    await input.trigger('keydown', { key: 'Escape' })
    expect((input.element as HTMLInputElement).value).toBe('')
    expect(input.attributes('aria-invalid')).toBe('false')
    expect(alerts(wrapper)).toEqual([])
    expect(await db().campaigns.count()).toBe(0)
  })
})

describe('CampaignsView: the list', () => {
  it('says who is in each party, leaving out the trash, with the systems by name', async () => {
    await storeCampaign(db(), { id: 'a', name: 'Alpha' })
    await storeCampaign(db(), { id: 'b', name: 'Bravo' })
    await db().characters.bulkPut([
      sampleCharacter('heimr', 'h', 'a'),
      sampleCharacter('cairn-ap', 'c', 'a'),
      { ...sampleCharacter('murdham', 'gone', 'a'), deletedAt: archivedAt },
      sampleCharacter('symbaroum', 's', 'b'),
    ])
    const { wrapper } = await showList()
    expect(item(wrapper, 'Alpha').get('[data-testid="campaign-party"]').text()).toBe(
      `2 characters: ${systemName('cairn-ap')}, ${systemName('heimr')}`,
    )
    expect(item(wrapper, 'Bravo').get('[data-testid="campaign-party"]').text()).toBe(
      `1 character: ${systemName('symbaroum')}`,
    )
  })

  it('archives and restores a campaign, saying so', async () => {
    await storeCampaign(db(), { name: 'Davokar' })
    const { wrapper } = await showList()
    await wrapper.get('button[aria-label="Archive Davokar"]').trigger('click')
    await until(() => wrapper.find('details.archived').exists(), 'under Archived')
    expect((await db().campaigns.get('campaign-1'))?.archivedAt).not.toBeNull()
    expect(wrapper.get('details.archived summary').text()).toBe('Archived (1)')
    expect(status(wrapper)).toBe('Archived Davokar. It is kept under Archived and can be restored.')
    expect(wrapper.text()).toContain(
      'No active campaigns. Restore one from Archived, or create a new one.',
    )

    await wrapper.get('button[aria-label="Restore Davokar"]').trigger('click')
    await until(() => !wrapper.find('details.archived').exists(), 'back among the active')
    expect((await db().campaigns.get('campaign-1'))?.archivedAt).toBeNull()
    expect(status(wrapper)).toBe('Restored Davokar.')
    expect(wrapper.get('ul[aria-labelledby="active-title"]').text()).toContain('Davokar')
  })

  it('shows a refused archive as an alert, gone with the next action', async () => {
    await storeCampaign(db(), { id: 'a', name: 'Alpha' })
    await storeCampaign(db(), { id: 'b', name: 'Bravo' })
    const { wrapper } = await showList()
    await db().campaigns.delete('a')
    await wrapper.get('button[aria-label="Archive Alpha"]').trigger('click')
    await until(() => alerts(wrapper).length > 0, 'refused')
    expect(alerts(wrapper)).toEqual(['That campaign no longer exists.'])
    await wrapper.get('button[aria-label="Archive Bravo"]').trigger('click')
    await until(() => status(wrapper).startsWith('Archived Bravo.'), 'archived')
    expect(alerts(wrapper)).toEqual([])
  })

  it('deletes an archived campaign forever after asking and backing up', async () => {
    await storeCampaign(db(), { name: 'Davokar', archivedAt })
    await db().characters.put(sampleCharacter('heimr', 'h', 'campaign-1'))
    const confirm = vi.fn((_question: string) => true)
    vi.stubGlobal('confirm', confirm)
    const { wrapper } = await showList()
    await wrapper.get('button[aria-label="Delete forever: Davokar"]').trigger('click')
    await until(() => !wrapper.find('details.archived').exists(), 'gone from the list')
    expect(confirm).toHaveBeenCalledOnce()
    expect(confirm.mock.calls[0]).toEqual([
      expect.stringContaining('1 character stays in the library, in no campaign'),
    ])
    expect(await db().campaigns.count()).toBe(0)
    expect((await db().characters.get('h'))?.campaignId).toBeNull()
    expect(status(wrapper)).toMatch(
      /^Deleted “Davokar” and 0 journal entries\. A backup from just before is listed under Settings › Backups \(.+\)\.$/,
    )
  })

  it('keeps the campaign when the question is answered no', async () => {
    await storeCampaign(db(), { name: 'Davokar', archivedAt })
    vi.stubGlobal('confirm', () => false)
    const writeBackup = vi.fn()
    setPlatform({ ...createWebPlatform(), writeBackup })
    const { wrapper } = await showList()
    await wrapper.get('button[aria-label="Delete forever: Davokar"]').trigger('click')
    await settle()
    expect(writeBackup).not.toHaveBeenCalled()
    expect(await db().campaigns.count()).toBe(1)
    expect(status(wrapper)).toBe('')
  })

  it('shows a failed delete as an alert that goes once the campaign is restored', async () => {
    await storeCampaign(db(), { name: 'Davokar', archivedAt })
    vi.stubGlobal('confirm', () => true)
    setPlatform({
      ...createWebPlatform(),
      writeBackup: () => Promise.reject(new Error('The disk is full.')),
    })
    const { wrapper } = await showList()
    await wrapper.get('button[aria-label="Delete forever: Davokar"]').trigger('click')
    await until(() => alerts(wrapper).length > 0, 'failure shown')
    expect(alerts(wrapper)).toEqual(['Nothing was deleted: The disk is full.'])
    expect(await db().campaigns.count()).toBe(1)
    await wrapper.get('button[aria-label="Restore Davokar"]').trigger('click')
    await until(() => status(wrapper) === 'Restored Davokar.', 'restored')
    expect(alerts(wrapper)).toEqual([])
  })

  it('exports a campaign as a campaign file and says so', async () => {
    await storeCampaign(db(), { name: 'Davokar' })
    const exportFile = vi.fn((_name: string, _content: string) => Promise.resolve(true))
    setPlatform({ ...createWebPlatform(), exportFile })
    const { wrapper } = await showList()
    await wrapper.get('button[aria-label="Export Davokar"]').trigger('click')
    await until(() => exportFile.mock.calls.length === 1, 'exported')
    const [fileName, content] = exportFile.mock.calls[0]!
    expect(fileName).toBe(suggestedFileName('campaign', 'Davokar'))
    const file = JSON.parse(content) as { format: string; data: { campaigns: { name: string }[] } }
    expect(file.format).toBe(fileFormats.campaign)
    expect(file.data.campaigns.map((c) => c.name)).toEqual(['Davokar'])
    await until(() => wrapper.text().includes('Exported “Davokar”.'), 'status')
  })

  it('exports the players’ copy: the journal without GM secrets, in a file of its own', async () => {
    const saga = await storeCampaign(db(), {
      name: 'Davokar',
      description: 'Into the forest. {{gm}}The witch lies.{{/gm}}',
    })
    await db().journal.put(
      journalEntry({
        id: 'e1',
        campaignId: saga.id,
        title: 'The mill',
        body: 'We met the miller. {{gm}}He lies too.{{/gm}}',
        tags: ['{{gm}}lies{{/gm}}'],
        createdAt: saga.createdAt,
        updatedAt: saga.createdAt,
      }),
    )
    const exportFile = vi.fn((_name: string, _content: string) => Promise.resolve(true))
    setPlatform({ ...createWebPlatform(), exportFile })
    const { wrapper } = await showList()
    const button = wrapper.get(
      'button[aria-label="Export players’ copy of Davokar, without GM secrets"]',
    )
    expect(button.text()).toBe('Export players’ copy…')
    await button.trigger('click')
    await until(() => exportFile.mock.calls.length === 1, 'exported')
    const [fileName, content] = exportFile.mock.calls[0]!
    expect(fileName).toBe('Davokar (players).campaign.quillkeep')
    expect(content).not.toMatch(/lies/)
    const parsed = parseFile(content)
    if (!parsed.ok) throw new Error('the players’ copy does not parse')
    expect(parsed.bundle.campaigns.map((c) => c.description)).toEqual(['Into the forest. '])
    expect(parsed.bundle.journal.map((e) => [e.body, e.tags])).toEqual([
      ['We met the miller. ', []],
    ])
    await until(() => wrapper.text().includes('Exported “Davokar (players)”.'), 'status')
  })

  it('shows the message another screen left, once', async () => {
    showOnCampaignList('Deleted “Elsewhere”.')
    const first = await showList()
    expect(status(first.wrapper)).toBe('Deleted “Elsewhere”.')
    first.wrapper.unmount()
    const again = await showList()
    expect(status(again.wrapper)).toBe('')
  })

  it('says when the campaigns cannot be read', async () => {
    vi.spyOn(campaignsRepo, 'summaries').mockRejectedValue(new Error('The database is closed.'))
    const { wrapper } = await showList()
    expect(alerts(wrapper)).toEqual(['Could not read the campaigns: The database is closed.'])
    expect(wrapper.text()).not.toContain('No campaigns yet')
  })

  it('opens a campaign’s party from its Party link', async () => {
    await storeCampaign(db(), { name: 'Davokar' })
    const { wrapper, router } = await showList()
    await item(wrapper, 'Davokar').get('a.button-link').trigger('click')
    await until(() => wrapper.find('#party-title').exists(), 'party shown')
    expect(router.currentRoute.value.path).toBe('/campaigns/campaign-1/party')
    await until(() => wrapper.get('#campaign-title').text().includes('Davokar'), 'frame titled')
  })
})
