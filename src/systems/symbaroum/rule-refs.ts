// Names of the rules-text sections that derived values and findings cite.
export const ruleRefs = {
  modifierTable: 'Attribute modifier table',
  successTest: 'Success Test',
  toughness: 'Secondary Attributes: Toughness',
  painThreshold: 'Secondary Attributes: Pain Threshold',
  defense: 'Secondary Attributes: Defense; Shield',
  corruptionThreshold: 'Secondary Attributes: Corruption Threshold',
  damage: 'Damage & Healing',
  dying: 'Dying Characters',
  healing: 'Healing Wounds',
  turnOrder: 'Combat: Turn Order',
  blindFighting: 'Blind Fighting',
  advantage: 'Advantage',
  shield: 'Special Actions: Shield',
  improving: 'Improving Your Character',
  attributePoints: 'House rule: attribute point total',
  startingExperience: 'House rule: starting Experience',
} as const
