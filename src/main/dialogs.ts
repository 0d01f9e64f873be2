// Native dialogs, attached to the main window when there is one (modal, on top of it).
import type {
  BrowserWindow,
  Dialog,
  OpenDialogOptions,
  OpenDialogReturnValue,
  SaveDialogOptions,
  SaveDialogReturnValue,
} from 'electron'

export interface DialogHost {
  dialog: Pick<Dialog, 'showSaveDialog' | 'showOpenDialog'>
  getWindow: () => BrowserWindow | null
}

/** The chosen path, or null when the user cancelled. */
export async function chooseSavePath(
  host: DialogHost,
  options: SaveDialogOptions,
): Promise<string | null> {
  const window = host.getWindow()
  const result: SaveDialogReturnValue = window
    ? await host.dialog.showSaveDialog(window, options)
    : await host.dialog.showSaveDialog(options)
  return result.canceled || !result.filePath ? null : result.filePath
}

/** The first chosen path, or null when the user cancelled. */
export async function chooseOpenPath(
  host: DialogHost,
  options: OpenDialogOptions,
): Promise<string | null> {
  const window = host.getWindow()
  const result: OpenDialogReturnValue = window
    ? await host.dialog.showOpenDialog(window, options)
    : await host.dialog.showOpenDialog(options)
  const path = result.filePaths[0]
  return result.canceled || !path ? null : path
}
