// Sync in the app (#24), at the store the Settings panel and the review screen use: this device is
// the app (its database through the repositories, its library and editor stores, its platform's
// sync settings and folder), and another device is a second database with its own running sync,
// on one sync folder in memory.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { sampleCampaign, sampleCharacter } from '@shared/file-fixtures'
import type { SyncSettings } from '@shared/ipc'
import { setPlatform } from '@renderer/platform'
import type { PlatformSync } from '@renderer/platform/types'
import { createWebPlatform } from '@renderer/platform/web'
import { useDatabase } from '@renderer/db/connection'
import { QuillkeepDatabase } from '@renderer/db/database'
import { startSync, type RunningSync } from '@renderer/db/sync-service'
import { MemorySyncFolders } from '@renderer/db/sync-test-helpers'
import type { CharacterRecord } from '@systems/types'
import { useCampaignsStore } from './campaigns'
import { useEditorStore } from './editor'
import { useLibraryStore } from './library'
import { syncTimings, useSyncStore } from './sync'

let run = 0
let folders: MemorySyncFolders
let mine: QuillkeepDatabase
let other: { db: QuillkeepDatabase; sync: RunningSync } | null
let settings: SyncSettings
let permission: 'granted' | 'prompt' = 'granted'

/** The platform's sync on this device: settings in memory, the shared folder as 'devicemine'. */
function platformSync(extra: Partial<PlatformSync> = {}): PlatformSync {
  const folder = folders.folder('devicemine')
  return {
    settings: () => Promise.resolve(settings),
    chooseFolder: () => Promise.resolve((settings = { ...settings, folder: '/home/me/Sync' })),
    setEnabled: (enabled) => {
      if (enabled && !settings.folder) return Promise.reject(new Error('Choose a folder first.'))
      return Promise.resolve((settings = { ...settings, enabled }))
    },
    forget: () => Promise.resolve((settings = { folder: null, enabled: false })),
    device: () => Promise.resolve('devicemine'),
    folder: () => folder,
    ...extra,
  }
}

/** The other device: its own database and running sync, its clock a minute ahead. */
async function otherDevice(): Promise<{ db: QuillkeepDatabase; sync: RunningSync }> {
  const db = new QuillkeepDatabase(`sync-store-other-${++run}`)
  const sync = await startSync({
    db,
    folder: folders.folder('deviceother'),
    device: 'deviceother',
    app: 'Quillkeep 0.1.0',
    quietMs: 10,
    settleMs: 5,
  })
  return { db, sync }
}

/** Lets timers, change reports and queued reads and writes on both devices finish. */
async function settle(rounds = 6): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    await new Promise((done) => setTimeout(done, 60))
    await other?.sync.flush()
  }
}

/** An edit on the other device, committed there. */
async function editElsewhere(record: CharacterRecord): Promise<void> {
  await other!.db.characters.put(record)
}

beforeEach(() => {
  folders = new MemorySyncFolders()
  mine = new QuillkeepDatabase(`sync-store-mine-${++run}`)
  useDatabase(mine)
  settings = { folder: '/home/me/Sync', enabled: true }
  permission = 'granted'
  other = null
  syncTimings.quietMs = 20
  syncTimings.settleMs = 5
  setActivePinia(createPinia())
})

afterEach(async () => {
  await useSyncStore().stop()
  await other?.sync.stop()
  useDatabase(null)
})

describe('the sync store', () => {
  it('says sync is unavailable where the platform has none, and does nothing', async () => {
    setPlatform(createWebPlatform())
    const sync = useSyncStore()
    await sync.load()
    expect(sync.status).toBe('unavailable')
    expect(sync.available).toBe(false)
  })

  it('stays off when it is off, and writes nothing to the folder', async () => {
    settings = { folder: '/home/me/Sync', enabled: false }
    setPlatform({ ...createWebPlatform(), sync: platformSync() })
    const sync = useSyncStore()
    await sync.load()
    expect(sync.status).toBe('off')
    await useLibraryStore().create('heimr', 'Tova')
    await settle()
    expect(folders.files.size).toBe(0)
  })

  it('reads the folder on start, and shows another device’s changes in the library and an open sheet', async () => {
    other = await otherDevice()
    const tova = sampleCharacter('heimr', 'tova-character')
    await editElsewhere(tova)
    await settle()
    setPlatform({ ...createWebPlatform(), sync: platformSync() })
    const library = useLibraryStore()
    await library.load()
    const sync = useSyncStore()
    await sync.load()
    expect(sync.status).toBe('on')
    expect(sync.lastSync).toBeInstanceOf(Date)
    await settle()
    expect(library.active.map((c) => c.name)).toEqual([tova.name])

    const editor = useEditorStore()
    expect(await editor.open(tova.id)).toBe(true)
    await editElsewhere({ ...tova, name: 'Tova, renamed on the laptop' })
    await settle()
    expect(library.active.map((c) => c.name)).toEqual(['Tova, renamed on the laptop'])
    expect(editor.record?.name).toBe('Tova, renamed on the laptop')
    // Screens that read records themselves (party, combat) hear of it through `changed`.
    expect(sync.changed.ids).toEqual({ characters: [tova.id] })
    // What the sheet showed before stays one undo away.
    editor.undo()
    expect(editor.record?.name).toBe(tova.name)
  })

  it('keeps an unsaved edit on the sheet and the other device’s edit, as a conflict to review', async () => {
    other = await otherDevice()
    const tova = sampleCharacter('heimr', 'tova-character')
    await editElsewhere(tova)
    await settle()
    setPlatform({ ...createWebPlatform(), sync: platformSync() })
    const sync = useSyncStore()
    await sync.load()
    await settle()
    const editor = useEditorStore()
    expect(await editor.open(tova.id)).toBe(true)

    // Typed here, in the autosave's quiet time, when the other device's edit arrives.
    folders.hold()
    await editElsewhere({ ...tova, name: 'Tova of the laptop' })
    await settle()
    expect(editor.commit({ ...editor.record!, name: 'Tova of the desktop' })).toBeNull()
    expect(editor.saveState).toBe('unsaved')
    folders.release()
    await settle()

    // Both versions are there. This device's edit was committed later, so its revision is the
    // higher and it is current; the laptop's waits for review.
    expect(sync.conflicts).toHaveLength(1)
    const [conflict] = sync.conflicts
    expect((conflict?.current?.body as CharacterRecord).name).toBe('Tova of the desktop')
    expect(conflict?.conflicts.map((v) => (v.body as CharacterRecord).name)).toEqual([
      'Tova of the laptop',
    ])
    expect(editor.record?.name).toBe('Tova of the desktop')
    expect(editor.saveState).toBe('saved')

    // Keep both: the laptop's version becomes a character of its own, on both devices.
    await sync.resolve('characters', tova.id, conflict!.conflicts[0]!.revision, 'both')
    expect(sync.conflicts).toEqual([])
    await settle()
    const names = (await mine.characters.toArray()).map((c) => c.name).sort()
    expect(names).toEqual(['Tova of the desktop', 'Tova of the laptop (other device)'])
    expect(
      useLibraryStore()
        .active.map((c) => c.name)
        .sort(),
    ).toEqual(names)
    expect((await other.db.characters.toArray()).map((c) => c.name).sort()).toEqual(names)
  })

  it('shows another device’s change to a campaign in the list and the open campaign', async () => {
    other = await otherDevice()
    const davokar = sampleCampaign('campaign-davokar')
    await other.db.campaigns.put(davokar)
    await settle()
    setPlatform({ ...createWebPlatform(), sync: platformSync() })
    await useSyncStore().load()
    await settle()
    const campaigns = useCampaignsStore()
    await campaigns.loadSummaries()
    expect(await campaigns.open(davokar.id)).not.toBeNull()
    await other.db.campaigns.put({ ...davokar, name: 'Davokar, second year' })
    await settle()
    expect(campaigns.current?.name).toBe('Davokar, second year')
    expect(campaigns.summaries.map((s) => s.campaign.name)).toEqual(['Davokar, second year'])
  })

  it('keeps each record’s quiet time: writing one record never writes another early', async () => {
    syncTimings.quietMs = 1000
    setPlatform({ ...createWebPlatform(), sync: platformSync() })
    const sync = useSyncStore()
    await sync.load()
    const first = sampleCharacter('heimr', 'first-character')
    const second = sampleCharacter('heimr', 'second-character')
    await mine.characters.put(first)
    await new Promise((done) => setTimeout(done, 700))
    await mine.characters.put(second)
    // The first is written after its quiet time (≈1 s); the second's ends ≈1.7 s.
    await new Promise((done) => setTimeout(done, 750))
    expect(folders.writes.map((w) => w.path)).toEqual([`characters/${first.id}.quillkeep`])
    await new Promise((done) => setTimeout(done, 600))
    expect(folders.writes.map((w) => w.path)).toEqual([
      `characters/${first.id}.quillkeep`,
      `characters/${second.id}.quillkeep`,
    ])
  })

  it('lists a file it could not read with its path, and takes nothing from it', async () => {
    setPlatform({ ...createWebPlatform(), sync: platformSync() })
    const sync = useSyncStore()
    await sync.load()
    await folders.folder('deviceother').write('characters/broken-file.quillkeep', '{"format":')
    await settle()
    expect(sync.problems.map((p) => p.path)).toEqual(['characters/broken-file.quillkeep'])
    expect(sync.problems[0]?.problems[0]?.message).toBeTruthy()
    expect(await mine.characters.count()).toBe(0)
  })

  it('writes the characters made before sync was turned on', async () => {
    settings = { folder: null, enabled: false }
    setPlatform({ ...createWebPlatform(), sync: platformSync() })
    const made = await useLibraryStore().create('heimr', 'Made offline')
    const sync = useSyncStore()
    await sync.load()
    expect(sync.status).toBe('off')
    // Without a folder, on is refused with the platform's message; nothing starts.
    await sync.setEnabled(true)
    expect(sync.status).toBe('error')
    expect(sync.error).toContain('Choose a folder first.')
    await sync.chooseFolder()
    await sync.setEnabled(true)
    expect(sync.status).toBe('on')
    expect(sync.error).toBe('')
    await settle()
    expect([...folders.files.keys()]).toEqual([`characters/${made.id}.quillkeep`])

    // Off: this device's edits stay here.
    await sync.setEnabled(false)
    expect(sync.status).toBe('off')
    await mine.characters.put({
      ...(await mine.characters.get(made.id))!,
      name: 'Edited while off',
    })
    await settle()
    expect(folders.files.get(`characters/${made.id}.quillkeep`)).not.toContain('Edited while off')
  })

  it('waits for the browser’s permission after a reload, and starts once it is given', async () => {
    permission = 'prompt'
    setPlatform({
      ...createWebPlatform(),
      sync: platformSync({
        permission: () => Promise.resolve(permission),
        requestPermission: () => {
          permission = 'granted'
          return Promise.resolve(true)
        },
      }),
    })
    const sync = useSyncStore()
    await sync.load()
    expect(sync.status).toBe('permission')
    await sync.allowAccess()
    expect(sync.status).toBe('on')
  })

  it('refuses to resolve while sync is not running, with a message', async () => {
    settings = { folder: '/home/me/Sync', enabled: false }
    setPlatform({ ...createWebPlatform(), sync: platformSync() })
    const sync = useSyncStore()
    await sync.load()
    await expect(sync.resolve('characters', 'x-character', 'r', 'mine')).rejects.toThrow(
      /not running/,
    )
  })
})
