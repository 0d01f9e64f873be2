// backup.ts with a Worker: a stand-in that runs the worker's code (answerBackup) as the real one
// would, so that what the page sends, what it ends and when it falls back can be seen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildEnvelope, serializeEnvelope, type Bundle } from '@shared/files'
import { fixedMeta, sampleCharacter } from '@shared/file-fixtures'
import { QuillkeepDatabase } from './db/database'
import { useDatabase } from './db/connection'
import { transferRepo } from './db/transfer-repo'
import { answerBackup, type BackupRequest, type BuiltBackup } from './backup-core'
import { gunzipText } from './backup-gzip'
import { buildFullBackup } from './backup'

const empty: Bundle = { characters: [], campaigns: [], journal: [], settings: [], rolls: [] }

type Behaviour = 'answer' | 'fail to start' | 'crash'

class StandInWorker extends EventTarget {
  static behaviour: Behaviour = 'answer'
  static started: StandInWorker[] = []
  readonly received: BackupRequest[] = []
  terminated = false

  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    super()
    if (StandInWorker.behaviour === 'fail to start') throw new Error('workers are blocked')
    StandInWorker.started.push(this)
  }

  postMessage(request: BackupRequest): void {
    // Posting clones: the worker gets its own copy, never the page's objects.
    this.received.push(structuredClone(request))
    if (StandInWorker.behaviour === 'crash') {
      setTimeout(() => this.dispatchEvent(new ErrorEvent('error', { message: 'out of memory' })))
      return
    }
    void answerBackup(structuredClone(request)).then((built) => {
      if (!this.terminated)
        this.dispatchEvent(new MessageEvent<BuiltBackup>('message', { data: built }))
    })
  }

  terminate(): void {
    this.terminated = true
  }
}

let counter = 0
let name = ''
beforeEach(async () => {
  name = `backup-client-test-${++counter}`
  useDatabase(new QuillkeepDatabase(name))
  await transferRepo.write({ ...empty, characters: [sampleCharacter('cairn-ap', 'wren')] })
  StandInWorker.behaviour = 'answer'
  StandInWorker.started = []
  vi.stubGlobal('Worker', StandInWorker)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const expected = async () =>
  serializeEnvelope(buildEnvelope('backup', await transferRepo.everything(), fixedMeta))

async function textOf(built: BuiltBackup): Promise<string> {
  if (!built.ok) throw new Error(built.message)
  return built.form === 'text' ? built.text : gunzipText(built.gzip)
}

describe('building a full backup in a worker', () => {
  it('sends the worker only the database name, and ends the worker once it answered', async () => {
    const built = await buildFullBackup({ kind: 'database' }, fixedMeta, 'gzip')
    expect(await textOf(built)).toBe(await expected())
    const [worker] = StandInWorker.started
    expect(StandInWorker.started).toHaveLength(1)
    expect(worker?.options).toEqual({ type: 'module', name: 'backup' })
    expect(worker?.received).toEqual([
      // With the page's locale, for the wording of what the worker finds (worker-locale.ts).
      { source: { kind: 'database', name }, meta: fixedMeta, form: 'gzip', locale: 'en' },
    ])
    expect(worker?.terminated).toBe(true)
  })

  it('starts one worker per backup, one backup at a time', async () => {
    const results = await Promise.all([
      buildFullBackup({ kind: 'database' }, fixedMeta, 'text'),
      buildFullBackup({ kind: 'database' }, fixedMeta, 'gzip'),
    ])
    expect(StandInWorker.started).toHaveLength(2)
    expect(StandInWorker.started.every((worker) => worker.terminated)).toBe(true)
    for (const built of results) expect(await textOf(built)).toBe(await expected())
  })

  it('builds the backup in the page when the worker cannot start', async () => {
    StandInWorker.behaviour = 'fail to start'
    const built = await buildFullBackup({ kind: 'database' }, fixedMeta, 'gzip')
    expect(await textOf(built)).toBe(await expected())
    expect(console.warn).toHaveBeenCalledWith(
      'The backup worker could not start',
      expect.any(Error),
    )
  })

  it('builds the backup in the page when the worker stops without answering', async () => {
    StandInWorker.behaviour = 'crash'
    const bundle: Bundle = { ...empty, characters: [sampleCharacter('heimr', 'h')] }
    const built = await buildFullBackup({ kind: 'bundle', bundle }, fixedMeta, 'text')
    expect(await textOf(built)).toBe(serializeEnvelope(buildEnvelope('backup', bundle, fixedMeta)))
    expect(StandInWorker.started[0]?.terminated).toBe(true)
    expect(console.warn).toHaveBeenCalledWith(
      'The backup is built in the page: its worker did not answer.',
    )
  })
})
