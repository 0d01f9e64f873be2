// Small helpers for the sheet component tests: find controls as a user names them, commit number
// fields as a user does (type, then blur or Enter), and fix the dice a component rolls.
import { expect, vi } from 'vitest'
import type { DOMWrapper, VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'

/** A mounted component, or a part of it. */
export type Found = Pick<VueWrapper, 'findAll' | 'find' | 'get'> | DOMWrapper<Element>

/** The value a DerivedStat shows for `id`, as the player reads it. */
export function derivedValue(wrapper: Found, id: string): string {
  return wrapper.get(`[data-derived="${id}"] [data-testid="derived-value"]`).text()
}

/** The button whose text (or aria-label) is exactly `name`. */
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

/** Types `value` into the NumberField labelled `label` and commits it with blur or Enter. */
export async function commitNumber(
  wrapper: Found,
  label: string,
  value: string,
  how: 'blur' | 'enter' = 'blur',
): Promise<void> {
  const input = numberInput(wrapper, label)
  await input.setValue(value)
  if (how === 'blur') await input.trigger('blur')
  else await input.trigger('keydown', { key: 'Enter' })
}

/** Asserts the field is marked invalid and that its message, tied by aria-describedby, is `message`. */
export function expectInvalid(wrapper: Found, label: string, message: string): void {
  const input = numberInput(wrapper, label)
  expect(input.attributes('aria-invalid')).toBe('true')
  const describedBy = input.attributes('aria-describedby')
  expect(describedBy).toBeTruthy()
  const error = wrapper.get(`[id="${describedBy}"]`)
  expect(error.attributes('role')).toBe('alert')
  expect(error.text()).toBe(message)
}

/** Asserts the field shows no error. */
export function expectValid(wrapper: Found, label: string): void {
  const input = numberInput(wrapper, label)
  expect(input.attributes('aria-invalid')).toBe('false')
  expect(input.attributes('aria-describedby')).toBeUndefined()
}

/**
 * Runs `create` (a mount) with Math.random fixed, so a component's unseeded `createRng()` starts
 * from a known seed. Returns what `create` returned and that seed, for `createRng(seed)` to
 * replay the same dice in the test.
 */
export function withKnownDice<T>(create: () => T, random = 0.375): { result: T; seed: number } {
  const spy = vi.spyOn(Math, 'random').mockReturnValue(random)
  try {
    return { result: create(), seed: Math.floor(random * 2 ** 32) }
  } finally {
    spy.mockRestore()
  }
}

/**
 * In an open dialog: types `typed` into the NumberField labelled `label`, presses Escape in it,
 * and asserts that Escape was taken by the field (the dialog stays open) and put `saved` back.
 */
export async function expectEscapeRestores(
  wrapper: Found,
  label: string,
  typed: string,
  saved: string,
): Promise<void> {
  await numberInput(wrapper, label).setValue(typed)
  const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
  numberInput(wrapper, label).element.dispatchEvent(escape)
  await nextTick()
  expect(escape.defaultPrevented).toBe(true)
  expect(numberInput(wrapper, label).element.value).toBe(saved)
}
