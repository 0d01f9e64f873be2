/** True when the element is a field whose own text undo should win over the sheet's undo. */
export function isTextEditing(element: Element | null): boolean {
  if (!element) return false
  if (element instanceof HTMLTextAreaElement) return true
  if (element instanceof HTMLInputElement) {
    return ['text', 'search', 'email', 'url', 'tel', 'password', 'number'].includes(element.type)
  }
  return (element as HTMLElement).isContentEditable === true
}
