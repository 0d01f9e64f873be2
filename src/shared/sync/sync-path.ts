// Which paths the page may name in the sync folder (#24): exactly `<table>/<name>`, a table the
// engine mirrors and a name the folder reads (isSyncFileName), nothing that could leave the table's
// folder. Main checks every path the page sends over IPC against this, and then that it resolves
// inside the chosen folder.
import { isSyncFileName } from './conflict-copies'
import { syncTables } from './record-file'

/** Longest `table/name` accepted: a table, a slash and a file name of at most 255 characters. */
const maxSyncPathLength = 300

/**
 * True for `table/name`: one of the sync tables, one slash, then a name `isSyncFileName` accepts
 * with no `..`, no backslash, no colon (a Windows stream) and no control character (NUL).
 */
export function isSyncPath(path: string): boolean {
  if (path.length > maxSyncPathLength) return false
  const at = path.indexOf('/')
  const table = path.slice(0, at)
  const name = path.slice(at + 1)
  return (
    at > 0 &&
    (syncTables as readonly string[]).includes(table) &&
    name.length <= 255 &&
    isSyncFileName(name) &&
    !name.includes('..') &&
    !/[/\\:\u0000-\u001f\u007f]/.test(name)
  )
}
