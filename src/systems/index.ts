// Registry of rule systems. Adding a system is one line in `systems`.
import type { GameSystem } from './types'
import { symbaroum } from './symbaroum'
import { heimr } from './heimr'
import { murdham } from './murdham'
import { cairnAp } from './cairn-ap'
import { godsMonsters } from './gods-monsters'

// Each system has its own data type, so the registry accepts any.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGameSystem = GameSystem<any>

export const systems = {
  symbaroum,
  heimr,
  'cairn-ap': cairnAp,
  murdham,
  'gods-monsters': godsMonsters,
} satisfies Record<string, AnyGameSystem>

export type SystemId = keyof typeof systems

export function isSystemId(id: string): id is SystemId {
  return Object.prototype.hasOwnProperty.call(systems, id)
}

/** The system for `id`; throws a clear error for an id this version does not know. */
export function getSystem<K extends SystemId>(id: K): (typeof systems)[K]
export function getSystem(id: string): GameSystem<unknown>
export function getSystem(id: string): GameSystem<unknown> {
  if (!isSystemId(id)) {
    const known = Object.keys(systems).join(', ')
    throw new Error(`Unknown game system "${id}". This version of Quillkeep knows: ${known}.`)
  }
  return systems[id]
}

/** Systems for pickers in the UI, in registry order. */
export const systemList: { id: SystemId; name: string }[] = Object.values(systems).map(
  (system) => ({
    id: system.id as SystemId,
    name: system.name,
  }),
)
