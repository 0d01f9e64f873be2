/** A JSON value: what records, files and ledger changes hold. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/**
 * A deep copy of character data, made through JSON on purpose rather than with structuredClone:
 * the renderer hands rules functions and repositories Vue's reactive proxies (a sheet's `data`, a
 * store's record, often with proxies nested inside plain objects), which structuredClone refuses
 * with a DataCloneError; and records are JSON, so a copy keeps no `undefined` properties, the same
 * as a saved or exported record. `undefined` itself comes back as it is.
 */
export function jsonCopy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T)
}
