// What the player settles after a level is gained: a thief's pick (Archetype advancement:
// Thieves) and the moral code review (Moral codes). Each is kept on the level's record, so that
// undoing the level undoes them too.
import { change, newId, type Change } from '../common/ledger'
import { PurchaseError } from '../types'
import { isProphet } from './prophets'
import type { Field, GodsMonstersData, LevelGain } from './model'
import { text } from './text'

/** Thief fields: the fields the thief archetype prefers. */
export function thiefFields(data: GodsMonstersData): Field[] {
  return data.fields.filter((f) => f.preferredArchetype === 'thief')
}

/** Levels gained as a thief whose pick is still to take. */
export function pendingThiefPicks(data: GodsMonstersData): LevelGain[] {
  return data.levels.filter((g) => g.archetype === 'thief' && g.thiefPick === undefined)
}

function levelIndex(data: GodsMonstersData, level: number): number {
  const i = data.levels.findIndex((g) => g.level === level)
  if (i === -1) throw new PurchaseError(text('levelChoices.notGained', { level }))
  return i
}

// Thieves: at each level after first, +1 to one thief field or an extra skill in one of the
// existing thief fields.
export function thiefPick(
  data: GodsMonstersData,
  level: number,
  fieldId: string,
  skillRaw: string | null,
): { label: string; changes: Change[] } {
  const i = levelIndex(data, level)
  const gain = data.levels[i]
  if (!gain || gain.archetype !== 'thief') {
    throw new PurchaseError(text('levelChoices.notThief', { level }))
  }
  if (gain.thiefPick) throw new PurchaseError(text('levelChoices.pickTaken', { level }))
  const f = data.fields.findIndex((x) => x.id === fieldId)
  const field = data.fields[f]
  if (!field || field.preferredArchetype !== 'thief') {
    throw new PurchaseError(text('levelChoices.chooseThiefField'))
  }
  const path = ['fields', String(f)]
  if (skillRaw === null) {
    return {
      label: text('levelChoices.thiefBonus', {
        level,
        field: field.name,
        from: field.bonus,
        to: field.bonus + 1,
      }),
      changes: [
        change(data, ['levels', String(i), 'thiefPick'], {
          fieldId,
          fieldName: field.name,
          skill: null,
        }),
        change(data, [...path, 'bonus'], field.bonus + 1),
      ],
    }
  }
  const skill = skillRaw.trim()
  if (skill === '' || skill.length > 120) {
    throw new PurchaseError(text('levelChoices.nameSkill'))
  }
  if (field.skills.some((s) => s.name.toLowerCase() === skill.toLowerCase())) {
    throw new PurchaseError(text('levelChoices.hasSkill', { field: field.name, skill }))
  }
  return {
    label: text('levelChoices.thiefSkill', { level, skill, field: field.name }),
    changes: [
      change(data, ['levels', String(i), 'thiefPick'], { fieldId, fieldName: field.name, skill }),
      change(data, [...path, 'skills'], [...field.skills, { id: newId(), name: skill }]),
    ],
  }
}

/** The level whose moral code review is due: the latest level gained, until reviewed. */
export function moralReviewDue(data: GodsMonstersData): LevelGain | null {
  const latest = data.levels[data.levels.length - 1]
  return latest && latest.moralReview === undefined ? latest : null
}

/** What a new moral code means, in the text's words made short. */
export function moralCodeWarnings(
  data: GodsMonstersData,
  after: string,
  assisted: boolean,
): string[] {
  const before = data.moralCode.trim()
  const out: string[] = []
  if (after.trim() === before) return out
  if (/\bevil\b/i.test(after)) {
    out.push(text('levelChoices.evil'))
  }
  if (isProphet(data) && !assisted) {
    out.push(text('levelChoices.prophetUnassisted'))
  }
  return out
}

// Moral codes: at each level advancement the player and the Guide consider whether the moral
// code changed ("do you think your character has made or avoided any moral questions during this
// level?"); a change is marked. Only the latest level's review can be recorded.
export function moralReview(
  data: GodsMonstersData,
  level: number,
  codeRaw: string,
  assisted: boolean,
): { label: string; changes: Change[] } {
  const due = moralReviewDue(data)
  if (!due || due.level !== level) {
    throw new PurchaseError(
      due ? text('levelChoices.reviewDue', { level: due.level }) : text('levelChoices.noReviewDue'),
    )
  }
  const after = codeRaw.trim()
  if (after.length > 80) throw new PurchaseError(text('levelChoices.codeTooLong'))
  const before = data.moralCode
  const changed = after !== before.trim()
  const review = { before, after, assisted: changed && isProphet(data) && assisted }
  const i = levelIndex(data, level)
  const changes = [change(data, ['levels', String(i), 'moralReview'], review)]
  if (changed) changes.push(change(data, ['moralCode'], after))
  const was = before.trim() || text('levelChoices.none')
  return {
    label: changed
      ? text('levelChoices.reviewChanged', {
          level,
          before: was,
          after: after || text('levelChoices.none'),
        })
      : text('levelChoices.reviewKept', { level, code: was }),
    changes,
  }
}
