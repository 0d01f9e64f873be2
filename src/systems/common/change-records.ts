// Reading the lists a ledger change wrote (inventories, fields, skills): what an older entry
// bought is read back from them (see AdvancementRules.purchaseOf).

/** An object with a text id, as list elements in character data are. */
export type IdRecord = { id: string } & Record<string, unknown>

/** The objects with a text `id` in a list a change wrote; anything else counts as empty. */
export function recordsIn(value: unknown): IdRecord[] {
  return Array.isArray(value)
    ? value.filter(
        (item: unknown): item is IdRecord =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as { id?: unknown }).id === 'string',
      )
    : []
}
