// What `check` prints for a valid file: each character's derived values and findings, computed
// by its system with the house rules of its campaign when the file has it, else the defaults.
import { getSystem } from '../systems/index'
import {
  resolveHouseRules,
  type DerivedValues,
  type Finding,
  type HouseRules,
} from '../systems/types'
import type { FileKind, ParsedFile } from '../shared/files'

interface CharacterReport {
  id: string
  name: string
  system: string
  dataVersion: number
  campaignId: string | null
  /** "defaults", or the campaign whose house rules were used. */
  houseRulesFrom: string
  houseRules: HouseRules
  derived: DerivedValues
  findings: Finding[]
}

export interface CheckReport {
  file: string
  valid: true
  kind: FileKind
  format: string
  formatVersion: number
  app: string
  exportedAt: string
  migrated: string[]
  counts: {
    characters: number
    campaigns: number
    journal: number
    settings: number
    encounters: number
    pictures: number
  }
  characters: CharacterReport[]
  encounters: EncounterReport[]
  /** The pictures the file carries (format 6), each checked as import checks it. */
  pictures: PictureReport[]
  /** References to pictures the file does not carry: they import, shown as missing. */
  missingPictures: string[]
}

interface PictureReport {
  hash: string
  type: string
  width: number
  height: number
  /** Size of the picture's bytes (its base64 is a third larger). */
  bytes: number
}

/** An encounter in a line: where it stands and who is in it (#23). */
interface EncounterReport {
  id: string
  name: string
  campaignId: string
  round: number
  /** "ongoing", "ended" or "trashed". */
  state: 'ongoing' | 'ended' | 'trashed'
  party: number
  foes: number
  /** Foes out of the fight (fallen, fled). */
  foesOut: number
  events: number
}

export function checkReport(file: string, parsed: Extract<ParsedFile, { ok: true }>): CheckReport {
  const { envelope, bundle } = parsed
  const campaigns = new Map(bundle.campaigns.map((c) => [c.id, c]))
  return {
    file,
    valid: true,
    kind: parsed.kind,
    format: envelope.format,
    formatVersion: envelope.formatVersion,
    app: envelope.app,
    exportedAt: envelope.exportedAt,
    migrated: parsed.migrated,
    counts: {
      characters: bundle.characters.length,
      campaigns: bundle.campaigns.length,
      journal: bundle.journal.length,
      settings: bundle.settings.length,
      encounters: (bundle.encounters ?? []).length,
      pictures: (bundle.pictures ?? []).length,
    },
    characters: bundle.characters.map((character) => {
      // parseFile accepted the file, so every character's system is registered.
      const system = getSystem(character.system)
      const campaign = character.campaignId ? campaigns.get(character.campaignId) : undefined
      const given = campaign?.houseRules[character.system]
      const rules = resolveHouseRules(system.houseRules, given ?? {})
      return {
        id: character.id,
        name: character.name,
        system: character.system,
        dataVersion: character.dataVersion,
        campaignId: character.campaignId,
        houseRulesFrom: given ? `campaign "${campaign?.name ?? ''}"` : 'defaults',
        houseRules: rules,
        derived: system.derive(character.data, rules),
        findings: system.check(character.data, rules, character.ledger),
      }
    }),
    encounters: (bundle.encounters ?? []).map((encounter) => {
      const foes = encounter.combatants.filter((c) => c.kind === 'foe')
      return {
        id: encounter.id,
        name: encounter.name,
        campaignId: encounter.campaignId,
        round: encounter.round,
        state:
          encounter.deletedAt !== null
            ? 'trashed'
            : encounter.endedAt !== null
              ? 'ended'
              : 'ongoing',
        party: encounter.combatants.length - foes.length,
        foes: foes.length,
        foesOut: foes.filter((f) => f.out).length,
        events: encounter.log.length,
      }
    }),
    pictures: (bundle.pictures ?? []).map(({ hash, type, width, height, data }) => ({
      hash,
      type,
      width,
      height,
      bytes: base64Bytes(data),
    })),
    missingPictures: parsed.missingPictures,
  }
}

/** How many bytes a base64 text holds. */
function base64Bytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0
  return (data.length / 4) * 3 - padding
}
