// The application menu. Commands the renderer owns (new character, import, export, backup,
// settings, undo, redo) are sent to it as menu commands; it decides what they mean (e.g. text-field undo vs. sheet undo).
import type { MenuItemConstructorOptions } from 'electron'
import type { MenuCommand } from '@shared/ipc-channels'

export interface MenuOptions {
  appName: string
  isMac: boolean
  isPackaged: boolean
  sendCommand: (command: MenuCommand) => void
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
            { label: 'Settings…', accelerator: 'CmdOrCtrl+,', click: command('open-settings') },
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
    label: '&File',
    submenu: [
      { label: 'New Character', accelerator: 'CmdOrCtrl+N', click: command('new-character') },
      { type: 'separator' },
      { label: 'Import…', accelerator: 'CmdOrCtrl+O', click: command('import') },
      { label: 'Export…', accelerator: 'CmdOrCtrl+E', click: command('export') },
      { label: 'Back up now', click: command('backup-now') },
      ...(isMac
        ? []
        : ([
            { type: 'separator' },
            { label: 'Settings…', accelerator: 'CmdOrCtrl+,', click: command('open-settings') },
          ] satisfies MenuItemConstructorOptions[])),
      { type: 'separator' },
      isMac ? { role: 'close' } : { role: 'quit' },
    ],
  }

  const editMenu: MenuItemConstructorOptions = {
    label: '&Edit',
    submenu: [
      { label: 'Undo', accelerator: 'CmdOrCtrl+Z', click: command('undo') },
      { label: 'Redo', accelerator: 'CmdOrCtrl+Shift+Z', click: command('redo') },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  }

  const viewMenu: MenuItemConstructorOptions = {
    label: '&View',
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

  const windowMenu: MenuItemConstructorOptions = { label: '&Window', role: 'windowMenu' }

  const helpMenu: MenuItemConstructorOptions = {
    label: '&Help',
    role: 'help',
    submenu: [{ role: 'about', label: `About ${appName}` }],
  }

  return [...appMenu, fileMenu, editMenu, viewMenu, windowMenu, helpMenu]
}
