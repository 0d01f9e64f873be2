// Helpers for the Cairn sheet's component tests: open a sample Cairn character, find controls as
// the user names them, commit number fields as a user does, and know the dice a component rolls.
// All but the first two are system-neutral; the Murdham tests use them too.
import { vi } from 'vitest'
import type { Found } from '../sheet-test-helpers'
import type { CairnData } from '@systems/cairn-ap'
import type { QuillkeepDatabase } from '@renderer/db/database'
import { editedData, openSampleCharacter } from '@renderer/testing/sheet-harness'

// Finding and committing fields is the same for every sheet: one copy, in sheets/.
export {
  button,
  commitNumber,
  derivedValue,
  expectInvalid,
  numberInput,
  type Found,
} from '../sheet-test-helpers'

/** Opens a sample Cairn character (changed by `edit`) in the editor store. */
export async function openCairn(
  db: QuillkeepDatabase,
  edit: (data: CairnData) => void = () => {},
): Promise<void> {
  await openSampleCharacter<CairnData>(db, 'cairn-ap', edit)
}

/** The open character's data. */
export const cairnData = (): CairnData => editedData<CairnData>()

/** The value a DerivedStat shows. */
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
