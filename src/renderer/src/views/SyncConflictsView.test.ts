// The conflict review screen (#24) against the sync store's interface (stubbed): the field-level
// differences of a character's conflict, deletions shown plainly, each button resolving the right
// version, a refused resolution that changes nothing, the empty state, focus and the live region.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { sampleCharacter } from '@shared/file-fixtures'
import type { PendingConflict } from '@shared/sync/engine'
import { formatRevision } from '@shared/sync/hlc'
import type { Version } from '@shared/sync/merge'
import { useSyncStore } from '@renderer/stores/sync'
import SyncConflictsView from './SyncConflictsView.vue'
import { mountAt } from './views-test-helpers'

enableAutoUnmount(afterEach)

const rev = (wall: number, device = 'deviceaaaa') => formatRevision({ wall, counter: 0, device })
const here = rev(Date.UTC(2026, 10, 27, 9, 0), 'devicehere')
const there = rev(Date.UTC(2026, 10, 27, 10, 30), 'devicethere')

function version(revision: string, body: unknown): Version<unknown> {
  return { revision, base: null, history: [], deleted: body === null, body }
}

function characterConflict(id = 'tova-1'): PendingConflict {
  const mine = { ...sampleCharacter('symbaroum', id), name: 'Tova' }
  const theirs = structuredClone(mine)
  ;(theirs.data as { attributes: { strong: number } }).attributes.strong = 13
  theirs.name = 'Tova the Bold'
  theirs.updatedAt = '2026-11-27T10:30:00.000Z'
  return {
    table: 'characters',
    id,
    current: version(here, mine),
    conflicts: [version(there, theirs)],
  }
}

let sync: ReturnType<typeof useSyncStore>
let pinia: ReturnType<typeof createPinia>
beforeEach(() => {
  pinia = createPinia()
  setActivePinia(pinia)
  sync = useSyncStore()
  vi.spyOn(sync, 'refreshConflicts').mockResolvedValue()
})

async function view(conflicts: PendingConflict[]) {
  sync.conflicts = conflicts
  const wrapper = mount(SyncConflictsView, {
    global: { plugins: [pinia] },
    attachTo: document.body,
  })
  await flushPromises()
  return wrapper
}

const buttons = (wrapper: Awaited<ReturnType<typeof view>>) =>
  wrapper.findAll('button').map((b) => b.text())

describe('SyncConflictsView', () => {
  it('shows a character’s conflict: kind, name, times and the fields that differ', async () => {
    const wrapper = await view([characterConflict()])
    expect(sync.refreshConflicts).toHaveBeenCalledOnce()
    const article = wrapper.get('[data-testid="sync-conflict"]')
    expect(article.get('h2').text()).toContain('Character')
    expect(article.get('h2').text()).toContain('Tova')
    expect(article.get('h3').text()).toMatch(/^Other version, from .*2026/)
    expect(article.text()).toContain('This device shows the version from')
    const rows = wrapper
      .findAll('[data-testid="sync-differences"] tbody tr')
      .map((row) => row.findAll('th, td').map((cell) => cell.text()))
    // updatedAt differs too, and is not a field the user is shown.
    expect(rows).toEqual([
      ['Name', 'Tova', 'Tova the Bold'],
      ['Attributes › Strong', '10', '13'],
    ])
    expect(wrapper.findAll('thead th').map((th) => th.text())).toEqual([
      'Field',
      'On this device',
      'Other version',
    ])
    expect(buttons(wrapper)).toEqual(['Keep mine', 'Keep theirs', 'Keep both'])
    expect(wrapper.get('button').attributes('aria-label')).toBe('Keep mine: Tova')
    const hint = wrapper.findAll('button')[2]!.attributes('aria-describedby')!
    expect(document.getElementById(hint)?.textContent).toContain(
      'saves the other version as a copy',
    )
    expect(wrapper.find('[data-testid="sync-conflicts-empty"]').exists()).toBe(false)
  })

  it('a deletion against an edit is said plainly, with no table and no “keep both”', async () => {
    const edited = characterConflict('edited-1')
    edited.conflicts = [version(there, null)]
    const deletedHere = characterConflict('deleted-1')
    deletedHere.current = version(here, null)
    const wrapper = await view([edited, deletedHere])
    const [first, second] = wrapper.findAll('[data-testid="sync-conflict"]')
    expect(first!.get('[data-testid="sync-deleted-there"]').text()).toBe(
      'Deleted in the other version.',
    )
    expect(first!.find('[data-testid="sync-deleted-here"]').exists()).toBe(false)
    expect(second!.get('[data-testid="sync-deleted-here"]').text()).toBe('Deleted on this device.')
    // The deleted side has no name: the record is named from the version that has one.
    expect(second!.get('h2').text()).toContain('Tova the Bold')
    expect(wrapper.find('[data-testid="sync-differences"]').exists()).toBe(false)
    expect(buttons(wrapper)).toEqual(['Keep mine', 'Keep theirs', 'Keep mine', 'Keep theirs'])
  })

  it.each([
    ['Keep mine', 'mine'],
    ['Keep theirs', 'theirs'],
    ['Keep both', 'both'],
  ] as const)(
    '“%s” resolves that version as %s, announces it and moves focus on',
    async (label, choice) => {
      const first = characterConflict('tova-1')
      const second = characterConflict('ulf-2')
      second.current!.body = { ...(second.current!.body as object), name: 'Ulf' }
      const resolve = vi.spyOn(sync, 'resolve').mockImplementation((_table, id) => {
        sync.conflicts = sync.conflicts.filter((c) => c.id !== id)
        return Promise.resolve()
      })
      const wrapper = await view([first, second])
      const button = wrapper.findAll('button').find((b) => b.text() === label)!
      ;(button.element as HTMLButtonElement).focus()
      await button.trigger('click')
      await flushPromises()
      expect(resolve).toHaveBeenCalledExactlyOnceWith('characters', 'tova-1', there, choice)
      expect(sync.refreshConflicts).toHaveBeenCalledTimes(2)
      expect(wrapper.get('[data-testid="sync-conflicts-status"]').text()).toBe('Resolved: Tova.')
      expect(wrapper.findAll('[data-testid="sync-conflict"]')).toHaveLength(1)
      // Focus goes to the next version waiting for review.
      expect(document.activeElement?.tagName).toBe('H3')
      expect(
        document.activeElement?.closest('article')?.querySelector('h2')?.textContent,
      ).toContain('Ulf')
    },
  )

  it('after the last conflict, focus goes to the title and the empty state shows', async () => {
    vi.spyOn(sync, 'resolve').mockImplementation(() => {
      sync.conflicts = []
      return Promise.resolve()
    })
    const wrapper = await view([characterConflict()])
    await wrapper.get('button').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-testid="sync-conflicts-empty"]').text()).toBe('No conflicts waiting.')
    expect(document.activeElement?.id).toBe('sync-conflicts-title')
  })

  it('a refused resolution shows why, in an alert, and the conflict stays as it was', async () => {
    const resolve = vi
      .spyOn(sync, 'resolve')
      .mockRejectedValue(new Error('The sync folder is not reachable.'))
    const wrapper = await view([characterConflict()])
    const keepTheirs = wrapper.findAll('button')[1]!
    ;(keepTheirs.element as HTMLButtonElement).focus()
    await keepTheirs.trigger('click')
    await flushPromises()
    expect(resolve).toHaveBeenCalledOnce()
    expect(wrapper.get('[role="alert"]').text()).toBe(
      'Nothing was changed: The sync folder is not reachable.',
    )
    expect(wrapper.findAll('[data-testid="sync-conflict"]')).toHaveLength(1)
    expect(wrapper.findAll('[data-testid="sync-differences"] tbody tr')).toHaveLength(2)
    expect(sync.refreshConflicts).toHaveBeenCalledOnce()
    expect(wrapper.get('[data-testid="sync-conflicts-status"]').text()).toBe('')
    expect(document.activeElement).toBe(keepTheirs.element)

    // A second try that works clears the message.
    resolve.mockImplementation(() => {
      sync.conflicts = []
      return Promise.resolve()
    })
    await keepTheirs.trigger('click')
    await flushPromises()
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
  })

  it('no conflicts: says so', async () => {
    const wrapper = await view([])
    expect(wrapper.get('[data-testid="sync-conflicts-empty"]').text()).toBe('No conflicts waiting.')
    expect(wrapper.find('button').exists()).toBe(false)
  })

  it('conflicts that cannot be read: an alert', async () => {
    vi.spyOn(sync, 'refreshConflicts').mockRejectedValue(new Error('database closed'))
    const wrapper = await view([])
    expect(wrapper.get('[role="alert"]').text()).toBe(
      'Could not read the conflicts: database closed',
    )
  })

  it('a picture is compared by its facts, not its bytes', async () => {
    const picture = (hash: string, width: number) => ({
      hash,
      type: 'image/png',
      width,
      height: 10,
      data: `bytes-of-${hash}`,
    })
    const wrapper = await view([
      {
        table: 'pictures',
        id: 'abcdef0123456789',
        current: version(here, picture('abcdef0123456789', 10)),
        conflicts: [version(there, picture('fedcba9876543210', 20))],
      },
    ])
    expect(wrapper.get('h2').text()).toContain('Picture')
    const rows = wrapper
      .findAll('[data-testid="sync-differences"] tbody tr')
      .map((row) => row.findAll('th, td').map((cell) => cell.text()))
    expect(rows).toEqual([
      ['Hash', 'abcdef0123456789', 'fedcba9876543210'],
      ['Width', '10', '20'],
    ])
  })

  it('list items are named, and an added item is one row', async () => {
    const conflict = characterConflict()
    const theirs = conflict.conflicts[0]!.body as { data: { equipment: unknown[] } }
    theirs.data.equipment = [{ id: 'lantern', name: 'Lantern', quantity: 1 }]
    const wrapper = await view([conflict])
    const rows = wrapper
      .findAll('[data-testid="sync-differences"] tbody tr')
      .map((row) => row.findAll('th, td').map((cell) => cell.text()))
    expect(rows).toContainEqual(['Equipment › Lantern', '(not set)', 'Lantern'])
  })
})

describe('the route', () => {
  it('/sync/conflicts shows the review screen', async () => {
    const { wrapper } = await mountAt('/sync/conflicts')
    expect(wrapper.get('h1').text()).toBe('Sync conflicts')
    expect(wrapper.get('[data-testid="sync-conflicts-empty"]').text()).toBe('No conflicts waiting.')
  })
})
