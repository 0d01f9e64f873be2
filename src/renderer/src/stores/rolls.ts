import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { JournalRecord, RollRecord } from '@shared/records'
import { newId } from '@systems/common/ledger'
import { rollsRepo } from '@renderer/db/rolls-repo'
import { messageOf } from '@shared/errors'
import { i18n } from '@renderer/i18n'

export interface RollInput {
  characterId: string
  characterName: string
  /** What was rolled, e.g. "Accurate test". */
  label: string
  /** The outcome in a line, e.g. "rolled 7 vs 12: success". */
  result: string
}

const labelLimit = 120
const resultLimit = 500

/**
 * The roll log. Sheets record every roll here; the journal's roll panel lists a session's rolls
 * and attaches them to an entry. `revision` rises with every change, for lists to reload.
 */
export const useRollsStore = defineStore('rolls', () => {
  const revision = ref(0)
  const error = ref('')
  let writing: Promise<unknown> = Promise.resolve()

  /**
   * Stores one roll. Never throws: a roll that cannot be logged must not break the sheet, so a
   * failure is kept in `error` instead. Resolves to the stored roll, or null.
   */
  async function record(
    input: RollInput,
    at = new Date().toISOString(),
  ): Promise<RollRecord | null> {
    const roll: RollRecord = {
      id: newId(),
      at,
      characterId: input.characterId,
      characterName: input.characterName.slice(0, labelLimit),
      label: input.label.trim().slice(0, labelLimit) || i18n.global.t('stores.rolls.defaultLabel'),
      result: input.result.trim().slice(0, resultLimit),
    }
    const write = rollsRepo.add(roll)
    writing = write.catch(() => undefined)
    try {
      await write
      error.value = ''
      revision.value++
      return roll
    } catch (e) {
      error.value = i18n.global.t('stores.rolls.notLogged', { error: messageOf(e) })
      return null
    }
  }

  /** Records a roll for a character record (the sheet's open one); does nothing without one. */
  function recordFor(
    character: { id: string; name: string } | null | undefined,
    label: string,
    result: string,
  ): Promise<RollRecord | null> {
    if (!character) return Promise.resolve(null)
    return record({ characterId: character.id, characterName: character.name, label, result })
  }

  /**
   * Rolls by these characters since `since` (ISO time) that no journal entry holds yet. Rolls
   * marked for `entryId` are included too, so that a caller can offer again the ones its entry
   * lost (an undone attach); it filters out the ones the entry holds.
   */
  async function unattached(
    characterIds: readonly string[],
    since = '',
    entryId?: string,
  ): Promise<RollRecord[]> {
    await writing
    const rows = await rollsRepo.byCharacters(characterIds, since)
    return rows.filter((r) => !r.journalEntryId || r.journalEntryId === entryId)
  }

  /** Marks rolls as attached to an entry and returns the copies to keep in it. */
  async function attach(
    rolls: readonly RollRecord[],
    journalEntryId: string,
  ): Promise<RollRecord[]> {
    await rollsRepo.attach(
      rolls.map((r) => r.id),
      journalEntryId,
    )
    revision.value++
    return rolls.map((r) => ({ ...r, journalEntryId }))
  }

  async function detach(rollId: string): Promise<void> {
    await rollsRepo.detach(rollId)
    revision.value++
  }

  /** The entry before `entry` in its campaign's timeline, not in the trash (see rollsRepo). */
  function previousEntry(entry: JournalRecord): Promise<JournalRecord | undefined> {
    return rollsRepo.previousEntry(entry)
  }

  return { revision, error, record, recordFor, unattached, attach, detach, previousEntry }
})
