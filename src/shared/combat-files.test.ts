// A character whose ledger holds combat entries (damage with Cairn's recorded save die) is written
// as a file it reads back, dice and all; a combat entry with a field its system lacks is refused.
import { describe, expect, it } from 'vitest'
import { getSystem } from '@systems/index'
import { faces } from '@systems/common/scripted-dice'
import { recordPurchase } from '@systems/common/ledger'
import type { CairnData } from '@systems/cairn-ap/model'
import type { CharacterRecord } from '@systems/types'
import { combatPurchaseFor } from './combat-intent'
import { fixedMeta, sampleCharacter } from './file-fixtures'
import { buildEnvelope, parseFile, serializeEnvelope, type Bundle } from './files'

const empty: Bundle = { characters: [], campaigns: [], journal: [], settings: [], rolls: [] }

function wounded(): CharacterRecord {
  const record = sampleCharacter('cairn-ap')
  const system = getSystem('cairn-ap')
  const start = record.data as CairnData
  // STR 12 fixed (a new character's is rolled): the 6 past HP leave STR 6 and call for the save,
  // where a rolled STR of 6 or less would die without one.
  const data: CairnData = {
    ...start,
    attributes: { ...start.attributes, str: { current: 12, max: 12 } },
    hp: { ...start.hp, current: 1 },
  }
  const intent = {
    characterId: record.id,
    system: 'cairn-ap',
    change: 'damage' as const,
    amount: 6 + data.armor,
    note: 'Wolves, round 2',
  }
  const made = combatPurchaseFor(intent, data, faces([2, 20]))
  const plan = system.advancement.plan(
    data,
    system.advancement.purchaseSchema.parse(made.purchase),
    {},
  )
  const done = recordPurchase(data, record.ledger, plan, { note: made.note })
  return { ...record, data: done.data, ledger: done.ledger }
}

const fileOf = (character: CharacterRecord) =>
  serializeEnvelope(buildEnvelope('character', { ...empty, characters: [character] }, fixedMeta))

describe('combat entries in files', () => {
  it('round-trip with their recorded dice and note', () => {
    const character = wounded()
    const parsed = parseFile(fileOf(character))
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const entry = parsed.bundle.characters[0]?.ledger.at(-1)
    expect(entry?.option).toMatchObject({ kind: 'combat', change: 'damage', draws: [1.5 / 20] })
    expect(entry?.note).toBe('Wolves, round 2')
    expect(entry?.option).toEqual(character.ledger.at(-1)?.option)
  })

  it('refuse a combat entry with a field its system does not have', () => {
    const character = wounded()
    const last = character.ledger.at(-1)!
    const tampered = {
      ...character,
      ledger: [
        ...character.ledger.slice(0, -1),
        { ...last, option: { ...last.option, archetypal: true } },
      ],
    }
    const parsed = parseFile(fileOf(tampered as CharacterRecord))
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.problems[0]?.path).toContain('option')
  })
})
