// Characters used by the tests, named after what they show.
import { createMurdhamCharacter } from './create'
import type { MurdhamData, MurdhamItem } from './model'

function character(edit: (data: MurdhamData) => void = () => {}): MurdhamData {
  const data = createMurdhamCharacter({ name: 'Fixture' }, {})
  edit(data)
  return data
}

export function item(name: string, bulk: number, quantity = 1): MurdhamItem {
  return { id: name, name, bulk, quantity, illegal: false, notes: '' }
}

/** The default new character: medium, STR/AGI/WIT 10, health 6, nothing carried. */
export const newCharacter = character()

/** A medium character carrying 7½ bulk: just under the limit of 8. */
export const nearlyFull = character((d) => {
  d.items = [item('Pack', 3), item('Spear', 2), item('Lantern', 1), item('Rations', 0.5, 3)]
})

/** A medium character carrying 8½ bulk: over the limit of 8. */
export const overloaded = character((d) => {
  d.items = [...nearlyFull.items, item('Shield', 1)]
})

/** STR 12 (of 12), sick with plague, which needs 4 successes. */
export const plagueVictim = character((d) => {
  d.abilities.str = { max: 12, current: 12 }
})
