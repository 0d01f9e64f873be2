// What every system's meta.ts exports, and the order the app lists systems in.

/** A system as lists name it, before its rules code loads. */
export interface SystemMeta {
  readonly id: string
  readonly name: string
}

/**
 * The order systems are listed in: by name, ignoring case, in a fixed order (not the user's
 * locale). Plain code-unit comparison, not localeCompare: the library sorts this list before its
 * first frame, and the first collation loads the browser's locale data (about 20 ms measured on
 * the first screen).
 */
export function byName(a: SystemMeta, b: SystemMeta): number {
  const left = a.name.toLowerCase()
  const right = b.name.toLowerCase()
  return left < right ? -1 : left > right ? 1 : 0
}
