// The names of the registered systems, without their rules code, so that screens which only list
// systems (the character library) load fast. Keep in step with `systems` in index.ts; the registry
// test fails when they differ.
export const systemCatalog = [
  { id: 'symbaroum', name: 'Symbaroum' },
  { id: 'heimr', name: 'Heimr Tabletop Core' },
  { id: 'cairn-ap', name: 'Cairn (AP & Grimoire)' },
  { id: 'murdham', name: 'Murdham' },
  { id: 'gods-monsters', name: 'Gods & Monsters' },
] as const satisfies readonly {
  id: string
  name: string
}[]

export type CatalogSystemId = (typeof systemCatalog)[number]['id']

export function systemName(id: string): string {
  return systemCatalog.find((s) => s.id === id)?.name ?? id
}
