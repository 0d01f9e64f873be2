import { describe, expect, it } from 'vitest'
import { createHeimrCharacter } from './create'
import { applyEffect } from './effects'
import {
  crossingChallenge,
  destroyItem,
  failCrossing,
  holdOnChallenge,
  loseHold,
  skillWillpowerCost,
  useSkill,
  wakeChallenge,
  wakeRequirements,
  wakeUp,
} from './follow-ups'
import type { HeimrData } from './model'

function character(edit: (d: HeimrData) => void = () => {}): HeimrData {
  const d = createHeimrCharacter({ name: 'Checks' }, {})
  d.attributes.dex!.value = 2
  d.willpower = { current: 3, max: 3 }
  edit(d)
  return d
}

describe('crossing challenges', () => {
  it('roll Agility, and a failure falls prone (once)', () => {
    const d = character()
    expect(crossingChallenge(d).potential).toBe(2)
    expect(failCrossing(d).positions).toEqual(['prone'])
    expect(failCrossing(failCrossing(d)).positions).toEqual(['prone'])
  })
})

describe('holding on while climbing', () => {
  it('is a climb check at consistency 1 with Agility’s potential; a failure lets go', () => {
    const d = character((c) => (c.positions = ['climbing']))
    const check = holdOnChallenge(d)
    expect(check.consistency).toBe(1)
    expect(check.potential).toBe(2)
    expect(check.physical).toBe(true)
    expect(loseHold(d).positions).toEqual([])
  })
})

describe('waking up', () => {
  it('is a Perception check, CR 9 for a soft sound and 5 for a loud one', () => {
    expect(wakeRequirements).toEqual({ soft: 9, loud: 5 })
    const d = character((c) => (c.positions = ['sleeping', 'prone']))
    expect(wakeChallenge(d).physical).toBe(false)
    expect(wakeUp(d).positions).toEqual(['prone'])
    expect(() => wakeChallenge(character())).toThrow('not sleeping')
  })
})

describe('skills while weakened', () => {
  it('cost one more willpower, and are refused without enough', () => {
    const d = character()
    expect(skillWillpowerCost(d, 1)).toBe(1)
    const weak = applyEffect(d, { effect: 'weaken' }, 'w1').data
    expect(skillWillpowerCost(weak, 1)).toBe(2)
    expect(useSkill(weak, 1).data.willpower.current).toBe(1)
    expect(() => useSkill(weak, 3)).toThrow(
      'The skill costs 4 willpower (1 more while weakened); only 3 left.',
    )
    expect(() => skillWillpowerCost(d, -1)).toThrow('whole number from 0 to 99')
  })
})

describe('a break on an item', () => {
  it('strikes the item off the sheet', () => {
    const d = character((c) => {
      c.items = [{ id: 'cup', name: 'Cup', kind: 'item', catalogId: null, notes: '' }]
    })
    expect(destroyItem(d, 'cup').items).toEqual([])
    expect(() => destroyItem(d, 'nope')).toThrow('There is no such item.')
  })
})
