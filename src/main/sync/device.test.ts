import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { isDeviceId } from '@shared/sync/hlc'
import { deviceId } from './device'

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })))
})

describe('the device id', () => {
  it('is made once and kept in the user data folder', async () => {
    const userData = await mkdtemp(join(tmpdir(), 'quillkeep-device-'))
    folders.push(userData)
    const first = await deviceId(userData)
    expect(isDeviceId(first)).toBe(true)
    expect(await deviceId(userData)).toBe(first)
    expect(JSON.parse(await readFile(join(userData, 'sync-device.json'), 'utf8'))).toEqual({
      device: first,
    })
  })

  it('a damaged file gives a new id', async () => {
    const userData = await mkdtemp(join(tmpdir(), 'quillkeep-device-'))
    folders.push(userData)
    await writeFile(join(userData, 'sync-device.json'), '{"device": "../../x"}')
    expect(isDeviceId(await deviceId(userData))).toBe(true)
  })
})
