// The database refuses any record that import would refuse: every add and put, from any
// repository, bulk write or upgrade, passes the same checks as a file does (see
// checkStoredRecord in shared/files.ts). So a backup of the database always reads back.
import type { DBCore, DBCoreMutateRequest, DBCoreTable, Middleware } from 'dexie'
import {
  checkStoredRecord,
  formatProblems,
  type FileProblem,
  type StoredTable,
} from '@shared/files'

const checkedTables: ReadonlySet<string> = new Set<StoredTable>([
  'characters',
  'campaigns',
  'journal',
  'settings',
  'rolls',
])

/** A write the database refused: what, and why, field by field. */
export class RefusedRecordError extends Error {
  constructor(
    readonly table: StoredTable,
    readonly problems: FileProblem[],
  ) {
    super(
      `This change was not saved because it would store an invalid record (${formatProblems(problems)})`,
    )
    this.name = 'RefusedRecordError'
  }
}

/** The first problem among `values`, or null when every one can be stored. */
export function refusal(table: StoredTable, values: readonly unknown[]): RefusedRecordError | null {
  for (const value of values) {
    const { problems } = checkStoredRecord(table, value)
    if (problems.length > 0) return new RefusedRecordError(table, problems)
  }
  return null
}

function guarded(table: DBCoreTable): DBCoreTable {
  const name = table.name as StoredTable
  return {
    ...table,
    mutate(request: DBCoreMutateRequest) {
      if (request.type === 'add' || request.type === 'put') {
        const refused = refusal(name, request.values)
        if (refused) return Promise.reject(refused)
      }
      return table.mutate(request)
    },
  }
}

export const storableRecords: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'storable-records',
  create(down) {
    return {
      ...down,
      table(tableName) {
        const table = down.table(tableName)
        return checkedTables.has(tableName) ? guarded(table) : table
      },
    }
  },
}
