import { describe, expect, it } from 'vitest'
import { sampleCharacter, fixedMeta } from '../../shared/file-fixtures'
import { buildEnvelope, parseFile, serializeEnvelope } from '../../shared/files'
import { orderedAttributes } from './attributes'
import { checkHeimr } from './check'
import { deriveHeimr } from './derive'
import { newCharacter } from './fixtures'
import type { HeimrData } from './model'
import { printHeimrSheet } from './print'

const tableOrder = ['str', 'dex', 'sta', 'int', 'soc', 'emp']

/** The character as a backup restore gives it back: written to a file and read again. */
function throughAFile(data: HeimrData): HeimrData {
  const record = { ...sampleCharacter('heimr'), data }
  const text = serializeEnvelope(
    buildEnvelope(
      'character',
      { characters: [record], campaigns: [], journal: [], settings: [], rolls: [] },
      fixedMeta,
    ),
  )
  const read = parseFile(text)
  if (!read.ok) throw new Error(JSON.stringify(read.problems))
  return read.bundle.characters[0]?.data as HeimrData
}

/** A campaign's own attributes beside renamed standard ones. */
const campaignSet: HeimrData = (() => {
  const data = structuredClone(newCharacter)
  data.attributes.comp = { name: 'Composure', short: 'com', group: 'mental', value: 1, progress: 0 }
  data.attributes.agi = { name: 'Agility', short: 'agi', group: 'physical', value: 0, progress: 0 }
  if (data.attributes.str) data.attributes.str.name = 'Might'
  return data
})()

describe('attribute order', () => {
  it('comes back from a file in key order sorted alphabetically, which the sheet must not show', () => {
    const read = throughAFile(newCharacter)
    expect(Object.keys(read.attributes)).toEqual(['dex', 'emp', 'int', 'soc', 'sta', 'str'])
    expect(orderedAttributes(read).map((a) => a.id)).toEqual(tableOrder)
  })

  it('follows the Attributes table: physical then mental, standard ones first in each group', () => {
    const expected = ['str', 'dex', 'sta', 'agi', 'int', 'soc', 'emp', 'comp']
    expect(orderedAttributes(campaignSet).map((a) => a.id)).toEqual(expected)
    expect(orderedAttributes(throughAFile(campaignSet)).map((a) => a.id)).toEqual(expected)
    expect(orderedAttributes(campaignSet)[0]).toMatchObject({ id: 'str', name: 'Might' })
  })

  it('is the order derive, check and the printed sheet use after a round trip', () => {
    const read = throughAFile(campaignSet)
    const derivedIds = Object.keys(deriveHeimr(read, {}))
      .filter((key) => key.startsWith('attribute.'))
      .map((key) => key.slice('attribute.'.length))
    expect(derivedIds).toEqual(['str', 'dex', 'sta', 'agi', 'int', 'soc', 'emp', 'comp'])
    const printed = printHeimrSheet(read, {}, { name: 'Sigrun', blank: false })
    const table = printed.sections.find((s) => s.title === 'Attributes')
    const names = table?.kind === 'table' ? table.rows.map((row) => row[0]) : []
    expect(names).toEqual([
      'Might',
      'Dexterity',
      'Stamina',
      'Agility',
      'Intelligence',
      'Sociability',
      'Empathy',
      'Composure',
    ])
    for (const a of Object.values(read.attributes)) a.progress = 20
    const progressPaths = checkHeimr(read, {})
      .filter((f) => f.code === 'progress-reached')
      .map((f) => f.path)
    expect(progressPaths[0]).toBe('attributes.str.progress')
    expect(progressPaths.at(-1)).toBe('attributes.comp.progress')
  })
})
