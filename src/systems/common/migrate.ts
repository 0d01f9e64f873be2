// Reading stored character data of a known version, shared by every system's migrate().
import type { ZodType } from 'zod'
import { text } from './rules-text'

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
    const params = { system: systemName, version: String(fromVersion), current: currentVersion }
    throw new Error(
      Number.isInteger(fromVersion) && fromVersion > currentVersion
        ? text('migrate.newer', params)
        : text('migrate.unknown', params),
    )
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    throw new Error(
      // The fields, not zod's own English (src/shared/issue-messages.ts words them for import).
      text('migrate.invalid', {
        system: systemName,
        fields: parsed.error.issues.map((issue) => issue.path.join('.') || '—').join(', '),
      }),
      {
        cause: parsed.error,
      },
    )
  }
  return parsed.data
}
