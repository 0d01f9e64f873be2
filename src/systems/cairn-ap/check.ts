// Findings about a Cairn AP character.
import type { Finding, HouseRules } from '../types'
import { armorLimit } from './armor'
import { attributeIds, attributeNames, type CairnData } from './model'
import { ruleRefs } from './rule-refs'
import { overflow, slotCapacity, usedSlots } from './slots'

export function checkCairn(data: CairnData, rules: HouseRules): Finding[] {
  const findings: Finding[] = []
  // Deprivation and Fatigue: slots never overflow; something has to be dropped.
  const over = overflow(data, rules)
  if (over > 0) {
    findings.push({
      severity: 'error',
      code: 'slots-overflow',
      message: `${usedSlots(data)} slots are filled but there are only ${slotCapacity(data, rules).total}: drop ${over} slot${over === 1 ? '' : 's'} of items.`,
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
        message: `${attributeNames[id]} ${a.current} is above its max ${a.max}.`,
        rule: ruleRefs.attributes,
        path: `attributes.${id}`,
      })
    }
  }
  if (data.hp.current > data.hp.max) {
    findings.push({
      severity: 'warning',
      code: 'hp-above-max',
      message: `HP ${data.hp.current} is above max HP ${data.hp.max}.`,
      rule: ruleRefs.healing,
      path: 'hp',
    })
  }
  // Grimoire: spells are cast from it.
  if (data.spells.length > 0 && !data.items.some((i) => i.kind === 'grimoire')) {
    findings.push({
      severity: 'warning',
      code: 'no-grimoire',
      message: 'Spells are listed but no Grimoire is carried to cast them from.',
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
      message: `With wings (Mishap 19) no armor can be worn: Armor ${data.armor} is entered but only ${limit} comes from Mishaps 12 and 16, so Armor counts as ${limit}.`,
      rule: ruleRefs.mishaps,
      path: 'armor',
    })
  }
  return findings
}
