// The systems the app lists (the library's picker and badges, campaigns, the party screen),
// without their rules code, so that the first screen stays light. Each system's folder has a
// meta.ts with its id and name; this finds them all, so a new system is listed without an edit
// here. The rules load on first use, through @systems/index.
import { byName, type SystemMeta } from '@systems/meta'

const found = import.meta.glob<SystemMeta>('../../systems/*/meta.ts', {
  eager: true,
  import: 'meta',
})

/** Every shipped system, by name. */
export const systemCatalog: readonly SystemMeta[] = Object.values(found).sort(byName)

export function systemName(id: string): string {
  return systemCatalog.find((s) => s.id === id)?.name ?? id
}
