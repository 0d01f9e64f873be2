// Helpers for the Gods & Monsters component tests: open the sample character (or Toromeen, the
// book's worked example), find controls as the user names them, and commit fields as a user does.
import { afterEach, expect } from 'vitest'
import { flushPromises, type DOMWrapper, type VueWrapper } from '@vue/test-utils'
import type { GodsMonstersData } from '@systems/gods-monsters'
import { toromeen } from '@systems/gods-monsters/fixtures'
import type { CharacterRecord } from '@shared/records'
import type { QuillkeepDatabase } from '@renderer/db/database'
import { useEditorStore } from '@renderer/stores/editor'
import { editedData, openSampleCharacter } from '@renderer/testing/sheet-harness'
import { commitNumber as commitField } from '../sheet-test-helpers'

export { derivedValue, expectInvalid, numberInput } from '../sheet-test-helpers'

/** A mounted component or a part of it. */
export type Found = Pick<VueWrapper, 'find' | 'findAll' | 'get'> | DOMWrapper<Element>

/** The open character's data. */
export const gmData = (): GodsMonstersData => editedData<GodsMonstersData>()

/** Opens the sample Gods & Monsters character: a blank first-level warrior, every score 10. */
export function openGm(
  db: QuillkeepDatabase,
  edit: (data: GodsMonstersData) => void = () => {},
): Promise<CharacterRecord> {
  return openSampleCharacter<GodsMonstersData>(db, 'gods-monsters', edit)
}

/** Opens Toromeen as the creation example leaves him (Tony Barlow creates Toromeen). */
export function openToromeen(
  db: QuillkeepDatabase,
  edit: (data: GodsMonstersData) => void = () => {},
): Promise<CharacterRecord> {
  return openGm(db, (d) => {
    Object.assign(d, structuredClone(toromeen))
    edit(d)
  })
}

/** Awards mojo, coins (hundredths of a silver) or XP to the open character. */
export async function award(currency: 'mojo' | 'coins' | 'xp', amount: number): Promise<void> {
  const problem = useEditorStore().award(currency, amount, 'test')
  expect(problem).toBeNull()
  await flushPromises()
}

/** The value a DerivedStat shows. */
/** The button whose text or aria-label is exactly `name`. */
export function button(wrapper: Found, name: string): DOMWrapper<HTMLButtonElement> {
  const found = wrapper
    .findAll<HTMLButtonElement>('button')
    .find((b) => b.text() === name || b.attributes('aria-label') === name)
  if (!found) throw new Error(`No button “${name}”`)
  return found
}

/** Clicks the button named `name` and lets Dexie settle. */
export async function click(wrapper: Found, name: string): Promise<void> {
  await button(wrapper, name).trigger('click')
  await flushPromises()
}

/** Sets the control named `name` (input, select or textarea) as the user would. */
export async function fill(wrapper: Found, name: string, value: string | boolean): Promise<void> {
  await wrapper.get(`[name="${name}"]`).setValue(value)
}

/** Submits the form with the accessible name `label`. */
export async function submit(wrapper: Found, label: string): Promise<void> {
  await wrapper.get(`form[aria-label="${label}"]`).trigger('submit')
  await flushPromises()
}

/** The text of the component's alert (its last refusal); '' when none shows. */
export function alertText(wrapper: Found): string {
  return wrapper
    .findAll('[role="alert"]')
    .map((a) => a.text())
    .join(' ')
}

/** The text of the component's status line (what just happened). */
export function statusText(wrapper: Found): string {
  return wrapper.get('[role="status"]').text()
}

/** Types into the NumberField labelled `label`, commits with blur or Enter, and lets Dexie settle. */
export async function commitNumber(
  wrapper: Found,
  label: string,
  value: string,
  how: 'blur' | 'enter' = 'blur',
): Promise<void> {
  await commitField(wrapper, label, value, how)
  await flushPromises()
}

/**
 * Registers an afterEach that unmounts the last wrapper handed to the returned `attached`, for
 * tests that mount into document.body.
 */
export function unmountedAfterEach(): <T extends VueWrapper>(wrapper: T) => T {
  let mounted: VueWrapper | null = null
  afterEach(() => {
    // A test that unmounted it itself has taken it out of the page already.
    if (mounted?.element.isConnected) mounted.unmount()
    mounted = null
  })
  return (wrapper) => {
    mounted = wrapper
    return wrapper
  }
}
