// Quillkeep's export files: a versioned JSON envelope around characters, campaigns, journal
// entries and settings. Used by the renderer, main and the CLI. Pure TypeScript.
//
// SKELETON (lead engineer): the types and function signatures below are the contract the main
// process, the renderer and the CLI are written against. The implementation is being completed
// (validation with zod, safe parsing, system migrations, JSON Schema); keep the exports.
import type { CampaignRecord, CharacterRecord, JournalRecord, SettingRecord } from './records'

/** The envelope's `format` per kind of file. */
export const fileFormats = {
  character: 'quillkeep-character',
  campaign: 'quillkeep-campaign',
  backup: 'quillkeep-backup',
} as const

export type FileKind = keyof typeof fileFormats

/** Major version of the envelope format. A newer major version is refused. */
export const currentFormatVersion = 1

/** Everything a file can carry. A character file holds one character and nothing else. */
export interface Bundle {
  characters: CharacterRecord[]
  campaigns: CampaignRecord[]
  journal: JournalRecord[]
  settings: SettingRecord[]
}

export interface Envelope {
  format: (typeof fileFormats)[FileKind]
  formatVersion: number
  /** "Quillkeep 0.1.0". */
  app: string
  exportedAt: string
  /** The character's system for a character file, else null. */
  system: string | null
  /** The character's data version for a character file, else null. */
  dataVersion: number | null
  data: Bundle
}

export interface ExportMeta {
  app: string
  exportedAt: string
}

/** A problem in a file, naming where: "data.characters[2].data.attributes.strong: …". */
export interface FileProblem {
  path: string
  message: string
}

export type ParsedFile =
  | { ok: true; kind: FileKind; envelope: Envelope; bundle: Bundle; migrated: string[] }
  | { ok: false; problems: FileProblem[] }

/** Builds the envelope for a bundle. */
export function buildEnvelope(kind: FileKind, bundle: Bundle, meta: ExportMeta): Envelope {
  const only = kind === 'character' ? bundle.characters[0] : undefined
  return {
    format: fileFormats[kind],
    formatVersion: currentFormatVersion,
    app: meta.app,
    exportedAt: meta.exportedAt,
    system: only?.system ?? null,
    dataVersion: only?.dataVersion ?? null,
    data: bundle,
  }
}

/** Serialises an envelope as the file's text (stable key order, two-space indent). */
export function serializeEnvelope(envelope: Envelope): string {
  return `${JSON.stringify(envelope, null, 2)}\n`
}

/** Default file name for an export, e.g. "Tova Ravenhill.quillkeep.json". */
export function suggestedFileName(kind: FileKind, title: string): string {
  const safe =
    title
      .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')
      .trim()
      .slice(0, 80) || 'Quillkeep'
  return kind === 'character' ? `${safe}.quillkeep.json` : `${safe}.quillkeep-${kind}.json`
}

/**
 * Parses and validates a file's text without touching anything: JSON parsed safely (no
 * prototype pollution), envelope and every record validated, older data versions migrated
 * through each system's `migrate`. Never throws; problems name the field.
 */
export function parseFile(text: string): ParsedFile {
  void text
  return { ok: false, problems: [{ path: '', message: 'Not implemented yet.' }] }
}
