// Findings about a Cairn AP character.
import type { Finding, HouseRules } from '../types'
import { armorLimit } from './armor'
import { attributeIds, attributeNames, type CairnData } from './model'
import { ruleRefs } from './rule-refs'
import { overflow, slotCapacity, usedSlots } from './slots'
import { text } from './text'

export function checkCairn(data: CairnData, rules: HouseRules): Finding[] {
  const findings: Finding[] = []
  // Deprivation and Fatigue: slots never overflow; something has to be dropped.
  const over = overflow(data, rules)
  if (over > 0) {
    findings.push({
      severity: 'error',
      code: 'slots-overflow',
      message: text('check.slotsOverflow', {
        used: usedSlots(data),
        total: slotCapacity(data, rules).total,
        count: over,
      }),
      rule: ruleRefs.fatigue,
      path: 'items',
    })
  }
  // Attributes: the current score never exceeds the maximum.
  for (const id of attributeIds) {
    const a = data.attributes[id]
    if (a.current > a.max) {
      findings.push({
        severity: 'warning',
        code: 'attribute-above-max',
        message: text('check.attributeAboveMax', {
          name: attributeNames[id],
          current: a.current,
          max: a.max,
        }),
        rule: ruleRefs.attributes,
        path: `attributes.${id}`,
      })
    }
  }
  if (data.hp.current > data.hp.max) {
    findings.push({
      severity: 'warning',
      code: 'hp-above-max',
      message: text('check.hpAboveMax', { current: data.hp.current, max: data.hp.max }),
      rule: ruleRefs.healing,
      path: 'hp',
    })
  }
  // Grimoire: spells are cast from it.
  if (data.spells.length > 0 && !data.items.some((i) => i.kind === 'grimoire')) {
    findings.push({
      severity: 'warning',
      code: 'no-grimoire',
      message: text('check.noGrimoire'),
      rule: ruleRefs.grimoire,
      path: 'items',
    })
  }
  // Mishap 19: wings rule out worn armor; only the +1 Armor of Mishaps 12 and 16 counts.
  const limit = armorLimit(data)
  if (data.wings && data.armor > limit) {
    findings.push({
      severity: 'warning',
      code: 'wings-armor',
      message: text('check.wingsArmor', { armor: data.armor, limit }),
      rule: ruleRefs.mishaps,
      path: 'armor',
    })
  }
  return findings
}
