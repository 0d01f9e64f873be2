// Validates a character record for printing with the same code as import: the record envelope,
// then the system's own schema (older data versions upgraded through `migrate`). Pure TypeScript.
import { characterRecordSchema } from '../file-schemas'
import { formatPath, issueProblems } from '../issue-messages'
import type { CharacterRecord } from '../records'
import { getSystem, isSystemId, systemRegistry } from '../../systems/index'
import type { GameSystem } from '../../systems/types'
import { text as say } from '../text'

export interface PrintProblem {
  path: string
  message: string
}

export type CheckedCharacter =
  | { ok: true; record: CharacterRecord; system: GameSystem<unknown> }
  | { ok: false; problems: PrintProblem[] }

/** Thrown by renderCharacter for a record that does not validate; the message lists why. */
export class InvalidCharacterError extends Error {
  override name = 'InvalidCharacterError'
  readonly problems: PrintProblem[]
  constructor(problems: PrintProblem[]) {
    const listed = problems
      .slice(0, 3)
      .map((p) => `${p.path || say('print.wholeCharacter')}: ${p.message}`)
      .join('; ')
    super(
      problems.length > 3
        ? say('print.cannotPrintMore', { problems: listed, count: problems.length - 3 })
        : say('print.cannotPrint', { problems: listed }),
    )
    this.problems = problems
  }
}

export function checkCharacter(input: unknown): CheckedCharacter {
  const envelope = characterRecordSchema.safeParse(input)
  if (!envelope.success) {
    return {
      ok: false,
      problems: issueProblems(envelope.error.issues, characterRecordSchema, input).map((p) => ({
        path: formatPath(p.path),
        message: p.message,
      })),
    }
  }
  const record = envelope.data as CharacterRecord
  if (!isSystemId(record.system)) {
    return {
      ok: false,
      problems: [
        {
          path: 'system',
          message: say('file.unknownSystem', {
            system: JSON.stringify(record.system),
            known: Object.keys(systemRegistry()).join(', '),
          }),
        },
      ],
    }
  }
  const system = getSystem(record.system)
  if (record.dataVersion > system.dataVersion) {
    return {
      ok: false,
      problems: [
        {
          path: 'dataVersion',
          message: say('print.newerCharacter', {
            system: system.name,
            version: record.dataVersion,
            known: system.dataVersion,
          }),
        },
      ],
    }
  }
  let data: unknown = record.data
  if (record.dataVersion < system.dataVersion) {
    try {
      data = system.migrate(record.data, record.dataVersion)
    } catch (error) {
      return {
        ok: false,
        problems: [
          {
            path: 'data',
            message: say('print.upgradeFailed', {
              system: system.name,
              version: record.dataVersion,
              error: error instanceof Error ? error.message : String(error),
            }),
          },
        ],
      }
    }
  }
  const checked = system.schema.safeParse(data)
  if (!checked.success) {
    return {
      ok: false,
      problems: issueProblems(checked.error.issues, system.schema, data, ['data']).map((p) => ({
        path: formatPath(p.path),
        message: p.message,
      })),
    }
  }
  return {
    ok: true,
    record: { ...record, dataVersion: system.dataVersion, data: checked.data },
    system,
  }
}
