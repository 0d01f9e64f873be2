// Characters used by the tests, named after what they show.
import { createRng } from '../common/dice'
import { createCairnCharacter } from './create'
import type { CairnData, CairnItem } from './model'

export function character(edit: (data: CairnData) => void = () => {}): CairnData {
  const data = createCairnCharacter({ name: 'Fixture' }, {}, createRng('fixture'))
  data.attributes = {
    str: { current: 12, max: 12 },
    dex: { current: 9, max: 9 },
    wil: { current: 14, max: 14 },
  }
  data.hp = { current: 5, max: 5 }
  edit(data)
  return data
}

export function item(
  id: string,
  name: string,
  slots = 1,
  extra: Partial<CairnItem> = {},
): CairnItem {
  return { id, name, kind: 'item', slots, spell: '', notes: '', ...extra }
}

/** A new caster: only the bulky Grimoire (2 of 10 slots), 8 free. */
export const newCaster = character((d) => {
  const grimoire = d.items[0]
  if (grimoire) grimoire.id = 'grimoire'
  d.spells = [{ id: 'mirror', name: 'Mirror Image', description: '[dice] illusory duplicates' }]
})

/** Barry: 2 free slots and 2 Mana Dust, so 4 Magic Dice (Casting Spells example). */
export const barry = character((d) => {
  const grimoire = d.items[0]
  if (grimoire) grimoire.id = 'grimoire'
  d.items.push(
    item('sword', 'Sword'),
    item('rope', 'Rope'),
    item('tent', 'Tent', 2),
    item('food', 'Rations'),
    item('lantern', 'Lantern'),
  )
  d.manaDust = 2
  d.spells = [{ id: 'mirror', name: 'Mirror Image', description: '[dice] illusory duplicates' }]
})

/** Every one of 10 slots full: the Grimoire, a bulky tent, four items and two Fatigue. */
export const fullPack = character((d) => {
  const grimoire = d.items[0]
  if (grimoire) grimoire.id = 'grimoire'
  d.items.push(
    item('tent', 'Tent', 2),
    item('sword', 'Sword'),
    item('rope', 'Rope'),
    item('food', 'Rations'),
    item('torch', 'Torch'),
  )
  d.fatigue = 2
  d.manaDust = 1
  d.spells = [{ id: 'mirror', name: 'Mirror Image', description: '' }]
})
