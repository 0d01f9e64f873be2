// File › Print (Ctrl/Cmd+P, #22): the open screen says what it prints. The character editor, the
// party screen and the journal register their print preview while shown; the shell calls it.
interface PrintRequest {
  /** Open the OS print dialog as soon as the preview is rendered. */
  autoPrint: boolean
}

type PrintTarget = (request: PrintRequest) => void

let active: PrintTarget | null = null

export function registerPrintTarget(target: PrintTarget): () => void {
  active = target
  return () => {
    if (active === target) active = null
  }
}

/** Opens the open screen's print preview and prints it; false when the screen has nothing to print. */
export function printCurrent(): boolean {
  if (!active) return false
  active({ autoPrint: true })
  return true
}
