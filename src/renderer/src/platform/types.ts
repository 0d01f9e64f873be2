import type { FileFilter, MenuCommand, ThemeSource } from '@shared/ipc'

/** What the renderer needs from its host: the desktop shell or a plain browser. */
export interface Platform {
  kind: 'electron' | 'web'
  /** Human-readable description of where the app's data lives. */
  dataLocation(): Promise<string>
  appVersion(): Promise<string>
  /** Saves a file; false when the user cancelled. */
  saveFile(
    suggestedName: string,
    content: string | Uint8Array,
    filters: FileFilter[],
  ): Promise<boolean>
  /** Lets the user pick a file and returns its text; null when cancelled. */
  openFile(filters: FileFilter[]): Promise<{ name: string; content: string } | null>
  setThemeSource(source: ThemeSource): Promise<void>
  onMenuCommand(listener: (command: MenuCommand) => void): () => void
}
