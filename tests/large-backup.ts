// A full backup of a campaign that has grown for years: 10,000 journal entries of about 300 words
// (about 23 MB), a party of five, one per system. Seeded, so every run writes the same file. Used
// by the CLI test and the browser test that export and re-import it.
import { buildEnvelope, serializeEnvelope, type Bundle } from '../src/shared/files'
import { fixedMeta, sampleCampaign, sampleCharacter } from '../src/shared/file-fixtures'
import { journalEntry } from '../src/shared/journal'
import { useRulesLocale } from '../src/shared/translator'

// The rules text in English, as in the tests (Node has no app to install a translator).
useRulesLocale()

const words =
  'the party crossed river forest ruin tower ambush goblin bargain lantern night road storm ' +
  'market temple oath relic wound camp song map treasure curse village elder dawn'

function largeBackupBundle(entryCount = 10_000): Bundle {
  const campaign = { ...sampleCampaign('long-campaign'), name: 'The Long Campaign' }
  const systemIds = ['symbaroum', 'cairn-ap', 'murdham', 'heimr', 'gods-monsters'] as const
  const characters = systemIds.map((id) => sampleCharacter(id, `hero-${id}`, campaign.id))
  const vocabulary = words.split(' ')
  let seed = 7
  const next = () => (seed = (seed * 48271) % 2147483647)
  const journal = Array.from({ length: entryCount }, (_, index) => {
    const body = Array.from({ length: 300 }, () => vocabulary[next() % vocabulary.length]).join(' ')
    const day = new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString()
    return journalEntry({
      id: `entry-${index}`,
      campaignId: campaign.id,
      title: `Session ${index + 1}`,
      session: index + 1,
      date: day.slice(0, 10),
      body,
      tags: [vocabulary[index % vocabulary.length] as string],
      characterIds: [characters[index % characters.length]!.id],
      createdAt: day,
      updatedAt: day,
    })
  })
  return { characters, campaigns: [campaign], journal, settings: [], rolls: [] }
}

export function largeBackupText(entryCount = 10_000): string {
  return serializeEnvelope(buildEnvelope('backup', largeBackupBundle(entryCount), fixedMeta))
}
