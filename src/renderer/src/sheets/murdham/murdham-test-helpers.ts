// Helpers for the Murdham sheet's component tests: a sample Murdham character opened in the
// editor store; the system-neutral helpers are shared with the Cairn tests.
import type { MurdhamData } from '@systems/murdham'
import type { QuillkeepDatabase } from '@renderer/db/database'
import { editedData, openSampleCharacter } from '@renderer/testing/sheet-harness'

export {
  alerts,
  button,
  commitNumber,
  derivedValue,
  expectInvalid,
  numberInput,
  pressEscapeIn,
  withKnownDice,
} from '../cairn-ap/cairn-test-helpers'

/** Opens a sample Murdham character (changed by `edit`) in the editor store. */
export async function openMurdham(
  db: QuillkeepDatabase,
  edit: (data: MurdhamData) => void = () => {},
): Promise<void> {
  await openSampleCharacter<MurdhamData>(db, 'murdham', edit)
}

/** The open character's data. */
export const murdhamData = (): MurdhamData => editedData<MurdhamData>()
