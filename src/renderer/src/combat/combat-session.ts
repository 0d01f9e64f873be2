// The combat screen's working state, without Vue: the encounter being run, its undo history, and
// how a change reaches storage. A change to a foe or to the turn lives in the encounter; a party
// member's damage, healing or condition is posted to the character's ledger (an undoable entry,
// as the sheet's own purchases are), then the encounter is saved. Undo takes back the last change
// of either kind. The view (CombatView.vue) draws it and maps the keys.
import type { Encounter, EncounterChange } from '@shared/encounter'
import type { AppliedIntent } from '@shared/combat-intent'
import type { Rng } from '@systems/common/dice'
import type { CharacterRecord, HouseRules } from '@systems/types'

/** What the session needs from storage and the rules; tests give fakes. */
export interface CombatStore {
  saveEncounter(encounter: Encounter, ended?: boolean): Promise<void>
  getCharacter(id: string): Promise<CharacterRecord | undefined>
  putCharacter(record: CharacterRecord): Promise<void>
  rulesFor(system: string): HouseRules
  apply(
    character: CharacterRecord,
    intent: NonNullable<EncounterChange['intent']>,
    rules: HouseRules,
    rng: Rng,
    at: string,
  ): AppliedIntent
  undoApplied(character: CharacterRecord, entryId: string, at: string): CharacterRecord
  now(): string
  /** The message for a party member no longer in the library (or in the trash). */
  missing(characterId: string): string
}

/** One step back: the encounter before a change, and the ledger entry it posted, if any. */
interface UndoStep {
  encounter: Encounter
  posted: { characterId: string; entryId: string } | null
}

/** Most changes kept for undo in one sitting. */
const undoLimit = 100

export class CombatSession {
  private history: UndoStep[] = []

  constructor(
    public encounter: Encounter,
    private readonly store: CombatStore,
    private readonly rng: Rng,
  ) {}

  get canUndo(): boolean {
    return this.history.length > 0
  }

  /**
   * Takes a change to the encounter (turns, foes, who is out). Saved before it counts: a save
   * that fails leaves the encounter as it was.
   */
  async change(next: Encounter): Promise<void> {
    if (next === this.encounter) return
    await this.store.saveEncounter(next)
    this.remember({ encounter: this.encounter, posted: null })
    this.encounter = next
  }

  /**
   * Sync (#24): another device's version of this encounter, stored already. Shown at once, and
   * one undo brings back what was shown. False when it is what this session shows.
   */
  takeStored(stored: Encounter): boolean {
    if (JSON.stringify(stored) === JSON.stringify(this.encounter)) return false
    this.remember({ encounter: this.encounter, posted: null })
    this.encounter = stored
    return true
  }

  /**
   * Takes a model change that may carry a party member's ledger intent: the intent is posted to
   * the character first (refused: nothing is written, and the error is thrown), then the
   * encounter is saved. Returns what the change did on the sheet (e.g. "Toughness 14 → 9").
   */
  async changeWithIntent(result: EncounterChange): Promise<string[]> {
    const { intent } = result
    if (!intent) {
      await this.change(result.encounter)
      return []
    }
    const stored = await this.store.getCharacter(intent.characterId)
    if (!stored || stored.deletedAt !== null)
      throw new Error(this.store.missing(intent.characterId))
    const at = this.store.now()
    const applied = this.store.apply(
      stored,
      intent,
      this.store.rulesFor(stored.system),
      this.rng,
      at,
    )
    await this.store.putCharacter(applied.character)
    try {
      await this.store.saveEncounter(result.encounter)
    } catch (error) {
      // The sheet's change stands only with the encounter's record of it.
      await this.store.putCharacter(stored)
      throw error
    }
    this.remember({
      encounter: this.encounter,
      posted: { characterId: stored.id, entryId: applied.entryId },
    })
    this.encounter = result.encounter
    return applied.events
  }

  /** Takes back the last change; false when there is none. */
  async undo(): Promise<boolean> {
    const step = this.history.at(-1)
    if (!step) return false
    if (step.posted) {
      const stored = await this.store.getCharacter(step.posted.characterId)
      if (stored) {
        const undone = this.store.undoApplied(stored, step.posted.entryId, this.store.now())
        await this.store.putCharacter(undone)
      }
    }
    await this.store.saveEncounter(step.encounter)
    this.history.pop()
    this.encounter = step.encounter
    return true
  }

  /** Ends the fight; nothing to undo afterwards. */
  async end(): Promise<void> {
    await this.store.saveEncounter(this.encounter, true)
    this.history = []
  }

  private remember(step: UndoStep): void {
    this.history.push(step)
    if (this.history.length > undoLimit) this.history.shift()
  }
}
