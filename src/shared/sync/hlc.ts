// Revisions for folder sync (#24): a hybrid logical clock. A revision is the wall-clock time in
// milliseconds, a counter for events within the same millisecond (or while the wall clock lags
// behind one already seen), and the id of the device that made it. Revisions are totally ordered
// (wall, then counter, then device), and their text form sorts the same way. Pure TypeScript.

export interface Revision {
  /** Milliseconds since 1970, never less than any revision this device has seen. */
  wall: number
  /** Events within the same `wall`. */
  counter: number
  /** The device that made the revision: a random id made once per install. */
  device: string
}

/** A device id: lowercase letters and digits, 8 to 32 of them (see newDeviceId). */
const devicePattern = /^[a-z0-9]{8,32}$/
/** Digits of the wall clock in the text form: ms up to the year 33658. */
const wallDigits = 15
/** Hex digits of the counter in the text form. */
const counterDigits = 6
const maxCounter = 16 ** counterDigits - 1
const maxWall = 10 ** wallDigits - 1
const textPattern = /^(\d{15})-([0-9a-f]{6})-([a-z0-9]{8,32})$/

/** True for a device id this module accepts. */
export function isDeviceId(value: string): boolean {
  return devicePattern.test(value)
}

/** A new random device id (made once per install, kept device-private). */
export function newDeviceId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(20))
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('')
}

function next(wall: number, counter: number, device: string): Revision {
  // A counter that would overflow moves the clock on by a millisecond instead.
  return counter > maxCounter ? { wall: wall + 1, counter: 0, device } : { wall, counter, device }
}

/** The revision of a local event at `now` after `last` (null: the device's first event). */
export function tick(last: Revision | null, now: number, device: string): Revision {
  const wall = Math.max(last?.wall ?? 0, Math.floor(now))
  if (last && wall === last.wall) return next(wall, last.counter + 1, device)
  return { wall, counter: 0, device }
}

/** The device's clock after it has seen `remote` at `now` (its next tick is later than both). */
export function receive(
  last: Revision | null,
  remote: Revision,
  now: number,
  device: string,
): Revision {
  const lastWall = last?.wall ?? 0
  const wall = Math.max(lastWall, remote.wall, Math.floor(now))
  const lastCounter = last && wall === lastWall ? last.counter : -1
  const remoteCounter = wall === remote.wall ? remote.counter : -1
  const counter = Math.max(lastCounter, remoteCounter) + 1
  return next(wall, counter, device)
}

/** Total order of revisions: wall, then counter, then device. */
export function compareRevisions(a: Revision, b: Revision): number {
  if (a.wall !== b.wall) return a.wall < b.wall ? -1 : 1
  if (a.counter !== b.counter) return a.counter < b.counter ? -1 : 1
  return a.device < b.device ? -1 : a.device > b.device ? 1 : 0
}

/** The text form, e.g. "001795000000000-00002a-k3v9q0x1m2n4b5c6d7e8"; sorts as compareRevisions. */
export function formatRevision(revision: Revision): string {
  return `${String(revision.wall).padStart(wallDigits, '0')}-${revision.counter
    .toString(16)
    .padStart(counterDigits, '0')}-${revision.device}`
}

/** Reads the text form; undefined for anything else (wrong widths, case, device id, ranges). */
export function parseRevision(text: unknown): Revision | undefined {
  if (typeof text !== 'string') return undefined
  const match = textPattern.exec(text)
  if (!match) return undefined
  const wall = Number(match[1])
  const counter = parseInt(match[2] as string, 16)
  if (!Number.isSafeInteger(wall) || wall > maxWall || counter > maxCounter) return undefined
  return { wall, counter, device: match[3] as string }
}
