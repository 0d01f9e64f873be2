// The database refuses any record that import would refuse: every add and put, from any
// repository, bulk write or upgrade, passes the same checks as a file does (see
// checkStoredRecord in shared/files.ts). So a backup of the database always reads back.
//
// The checks need every system's rules, which the first screen does not: they load beside the
// database (see connection.ts) and are waited for only by a write that comes before them.
import type { DBCore, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware } from 'dexie'
import type { FileProblem, StoredTable } from '@shared/files'

type Checks = typeof import('@shared/files')

const checkedTables: ReadonlySet<string> = new Set<StoredTable>([
  'characters',
  'campaigns',
  'journal',
  'settings',
  'rolls',
  'encounters',
])

let checks: Checks | null = null
let loadFailure: Error | null = null
let loading: Promise<Checks> | null = null

/** Starts loading the checks (once); the database's first write waits for them if need be. */
export function loadRecordChecks(): Promise<Checks> {
  loading ??= import('@shared/files').then(
    (module) => (checks = module),
    (error: unknown) => {
      loadFailure = error instanceof Error ? error : new Error(String(error))
      loading = null
      throw error
    },
  )
  return loading
}

/** A write the database refused: what, and why, field by field. */
export class RefusedRecordError extends Error {
  constructor(
    readonly table: StoredTable,
    readonly problems: FileProblem[],
    summary: string,
  ) {
    super(`This change was not saved because it would store an invalid record (${summary})`)
    this.name = 'RefusedRecordError'
  }
}

/** The first problem among `values`, or null when every one can be stored. */
function refusal(loaded: Checks, table: StoredTable, values: readonly unknown[]) {
  for (const value of values) {
    const { problems } = loaded.checkStoredRecord(table, value)
    if (problems.length > 0) {
      return new RefusedRecordError(table, problems, loaded.formatProblems(problems))
    }
  }
  return null
}

/**
 * Resolves once the checks are loaded, keeping `trans` alive meanwhile with cheap reads (an
 * IndexedDB transaction with nothing pending commits by itself).
 */
function checksLoaded(table: DBCoreTable, trans: DBCoreTransaction): Promise<Checks> {
  void loadRecordChecks().catch(() => undefined)
  return new Promise((resolve, reject) => {
    const wait = (): void => {
      if (checks) return resolve(checks)
      if (loadFailure) return reject(loadFailure)
      table.get({ trans, key: '\uffff' }).then(wait, reject)
    }
    wait()
  })
}

function guarded(table: DBCoreTable): DBCoreTable {
  const name = table.name as StoredTable
  return {
    ...table,
    mutate(request: DBCoreMutateRequest) {
      if (request.type !== 'add' && request.type !== 'put') return table.mutate(request)
      const check = (loaded: Checks) => {
        const refused = refusal(loaded, name, request.values)
        return refused ? Promise.reject(refused) : table.mutate(request)
      }
      return checks ? check(checks) : checksLoaded(table, request.trans).then(check)
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
