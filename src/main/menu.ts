// The application menu. Commands the renderer owns (new character, import, export, backup,
// settings, undo, redo) are sent to it as menu commands; it decides what they mean (e.g. text-field undo vs. sheet undo).
import type { MenuItemConstructorOptions } from 'electron'
import type { MenuCommand } from '@shared/ipc-channels'
import type { RecentFile } from '@shared/ipc'
import { text } from './text'

interface RecentMenu {
  /** Quillkeep's list, newest first, each marked when its file is missing. */
  files: readonly RecentFile[]
  open: (path: string) => void
  clear: () => void
}

export interface MenuOptions {
  appName: string
  isMac: boolean
  isPackaged: boolean
  sendCommand: (command: MenuCommand) => void
  /** Help › Check for updates…: main checks (updates.ts); the item is left out when unset. */
  checkForUpdates?: () => void
  recent?: RecentMenu
}

/** A file name as a menu label: `&` would otherwise mark a mnemonic on Windows and Linux. */
const menuLabel = (name: string) => name.replace(/&/g, '&&')

/**
 * File › Open Recent (#22). macOS shows the OS's list (app.addRecentDocument) through its role,
 * and a click there arrives as `open-file`. Windows and Linux show Quillkeep's own list; a file
 * that has gone is labelled missing, and a click on it says so.
 */
function openRecentMenu(
  isMac: boolean,
  recent: RecentMenu | undefined,
): MenuItemConstructorOptions {
  const label = text('menu.openRecent')
  if (isMac) {
    return { label, role: 'recentDocuments', submenu: [{ role: 'clearRecentDocuments' }] }
  }
  const files = recent?.files ?? []
  const items: MenuItemConstructorOptions[] = files.map((file) => ({
    label: file.missing
      ? text('menu.missingFile', { name: menuLabel(file.name) })
      : menuLabel(file.name),
    toolTip: file.path,
    click: () => recent?.open(file.path),
  }))
  return {
    label,
    submenu: [
      ...(items.length > 0 ? items : [{ label: text('menu.noRecent'), enabled: false }]),
      { type: 'separator' },
      {
        label: text('menu.clearRecent'),
        enabled: items.length > 0,
        click: () => recent?.clear(),
      },
    ],
  }
}

export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const { appName, isMac, isPackaged, sendCommand } = options
  const command = (name: MenuCommand) => () => sendCommand(name)

  const appMenu: MenuItemConstructorOptions[] = isMac
    ? [
        {
          label: appName,
          submenu: [
            { role: 'about' },
            { type: 'separator' },
            {
              label: text('menu.settings'),
              accelerator: 'CmdOrCtrl+,',
              click: command('open-settings'),
            },
            { type: 'separator' },
            { role: 'services' },
            { type: 'separator' },
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            { type: 'separator' },
            { role: 'quit' },
          ],
        },
      ]
    : []

  const fileMenu: MenuItemConstructorOptions = {
    label: text('menu.file'),
    submenu: [
      {
        label: text('menu.newCharacter'),
        accelerator: 'CmdOrCtrl+N',
        click: command('new-character'),
      },
      { type: 'separator' },
      { label: text('menu.import'), accelerator: 'CmdOrCtrl+O', click: command('import') },
      openRecentMenu(isMac, options.recent),
      { label: text('menu.export'), accelerator: 'CmdOrCtrl+E', click: command('export') },
      { type: 'separator' },
      // The open sheet, roster or journal, through the OS's print dialog.
      { label: text('menu.print'), accelerator: 'CmdOrCtrl+P', click: command('print') },
      { type: 'separator' },
      { label: text('menu.backupNow'), click: command('backup-now') },
      ...(isMac
        ? []
        : ([
            { type: 'separator' },
            {
              label: text('menu.settings'),
              accelerator: 'CmdOrCtrl+,',
              click: command('open-settings'),
            },
          ] satisfies MenuItemConstructorOptions[])),
      { type: 'separator' },
      isMac ? { role: 'close' } : { role: 'quit' },
    ],
  }

  const editMenu: MenuItemConstructorOptions = {
    label: text('menu.edit'),
    submenu: [
      { label: text('menu.undo'), accelerator: 'CmdOrCtrl+Z', click: command('undo') },
      { label: text('menu.redo'), accelerator: 'CmdOrCtrl+Shift+Z', click: command('redo') },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  }

  const viewMenu: MenuItemConstructorOptions = {
    label: text('menu.view'),
    submenu: [
      { role: 'reload' },
      ...(isPackaged ? [] : ([{ role: 'toggleDevTools' }] satisfies MenuItemConstructorOptions[])),
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  }

  const windowMenu: MenuItemConstructorOptions = { label: text('menu.window'), role: 'windowMenu' }

  const helpMenu: MenuItemConstructorOptions = {
    label: text('menu.help'),
    role: 'help',
    submenu: [
      { role: 'about', label: text('menu.about', { name: appName }) },
      ...(options.checkForUpdates
        ? ([
            { type: 'separator' },
            { label: text('menu.checkForUpdates'), click: options.checkForUpdates },
          ] satisfies MenuItemConstructorOptions[])
        : []),
    ],
  }

  return [...appMenu, fileMenu, editMenu, viewMenu, windowMenu, helpMenu]
}
