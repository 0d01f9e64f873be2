// The keys that hold dates anywhere in a Quillkeep file, for the tests that look for every date
// field (files.test.ts, files.fuzz.test.ts).
export const dateKeys: ReadonlySet<string> = new Set([
  'exportedAt',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'archivedAt',
  'undoneAt',
  'at',
  'date',
])
