// A character whose ledger holds passed time is written as a file it reads back, dice and all;
// a pass-time entry naming a span its system lacks is refused with the field named.
import { describe, expect, it } from 'vitest'
import { getSystem } from '@systems/index'
import { faces } from '@systems/common/scripted-dice'
import { recordPurchase } from '@systems/common/ledger'
import { rollPassTime } from '@systems/common/pass-time'
import type { GodsMonstersData } from '@systems/gods-monsters/model'
import type { CharacterRecord } from '@systems/types'
import { fixedMeta, sampleCharacter } from './file-fixtures'
import { buildEnvelope, parseFile, serializeEnvelope, type Bundle } from './files'

const empty: Bundle = { characters: [], campaigns: [], journal: [], settings: [], rolls: [] }

function rested(): CharacterRecord {
  const record = sampleCharacter('gods-monsters', 'toromeen')
  const system = getSystem('gods-monsters')
  const start = record.data as GodsMonstersData
  const data = { ...start, survival: { ...start.survival, current: 0 } }
  const rolled = rollPassTime(system.time!, data, 'night', {}, faces([3, 20]))
  const purchase = system.advancement.purchaseSchema.parse(rolled.purchase)
  const plan = system.advancement.plan(data, purchase, {})
  const done = recordPurchase(data, record.ledger, plan)
  return { ...record, data: done.data, ledger: done.ledger }
}

const fileOf = (character: CharacterRecord) =>
  serializeEnvelope(buildEnvelope('character', { ...empty, characters: [character] }, fixedMeta))

describe('pass-time entries in files', () => {
  it('round-trip with their recorded dice', () => {
    const character = rested()
    const parsed = parseFile(fileOf(character))
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const entry = parsed.bundle.characters[0]?.ledger.at(-1)
    expect(entry?.option).toEqual({ kind: 'pass-time', span: 'night', draws: [2.5 / 20] })
    expect(entry?.option).toEqual(character.ledger.at(-1)?.option)
  })

  it('refuse a span the system does not have', () => {
    const character = rested()
    const last = character.ledger.at(-1)!
    const tampered = {
      ...character,
      ledger: [
        ...character.ledger.slice(0, -1),
        { ...last, option: { ...last.option, span: 'year' } },
      ],
    }
    const parsed = parseFile(fileOf(tampered as CharacterRecord))
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.problems[0]?.path).toContain('option')
  })
})
