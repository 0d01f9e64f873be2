import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { menuCommands } from '@shared/ipc-channels'
import { buildMenuTemplate } from './menu'
import { matchLocale } from '@shared/locales'
import { inLocale, useAppLocale } from './rules-locale'

function allItems(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? allItems(item.submenu) : []),
  ])
}

function build(overrides: Partial<Parameters<typeof buildMenuTemplate>[0]> = {}) {
  const sendCommand = vi.fn()
  const template = buildMenuTemplate({
    appName: 'Quillkeep',
    isMac: false,
    isPackaged: true,
    sendCommand,
    ...overrides,
  })
  const items = allItems(template)
  const byLabel = (label: string) => items.find((item) => item.label === label)
  const byRole = (role: string) => items.find((item) => item.role === role)
  const click = (item: MenuItemConstructorOptions | undefined) =>
    (item?.click as (() => void) | undefined)?.()
  return { template, items, byLabel, byRole, click, sendCommand }
}

describe('buildMenuTemplate', () => {
  it('has File, Edit, View, Window and Help menus', () => {
    const { template } = build()
    expect(template.map((menu) => menu.label)).toEqual([
      '&File',
      '&Edit',
      '&View',
      '&Window',
      '&Help',
    ])
  })

  it.each([
    ['New Character', 'CmdOrCtrl+N', 'new-character'],
    ['Settings…', 'CmdOrCtrl+,', 'open-settings'],
    ['Undo', 'CmdOrCtrl+Z', 'undo'],
    ['Redo', 'CmdOrCtrl+Shift+Z', 'redo'],
    ['Import…', 'CmdOrCtrl+O', 'import'],
    ['Export…', 'CmdOrCtrl+E', 'export'],
    ['Back up now', undefined, 'backup-now'],
    ['&Print…', 'CmdOrCtrl+P', 'print'],
  ])('%s has %s and sends %s to the renderer', (label, accelerator, command) => {
    const { byLabel, click, sendCommand } = build()
    const item = byLabel(label)
    expect(item?.accelerator).toBe(accelerator)
    expect(item?.role).toBeUndefined()
    click(item)
    expect(sendCommand).toHaveBeenCalledExactlyOnceWith(command)
  })

  it('lists File items in order: new, import, open recent, export, print, back up, then quit', () => {
    const { template } = build()
    const file = template[0]!.submenu as MenuItemConstructorOptions[]
    expect(file.map((item) => item.label ?? item.role ?? item.type)).toEqual([
      'New Character',
      'separator',
      'Import…',
      'Open &Recent',
      'Export…',
      'separator',
      '&Print…',
      'separator',
      'Back up now',
      'separator',
      'Settings…',
      'separator',
      'quit',
    ])
  })

  it('sends every menu command from some item, on Windows/Linux and on macOS', () => {
    for (const isMac of [false, true]) {
      const { items, click, sendCommand } = build({ isMac })
      for (const item of items) click(item)
      expect(new Set(sendCommand.mock.calls.map(([command]) => command))).toEqual(
        new Set(menuCommands),
      )
    }
  })

  describe('Open Recent (#22)', () => {
    const files = [
      { name: 'Tova & Ulf.quillkeep', path: '/home/u/Tova & Ulf.quillkeep', at: '2026-11-27' },
      { name: 'Gone.quillkeep', path: '/home/u/Gone.quillkeep', at: '2026-11-26', missing: true },
    ]
    const openRecent = (isMac: boolean, list = files) => {
      const open = vi.fn()
      const clear = vi.fn()
      const { template } = build({ isMac, recent: { files: list, open, clear } })
      const file = template.find((menu) => /File/.test(String(menu.label)))!
      const item = (file.submenu as MenuItemConstructorOptions[]).find(
        (entry) => entry.label === 'Open &Recent',
      )!
      return { item, open, clear, submenu: item.submenu as MenuItemConstructorOptions[] }
    }

    it("lists Quillkeep's own files on Windows and Linux, marks the missing, and opens on click", () => {
      const { submenu, open, clear } = openRecent(false)
      expect(submenu.map((entry) => entry.label ?? entry.type)).toEqual([
        'Tova && Ulf.quillkeep',
        'Gone.quillkeep (missing)',
        'separator',
        'Clear Recent',
      ])
      expect(submenu[0]!.toolTip).toBe('/home/u/Tova & Ulf.quillkeep')
      ;(submenu[0]!.click as () => void)()
      expect(open).toHaveBeenCalledWith('/home/u/Tova & Ulf.quillkeep')
      // A missing file is still clickable: the click says it is gone.
      ;(submenu[1]!.click as () => void)()
      expect(open).toHaveBeenLastCalledWith('/home/u/Gone.quillkeep')
      ;(submenu[3]!.click as () => void)()
      expect(clear).toHaveBeenCalledTimes(1)
    })

    it('says when there are none, with Clear Recent disabled', () => {
      const { submenu } = openRecent(false, [])
      expect(submenu.map((entry) => [entry.label ?? entry.type, entry.enabled])).toEqual([
        ['No recent files', false],
        ['separator', undefined],
        ['Clear Recent', false],
      ])
    })

    it("uses macOS's own Open Recent menu, with its Clear Menu", () => {
      const { item } = openRecent(true)
      expect(item.role).toBe('recentDocuments')
      expect(item.submenu).toEqual([{ role: 'clearRecentDocuments' }])
    })
  })

  it('puts Quit in the File menu', () => {
    const { template } = build()
    const file = template[0]!.submenu as MenuItemConstructorOptions[]
    expect(file.some((item) => item.role === 'quit')).toBe(true)
  })

  it('keeps the standard clipboard roles in Edit', () => {
    const { template } = build()
    const edit = template[1]!.submenu as MenuItemConstructorOptions[]
    expect(edit.map((item) => item.role).filter(Boolean)).toEqual([
      'cut',
      'copy',
      'paste',
      'selectAll',
    ])
  })

  it('has zoom, reload and full screen, and DevTools only when not packaged', () => {
    const packaged = build({ isPackaged: true })
    for (const role of ['reload', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']) {
      expect(packaged.byRole(role), role).toBeDefined()
    }
    expect(packaged.byRole('toggleDevTools')).toBeUndefined()
    expect(build({ isPackaged: false }).byRole('toggleDevTools')).toBeDefined()
  })

  it('has Window and About', () => {
    const { byRole } = build()
    expect(byRole('windowMenu')).toBeDefined()
    expect(byRole('about')?.label).toBe('About Quillkeep')
  })

  it('on macOS adds the app menu with Settings and Quit', () => {
    const { template, click, sendCommand } = build({ isMac: true })
    expect(template[0]!.label).toBe('Quillkeep')
    const appMenu = template[0]!.submenu as MenuItemConstructorOptions[]
    expect(appMenu.some((item) => item.role === 'quit')).toBe(true)
    const settings = appMenu.find((item) => item.label === 'Settings…')
    expect(settings?.accelerator).toBe('CmdOrCtrl+,')
    click(settings)
    expect(sendCommand).toHaveBeenCalledWith('open-settings')
    const labels = allItems(template).filter((item) => item.label === 'Settings…')
    expect(labels).toHaveLength(1)
  })

  it('Help › Check for updates… asks main to check, and is there only when main can', () => {
    const checkForUpdates = vi.fn()
    const { template, byLabel, click, sendCommand } = build({ checkForUpdates })
    const help = template.at(-1)!.submenu as MenuItemConstructorOptions[]
    expect(help.map((item) => item.label ?? item.type)).toEqual([
      'About Quillkeep',
      'separator',
      'Check for updates…',
    ])
    click(byLabel('Check for updates…'))
    expect(checkForUpdates).toHaveBeenCalledTimes(1)
    expect(sendCommand).not.toHaveBeenCalled()
    expect(build().byLabel('Check for updates…')).toBeUndefined()
    try {
      useAppLocale('sv')
      expect(build({ checkForUpdates }).byLabel('Sök efter uppdateringar…')).toBeDefined()
      useAppLocale('de')
      expect(build({ checkForUpdates }).byLabel('Nach Updates suchen…')).toBeDefined()
    } finally {
      useAppLocale('en')
    }
  })

  it('is built in the language the renderer shows (issue #21), and prints keep theirs', async () => {
    try {
      useAppLocale('sv')
      const { byLabel, template } = build()
      expect(template.map((menu) => menu.label)).toEqual([
        '&Arkiv',
        '&Redigera',
        '&Visa',
        '&Fönster',
        '&Hjälp',
      ])
      expect(byLabel('Ny rollperson')).toBeDefined()
      // A print in German in between leaves main's own words in Swedish afterwards.
      await inLocale('de', () => Promise.resolve(build().byLabel('&Datei')))
      expect(build().byLabel('&Arkiv')).toBeDefined()
      useAppLocale('de')
      expect(build().byLabel('Jetzt sichern')).toBeDefined()
    } finally {
      useAppLocale('en')
    }
    expect(build().byLabel('&File')).toBeDefined()
  })

  it("starts in the system's language when the app speaks it, else English", () => {
    expect(matchLocale(['sv-SE', 'en-US'])).toBe('sv')
    expect(matchLocale(['fr-FR', 'de_AT'])).toBe('de')
    expect(matchLocale(['fr-FR'])).toBe('en')
  })
})
