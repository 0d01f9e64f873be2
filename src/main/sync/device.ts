// The device's own id for sync revisions (#24): made once per install and kept in the user data
// folder, never in the sync folder (device-private state stays out of it).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFileAtomic } from '../../node/atomic-write'
import { isDeviceId, newDeviceId } from '@shared/sync/hlc'

const fileName = 'sync-device.json'

/** The device id kept in `userData`, made and saved on first use. */
export async function deviceId(userData: string): Promise<string> {
  const path = join(userData, fileName)
  try {
    const saved = JSON.parse(await readFile(path, 'utf8')) as { device?: unknown }
    if (typeof saved.device === 'string' && isDeviceId(saved.device)) return saved.device
  } catch {
    // Missing or damaged: a new id (the old one's revisions stay valid; they are only names).
  }
  const device = newDeviceId()
  await writeFileAtomic(path, `${JSON.stringify({ device })}\n`)
  return device
}
