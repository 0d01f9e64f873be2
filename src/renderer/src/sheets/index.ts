import { defineAsyncComponent, type Component } from 'vue'

export interface SheetComponents {
  /** The live sheet. */
  sheet: Component
  /** The guided creation steps. */
  creation: Component
}

/** How a system's sheet folder hands over its screens: each loads on first use. */
export interface SheetLoaders {
  sheet: () => Promise<Component | { default: Component }>
  creation: () => Promise<Component | { default: Component }>
}

// Every folder here named after a system id, with a sheet.ts, is that system's sheet: a new
// system's folder is found without an edit here.
const found = import.meta.glob<SheetLoaders>('./*/sheet.ts', { eager: true, import: 'screens' })

const registered = new Map<string, SheetComponents>()

function load(loaders: SheetLoaders): SheetComponents {
  return {
    sheet: defineAsyncComponent(loaders.sheet),
    creation: defineAsyncComponent(loaders.creation),
  }
}

for (const [path, loaders] of Object.entries(found)) {
  const systemId = /^\.\/([^/]+)\/sheet\.ts$/.exec(path)?.[1]
  if (systemId) registered.set(systemId, load(loaders))
}

/** The sheet and creation screens of a system, or undefined when it has none. */
export function sheetFor(systemId: string): SheetComponents | undefined {
  return registered.get(systemId)
}

/**
 * Registers the screens of a system registered at run time (see registerSystem in
 * @systems/index). Returns a function that removes them again.
 */
export function registerSheet(systemId: string, loaders: SheetLoaders): () => void {
  if (registered.has(systemId))
    throw new Error(`The game system "${systemId}" already has a sheet.`)
  const components = load(loaders)
  registered.set(systemId, components)
  return () => {
    if (registered.get(systemId) === components) registered.delete(systemId)
  }
}

/** The systems that have a sheet (for tests that check every system has one). */
export function systemsWithSheets(): string[] {
  return [...registered.keys()]
}
