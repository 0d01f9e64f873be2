import type { QuillkeepDatabase } from './database'

// Dexie loads in its own chunk, in parallel with the first screen, so it never delays the first
// paint. Only modules in db/ may call this.
let instance: Promise<QuillkeepDatabase> | null = null

/** The app's database, opened on first use. */
export function database(): Promise<QuillkeepDatabase> {
  instance ??= import('./database').then(({ QuillkeepDatabase }) => new QuillkeepDatabase())
  return instance
}

/** For tests: use a fresh, separately named database. */
export function useDatabase(db: QuillkeepDatabase | null): void {
  instance = db ? Promise.resolve(db) : null
}
