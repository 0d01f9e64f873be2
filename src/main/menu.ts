// The application menu. Commands the renderer owns (new character, import, export, backup,
// settings, undo, redo) are sent to it as menu commands; it decides what they mean (e.g. text-field undo vs. sheet undo).
import type { MenuItemConstructorOptions } from 'electron'
import type { MenuCommand } from '@shared/ipc-channels'
import { text } from './text'

export interface MenuOptions {
  appName: string
  isMac: boolean
  isPackaged: boolean
  sendCommand: (command: MenuCommand) => void
  /** Help › Check for updates…: main checks (updates.ts); the item is left out when unset. */
  checkForUpdates?: () => void
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
      { label: text('menu.export'), accelerator: 'CmdOrCtrl+E', click: command('export') },
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
