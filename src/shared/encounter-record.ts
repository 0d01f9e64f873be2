// An encounter as the app stores it (#23 §4): the model's state with its times. Pure TypeScript.
import type { Encounter } from './encounter'
import type { EncounterRecord } from './records'

export interface EncounterTimes {
  createdAt: string
  updatedAt: string
  endedAt?: string | null
  deletedAt?: string | null
}

/**
 * The record for an encounter. When nobody is left in the order the model may point the turn
 * before the first place (-1, after the last living one left); nobody's turn is stored as 0, which
 * the model reads the same way (no one living takes a turn; a newcomer gets the first).
 */
export function encounterRecord(encounter: Encounter, times: EncounterTimes): EncounterRecord {
  const inOrder = encounter.turn >= 0 && encounter.turn < encounter.order.length
  return {
    id: encounter.id,
    campaignId: encounter.campaignId,
    name: encounter.name,
    round: encounter.round,
    turn: inOrder ? encounter.turn : 0,
    combatants: encounter.combatants,
    order: encounter.order,
    log: encounter.log,
    createdAt: times.createdAt,
    updatedAt: times.updatedAt,
    endedAt: times.endedAt ?? null,
    deletedAt: times.deletedAt ?? null,
  }
}
