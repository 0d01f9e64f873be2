// Helpers for the Cairn sheet's component tests: open a sample Cairn character, find controls as
// the user names them, commit number fields as a user does, and know the dice a component rolls.
// All but the first two are system-neutral; the Murdham tests use them too.
import { expect, vi } from 'vitest'
import type { DOMWrapper, VueWrapper } from '@vue/test-utils'
import type { CairnData } from '@systems/cairn-ap'
import type { QuillkeepDatabase } from '@renderer/db/database'
import { editedData, openSampleCharacter } from '@renderer/testing/sheet-harness'

/** A mounted component or a part of it. */
export type Found = Pick<VueWrapper, 'findAll' | 'get'> | DOMWrapper<Element>

/** Opens a sample Cairn character (changed by `edit`) in the editor store. */
export async function openCairn(
  db: QuillkeepDatabase,
  edit: (data: CairnData) => void = () => {},
): Promise<void> {
  await openSampleCharacter<CairnData>(db, 'cairn-ap', edit)
}

/** The open character's data. */
export const cairnData = (): CairnData => editedData<CairnData>()

/** The button whose text or aria-label is exactly `name`. */
export function button(wrapper: Found, name: string): DOMWrapper<HTMLButtonElement> {
  const found = wrapper
    .findAll<HTMLButtonElement>('button')
    .find((b) => b.text() === name || b.attributes('aria-label') === name)
  if (!found) throw new Error(`No button “${name}”`)
  return found
}

/** The input of the NumberField labelled `label`. */
export function numberInput(
  wrapper: Found,
  label: string,
): Omit<DOMWrapper<HTMLInputElement>, 'exists'> {
  return wrapper.get<HTMLInputElement>(`input[data-field="${label}"]`)
}

/** Types `text` into the NumberField labelled `label`, then leaves it (blur) or presses Enter. */
export async function commitNumber(
  wrapper: Found,
  label: string,
  text: string,
  how: 'blur' | 'enter' = 'blur',
): Promise<void> {
  const input = numberInput(wrapper, label)
  await input.setValue(text)
  if (how === 'blur') await input.trigger('blur')
  else await input.trigger('keydown', { key: 'Enter' })
}

/** The field is marked invalid, and its message (tied by aria-describedby) is `message`. */
export function expectInvalid(wrapper: Found, label: string, message: string): void {
  const input = numberInput(wrapper, label)
  expect(input.attributes('aria-invalid')).toBe('true')
  const id = input.attributes('aria-describedby')
  expect(id).toBeTruthy()
  const shown = wrapper.get(`[id="${id}"]`)
  expect(shown.attributes('role')).toBe('alert')
  expect(shown.text()).toBe(message)
}

/** The value a DerivedStat shows. */
export function derivedValue(wrapper: Found, id: string): string {
  return wrapper.get(`[data-derived="${id}"] [data-testid="derived-value"]`).text()
}

/** The text of every role="alert" element shown. */
export function alerts(wrapper: Found): string[] {
  return wrapper.findAll('[role="alert"]').map((a) => a.text())
}

/**
 * Runs `create` (a mount) with Math.random fixed, so the component's unseeded `createRng()` starts
 * from a known seed; `createRng(seed)` in the test then replays the same dice.
 */
export function withKnownDice<T>(create: () => T, random = 0.375): { mounted: T; seed: number } {
  const spy = vi.spyOn(Math, 'random').mockReturnValue(random)
  try {
    return { mounted: create(), seed: Math.floor(random * 2 ** 32) }
  } finally {
    spy.mockRestore()
  }
}

/**
 * What a browser does when Escape is pressed in a modal dialog: a cancelable `cancel` event, then
 * the dialog closes unless that was prevented. (happy-dom has no dialog keyboard handling.)
 */
export function pressEscapeIn(dialog: Element): void {
  const cancel = new Event('cancel', { cancelable: true })
  dialog.dispatchEvent(cancel)
  if (!cancel.defaultPrevented) (dialog as HTMLDialogElement).close()
}
