// Valid Quillkeep files for main-process tests, built the way the renderer builds them.
import { buildEnvelope, serializeEnvelope, type Bundle, type FileKind } from '@shared/files'
import type { CampaignRecord } from '@shared/records'
import { getSystem, systemList } from '@systems/index'
import { resolveHouseRules, type CharacterRecord } from '@systems/types'

/** The system the test files use: any registered one does (the first listed). */
function testSystemId(): string {
  const first = systemList()[0]
  if (!first) throw new Error('No game system is registered.')
  return first.id
}

const made = new Map<string, CharacterRecord>()

/**
 * A character of the test system. Made once per name: a system's create() may roll dice, and the
 * tests compare files written from two calls.
 */
function testCharacter(name = 'Tova Ravenhill'): CharacterRecord {
  const known = made.get(name)
  if (known) return structuredClone(known)
  const character = newCharacter(name)
  made.set(name, character)
  return structuredClone(character)
}

function newCharacter(name: string): CharacterRecord {
  const system = getSystem(testSystemId())
  return {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    system: system.id,
    dataVersion: system.dataVersion,
    name,
    campaignId: null,
    data: system.create({ name }, resolveHouseRules(system.houseRules)),
    ledger: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    deletedAt: null,
  }
}

function testCampaign(): CampaignRecord {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    name: 'Davokar Expedition',
    description: '',
    systems: [testSystemId()],
    houseRules: {},
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    archivedAt: null,
    rewardCarry: {},
  }
}

/** The text of a valid file of `kind`: one character (in a campaign for a campaign). */
export function validFileText(kind: FileKind, name?: string): string {
  const campaign = testCampaign()
  const character = testCharacter(name)
  const bundle: Bundle =
    kind === 'campaign'
      ? {
          characters: [{ ...character, campaignId: campaign.id }],
          campaigns: [campaign],
          journal: [],
          settings: [],
          rolls: [],
        }
      : { characters: [character], campaigns: [], journal: [], settings: [], rolls: [] }
  return serializeEnvelope(
    buildEnvelope(kind, bundle, {
      app: 'Quillkeep 0.1.0',
      exportedAt: '2026-11-21T09:30:05.000Z',
    }),
  )
}
