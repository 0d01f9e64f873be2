// The sync channels (#24) through main's real registration and handlers, with `electron` mocked and
// real temp folders: the settings (kept in userData, defaults on damage), choosing the folder,
// every path and text checked, write then read, and the watch reporting to the page that asked.
import { mkdir, readFile, rename, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { maxFileBytes, syncChangedChannel } from '@shared/ipc'
import { untrustedSenderMessage } from '../ipc-handlers'
import { createSyncHandlers } from './sync-handlers'
import { fakePage, mainWithSync, tableFolder } from './sync-ipc-test-helpers'
import { createSyncSettingsStore } from './sync-settings'
import { removeTempFolders, tempFolder, until } from './sync-test-helpers'

vi.mock('electron')

afterEach(removeTempFolders)

const file = 'characters/a1b2c3d4.quillkeep'

/** Another writer (a sync engine) puts a file in place: a temp file, then a rename. */
async function otherWriter(root: string, path: string, text: string) {
  const target = join(root, ...path.split('/'))
  await mkdir(join(target, '..'), { recursive: true })
  await writeFile(`${target}.incoming`, text)
  await rename(`${target}.incoming`, target)
}

describe('sync settings', () => {
  it('start with no folder and sync off, and keep the folder and the switch across a restart', async () => {
    const main = await mainWithSync()
    const api = main.api()
    expect(await api.getSyncSettings()).toEqual({ folder: null, enabled: false })
    main.dialog.next = main.root
    expect(await api.chooseSyncFolder()).toEqual({ folder: main.root, enabled: false })
    expect(await api.setSyncEnabled(true)).toEqual({ folder: main.root, enabled: true })
    expect(JSON.parse(await readFile(join(main.userData, 'sync-settings.json'), 'utf8'))).toEqual({
      folder: main.root,
      enabled: true,
    })
    main.restart()
    expect(await main.api().getSyncSettings()).toEqual({ folder: main.root, enabled: true })
    expect(await main.api().setSyncEnabled(false)).toEqual({ folder: main.root, enabled: false })
    expect(await main.api().forgetSyncFolder()).toEqual({ folder: null, enabled: false })
  })

  it.each([
    ['not JSON', '{"folder": "/x", '],
    ['not an object', '[1, 2]'],
    ['a relative folder', '{"folder": "sync", "enabled": true}'],
    ['on without a folder', '{"folder": null, "enabled": true}'],
    ['a folder that is not text', '{"folder": 42, "enabled": true}'],
  ])('read as no folder and off when the file is damaged: %s', async (_name, damaged) => {
    const main = await mainWithSync()
    await writeFile(join(main.userData, 'sync-settings.json'), damaged)
    main.restart()
    expect(await main.api().getSyncSettings()).toEqual({ folder: null, enabled: false })
  })

  it('keep the folder but stay off when only the switch is damaged', async () => {
    const main = await mainWithSync()
    const settings = { folder: main.root, enabled: 'yes' }
    await writeFile(join(main.userData, 'sync-settings.json'), JSON.stringify(settings))
    main.restart()
    expect(await main.api().getSyncSettings()).toEqual({ folder: main.root, enabled: false })
  })

  it('change nothing when the folder dialog is cancelled', async () => {
    const main = await mainWithSync()
    await main.useFolder()
    main.dialog.next = null
    expect(await main.api().chooseSyncFolder()).toBeNull()
    expect(await main.api().getSyncSettings()).toEqual({ folder: main.root, enabled: true })
    expect(main.dialog.showOpenDialog).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Sync folder',
        defaultPath: main.root,
        properties: ['openDirectory', 'createDirectory'],
      }),
    )
  })

  it("refuse the app's data folder, the backup folder and folders inside them, with a message", async () => {
    const main = await mainWithSync()
    const api = main.api()
    for (const folder of [main.userData, join(main.userData, 'sync')]) {
      main.dialog.next = folder
      await expect(api.chooseSyncFolder()).rejects.toThrow(
        `"${folder}" is inside Quillkeep's own data folder.`,
      )
    }
    const backups = await tempFolder('sync-ipc-backups')
    main.dialog.next = backups
    await main.invoke(main.window, 'backup:choose-folder')
    for (const folder of [backups, join(backups, 'sync')]) {
      main.dialog.next = folder
      await expect(api.chooseSyncFolder()).rejects.toThrow(
        `"${folder}" is inside the backup folder.`,
      )
    }
    expect(await api.getSyncSettings()).toEqual({ folder: null, enabled: false })
  })

  it('refuse to turn sync on without a folder', async () => {
    const main = await mainWithSync()
    await expect(main.api().setSyncEnabled(true)).rejects.toThrow('Choose a sync folder first.')
  })

  it('give the device id kept in userData', async () => {
    const main = await mainWithSync()
    const device = await main.api().syncDevice()
    expect(device).toMatch(/^[0-9a-z]{20}$/)
    const saved = JSON.parse(await readFile(join(main.userData, 'sync-device.json'), 'utf8'))
    expect(saved).toEqual({ device })
  })
})

describe('sync folder operations', () => {
  it('are refused while no folder is chosen, or sync is off', async () => {
    const main = await mainWithSync()
    const api = main.api()
    await expect(api.syncList()).rejects.toThrow('Choose a sync folder first.')
    await expect(api.syncRead(file)).rejects.toThrow('Choose a sync folder first.')
    await expect(api.syncWrite(file, 'x')).rejects.toThrow('Choose a sync folder first.')
    await expect(api.syncWatch()).rejects.toThrow('Choose a sync folder first.')
    main.dialog.next = main.root
    await api.chooseSyncFolder()
    await expect(api.syncWrite(file, 'x')).rejects.toThrow('Sync is off. Turn it on in Settings.')
    await expect(api.syncList()).rejects.toThrow('Sync is off.')
  })

  it.each([
    '../x',
    '../x.quillkeep',
    'characters/../../etc.quillkeep',
    'characters/..quillkeep',
    'settings/x.quillkeep',
    'characters/a\\b.quillkeep',
    'characters/a\u0000.quillkeep',
    'characters/a:b.quillkeep',
    'characters/.hidden.quillkeep',
    'characters/a.json',
    'characters/',
    '/characters/a.quillkeep',
    'characters',
    `characters/${'a'.repeat(300)}.quillkeep`,
  ])('refuse the path %j before anything is read or written', async (path) => {
    const main = await mainWithSync()
    await main.useFolder()
    for (const [channel, args] of [
      ['sync:read', [path]],
      ['sync:write', [path, 'x']],
    ] as const) {
      await expect(main.invoke(main.window, channel, ...args)).rejects.toThrow(
        `${channel}: [0]: must be a sync file`,
      )
    }
  })

  it.each([
    ['sync:read', [42]],
    ['sync:write', [file]],
    ['sync:write', [file, 42]],
    ['sync:list', ['characters']],
    ['sync:set-enabled', ['yes']],
    ['sync:watch', [true]],
  ])('refuse bad arguments to %s', async (channel, args) => {
    const main = await mainWithSync()
    await main.useFolder()
    await expect(main.invoke(main.window, channel, ...args)).rejects.toThrow(`${channel}: `)
  })

  it('refuse a text longer than the largest file, and one larger in bytes', async () => {
    const main = await mainWithSync()
    await main.useFolder()
    // A rope: V8 does not make it one string unless it is read.
    const huge = 'x'.repeat(maxFileBytes + 1)
    await expect(main.invoke(main.window, 'sync:write', file, huge)).rejects.toThrow(
      'sync:write: [1]: Too big',
    )
    const settings = createSyncSettingsStore(join(main.userData, 'sync-settings.json'), writeFile)
    const handlers = createSyncHandlers({
      dialog: main.dialog,
      getWindow: () => null,
      settings,
      userData: main.userData,
      backupFolder: () => Promise.resolve(join(main.userData, 'backups')),
      platform: 'linux',
      maxBytes: 8,
    })
    // Five characters, ten bytes.
    await expect(handlers.syncWrite(file, 'ååååå')).rejects.toThrow(
      `"${file}" is too large to write to the sync folder`,
    )
    await handlers.syncWrite(file, 'åååå')
    expect(await readFile(join(main.root, file), 'utf8')).toBe('åååå')
  })

  it("write whole files; this device's own write reads as none, another writer's as text", async () => {
    const main = await mainWithSync()
    await main.useFolder()
    const api = main.api()
    await api.syncWrite(file, 'ours')
    expect(await readFile(join(main.root, file), 'utf8')).toBe('ours')
    expect(await api.syncRead(file)).toEqual({ kind: 'none' })
    await otherWriter(main.root, file, 'theirs')
    expect(await api.syncRead(file)).toEqual({ kind: 'text', text: 'theirs' })
    expect(await api.syncRead('journal/e1f2a3b4.quillkeep')).toEqual({ kind: 'none' })
    await otherWriter(main.root, 'journal/e1f2a3b4.quillkeep', 'entry')
    await otherWriter(main.root, 'settings/x.quillkeep', 'not a table')
    await otherWriter(main.root, 'characters/a\\b.quillkeep', 'a name that is refused')
    await otherWriter(main.root, 'characters/.tmp.quillkeep', 'hidden')
    expect((await api.syncList()).sort()).toEqual([
      'characters/a1b2c3d4.quillkeep',
      'journal/e1f2a3b4.quillkeep',
    ])
  })

  it('refuse a path whose table folder or file is a link out of the folder', async () => {
    const main = await mainWithSync()
    await main.useFolder()
    const elsewhere = await tempFolder('sync-ipc-elsewhere')
    await writeFile(join(elsewhere, 'a1b2c3d4.quillkeep'), 'secret')
    await symlink(elsewhere, join(main.root, 'characters'))
    await expect(main.api().syncRead(file)).rejects.toThrow(
      `"${file}" is not a file in the sync folder.`,
    )
    await expect(main.api().syncWrite(file, 'x')).rejects.toThrow(
      'is not a file in the sync folder',
    )
    await tableFolder(main.root, 'journal')
    await symlink(join(elsewhere, 'a1b2c3d4.quillkeep'), join(main.root, 'journal', 'e.quillkeep'))
    await expect(main.api().syncRead('journal/e.quillkeep')).rejects.toThrow(
      'is not a file in the sync folder',
    )
  })

  it('use the new folder when the user chooses another', async () => {
    const main = await mainWithSync()
    await main.useFolder()
    await main.api().syncWrite(file, 'first')
    const second = await tempFolder('sync-ipc-second')
    main.dialog.next = second
    expect(await main.api().chooseSyncFolder()).toEqual({ folder: second, enabled: true })
    await main.api().syncWrite(file, 'second')
    expect(await readFile(join(second, file), 'utf8')).toBe('second')
    expect(await readFile(join(main.root, file), 'utf8')).toBe('first')
  })

  it('refuse calls from a page main does not trust', async () => {
    const main = await mainWithSync()
    await main.useFolder()
    const foreign = fakePage('https://evil.example/')
    for (const [channel, args] of [
      ['sync:get-settings', []],
      ['sync:choose-folder', []],
      ['sync:set-enabled', [false]],
      ['sync:forget-folder', []],
      ['sync:device', []],
      ['sync:list', []],
      ['sync:read', [file]],
      ['sync:write', [file, 'x']],
      ['sync:watch', []],
      ['sync:unwatch', []],
    ] as const) {
      await expect(main.invoke(foreign, channel, ...args)).rejects.toThrow(untrustedSenderMessage)
    }
    expect(main.dialog.showOpenDialog).toHaveBeenCalledTimes(1)
    expect(await main.api().getSyncSettings()).toEqual({ folder: main.root, enabled: true })
  })
})

describe('watching the sync folder', () => {
  it("sends another writer's files, batched, to the page that asked, until it stops", async () => {
    const main = await mainWithSync()
    await main.useFolder()
    await tableFolder(main.root)
    const api = main.api()
    const seen: string[][] = []
    const stop = api.onSyncChange((paths) => seen.push(paths))
    await api.syncWatch()
    await otherWriter(main.root, file, 'theirs')
    await otherWriter(main.root, 'characters/b1b2c3d4.quillkeep', 'theirs too')
    await otherWriter(main.root, 'settings/x.quillkeep', 'not a table')
    await until(() => seen.flat().length >= 2, 'both changes')
    expect(seen.flat().sort()).toEqual([file, 'characters/b1b2c3d4.quillkeep'])
    expect(seen.length).toBeLessThanOrEqual(2)
    for (const call of main.window.contents.send.mock.calls)
      expect(call[0]).toBe(syncChangedChannel)

    await api.syncUnwatch()
    const sent = main.window.contents.send.mock.calls.length
    await otherWriter(main.root, 'characters/c1b2c3d4.quillkeep', 'after')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(main.window.contents.send.mock.calls.length).toBe(sent)
    stop()
  })

  it('stops when sync is turned off, and when the window closes', async () => {
    const main = await mainWithSync()
    await main.useFolder()
    await tableFolder(main.root)
    await main.api().syncWatch()
    await main.api().setSyncEnabled(false)
    await otherWriter(main.root, file, 'while off')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(main.window.contents.send).not.toHaveBeenCalled()

    await main.api().setSyncEnabled(true)
    await main.api().syncWatch()
    await otherWriter(main.root, 'characters/b1b2c3d4.quillkeep', 'on again')
    await until(() => main.window.contents.send.mock.calls.length > 0, 'the change')
    main.window.contents.send.mockClear()
    main.window.destroy({ flagged: false })
    await otherWriter(main.root, 'characters/c1b2c3d4.quillkeep', 'window closed')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(main.window.contents.send).not.toHaveBeenCalled()
  })
})
