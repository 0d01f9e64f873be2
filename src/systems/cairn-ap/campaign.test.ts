import { describe, expect, it } from 'vitest'
import { faces } from '../common/scripted-dice'
import { cairnCampaign } from './campaign'
import { createCairnCharacter } from './create'
import type { CairnData } from './model'

function withWil(wil: number): CairnData {
  const d = createCairnCharacter({ name: 'X' }, {})
  d.attributes.wil = { current: wil, max: wil }
  return d
}

describe('Cairn turn order (Combat: Initiative roll)', () => {
  it('rolls 1d20 + WIL for each member, largest first', () => {
    const order = cairnCampaign.turnOrder!.order(
      [
        { id: 'a', data: withWil(10) },
        { id: 'b', data: withWil(14) },
        { id: 'c', data: withWil(8) },
      ],
      faces([5, 20], [3, 20], [12, 20]),
    )
    expect(order).toEqual([
      { id: 'c', detail: 'd20 12 + WIL 8 = 20' },
      { id: 'b', detail: 'd20 3 + WIL 14 = 17' },
      { id: 'a', detail: 'd20 5 + WIL 10 = 15' },
    ])
  })

  it('keeps equal totals in the order rolled (the text gives no tie-break)', () => {
    const order = cairnCampaign.turnOrder!.order(
      [
        { id: 'a', data: withWil(10) },
        { id: 'b', data: withWil(9) },
      ],
      faces([5, 20], [6, 20]),
    )
    expect(order.map((o) => o.id)).toEqual(['a', 'b'])
  })
})
