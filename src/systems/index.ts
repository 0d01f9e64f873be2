// Registry of rule systems. Adding a system is its folder here, its sheet folder in the renderer
// (src/renderer/src/sheets/<id>/) and one line in `systems` below: see docs/adding-a-system.md.
import type { GameSystem } from './types'
import { byName, type SystemMeta } from './meta'
import { symbaroum } from './symbaroum'
import { heimr } from './heimr'
import { murdham } from './murdham'
import { cairnAp } from './cairn-ap'
import { godsMonsters } from './gods-monsters'

// Each system has its own data type, so the registry accepts any.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameSystem = GameSystem<any>

/** The systems this version ships, keyed by id. */
export const systems = {
  symbaroum,
  heimr,
  'cairn-ap': cairnAp,
  murdham,
  'gods-monsters': godsMonsters,
} satisfies Record<string, AnyGameSystem>

export type SystemId = keyof typeof systems

/** Systems registered at run time (a test's toy system today; plug-ins one day), by id. */
const added = new Map<string, AnyGameSystem>()

/**
 * Registers a system beside the shipped ones, so every generic flow (create, derive, the ledger,
 * files, PDFs, the sheet) finds it by id. Returns a function that removes it again.
 */
export function registerSystem(system: AnyGameSystem): () => void {
  if (Object.prototype.hasOwnProperty.call(systems, system.id) || added.has(system.id))
    throw new Error(`A game system with the id "${system.id}" is already registered.`)
  added.set(system.id, system)
  return () => {
    if (added.get(system.id) === system) added.delete(system.id)
  }
}

function lookUp(id: string): AnyGameSystem | undefined {
  return Object.prototype.hasOwnProperty.call(systems, id) ? systems[id as SystemId] : added.get(id)
}

/** True for the id of a shipped or registered system. */
export function isSystemId(id: string): id is SystemId {
  return lookUp(id) !== undefined
}

/** Every system by id, shipped and registered (a snapshot: later registrations are not in it). */
export function systemRegistry(): Readonly<Record<string, AnyGameSystem>> {
  return added.size === 0 ? systems : { ...systems, ...Object.fromEntries(added) }
}

/** Every system, shipped then registered, in registry order. */
export function allSystems(): AnyGameSystem[] {
  return [...Object.values(systems), ...added.values()]
}

/** The system for `id`; throws a clear error for an id this version does not know. */
export function getSystem<K extends SystemId>(id: K): (typeof systems)[K]
export function getSystem(id: string): GameSystem<unknown>
export function getSystem(id: string): GameSystem<unknown> {
  const system = lookUp(id)
  if (!system) {
    const known = allSystems()
      .map((s) => s.id)
      .join(', ')
    throw new Error(`Unknown game system "${id}". This version of Quillkeep knows: ${known}.`)
  }
  return system as GameSystem<unknown>
}

/** Systems for pickers, by name (the renderer's catalogue lists the shipped ones the same way). */
export function systemList(): SystemMeta[] {
  return allSystems()
    .map((system) => ({ id: system.id, name: system.name }))
    .sort(byName)
}
