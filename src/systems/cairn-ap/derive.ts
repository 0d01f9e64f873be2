// Derived values of a Cairn AP character, each with an explanation that shows the numbers.
import type { DerivedValue, DerivedValues, HouseRules } from '../types'
import { armorValue } from './armor'
import { attributeState, conditionSummary } from './damage'
import { magicDice } from './magic'
import { attributeIds, attributeNames, type AttributeId, type CairnData } from './model'
import { actionPoints, basicUnits, moveSpaces } from './play'
import { ruleRefs } from './rule-refs'
import { freeSlots, itemSlots, slotCapacity, tumourSlots, usedSlots } from './slots'

/** The ids of Cairn's derived values. */
export type CairnDerivedKey =
  | `attribute.${AttributeId}`
  | 'slots'
  | 'usedSlots'
  | 'freeSlots'
  | 'magicDice'
  | 'hp'
  | 'armor'
  | 'move'
  | 'actionPoints'
  | 'initiative'
  | 'condition'

function derived(
  label: string,
  value: number | string,
  explanation: string,
  rule: string,
): DerivedValue {
  return { label, value, explanation, rule }
}

/** All derived values, keyed by id (see CairnDerivedKey). */
export function deriveCairn(data: CairnData, rules: HouseRules): DerivedValues<CairnDerivedKey> {
  const out: DerivedValues<CairnDerivedKey> = {}
  for (const id of attributeIds) {
    const a = data.attributes[id]
    const state = attributeState(data, id)
    out[`attribute.${id}`] = derived(
      attributeNames[id],
      `${a.current} / ${a.max}`,
      `${attributeNames[id]} ${a.current} of max ${a.max}${a.current < a.max ? `; ${a.max - a.current} lost, back after a week's rest` : ''}${state !== 'ok' ? `; at 0: ${state}` : ''}`,
      state === 'ok' ? ruleRefs.attributes : ruleRefs.attributeLoss,
    )
  }
  const capacity = slotCapacity(data, rules)
  const used = usedSlots(data)
  const free = freeSlots(data, rules)
  out.slots = derived('Slots', capacity.total, capacity.explanation, ruleRefs.slotsRule)
  out.usedSlots = derived(
    'Slots used',
    used,
    `${itemSlots(data)} by items (bulky ones fill 2) + ${data.fatigue} Fatigue${tumourSlots(data) ? ` + ${tumourSlots(data)} tumours (Mishap 14)` : ''} = ${used}`,
    ruleRefs.fatigue,
  )
  out.freeSlots = derived(
    'Free slots',
    free,
    `${capacity.total} − ${used} used = ${free}`,
    ruleRefs.fatigue,
  )
  const dice = magicDice(data, rules)
  out.magicDice = derived('Magic Dice', dice.available, dice.explanation, ruleRefs.casting)
  out.hp = derived(
    'HP',
    `${data.hp.current} / ${data.hp.max}`,
    `${data.hp.current} of ${data.hp.max}${data.deprived ? '; Deprived, so no recovery' : '; a short rest restores it'}`,
    ruleRefs.healing,
  )
  const armor = armorValue(data)
  out.armor = derived(
    'Armor',
    armor.value,
    armor.explanation,
    data.wings ? ruleRefs.mishaps : ruleRefs.armor,
  )
  const dex = data.attributes.dex.current
  out.move = derived(
    'Move',
    moveSpaces(dex),
    `DEX ${dex} ÷ 2, rounded up, spaces per Move (1 AP): ${basicUnits(moveSpaces(dex), 1)}`,
    ruleRefs.specialActions,
  )
  out.actionPoints = derived(
    'AP per turn',
    actionPoints(false),
    `4 AP a turn; ${actionPoints(true)} while surprised`,
    ruleRefs.turn,
  )
  out.initiative = derived(
    'Initiative',
    `d20+${data.attributes.wil.current}`,
    `1d20 + WIL ${data.attributes.wil.current}`,
    ruleRefs.initiative,
  )
  const conditions = conditionSummary(data)
  out.condition = derived(
    'Condition',
    conditions.length ? conditions.join(', ') : 'Fine',
    conditions.length
      ? `From: ${conditions.join(', ')}`
      : 'No attribute at 0, not Deprived, no critical damage',
    ruleRefs.attributeLoss,
  )
  return out
}
