// Damage, critical damage, Scars, attribute loss and recovery.
import { newId } from '../common/ledger'
import { RulesError } from '../types'
import { attributeNames, maxArmor, type AttributeId, type CairnData } from './model'
import { armorValue } from './armor'
import { logEvent } from './slots'
import { findScar, headWoundAttribute, type ScarRow } from './tables'
import { jsonCopy } from '../common/json'
import { text } from './text'

/** Critical Damage: the STR save's DC. */
export const criticalSaveDc = 15

// Armor: nobody has more than 3; a higher value is capped with a message.
export function capArmor(armor: number): { armor: number; message: string } {
  if (!Number.isInteger(armor) || armor < 0) {
    throw new RulesError(`Armor is a whole number of 0 or more (got ${armor}).`)
  }
  if (armor > maxArmor)
    return { armor: maxArmor, message: `Armor ${armor} is capped at ${maxArmor}.` }
  return { armor, message: '' }
}

// Scars: the entry is the HP the PC had before the attack that took them to 0 or under.
export function scarEntryFor(hpBefore: number, hpAfter: number): number | null {
  if (hpAfter > 0 || hpBefore <= 0) return null
  return Math.min(12, hpBefore)
}

export interface DamageResult {
  raw: number
  afterArmor: number
  hpBefore: number
  hpAfter: number
  strLoss: number
  /** Damage went past 0 HP: a STR save (DC 15) follows. */
  needsCriticalSave: boolean
  scar: ScarRow | null
  explanation: string
}

// Attacking & Damage, Armor, Critical Damage: armor first, then HP; damage past 0 comes off STR.
export function assessDamage(data: CairnData, raw: number): DamageResult {
  if (!Number.isInteger(raw) || raw < 0)
    throw new RulesError(`Damage is a whole number of 0 or more (got ${raw}).`)
  const armor = armorValue(data).value
  const afterArmor = Math.max(0, raw - armor)
  const hpBefore = data.hp.current
  const remaining = hpBefore - afterArmor
  const hpAfter = Math.max(0, remaining)
  const strLoss = Math.min(data.attributes.str.current, Math.max(0, -remaining))
  const entry = afterArmor > 0 ? scarEntryFor(hpBefore, remaining) : null
  const scar = entry === null ? null : (findScar(entry) ?? null)
  const parts = [`${raw} damage − ${armor} Armor = ${afterArmor}.`, `HP ${hpBefore} → ${hpAfter}.`]
  if (remaining < 0)
    parts.push(
      `${-remaining} past 0 comes off STR (${strLoss} lost); STR save DC ${criticalSaveDc} follows.`,
    )
  if (scar)
    parts.push(`Scar #${scar.entry} (${scar.title}), from ${hpBefore} HP before the attack.`)
  return {
    raw,
    afterArmor,
    hpBefore,
    hpAfter,
    strLoss,
    needsCriticalSave: remaining < 0,
    scar,
    explanation: parts.join(' '),
  }
}

/** Applies damage to a copy: HP, STR loss, death at STR 0, and records the Scar it calls for. */
export function applyDamage(
  data: CairnData,
  raw: number,
): { data: CairnData; result: DamageResult } {
  if (data.dead) throw new RulesError('The character is dead.')
  const result = assessDamage(data, raw)
  const next = jsonCopy(data)
  next.hp.current = result.hpAfter
  next.attributes.str.current -= result.strLoss
  if (result.scar) {
    next.scars.push({ id: newId(), entry: result.scar.entry, note: '' })
    if (result.scar.deprived) next.deprived = true
    if (result.scar.doomed) next.doomed = true
  }
  // Attribute Loss: STR 0 is death.
  if (next.attributes.str.current === 0 && result.strLoss > 0) next.dead = true
  logEvent(next, result.explanation)
  return { data: next, result }
}

export interface SaveResult {
  total: number
  passed: boolean
  explanation: string
}

// Check Results: a save against a DC passes only above it (a tie goes to the initiator, here the DC).
export function saveAgainstDc(
  d20: number,
  modifier: number,
  dc: number,
  objectDice = 0,
): SaveResult {
  if (!Number.isInteger(d20) || d20 < 1 || d20 > 20)
    throw new RulesError(`A d20 shows 1 to 20 (got ${d20}).`)
  const total = d20 + modifier + objectDice
  const passed = total > dc
  const nat = d20 === 1 ? ' Natural 1.' : d20 === 20 ? ' Natural 20.' : ''
  return {
    total,
    passed,
    explanation: `d20 ${d20} + ${modifier}${objectDice ? ` + ${objectDice}` : ''} = ${total} against DC ${dc}: ${passed ? 'saved' : 'failed'} (ties go to the DC).${nat}`,
  }
}

// Critical Damage: STR save DC 15 with the new STR; a failure is critical damage (Scar 12: death).
export function resolveCriticalSave(
  data: CairnData,
  d20: number,
): { data: CairnData; save: SaveResult } {
  if (data.dead) throw new RulesError('The character is dead.')
  const save = saveAgainstDc(d20, data.attributes.str.current, criticalSaveDc)
  const next = jsonCopy(data)
  if (!save.passed) {
    if (next.doomed) {
      next.dead = true
      logEvent(next, `Critical damage save failed while Doomed: dead. ${save.explanation}`)
    } else {
      next.criticalDamage = true
      // Critical Damage: the hour untreated starts now.
      next.criticalMinutes = 0
      logEvent(
        next,
        `Critical damage: crawling, dies within the hour unless aided. ${save.explanation}`,
      )
    }
  } else {
    logEvent(next, `Critical damage save passed. ${save.explanation}`)
  }
  return { data: next, save }
}

/** Critical Damage: aid such as bandages stabilizes a PC with critical damage. */
export function stabilize(data: CairnData): CairnData {
  if (!data.criticalDamage)
    throw new RulesError('Only a character with critical damage needs stabilizing.')
  const next = jsonCopy(data)
  next.criticalDamage = false
  next.criticalMinutes = 0
  logEvent(next, 'Stabilized.')
  return next
}

/** Critical Damage: untreated, a PC dies within the hour. */
export const criticalMinutesToDeath = 60

/**
 * Critical Damage: game time passes for a PC with critical damage who is not aided; when the hour
 * is up they die (our reading of "within the hour": at the latest when 60 minutes have passed; an
 * earlier death is the Warden's call, marked with diesOfCriticalDamage).
 */
export function passCriticalTime(data: CairnData, minutes: number): CairnData {
  if (data.dead) throw new RulesError('The character is dead.')
  if (!data.criticalDamage) throw new RulesError('There is no critical damage to time.')
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > criticalMinutesToDeath)
    throw new RulesError(`Minutes passing are 1 to ${criticalMinutesToDeath} (got ${minutes}).`)
  const next = jsonCopy(data)
  const passed = Math.min(criticalMinutesToDeath, (data.criticalMinutes ?? 0) + minutes)
  next.criticalMinutes = passed
  if (passed >= criticalMinutesToDeath) {
    next.dead = true
    logEvent(next, 'An hour untreated after critical damage: dead.')
  } else {
    logEvent(next, `Critical damage untreated for ${passed} of ${criticalMinutesToDeath} minutes.`)
  }
  return next
}

/** Critical Damage: the Warden rules that the untreated PC has died before the hour is up. */
export function diesOfCriticalDamage(data: CairnData): CairnData {
  if (data.dead) throw new RulesError('The character is dead.')
  if (!data.criticalDamage) throw new RulesError('There is no critical damage.')
  const next = jsonCopy(data)
  next.dead = true
  logEvent(next, 'Died of critical damage, untreated.')
  return next
}

export interface ScarRolls {
  /** Location or attribute d6 (Scars 1, 4, 6). */
  pick?: number
  /** The main follow-up roll's total (1d6, 2d6, 3d6, 1d4...). */
  total?: number
  /** Scars 8 and 10: whether the WIL save passed. */
  savePassed?: boolean
}

const diceRange: Record<string, [number, number]> = {
  '1d4': [1, 4],
  '1d6': [1, 6],
  '2d6': [2, 12],
  '3d6': [3, 18],
}

function needTotal(rolls: ScarRolls, dice: string): number {
  const [min, max] = diceRange[dice] ?? [1, 6]
  const t = rolls.total
  if (t === undefined || !Number.isInteger(t) || t < min || t > max) {
    throw new RulesError(`Enter the ${dice} total (${min} to ${max}).`)
  }
  return t
}

/** Scars: applies a Scar's follow-up rolls to max HP or attributes and notes the outcome. */
export function applyScarFollowUp(data: CairnData, entry: number, rolls: ScarRolls): CairnData {
  const scar = findScar(entry)
  if (!scar) throw new RulesError(`The Scars table runs from 1 to 12 (got ${entry}).`)
  const next = jsonCopy(data)
  const notes: string[] = []
  for (const f of scar.followUps) {
    if (f.kind === 'location' || f.kind === 'attributeIfHigher') {
      const pick = rolls.pick
      if (pick === undefined || !Number.isInteger(pick) || pick < 1 || pick > 6) {
        throw new RulesError('Enter the d6 that picks where (1 to 6).')
      }
      if (f.kind === 'location') notes.push(f.faces[pick - 1] ?? '')
      else {
        const id: AttributeId = headWoundAttribute(pick)
        const total = needTotal(rolls, f.dice)
        const attr = next.attributes[id]
        if (total > attr.current) {
          attr.current = total
          attr.max = Math.max(attr.max, total)
          notes.push(`${attributeNames[id]} ${total}`)
        } else notes.push(`${attributeNames[id]} stays ${attr.current}`)
      }
    } else if (f.kind === 'raiseIfHigher') {
      const total = needTotal(rolls, f.dice)
      if (f.target === 'maxHp') {
        if (total > next.hp.max) next.hp.max = total
        notes.push(`max HP ${next.hp.max}`)
      } else {
        const attr = f.target === 'maxDex' ? next.attributes.dex : next.attributes.wil
        if (total > attr.max) attr.max = total
        notes.push(`max ${f.target === 'maxDex' ? 'DEX' : 'WIL'} ${attr.max}`)
      }
    } else if (f.kind === 'add') {
      next.hp.max = Math.min(99, next.hp.max + needTotal(rolls, f.dice))
      notes.push(`max HP ${next.hp.max}`)
    } else if (f.kind === 'set') {
      next.hp.max = needTotal(rolls, f.dice)
      next.hp.current = Math.min(next.hp.current, next.hp.max)
      notes.push(`max HP ${next.hp.max}`)
    } else if (f.kind === 'wilSaveRaise') {
      if (rolls.savePassed === undefined) throw new RulesError('Say whether the WIL save passed.')
      if (rolls.savePassed) {
        next.attributes.wil.max = Math.min(30, next.attributes.wil.max + needTotal(rolls, f.dice))
        notes.push(`max WIL ${next.attributes.wil.max}`)
      } else notes.push('WIL save failed')
    }
  }
  const text = notes.filter(Boolean).join(', ')
  const recorded = [...next.scars].reverse().find((s) => s.entry === entry && s.note === '')
  if (recorded) recorded.note = text
  else next.scars.push({ id: newId(), entry, note: text })
  logEvent(next, `Scar #${entry} (${scar.title}): ${text || 'noted'}.`)
  return next
}

// Scar 12: after passing the next critical damage save, 3d6 becomes max HP if higher.
export function endDoom(data: CairnData, total: number): CairnData {
  if (!data.doomed) throw new RulesError('The character is not Doomed.')
  if (!Number.isInteger(total) || total < 3 || total > 18)
    throw new RulesError('Enter the 3d6 total (3 to 18).')
  const next = jsonCopy(data)
  next.doomed = false
  if (total > next.hp.max) next.hp.max = total
  logEvent(next, `Doom lifted: max HP ${next.hp.max}.`)
  return next
}

// Healing & Recovery: a short rest restores lost HP; Deprived characters recover nothing.
export function restoreHp(data: CairnData): CairnData {
  if (data.deprived) throw new RulesError('Deprived characters cannot recover HP.')
  if (data.dead) throw new RulesError('The character is dead.')
  const next = jsonCopy(data)
  next.hp.current = next.hp.max
  logEvent(next, `Rested a moment: HP back to ${next.hp.max}.`)
  return next
}

// Healing & Recovery: attribute loss comes back after a week's rest (not while Deprived).
export function weekOfRest(data: CairnData): CairnData {
  if (data.deprived) throw new RulesError('Deprived characters cannot recover attributes.')
  if (data.dead) throw new RulesError('The character is dead.')
  const next = jsonCopy(data)
  for (const a of Object.values(next.attributes)) a.current = a.max
  next.hp.current = next.hp.max
  next.fatigue = 0
  next.criticalDamage = false
  next.criticalMinutes = 0
  logEvent(next, 'A week of rest: attributes, HP and Fatigue restored.')
  return next
}

export type AttributeState = 'ok' | 'dead' | 'paralyzed' | 'delirious'

// Attribute Loss: STR 0 dead, DEX 0 paralyzed, WIL 0 delirious.
export function attributeState(data: CairnData, id: AttributeId): AttributeState {
  if (data.attributes[id].current > 0) return 'ok'
  return id === 'str' ? 'dead' : id === 'dex' ? 'paralyzed' : 'delirious'
}

/** The character's overall state, worst first. */
export function conditionSummary(data: CairnData): string[] {
  const out: string[] = []
  if (data.dead || attributeState(data, 'str') === 'dead') out.push(text('condition.dead'))
  if (attributeState(data, 'dex') === 'paralyzed') out.push(text('condition.paralyzed'))
  if (attributeState(data, 'wil') === 'delirious') out.push(text('condition.delirious'))
  if (attributeState(data, 'dex') !== 'ok' && attributeState(data, 'wil') !== 'ok')
    out.push(text('condition.cannotAct'))
  if (data.criticalDamage) out.push(text('condition.criticalDamage'))
  if (data.doomed) out.push(text('condition.doomed'))
  if (data.deprived) out.push(text('condition.deprived'))
  return out
}
