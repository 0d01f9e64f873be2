// The history dialog (#24): the kept versions of the open character and its campaign's journal
// sessions; one chosen shows the sheet as it was then, read-only, with what differs from now;
// "Restore this version" is one undo step, and Undo brings back what was there. A version that
// cannot be restored says why and changes nothing. Without kept versions, it says history is kept
// while sync is on.
import { afterEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import { sampleCampaign, sampleCharacter, sampleJournal } from '@shared/file-fixtures'
import { formatRevision } from '@shared/sync/hlc'
import type { CharacterRecord } from '@systems/types'
import type { HeimrData } from '@systems/heimr/model'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { until } from '@renderer/views/views-test-helpers'
import HistoryDialog from './HistoryDialog.vue'

enableAutoUnmount(afterEach)
const db = useTestDatabase('history-dialog')

const local = (m: number, d: number, h = 12) => new Date(2026, m - 1, d, h).getTime()

async function keep(record: CharacterRecord | null, wall: number, device = 'deviceb2') {
  const revision = formatRevision({ wall, counter: 0, device })
  await db().recordHistory.put({
    key: 'characters/tova-character',
    revision,
    wall,
    device,
    deleted: record === null,
    body: record,
  })
  return revision
}

/** Tova now, and two kept versions: "Tova young" (1 Nov) and as she is now (3 Nov). */
async function setUp(): Promise<{ now: CharacterRecord; young: CharacterRecord }> {
  const campaign = sampleCampaign('campaign-1')
  const now = { ...sampleCharacter('heimr', 'tova-character'), campaignId: campaign.id }
  const young: CharacterRecord = {
    ...now,
    name: 'Tova young',
    data: { ...(now.data as HeimrData), concept: 'A young hunter' },
  }
  await db().campaigns.put(campaign)
  await db().characters.put(now)
  await db().journal.bulkPut([
    { ...sampleJournal('session-1', campaign.id, []), session: 1, date: '2026-10-20' },
    {
      ...sampleJournal('session-2', campaign.id, []),
      title: 'Session two',
      session: 2,
      date: '2026-11-02',
    },
  ])
  await keep(young, local(11, 1))
  await keep(now, local(11, 3))
  expect(await useEditorStore().open(now.id)).toBe(true)
  return { now, young }
}

async function open(): Promise<VueWrapper> {
  const wrapper = mount(HistoryDialog, { attachTo: document.body })
  await until(() => !wrapper.text().includes('Loading'), 'the history read')
  return wrapper
}

function button(wrapper: VueWrapper, text: string) {
  const found = wrapper.findAll('button').find((b) => b.text().includes(text))
  if (!found) throw new Error(`No button “${text}”`)
  return found
}

describe('HistoryDialog', () => {
  it('lists the versions newest first, from which device, and the sessions with theirs', async () => {
    await setUp()
    const wrapper = await open()
    const versions = wrapper.get('[data-testid="history-versions"]').findAll('li')
    expect(versions.map((v) => v.findAll('span').map((s) => s.text()))).toEqual([
      [new Date(local(11, 3)).toLocaleString('en'), 'another device'],
      [new Date(local(11, 1)).toLocaleString('en'), 'another device'],
    ])
    const sessions = wrapper.get('[data-testid="history-sessions"]').findAll('li')
    expect(sessions[0]!.text()).toContain('Session two')
    expect(sessions[0]!.find('button').exists()).toBe(true)
    // Session one (20 Oct) is before every kept version: listed, not choosable.
    expect(sessions[1]!.text()).toContain('No version kept from')
    expect(sessions[1]!.find('button').exists()).toBe(false)
    expect(wrapper.get('[data-testid="history-as-of"]').text()).toContain('Choose a version')
  })

  it('shows a version read-only with what differs from now, and restores it as one undo step', async () => {
    const { now, young } = await setUp()
    const wrapper = await open()
    const editor = useEditorStore()
    await wrapper.get('[data-testid="history-versions"]').findAll('button')[1]!.trigger('click')
    await until(() => wrapper.find('[data-testid="history-differences"]').exists(), 'the diff')
    const asOf = wrapper.get('[data-testid="history-as-of"]')
    expect(asOf.text()).toContain('Read-only')
    expect(asOf.text()).toContain('Tova young')
    const rows = asOf.findAll('tbody tr').map((r) => r.findAll('th, td').map((c) => c.text()))
    expect(rows).toEqual([
      ['Name', 'Tova young', now.name],
      // The sample's concept is empty now: shown as "(none)".
      ['Concept', 'A young hunter', '(none)'],
    ])
    // Nothing changed by looking.
    expect(editor.record?.name).toBe(now.name)
    expect(editor.canUndo).toBe(false)

    await button(wrapper, 'Restore this version').trigger('click')
    expect(editor.record?.name).toBe(young.name)
    expect((editor.record?.data as HeimrData).concept).toBe('A young hunter')
    expect(editor.record?.id).toBe(now.id)
    expect(wrapper.get('[role="status"]').text()).toContain('Undo (Ctrl+Z) brings back')
    await until(() => wrapper.find('[data-testid="history-same"]').exists(), 'same as now')
    await editor.flush()
    expect((await db().characters.get(now.id))?.name).toBe(young.name)

    // One undo step brings back the sheet as it was.
    editor.undo()
    expect(editor.record?.name).toBe(now.name)
    expect((editor.record?.data as HeimrData).concept).toBe((now.data as HeimrData).concept)
    expect(editor.canUndo).toBe(false)
  })

  it('shows the version current at the end of a chosen session', async () => {
    await setUp()
    const wrapper = await open()
    await wrapper.get('[data-testid="history-sessions"]').get('button').trigger('click')
    await until(() => wrapper.text().includes('As of Session two'), 'the session shown')
    // The 2nd of November: the version of the 1st.
    expect(wrapper.get('[data-testid="history-as-of"]').text()).toContain('Tova young')
  })

  it('says why a version cannot be restored, and changes nothing', async () => {
    const { now } = await setUp()
    await keep({ ...now, name: 'Broken', data: { nonsense: true } }, local(11, 4))
    const wrapper = await open()
    await wrapper.get('[data-testid="history-versions"]').get('button').trigger('click')
    await until(() => wrapper.find('[role="alert"]').exists(), 'the refusal')
    expect(wrapper.get('[role="alert"]').text()).toContain('This version cannot be restored')
    expect(wrapper.findAll('button').some((b) => b.text() === 'Restore this version')).toBe(false)
    const editor = useEditorStore()
    expect(editor.restore({ ...now, data: { nonsense: true } })).toContain('Nothing was changed')
    expect(editor.restore({ ...now, system: 'symbaroum' })).toContain('not a version of this')
    expect(editor.record?.name).toBe(now.name)
    expect(editor.canUndo).toBe(false)
  })

  it('shows a deleted version as such', async () => {
    await setUp()
    await keep(null, local(11, 4))
    const wrapper = await open()
    expect(wrapper.get('[data-testid="history-versions"]').text()).toContain('Deleted')
    await wrapper.get('[data-testid="history-versions"]').get('button').trigger('click')
    await until(() => wrapper.text().includes('deleted in this version'), 'the deletion')
    expect(wrapper.findAll('button').some((b) => b.text() === 'Restore this version')).toBe(false)
  })

  it('says that history is kept while sync is on when none is kept', async () => {
    const tova = sampleCharacter('heimr', 'tova-character')
    await db().characters.put(tova)
    await useEditorStore().open(tova.id)
    const wrapper = await open()
    expect(wrapper.get('[data-testid="history-empty"]').text()).toContain(
      'History is kept while sync is on',
    )
  })
})
