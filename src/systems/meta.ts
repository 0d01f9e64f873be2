// What every system's meta.ts exports, and the order the app lists systems in.

/** A system as lists name it, before its rules code loads. */
export interface SystemMeta {
  readonly id: string
  readonly name: string
}

/** The order systems are listed in: by name, in a fixed collation (not the user's locale). */
export function byName(a: SystemMeta, b: SystemMeta): number {
  return a.name.localeCompare(b.name, 'en')
}
