// Reading stored character data of a known version, shared by every system's migrate().
import { z, type ZodType } from 'zod'

/**
 * Parses data stored at `fromVersion` when that is the current version. A system with older
 * versions upgrades them step by step before calling this. Throws with a clear reason.
 */
export function readCurrentVersion<D>(
  systemName: string,
  schema: ZodType<D>,
  currentVersion: number,
  data: unknown,
  fromVersion: number,
): D {
  if (fromVersion !== currentVersion) {
    const why =
      Number.isInteger(fromVersion) && fromVersion > currentVersion
        ? 'it was saved by a newer version of Quillkeep'
        : 'that version is unknown'
    throw new Error(
      `Cannot read ${systemName} character data version ${String(fromVersion)}: ${why}. This version reads data version ${currentVersion}.`,
    )
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    throw new Error(
      `The ${systemName} character data is not valid:\n${z.prettifyError(parsed.error)}`,
      {
        cause: parsed.error,
      },
    )
  }
  return parsed.data
}
