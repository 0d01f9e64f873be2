// The journal's trash: what it lists, restoring, deleting for good after asking, and the messages
// it hands to the screen's status line. The journal store follows a real database.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { useJournalStore } from '@renderer/stores/journal'
import JournalTrash from './JournalTrash.vue'
import { entry, seedCampaign, settle } from './journal-test-helpers'

enableAutoUnmount(afterEach)
afterEach(() => {
  vi.unstubAllGlobals()
})
const db = useTestDatabase('journal-trash')
const trashedAt = '2026-11-21T00:00:00.000Z'

async function show() {
  await seedCampaign(
    db(),
    [],
    [
      entry('e1', { title: 'The bridge', session: 1 }),
      entry('e2', { title: 'Burnt notes', session: 3, deletedAt: trashedAt }),
      entry('e3', { title: '', session: 4, deletedAt: trashedAt }),
    ],
  )
  const journal = useJournalStore()
  await journal.open('camp', 20)
  journal.follow()
  const wrapper = mount(JournalTrash)
  await settle()
  return wrapper
}

const listed = (wrapper: VueWrapper) => wrapper.findAll('li').map((li) => li.get('strong').text())
const button = (wrapper: VueWrapper, text: string, row = 0) =>
  wrapper
    .findAll('li')
    [row]!.findAll('button')
    .find((b) => b.text() === text)!
const statuses = (wrapper: VueWrapper) => wrapper.emitted<[string]>('status')?.map(([m]) => m)

describe('JournalTrash', () => {
  it('lists the entries in the trash with their session, and says when it is empty', async () => {
    const wrapper = await show()
    expect(wrapper.get('section').attributes('aria-label')).toBe('Trash')
    expect(listed(wrapper).sort()).toEqual(['Burnt notes', 'Untitled'])
    expect(wrapper.text()).toContain('Session 3')
    expect(wrapper.text()).not.toContain('The trash is empty.')
  })

  it('restores an entry, says so, and lists what is left', async () => {
    const wrapper = await show()
    const row = listed(wrapper).indexOf('Burnt notes')
    await button(wrapper, 'Restore', row).trigger('click')
    await settle()
    expect((await db().journal.get('e2'))!.deletedAt).toBeNull()
    expect(statuses(wrapper)).toEqual(['Restored Burnt notes'])
    expect(listed(wrapper)).toEqual(['Untitled'])
    await button(wrapper, 'Restore').trigger('click')
    await settle()
    expect(statuses(wrapper)).toEqual(['Restored Burnt notes', 'Restored the entry'])
    expect(wrapper.text()).toContain('The trash is empty.')
  })

  it('deletes an entry for good only when the user says yes', async () => {
    const wrapper = await show()
    const row = listed(wrapper).indexOf('Untitled')
    const confirm = vi.fn(() => false)
    vi.stubGlobal('confirm', confirm)
    await button(wrapper, 'Delete forever', row).trigger('click')
    await settle()
    expect(confirm).toHaveBeenCalledWith('Delete “Untitled” for good? This cannot be undone.')
    expect(await db().journal.get('e3')).toBeDefined()
    expect(statuses(wrapper)).toBeUndefined()

    confirm.mockReturnValue(true)
    await button(wrapper, 'Delete forever', row).trigger('click')
    await settle()
    expect(await db().journal.get('e3')).toBeUndefined()
    expect(statuses(wrapper)).toEqual(['Deleted the entry for good'])
    expect(listed(wrapper)).toEqual(['Burnt notes'])
  })

  it('shows entries trashed elsewhere while open, and stops reading the trash when it goes', async () => {
    const wrapper = await show()
    const journal = useJournalStore()
    await journal.moveToTrash('e1')
    await settle()
    expect(listed(wrapper)).toContain('The bridge')
    wrapper.unmount()
    expect(journal.trash).toEqual([])
    await journal.restore('e2')
    await settle()
    expect(journal.trash).toEqual([])
  })
})
