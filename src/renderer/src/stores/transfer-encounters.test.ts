// The import preview and the import itself with a campaign's encounters (#23, format 5).
import { describe, expect, it } from 'vitest'
import { startEncounter } from '@shared/encounter'
import { encounterRecord } from '@shared/encounter-record'
import { buildEnvelope, parseFile, serializeEnvelope, type Bundle } from '@shared/files'
import { fixedMeta, sampleCampaign, sampleCharacter } from '@shared/file-fixtures'
import type { EncounterRecord } from '@shared/records'
import { createRng } from '@systems/common/dice'
import { getSystem } from '@systems/index'
import { transferRepo } from '@renderer/db/transfer-repo'
import { encountersRepo } from '@renderer/db/encounters-repo'
import { useTransferStore } from './transfer'
import { useExportingPlatform } from './transfer-test-helpers'

const at = '2026-11-01T00:00:00.000Z'
const { exported } = useExportingPlatform('transfer-encounters-test')

function encounter(id: string, campaignId: string, heroId: string): EncounterRecord {
  const started = startEncounter(
    {
      id,
      campaignId,
      name: `Fight ${id}`,
      party: [
        {
          characterId: heroId,
          name: 'Tova',
          system: 'symbaroum',
          data: getSystem('symbaroum').create({ name: 'Tova' }, {}),
        },
      ],
      foes: [{ id: 'wolf', name: 'Wolf', system: 'symbaroum', values: {} }],
    },
    createRng(5),
  )
  return encounterRecord(started, { createdAt: at, updatedAt: at })
}

describe('importing a campaign with encounters', () => {
  it('the preview counts them, naming those already here, and a copy gives them new ids', async () => {
    const camp = sampleCampaign('c1')
    const tova = { ...sampleCharacter('symbaroum', 'tova', 'c1'), ledger: [] }
    const here = encounter('e1', 'c1', 'tova')
    const bundle: Bundle = {
      characters: [tova],
      campaigns: [camp],
      journal: [],
      settings: [],
      rolls: [],
      encounters: [here],
    }
    await transferRepo.write(bundle)
    const text = serializeEnvelope(
      buildEnvelope(
        'campaign',
        { ...bundle, encounters: [here, encounter('e2', 'c1', 'tova')] },
        fixedMeta,
      ),
    )

    const transfer = useTransferStore()
    await transfer.openDropped(new File([text], 'Saltmarsh.campaign.quillkeep'))
    const preview = transfer.pending?.preview
    expect(preview?.lines).toContain('2 encounters (1 already here)')
    // Here: the campaign, Tova and e1; new: e2.
    expect(preview).toMatchObject({ newCount: 1, existingCount: 3, keptCount: 0 })
    expect(transfer.mode).toBe('copy')

    expect(await transfer.confirm()).toBe(true)
    const after = await transferRepo.everything()
    expect(after.encounters).toHaveLength(3)
    const copies = after.encounters!.filter((e) => e.campaignId !== 'c1')
    const copiedCampaign = after.campaigns.find((c) => c.id !== 'c1')!
    const copiedTova = after.characters.find((c) => c.id !== 'tova')!
    expect(copies.map((e) => e.campaignId)).toEqual([copiedCampaign.id, copiedCampaign.id])
    for (const copy of copies) {
      expect(copy.combatants.map((c) => c.id)).toEqual([copiedTova.id, 'wolf'])
      expect(['e1', 'e2']).not.toContain(copy.id)
    }
    expect((await encountersRepo.list('c1')).map((e) => e.id)).toEqual(['e1'])
  })

  it('a format-4 campaign file (no encounters) shows no encounter line and imports', async () => {
    const text = serializeEnvelope(
      buildEnvelope(
        'campaign',
        { characters: [], campaigns: [sampleCampaign('c9')], journal: [], settings: [], rolls: [] },
        fixedMeta,
      ),
    ).replace('"formatVersion": 5,', '"formatVersion": 4,')
    const transfer = useTransferStore()
    await transfer.openDropped(new File([text], 'Old.campaign.quillkeep'))
    expect(transfer.pending?.preview?.lines.join('\n')).not.toMatch(/encounter/)
    expect(await transfer.confirm()).toBe(true)
    expect(await encountersRepo.list('c9')).toEqual([])
  })

  it('a campaign’s export carries its encounters; the players’ copy leaves them out (foes are the GM’s)', async () => {
    const bundle: Bundle = {
      characters: [{ ...sampleCharacter('symbaroum', 'tova', 'c1'), ledger: [] }],
      campaigns: [sampleCampaign('c1')],
      journal: [],
      settings: [],
      rolls: [],
      encounters: [encounter('e1', 'c1', 'tova')],
    }
    await transferRepo.write(bundle)
    const transfer = useTransferStore()
    await transfer.exportCampaign('c1', 'Davokar')
    await transfer.exportPlayersCopy('c1', 'Davokar')
    const [full, players] = exported().map((text) => parseFile(text))
    expect(full?.ok && full.bundle.encounters).toEqual(bundle.encounters)
    expect(players?.ok && players.bundle.encounters).toBeUndefined()
  })
})
