// Derived values of a Cairn AP character, each with an explanation that shows the numbers.
import type { DerivedValue, DerivedValues, HouseRules } from '../types'
import { armorValue } from './armor'
import { attributeState, conditionSummary } from './damage'
import { magicDice } from './magic'
import { attributeIds, attributeNames, type AttributeId, type CairnData } from './model'
import { actionPoints, basicUnits, moveSpaces } from './play'
import { ruleRefs } from './rule-refs'
import { freeSlots, itemSlots, slotCapacity, tumourSlots, usedSlots } from './slots'
import { text } from './text'

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
    const lost = a.max - a.current
    const params = {
      name: attributeNames[id],
      current: a.current,
      max: a.max,
      lost,
      state: state === 'ok' ? '' : text(`attributeState.${state}`),
    }
    const key =
      state === 'ok'
        ? lost > 0
          ? 'explain.attributeLost'
          : 'explain.attribute'
        : lost > 0
          ? 'explain.attributeLostAtZero'
          : 'explain.attributeAtZero'
    out[`attribute.${id}`] = derived(
      attributeNames[id],
      `${a.current} / ${a.max}`,
      text(key, params),
      state === 'ok' ? ruleRefs.attributes : ruleRefs.attributeLoss,
    )
  }
  const capacity = slotCapacity(data, rules)
  const used = usedSlots(data)
  const free = freeSlots(data, rules)
  out.slots = derived(
    text('derived.slots'),
    capacity.total,
    capacity.explanation,
    ruleRefs.slotsRule,
  )
  out.usedSlots = derived(
    text('derived.usedSlots'),
    used,
    text(tumourSlots(data) ? 'explain.usedSlotsTumours' : 'explain.usedSlots', {
      items: itemSlots(data),
      fatigue: data.fatigue,
      tumours: tumourSlots(data),
      used,
    }),
    ruleRefs.fatigue,
  )
  out.freeSlots = derived(
    text('derived.freeSlots'),
    free,
    text('explain.freeSlots', { total: capacity.total, used, free }),
    ruleRefs.fatigue,
  )
  const dice = magicDice(data, rules)
  out.magicDice = derived(
    text('derived.magicDice'),
    dice.available,
    dice.explanation,
    ruleRefs.casting,
  )
  out.hp = derived(
    text('derived.hp'),
    `${data.hp.current} / ${data.hp.max}`,
    text(data.deprived ? 'explain.hpDeprived' : 'explain.hp', {
      current: data.hp.current,
      max: data.hp.max,
    }),
    ruleRefs.healing,
  )
  const armor = armorValue(data)
  out.armor = derived(
    text('derived.armor'),
    armor.value,
    armor.explanation,
    data.wings ? ruleRefs.mishaps : ruleRefs.armor,
  )
  const dex = data.attributes.dex.current
  out.move = derived(
    text('derived.move'),
    moveSpaces(dex),
    text('explain.move', { dex, units: basicUnits(moveSpaces(dex), 1) }),
    ruleRefs.specialActions,
  )
  out.actionPoints = derived(
    text('derived.actionPoints'),
    actionPoints(false),
    text('explain.actionPoints', { ap: actionPoints(false), surprised: actionPoints(true) }),
    ruleRefs.turn,
  )
  out.initiative = derived(
    text('derived.initiative'),
    text('derived.initiativeValue', { wil: data.attributes.wil.current }),
    text('explain.initiative', { wil: data.attributes.wil.current }),
    ruleRefs.initiative,
  )
  const conditions = conditionSummary(data)
  out.condition = derived(
    text('derived.condition'),
    conditions.length ? conditions.join(', ') : text('derived.fine'),
    conditions.length
      ? text('explain.conditionFrom', { conditions: conditions.join(', ') })
      : text('explain.conditionFine'),
    ruleRefs.attributeLoss,
  )
  return out
}
