// Property: whatever a user does (create, rename with long, blank or non-Latin names, duplicate,
// import as a copy, replace, award, trash and restore, archive and delete a campaign), a full
// backup written afterwards is accepted as main accepts it, lists no problem, and restores into an
// empty database record for record. This is the test the "(copy)" name overflow would have failed.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createPinia, setActivePinia } from 'pinia'
import { checkBackupText, type Bundle } from '@shared/files'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { campaignsRepo } from '@renderer/db/campaigns-repo'
import { transferRepo } from '@renderer/db/transfer-repo'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import type { WriteBackupRequest } from '@shared/ipc'
import { gunzipText } from '@renderer/backup-gzip'
import { useLibraryStore } from './library'
import { useEditorStore } from './editor'
import { useTransferStore } from './transfer'

type Op =
  | { kind: 'create'; system: string; name: string }
  | { kind: 'rename'; pick: number; name: string }
  | { kind: 'duplicate'; pick: number }
  | { kind: 'import'; pick: number; mode: 'copy' | 'replace' }
  | { kind: 'award'; pick: number; amount: number }
  | { kind: 'trash'; pick: number }
  | { kind: 'restore'; pick: number }
  | { kind: 'campaign'; name: string }
  | { kind: 'join'; pick: number; campaign: number }
  | { kind: 'archive-delete'; campaign: number }

const systemIds = ['symbaroum', 'cairn-ap', 'murdham', 'heimr', 'gods-monsters']

/** Names as people type them: long ones, blank ones, other scripts, emoji (surrogate pairs). */
const nameArb = fc.oneof(
  fc.string({ minLength: 0, maxLength: 12 }),
  fc.constantFrom('Tova', 'Ærin Dvořák', 'Сигрун', '白狼', 'Ṭāriq 🐺', '   ', '', '\t\n'),
  fc
    .tuple(
      fc.constantFrom('Tova of the Ravenhill clan ', '🐺', 'Ж'),
      fc.oneof(fc.integer({ min: 60, max: 210 }), fc.integer({ min: 185, max: 200 })),
    )
    .map(([part, length]) => part.repeat(Math.ceil(length / part.length)).slice(0, length)),
)

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    system: fc.constantFrom(...systemIds),
    name: nameArb,
  }),
  fc.record({ kind: fc.constant('rename' as const), pick: fc.nat(), name: nameArb }),
  fc.record({ kind: fc.constant('duplicate' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('import' as const),
    pick: fc.nat(),
    mode: fc.constantFrom('copy' as const, 'replace' as const),
  }),
  fc.record({
    kind: fc.constant('award' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 1, max: 500 }),
  }),
  fc.record({ kind: fc.constant('trash' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('restore' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('campaign' as const), name: nameArb }),
  fc.record({ kind: fc.constant('join' as const), pick: fc.nat(), campaign: fc.nat() }),
  fc.record({ kind: fc.constant('archive-delete' as const), campaign: fc.nat() }),
)

let counter = 0
let written: WriteBackupRequest[] = []
const runs = { sequences: 0, operations: 0 }

function usePlatformThatKeepsBackups(): void {
  const web = createWebPlatform()
  setPlatform({
    ...web,
    // What main does: accept a backup envelope, list what import would refuse. The browser's
    // backups come compressed, with the backup worker's own verdict, which must agree.
    async writeBackup(request) {
      const content = 'content' in request ? request.content : await gunzipText(request.gzip)
      const check = checkBackupText(content)
      if (!check.ok) throw new Error(check.message)
      if ('gzip' in request) expect(request.problems).toEqual(check.problems)
      written.push({ content, reason: request.reason })
      return { name: `backup-${written.length}`, path: '', removed: [], unreadable: check.problems }
    },
  })
}

function freshDatabase(): void {
  useDatabase(new QuillkeepDatabase(`backup-property-${++counter}`))
  setActivePinia(createPinia())
}

beforeEach(() => {
  written = []
  usePlatformThatKeepsBackups()
  freshDatabase()
})

const byId = <T extends { id: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))

function sorted(bundle: Bundle): Bundle {
  return {
    characters: byId(bundle.characters),
    campaigns: byId(bundle.campaigns),
    journal: byId(bundle.journal),
    settings: [...bundle.settings].sort((a, b) => (a.key < b.key ? -1 : 1)),
    rolls: byId(bundle.rolls),
  }
}

function pick<T>(list: readonly T[], index: number): T | undefined {
  return list.length === 0 ? undefined : list[index % list.length]
}

async function apply(op: Op): Promise<void> {
  const library = useLibraryStore()
  const everyone = library.all
  switch (op.kind) {
    case 'create':
      await library.create(op.system, op.name)
      return
    case 'rename': {
      const target = pick(everyone, op.pick)
      if (!target) return
      const editor = useEditorStore()
      await editor.open(target.id)
      editor.rename(op.name) // refused names (blank, too long) leave the old one
      expect(await editor.close()).toBe(true)
      return
    }
    case 'duplicate': {
      const target = pick(everyone, op.pick)
      if (target) await library.duplicate(target.id)
      return
    }
    case 'import': {
      const target = pick(everyone, op.pick)
      if (!target) return
      const transfer = useTransferStore()
      const bundle = await transferRepo.character(target.id)
      const { buildEnvelope, serializeEnvelope } = await import('@shared/files')
      const text = serializeEnvelope(
        buildEnvelope('character', bundle as Bundle, {
          app: 'Quillkeep test',
          exportedAt: new Date().toISOString(),
        }),
      )
      await transfer.openDropped(new File([text], `${target.name}.quillkeep.json`))
      expect(transfer.pending?.preview, JSON.stringify(transfer.pending?.parsed)).toBeTruthy()
      transfer.mode = op.mode
      expect(await transfer.confirm()).toBe(true)
      return
    }
    case 'award': {
      const target = pick(everyone, op.pick)
      if (!target || target.deletedAt !== null) return
      const editor = useEditorStore()
      await editor.open(target.id)
      const currency = editor.system?.advancement.currencies[0]?.id
      if (currency) editor.award(currency, op.amount, 'Session reward')
      expect(await editor.close()).toBe(true)
      return
    }
    case 'trash': {
      const target = pick(library.active, op.pick)
      if (target) await library.moveToTrash(target.id)
      return
    }
    case 'restore': {
      const target = pick(library.trash, op.pick)
      if (target) await library.restore(target.id)
      return
    }
    case 'campaign':
      // The campaign form refuses blank and overlong names; the repository says so.
      await campaignsRepo.create({ name: op.name }).catch(() => undefined)
      return
    case 'join': {
      const target = pick(library.active, op.pick)
      const campaign = pick(await campaignsRepo.list(), op.campaign)
      if (target && campaign) await campaignsRepo.setCampaign(target.id, campaign.id)
      return
    }
    case 'archive-delete': {
      const campaign = pick(await campaignsRepo.list(), op.campaign)
      if (!campaign) return
      await campaignsRepo.setArchived(campaign.id, true)
      await campaignsRepo.deleteForever(campaign.id)
      await library.load()
      return
    }
  }
}

describe('a full backup after any sequence of user operations', () => {
  it('validates as main validates it, and restores to an identical database', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(
          fc.array(
            opArb.filter((op) => op.kind === 'create'),
            { minLength: 1, maxLength: 3 },
          ),
          fc.array(opArb, { minLength: 4, maxLength: 30 }),
        ),
        async ([creates, rest]) => {
          const ops = [...creates, ...rest]
          written = []
          freshDatabase()
          await useLibraryStore().load()
          for (const op of ops) await apply(op)
          runs.sequences++
          runs.operations += ops.length

          const transfer = useTransferStore()
          await transfer.backup('manual')
          const backup = written.at(-1)
          expect(backup).toBeDefined()
          const check = checkBackupText(backup?.content ?? '')
          expect(check.ok && check.problems).toEqual([])
          if (!check.ok || !check.parsed.ok) throw new Error('the backup does not read back')

          const before = sorted(await transferRepo.everything())
          freshDatabase()
          await transferRepo.write(check.parsed.bundle)
          expect(sorted(await transferRepo.everything())).toEqual(before)
        },
      ),
      { numRuns: 60 },
    )
  }, 240_000)
})

afterAll(() => {
  // For the closing note: how much the property tried.
  console.info(`backup property: ${runs.sequences} sequences, ${runs.operations} operations`)
})
