// Damage, critical damage, Scars, attribute loss and recovery.
import { newId } from '../common/ledger'
import { RulesError } from '../types'
import { attributeNames, maxArmor, type AttributeId, type CairnData } from './model'
import { armorValue } from './armor'
import { logEvent } from './slots'
import { findScar, headWoundAttribute, scarFaceLabels, type ScarRow } from './tables'
import { jsonCopy } from '../common/json'
import { diceText, text } from './text'

/** Critical Damage: the STR save's DC. */
export const criticalSaveDc = 15

// Armor: nobody has more than 3; a higher value is capped with a message.
export function capArmor(armor: number): { armor: number; message: string } {
  if (!Number.isInteger(armor) || armor < 0) {
    throw new RulesError(text('damage.armorWhole', { armor }))
  }
  if (armor > maxArmor)
    return { armor: maxArmor, message: text('damage.armorCapped', { armor, max: maxArmor }) }
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
  if (!Number.isInteger(raw) || raw < 0) throw new RulesError(text('damage.damageWhole', { raw }))
  const armor = armorValue(data).value
  const afterArmor = Math.max(0, raw - armor)
  const hpBefore = data.hp.current
  const remaining = hpBefore - afterArmor
  const hpAfter = Math.max(0, remaining)
  const strLoss = Math.min(data.attributes.str.current, Math.max(0, -remaining))
  const entry = afterArmor > 0 ? scarEntryFor(hpBefore, remaining) : null
  const scar = entry === null ? null : (findScar(entry) ?? null)
  const parts = [
    text('damage.afterArmor', { raw, armor, after: afterArmor }),
    text('damage.hp', { before: hpBefore, after: hpAfter }),
  ]
  if (remaining < 0)
    parts.push(text('damage.pastZero', { past: -remaining, lost: strLoss, dc: criticalSaveDc }))
  if (scar) parts.push(text('damage.scar', { entry: scar.entry, title: scar.title, hp: hpBefore }))
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
  if (data.dead) throw new RulesError(text('damage.dead'))
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
    throw new RulesError(text('damage.d20Range', { d20 }))
  const total = d20 + modifier + objectDice
  const passed = total > dc
  const key = objectDice
    ? passed
      ? 'damage.saveObjectsSaved'
      : 'damage.saveObjectsFailed'
    : passed
      ? 'damage.saveSaved'
      : 'damage.saveFailed'
  const explanation = text(key, { d20, modifier, objects: objectDice, total, dc })
  const natural = d20 === 1 || d20 === 20 ? text('damage.natural', { natural: d20 }) : ''
  return { total, passed, explanation: natural ? `${explanation} ${natural}` : explanation }
}

// Critical Damage: STR save DC 15 with the new STR; a failure is critical damage (Scar 12: death).
export function resolveCriticalSave(
  data: CairnData,
  d20: number,
): { data: CairnData; save: SaveResult } {
  if (data.dead) throw new RulesError(text('damage.dead'))
  const save = saveAgainstDc(d20, data.attributes.str.current, criticalSaveDc)
  const next = jsonCopy(data)
  if (!save.passed) {
    if (next.doomed) {
      next.dead = true
      logEvent(next, text('damage.doomedDeadLog', { save: save.explanation }))
    } else {
      next.criticalDamage = true
      // Critical Damage: the hour untreated starts now.
      next.criticalMinutes = 0
      logEvent(next, text('damage.criticalLog', { save: save.explanation }))
    }
  } else {
    logEvent(next, text('damage.savePassedLog', { save: save.explanation }))
  }
  return { data: next, save }
}

/** Critical Damage: aid such as bandages stabilizes a PC with critical damage. */
export function stabilize(data: CairnData): CairnData {
  if (!data.criticalDamage) throw new RulesError(text('damage.noStabilizing'))
  const next = jsonCopy(data)
  next.criticalDamage = false
  next.criticalMinutes = 0
  logEvent(next, text('damage.stabilizedLog'))
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
  if (data.dead) throw new RulesError(text('damage.dead'))
  if (!data.criticalDamage) throw new RulesError(text('damage.noCriticalToTime'))
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > criticalMinutesToDeath)
    throw new RulesError(text('damage.minutesRange', { max: criticalMinutesToDeath, minutes }))
  const next = jsonCopy(data)
  const passed = Math.min(criticalMinutesToDeath, (data.criticalMinutes ?? 0) + minutes)
  next.criticalMinutes = passed
  if (passed >= criticalMinutesToDeath) {
    next.dead = true
    logEvent(next, text('damage.hourUntreatedLog'))
  } else {
    logEvent(next, text('damage.untreatedLog', { passed, max: criticalMinutesToDeath }))
  }
  return next
}

/** Critical Damage: the Warden rules that the untreated PC has died before the hour is up. */
export function diesOfCriticalDamage(data: CairnData): CairnData {
  if (data.dead) throw new RulesError(text('damage.dead'))
  if (!data.criticalDamage) throw new RulesError(text('damage.noCritical'))
  const next = jsonCopy(data)
  next.dead = true
  logEvent(next, text('damage.diedLog'))
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
    throw new RulesError(text('damage.enterTotal', { dice: diceText(dice), min, max }))
  }
  return t
}

/** Scars: applies a Scar's follow-up rolls to max HP or attributes and notes the outcome. */
export function applyScarFollowUp(data: CairnData, entry: number, rolls: ScarRolls): CairnData {
  const scar = findScar(entry)
  if (!scar) throw new RulesError(text('damage.scarRange', { entry }))
  const next = jsonCopy(data)
  const notes: string[] = []
  for (const f of scar.followUps) {
    if (f.kind === 'location' || f.kind === 'attributeIfHigher') {
      const pick = rolls.pick
      if (pick === undefined || !Number.isInteger(pick) || pick < 1 || pick > 6) {
        throw new RulesError(text('damage.enterPick'))
      }
      if (f.kind === 'location') {
        const face = f.faces[pick - 1]
        notes.push(face ? scarFaceLabels[face] : '')
      } else {
        const id: AttributeId = headWoundAttribute(pick)
        const total = needTotal(rolls, f.dice)
        const attr = next.attributes[id]
        if (total > attr.current) {
          attr.current = total
          attr.max = Math.max(attr.max, total)
          notes.push(text('damage.attributeRaised', { name: attributeNames[id], total }))
        } else
          notes.push(
            text('damage.attributeStays', { name: attributeNames[id], current: attr.current }),
          )
      }
    } else if (f.kind === 'raiseIfHigher') {
      const total = needTotal(rolls, f.dice)
      if (f.target === 'maxHp') {
        if (total > next.hp.max) next.hp.max = total
        notes.push(text('damage.maxHp', { value: next.hp.max }))
      } else {
        const attr = f.target === 'maxDex' ? next.attributes.dex : next.attributes.wil
        if (total > attr.max) attr.max = total
        notes.push(
          text(f.target === 'maxDex' ? 'damage.maxDex' : 'damage.maxWil', { value: attr.max }),
        )
      }
    } else if (f.kind === 'add') {
      next.hp.max = Math.min(99, next.hp.max + needTotal(rolls, f.dice))
      notes.push(text('damage.maxHp', { value: next.hp.max }))
    } else if (f.kind === 'set') {
      next.hp.max = needTotal(rolls, f.dice)
      next.hp.current = Math.min(next.hp.current, next.hp.max)
      notes.push(text('damage.maxHp', { value: next.hp.max }))
    } else if (f.kind === 'wilSaveRaise') {
      if (rolls.savePassed === undefined) throw new RulesError(text('damage.sayWilSave'))
      if (rolls.savePassed) {
        next.attributes.wil.max = Math.min(30, next.attributes.wil.max + needTotal(rolls, f.dice))
        notes.push(text('damage.maxWil', { value: next.attributes.wil.max }))
      } else notes.push(text('damage.wilSaveFailed'))
    }
  }
  const note = notes.filter(Boolean).join(', ')
  const recorded = [...next.scars].reverse().find((s) => s.entry === entry && s.note === '')
  if (recorded) recorded.note = note
  else next.scars.push({ id: newId(), entry, note })
  logEvent(
    next,
    note
      ? text('damage.scarLog', { entry, title: scar.title, notes: note })
      : text('damage.scarNotedLog', { entry, title: scar.title }),
  )
  return next
}

// Scar 12: after passing the next critical damage save, 3d6 becomes max HP if higher.
export function endDoom(data: CairnData, total: number): CairnData {
  if (!data.doomed) throw new RulesError(text('damage.notDoomed'))
  if (!Number.isInteger(total) || total < 3 || total > 18)
    throw new RulesError(text('damage.enterTotal', { dice: diceText('3d6'), min: 3, max: 18 }))
  const next = jsonCopy(data)
  next.doomed = false
  if (total > next.hp.max) next.hp.max = total
  logEvent(next, text('damage.doomLiftedLog', { hp: next.hp.max }))
  return next
}

// Healing & Recovery: a short rest restores lost HP; Deprived characters recover nothing.
export function restoreHp(data: CairnData): CairnData {
  if (data.deprived) throw new RulesError(text('damage.deprivedNoHp'))
  if (data.dead) throw new RulesError(text('damage.dead'))
  const next = jsonCopy(data)
  next.hp.current = next.hp.max
  logEvent(next, text('damage.restedLog', { hp: next.hp.max }))
  return next
}

// Healing & Recovery: attribute loss comes back after a week's rest (not while Deprived).
export function weekOfRest(data: CairnData): CairnData {
  if (data.deprived) throw new RulesError(text('damage.deprivedNoAttributes'))
  if (data.dead) throw new RulesError(text('damage.dead'))
  const next = jsonCopy(data)
  for (const a of Object.values(next.attributes)) a.current = a.max
  next.hp.current = next.hp.max
  next.fatigue = 0
  next.criticalDamage = false
  next.criticalMinutes = 0
  logEvent(next, text('damage.weekLog'))
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
