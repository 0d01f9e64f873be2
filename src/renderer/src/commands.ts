// App-wide commands (menu, keyboard) that the open screen handles. The character editor
// registers its handlers while it is shown, so the shell never loads the rules code itself.
export interface EditorCommands {
  undo(): void
  redo(): void
  flush(): Promise<void>
}

let active: EditorCommands | null = null

export function registerEditorCommands(commands: EditorCommands): () => void {
  active = commands
  return () => {
    if (active === commands) active = null
  }
}

export function editorCommands(): EditorCommands | null {
  return active
}
