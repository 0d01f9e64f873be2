// The character library: the list with search and system filter, a new character (its name
// checked on Create, refused inline), duplicate, trash, restore, delete forever, export, and
// refusals shown as alerts that go once their cause has. A long library renders the cards in
// view (in a laid-out box: see list-layout-test-helpers), and keeps the keyboard's place.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, type VueWrapper } from '@vue/test-utils'
import { sampleCharacter } from '@shared/file-fixtures'
import { fileFormats, suggestedFileName } from '@shared/files'
import { fitName, maxNameLength } from '@shared/names'
import { systemName } from '@renderer/system-catalog'
import { getSystem } from '@systems/index'
import type { CharacterRecord } from '@systems/types'
import { charactersRepo } from '@renderer/db/characters-repo'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { emulateLayout, scrollTo } from './list-layout-test-helpers'
import { mountAt, settle, until } from './views-test-helpers'
import { firstFrameKey } from '@renderer/first-frame'

enableAutoUnmount(afterEach)
let layout = emulateLayout()
beforeEach(() => {
  layout = emulateLayout()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const db = useTestDatabase('library-view')

function character(
  systemId: Parameters<typeof sampleCharacter>[0],
  id: string,
  name: string,
  changes: Partial<CharacterRecord> = {},
): CharacterRecord {
  return { ...sampleCharacter(systemId, id), name, ...changes }
}

async function showLibrary(
  records: CharacterRecord[] = [],
  path = '/characters',
  attach: true | Element = true,
) {
  await db().characters.bulkPut(records)
  const shown = await mountAt(path, { attach })
  await until(() => shown.wrapper.find('#library-title').exists(), 'library shown')
  return shown
}

const listed = (wrapper: VueWrapper) =>
  wrapper.findAll('[aria-label="Character list"] .name').map((n) => n.text())
const alerts = (wrapper: VueWrapper) => wrapper.findAll('[role="alert"]').map((a) => a.text())
const status = (wrapper: VueWrapper) => wrapper.get('p.visually-hidden[role="status"]').text()
const button = (wrapper: VueWrapper, label: string) => wrapper.get(`button[aria-label="${label}"]`)

describe('LibraryView: the list', () => {
  it('says when there are no characters yet', async () => {
    const { wrapper } = await showLibrary()
    expect(wrapper.text()).toContain('No characters yet. Create one to begin.')
    expect(wrapper.find('[aria-label="Character list"]').exists()).toBe(false)
  })

  it('lists characters with their system, and finds them by name, system name or filter', async () => {
    const { wrapper } = await showLibrary([
      character('heimr', 'h', 'Tova'),
      character('cairn-ap', 'c', 'Brand'),
      character('symbaroum', 's', 'Ylva'),
    ])
    expect(listed(wrapper).sort()).toEqual(['Brand', 'Tova', 'Ylva'])
    const row = wrapper.get('[data-character-id="h"]')
    expect(row.get('a.name').attributes('href')).toBe('#/characters/h')
    expect(row.get('.badge').text()).toBe(systemName('heimr'))

    const search = wrapper.get('input[type="search"]')
    await search.setValue('  tOVA ')
    expect(listed(wrapper)).toEqual(['Tova'])
    await search.setValue(systemName('cairn-ap').slice(0, 5).toLowerCase())
    expect(listed(wrapper)).toEqual(['Brand'])
    await search.setValue('nobody')
    expect(wrapper.text()).toContain('No character matches the search.')
    await search.setValue('')
    await wrapper.get('select:not([name])').setValue('symbaroum')
    expect(listed(wrapper)).toEqual(['Ylva'])
  })

  it('says when the library cannot be read', async () => {
    vi.spyOn(charactersRepo, 'list').mockRejectedValue(new Error('The database is closed.'))
    const { wrapper } = await showLibrary()
    expect(alerts(wrapper)).toEqual([
      'Could not read the character library: The database is closed.',
    ])
  })
})

/** `count` Heimr characters named Hero 000…; the highest number was edited last. */
function heroes(count: number): CharacterRecord[] {
  return Array.from({ length: count }, (_, i) =>
    character('heimr', `hero-${i}`, `Hero ${String(i).padStart(3, '0')}`, {
      updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }),
  )
}

const scroller = (wrapper: VueWrapper) => wrapper.get('[data-testid="character-scroller"]').element
const rows = (wrapper: VueWrapper) => wrapper.findAll('[aria-label="Character list"] > li')

describe('LibraryView: a long library', () => {
  it('shows the cards in view, last edited first, and the others as the list scrolls', async () => {
    const { wrapper } = await showLibrary(heroes(300))
    const inView = Math.ceil(layout.viewport / layout.row)
    const first = listed(wrapper)
    expect(first.length).toBeGreaterThanOrEqual(inView)
    expect(first.length).toBeLessThan(60)
    expect(first.slice(0, 3)).toEqual(['Hero 299', 'Hero 298', 'Hero 297'])
    // Each card says where it is in the whole list.
    expect(rows(wrapper)[0]!.attributes('aria-setsize')).toBe('300')
    expect(rows(wrapper)[0]!.attributes('aria-posinset')).toBe('1')

    scrollTo(scroller(wrapper), 300 * 70)
    await settle()
    const last = rows(wrapper).at(-1)!
    expect(last.get('.name').text()).toBe('Hero 000')
    expect(last.attributes('aria-posinset')).toBe('300')
    expect(last.get('a.name').attributes('href')).toBe('#/characters/hero-0')
    expect(listed(wrapper)).not.toContain('Hero 299')
    expect(listed(wrapper).length).toBeLessThan(60)
  })

  it('finds a character far down the list by name or by system, and lists them all again when cleared', async () => {
    const { wrapper } = await showLibrary([
      ...heroes(250),
      character('cairn-ap', 'brand', 'Brand', { updatedAt: '2020-01-01T00:00:00.000Z' }),
    ])
    expect(listed(wrapper)).not.toContain('Brand')
    const search = wrapper.get('input[type="search"]')
    await search.setValue('bran')
    expect(listed(wrapper)).toEqual(['Brand'])
    expect(rows(wrapper)[0]!.attributes('aria-setsize')).toBe('1')
    await search.setValue('hero 12')
    expect(listed(wrapper)).toEqual(Array.from({ length: 10 }, (_, i) => `Hero 12${9 - i}`))
    await search.setValue('')
    expect(listed(wrapper).slice(0, 2)).toEqual(['Hero 249', 'Hero 248'])
    expect(rows(wrapper)[0]!.attributes('aria-setsize')).toBe('251')
    await wrapper.get('select:not([name])').setValue('cairn-ap')
    expect(listed(wrapper)).toEqual(['Brand'])
  })

  it('keeps the focused card, and the cards beside it, while the list scrolls away', async () => {
    const { wrapper } = await showLibrary(heroes(200))
    const duplicate = button(wrapper, 'Duplicate Hero 198').element as HTMLButtonElement
    duplicate.focus()
    expect(document.activeElement).toBe(duplicate)

    scrollTo(scroller(wrapper), 150 * 70)
    await settle()
    // Far from the view, the focused card is still there (Tab goes on from it) with its
    // neighbours (Tab and Shift+Tab reach the next and previous card).
    expect(duplicate.isConnected).toBe(true)
    expect(document.activeElement).toBe(duplicate)
    const [kept, inView] = [listed(wrapper).slice(0, 3), listed(wrapper).slice(3)]
    expect(kept).toEqual(['Hero 199', 'Hero 198', 'Hero 197'])
    expect(inView.length).toBeGreaterThan(0)
    expect(inView.every((name) => name < 'Hero 100')).toBe(true)

    // Once the keyboard leaves the list, the card goes with the rest out of view.
    ;(wrapper.get('input[type="search"]').element as HTMLInputElement).focus()
    scrollTo(scroller(wrapper), 140 * 70)
    await settle()
    expect(listed(wrapper)).not.toContain('Hero 198')
  })

  it('keeps focus on a card when the list changes around it', async () => {
    const { wrapper } = await showLibrary(heroes(100))
    const duplicate = button(wrapper, 'Duplicate Hero 099').element as HTMLButtonElement
    duplicate.focus()
    duplicate.click()
    const copyName = fitName('Hero 099', ' (copy)')
    await until(() => listed(wrapper)[0] === copyName, 'copy listed first')
    expect(listed(wrapper)[1]).toBe('Hero 099')
    expect(document.activeElement).toBe(duplicate)
    expect(duplicate.closest('li')!.getAttribute('aria-posinset')).toBe('2')
  })
})

describe('LibraryView: a new character', () => {
  it('focuses the name, refuses a blank one inline, and drops the message once a name is typed', async () => {
    const { wrapper } = await showLibrary()
    await wrapper.get('button.primary').trigger('click')
    const input = wrapper.get('#new-character-name')
    expect(document.activeElement).toBe(input.element)
    expect(input.attributes('maxlength')).toBe(String(maxNameLength))
    await input.setValue('   ')
    expect(input.attributes('aria-invalid')).toBe('false')
    await wrapper.get('form[aria-label="New character"]').trigger('submit')
    expect(input.attributes('aria-invalid')).toBe('true')
    expect(wrapper.get(`#${input.attributes('aria-describedby')}`).text()).toBe(
      'Give the character a name.',
    )
    await settle()
    expect(await db().characters.count()).toBe(0)

    await input.setValue('  ') // still blank: the message stays
    expect(alerts(wrapper)).toEqual(['Give the character a name.'])
    await input.setValue('Tova')
    expect(input.attributes('aria-invalid')).toBe('false')
    expect(input.attributes('aria-describedby')).toBeUndefined()
    expect(alerts(wrapper)).toEqual([])
  })

  it('creates the character in the chosen system and opens its creation steps', async () => {
    const { wrapper, router } = await showLibrary()
    await wrapper.get('button.primary').trigger('click')
    await wrapper.get('#new-character-name').setValue('  Brand  ')
    await wrapper.get('#new-character-system').setValue('cairn-ap')
    await wrapper.get('form[aria-label="New character"]').trigger('submit')
    await until(() => router.currentRoute.value.name === 'character-create', 'creation opened')
    const [made] = await db().characters.toArray()
    expect(made?.name).toBe('Brand')
    expect(made?.system).toBe('cairn-ap')
    expect(made?.dataVersion).toBe(getSystem('cairn-ap').dataVersion)
    expect(router.currentRoute.value.path).toBe(`/characters/${made?.id}/create`)
  })

  it('opens the form from ?new=1 and drops the query', async () => {
    const { wrapper, router } = await showLibrary([], '/characters?new=1')
    await until(() => wrapper.find('#new-character-name').exists(), 'form open')
    expect(document.activeElement).toBe(wrapper.get('#new-character-name').element)
    await until(() => router.currentRoute.value.fullPath === '/characters', 'query dropped')
  })

  it('closes the form on Cancel without creating anything', async () => {
    const { wrapper } = await showLibrary()
    await wrapper.get('button.primary').trigger('click')
    await wrapper.get('#new-character-name').setValue('Half typed')
    const cancel = wrapper.findAll('form button').find((b) => b.text() === 'Cancel')!
    await cancel.trigger('click')
    expect(wrapper.find('form[aria-label="New character"]').exists()).toBe(false)
    expect(await db().characters.count()).toBe(0)
  })
})

describe('LibraryView: actions on a character', () => {
  it('duplicates a character under a name that fits, and says so', async () => {
    const { wrapper } = await showLibrary([character('heimr', 'h', 'Tova')])
    await button(wrapper, 'Duplicate Tova').trigger('click')
    const copyName = fitName('Tova', ' (copy)')
    await until(() => listed(wrapper).includes(copyName), 'copy listed')
    expect(status(wrapper)).toBe(`Duplicated as “${copyName}”.`)
    const stored = await db().characters.toArray()
    expect(stored.map((c) => c.name).sort()).toEqual([copyName, 'Tova'].sort())
    const copy = stored.find((c) => c.id !== 'h')!
    expect(copy.data).toEqual(stored.find((c) => c.id === 'h')!.data)
  })

  it('shows a refused duplicate as an alert, which goes once that character is in the trash', async () => {
    const newer = character('symbaroum', 'future', 'Tova from tomorrow', { dataVersion: 999 })
    const { wrapper } = await showLibrary([newer, character('heimr', 'h', 'Brand')])
    await button(wrapper, 'Duplicate Tova from tomorrow').trigger('click')
    await until(() => alerts(wrapper).length > 0, 'refused')
    expect(alerts(wrapper)[0]).toMatch(/newer Quillkeep.*duplicate it there\.$/)
    expect(await db().characters.count()).toBe(2)

    await button(wrapper, 'Delete Tova from tomorrow').trigger('click')
    await until(() => status(wrapper) === '“Tova from tomorrow” moved to the trash.', 'trashed')
    expect(alerts(wrapper)).toEqual([])
  })

  it('moves a character to the trash, restores it, and deletes it forever only when confirmed', async () => {
    const { wrapper } = await showLibrary([character('heimr', 'h', 'Tova')])
    await button(wrapper, 'Delete Tova').trigger('click')
    await until(() => listed(wrapper).length === 0, 'gone from the list')
    expect((await db().characters.get('h'))?.deletedAt).not.toBeNull()
    const trashToggle = wrapper.get('button[aria-pressed]')
    expect(trashToggle.text()).toBe('Trash (1)')

    await trashToggle.trigger('click')
    expect(wrapper.get('#library-title').text()).toBe('Trash')
    expect(trashToggle.attributes('aria-pressed')).toBe('true')
    expect(listed(wrapper)).toEqual(['Tova'])
    expect(wrapper.find('[aria-label="Character list"] a').exists()).toBe(false)
    await button(wrapper, 'Restore Tova').trigger('click')
    await until(() => listed(wrapper).length === 0, 'restored')
    expect(wrapper.text()).toContain('The trash is empty.')
    expect((await db().characters.get('h'))?.deletedAt).toBeNull()
    expect(status(wrapper)).toBe('“Tova” restored.')

    await trashToggle.trigger('click')
    await button(wrapper, 'Delete Tova').trigger('click')
    await until(() => status(wrapper) === '“Tova” moved to the trash.', 'trashed again')
    await trashToggle.trigger('click')
    const confirm = vi.fn((_question: string) => false)
    vi.stubGlobal('confirm', confirm)
    await button(wrapper, 'Delete forever: Tova').trigger('click')
    await settle()
    expect(confirm).toHaveBeenCalledWith('Delete “Tova” forever? This cannot be undone.')
    expect(await db().characters.get('h')).toBeDefined()

    confirm.mockReturnValue(true)
    await button(wrapper, 'Delete forever: Tova').trigger('click')
    await until(() => status(wrapper) === '“Tova” deleted forever.', 'deleted')
    expect(await db().characters.get('h')).toBeUndefined()
    expect(wrapper.text()).toContain('The trash is empty.')
  })

  it('exports a character file, and shows a failed export as an alert until the next action', async () => {
    const exportFile = vi.fn((_name: string, _content: string) => Promise.resolve(true))
    setPlatform({ ...createWebPlatform(), exportFile })
    const { wrapper } = await showLibrary([character('heimr', 'h', 'Tova')])
    await button(wrapper, 'Export Tova').trigger('click')
    await until(() => status(wrapper) === 'Exported “Tova”.', 'exported')
    const [fileName, content] = exportFile.mock.calls[0]!
    expect(fileName).toBe(suggestedFileName('character', 'Tova'))
    const file = JSON.parse(content) as { format: string; data: { characters: { id: string }[] } }
    expect(file.format).toBe(fileFormats.character)
    expect(file.data.characters.map((c) => c.id)).toEqual(['h'])

    exportFile.mockRejectedValueOnce(new Error('The disk is full.'))
    await button(wrapper, 'Export Tova').trigger('click')
    await until(() => alerts(wrapper).length > 0, 'failure shown')
    expect(alerts(wrapper)).toEqual(['Export failed: The disk is full.'])
    await button(wrapper, 'Duplicate Tova').trigger('click')
    await until(() => status(wrapper).startsWith('Duplicated'), 'duplicated')
    expect(alerts(wrapper)).toEqual([])
  })

  it('asks the platform for a file to import', async () => {
    const importFile = vi.fn(() => Promise.resolve(null))
    setPlatform({ ...createWebPlatform(), importFile })
    const { wrapper } = await showLibrary()
    const importButton = wrapper.findAll('button').find((b) => b.text() === 'Import…')!
    await importButton.trigger('click')
    await until(() => importFile.mock.calls.length === 1, 'asked')
  })
})

describe('LibraryView: the next launch’s first frame', () => {
  // first-frame.ts ties the copy to the page's entry script, as the built app has one (added as
  // markup, which never runs).
  beforeEach(() => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="module" src="http://localhost/assets/index-test.js" data-test-entry></script>',
    )
    localStorage.removeItem(firstFrameKey)
  })
  afterEach(() => {
    document.querySelector('[data-test-entry]')?.remove()
    document.getElementById('app')?.remove()
  })
  const inApp = () => {
    const app = document.createElement('div')
    app.id = 'app'
    document.body.append(app)
    return app
  }

  const kept = () => localStorage.getItem(firstFrameKey) ?? ''
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('keeps a copy of the list once it settles, and not of a filtered one', async () => {
    const { wrapper } = await showLibrary(
      [character('heimr', 'h', 'Tova'), character('symbaroum', 's', 'Ylva')],
      '/characters',
      inApp(),
    )
    await until(() => kept().includes('Ylva'), 'the copy kept')
    expect(kept()).toContain('Tova')
    expect(kept()).toContain('library-title')

    localStorage.removeItem(firstFrameKey)
    await wrapper.get('input[type="search"]').setValue('tova')
    await pause(600)
    expect(kept()).toBe('') // a launch never opens filtered

    await wrapper.get('input[type="search"]').setValue('')
    await until(() => kept().includes('Ylva'), 'the copy kept again once cleared')
  })

  it('replaces the copy when a character is added', async () => {
    const { wrapper } = await showLibrary([character('heimr', 'h', 'Tova')], '/characters', inApp())
    await until(() => kept().includes('Tova'), 'the copy kept')
    await button(wrapper, 'Duplicate Tova').trigger('click')
    await until(() => listed(wrapper).length === 2, 'the duplicate listed')
    const copyName = listed(wrapper).find((n) => n !== 'Tova')!
    await until(() => kept().includes(copyName), 'the copy shows the duplicate')
  })
})
