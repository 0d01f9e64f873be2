// The order attributes are listed in, and setting an attribute's value.
import { attributeGroups, standardAttributes, type HeimrAttribute, type HeimrData } from './model'
import { fatigueAfterStaminaChange, staminaId } from './fatigue'

export interface ListedAttribute extends HeimrAttribute {
  id: string
}

const standardIndex = new Map<string, number>(standardAttributes.map((a, i) => [a.id, i]))

/**
 * The character's attributes in the system's order, never the stored key order (a file sorts
 * those keys): by group as the Attributes table lists them (physical, then mental); within a
 * group the standard attributes in the table's order (even when renamed), then the campaign's
 * own by name, then id.
 */
export function orderedAttributes(data: HeimrData): ListedAttribute[] {
  const groupIndex = (a: HeimrAttribute) => attributeGroups.indexOf(a.group)
  const standard = (id: string) => standardIndex.get(id) ?? standardAttributes.length
  return Object.entries(data.attributes)
    .map(([id, a]) => ({ id, ...a }))
    .sort(
      (a, b) =>
        groupIndex(a) - groupIndex(b) ||
        standard(a.id) - standard(b.id) ||
        a.name.localeCompare(b.name) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
}

/** Sets one attribute's value; a Stamina change moves a rested character's fatigue with it. */
export function setAttributeValue(data: HeimrData, attributeId: string, value: number): HeimrData {
  const attribute = Object.prototype.hasOwnProperty.call(data.attributes, attributeId)
    ? data.attributes[attributeId]
    : undefined
  if (!attribute) return data
  const fatigue = attributeId === staminaId ? fatigueAfterStaminaChange(data, value) : data.fatigue
  return {
    ...data,
    attributes: { ...data.attributes, [attributeId]: { ...attribute, value } },
    fatigue,
  }
}
