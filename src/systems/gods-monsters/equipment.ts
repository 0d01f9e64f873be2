// The character's equipment read through the gear tables (./gear): what armor is worn, its
// defense and the full helmet's penalties, each line's bulk, the load against Strength and Carry,
// and who may use which armor and weapons.
import type { Finding, HouseRules } from '../types'
import { finalScore } from './contributors'
import {
  armorAllowed,
  checkLoad,
  findArmor,
  findGear,
  findWeapon,
  loadOptionsFromHouseRules,
  weaponAllowed,
  wornArmorDefense,
  type ArchetypeLevels,
  type ArmorDefense,
  type LoadItem,
  type LoadReport,
  type WornArmor,
} from './gear'
import { carryValue } from './movement'
import type { GodsMonstersData, Item } from './model'
import { ruleRefs } from './rule-refs'
import { text } from './text'

/** Listed bulk of one (for the size it is made for): the item's own, else the table's, else 0. */
function listedBulk(item: Item): number {
  if (item.bulk !== null) return item.bulk
  const gear = item.gearId === null ? undefined : findGear(item.gearId)
  return gear?.bulk ?? 0
}

/** The armor worn: the first worn body armor, the first worn shield, and a worn full helmet. */
export function wornArmor(data: GodsMonstersData): WornArmor {
  const worn: WornArmor = { armorId: null, shieldId: null, fullHelmet: false }
  for (const item of data.items) {
    if (!item.worn || item.gearId === null) continue
    const armor = findArmor(item.gearId)
    if (!armor) continue
    if (armor.kind === 'body' && !worn.armorId) worn.armorId = armor.id
    if (armor.kind === 'shield' && !worn.shieldId) worn.shieldId = armor.id
    if (armor.kind === 'helmet') worn.fullHelmet = true
  }
  return worn
}

/** Defense from the armor worn (Toromeen: banded leather 3 + shield 1 = 4). */
export function armorDefense(data: GodsMonstersData): ArmorDefense {
  return wornArmorDefense(wornArmor(data))
}

export function archetypeLevels(data: GodsMonstersData): ArchetypeLevels {
  const out: ArchetypeLevels = {}
  for (const a of data.archetypes) out[a.archetype] = a.level
  return out
}

function loadItem(item: Item): LoadItem {
  const line: LoadItem = {
    name: item.name,
    bulk: listedBulk(item),
    quantity: item.quantity,
    worn: item.worn,
    size: item.size,
  }
  if (item.gearId !== null) line.gearId = item.gearId
  return line
}

// Carry: each item's bulk against Strength, and what is carried against Carry (gear/load).
export function loadReport(data: GodsMonstersData, rules: HouseRules = {}): LoadReport {
  return checkLoad(
    data.items.map(loadItem),
    finalScore(data, 'strength'),
    carryValue(data, rules).value,
    data.species.size,
    loadOptionsFromHouseRules(rules),
  )
}

// Armor: only armor the character's archetypes and levels allow; Weapons: by weapon class.
export function equipmentFindings(data: GodsMonstersData): Finding[] {
  const findings: Finding[] = []
  const levels = archetypeLevels(data)
  const basicWeaponsSkill = data.fightingArt.skills.some((s) => /basic weapons/i.test(s.name))
  data.items.forEach((item, index) => {
    if (item.gearId === null) return
    if (findArmor(item.gearId) && item.worn) {
      const allowed = armorAllowed(item.gearId, levels)
      if (!allowed.ok) {
        findings.push({
          severity: 'error',
          code: 'armor-not-allowed',
          message: allowed.reason,
          rule: ruleRefs.equipment,
          path: `items.${index}`,
        })
      }
    }
    if (findWeapon(item.gearId)) {
      const allowed = weaponAllowed(item.gearId, {
        warriorLevel: levels.warrior ?? 0,
        basicWeaponsSkill,
      })
      if (!allowed.ok) {
        findings.push({
          severity: 'warning',
          code: 'weapon-not-allowed',
          message: allowed.reason,
          rule: ruleRefs.weapons,
          path: `items.${index}`,
        })
      }
    }
  })
  const worn = data.items.filter((i) => i.worn && i.gearId !== null && findArmor(i.gearId))
  const body = worn.filter((i) => findArmor(i.gearId ?? '')?.kind === 'body')
  if (body.length > 1) {
    findings.push({
      severity: 'error',
      code: 'two-armors-worn',
      message: text('equipment.twoArmorsWorn', {
        armors: body.map((i) => i.name).join(text('equipment.and')),
      }),
      rule: ruleRefs.equipment,
      path: 'items',
    })
  }
  return findings
}
