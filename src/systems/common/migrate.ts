// Reading stored character data of a known version, shared by every system's migrate().
import { z, type ZodType } from 'zod'

/** One step of a system's data upgrades: data of version n made into data of version n + 1. */
export type DataUpgrade = (data: unknown) => unknown

/**
 * The upgrade of a version that only added optional fields: the older data reads unchanged.
 * The version goes up all the same, so that an older Quillkeep refuses the newer data (and keeps
 * it untouched) instead of reading it and dropping the fields it does not know.
 */
export const addsOptionalFields: DataUpgrade = (data) => data

/**
 * Parses data stored at `fromVersion`, after upgrading it one version at a time with `upgrades`
 * (keyed by the version each step starts from). Throws with a clear reason for a version it
 * cannot upgrade, and for invalid data.
 */
export function readVersion<D>(
  systemName: string,
  schema: ZodType<D>,
  currentVersion: number,
  data: unknown,
  fromVersion: number,
  upgrades: Readonly<Record<number, DataUpgrade>>,
): D {
  let version = fromVersion
  let upgraded = data
  for (let step = upgrades[version]; version < currentVersion && step; step = upgrades[version]) {
    upgraded = step(upgraded)
    version++
  }
  return readCurrentVersion(systemName, schema, currentVersion, upgraded, version)
}

/**
 * Parses data stored at `fromVersion` when that is the current version. A system with older
 * versions upgrades them step by step before calling this. Throws with a clear reason.
 */
function readCurrentVersion<D>(
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
