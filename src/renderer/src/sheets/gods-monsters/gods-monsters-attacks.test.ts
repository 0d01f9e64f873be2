// The Gods & Monsters attack dialog's weapons and conflict rules: bare hands, tools as hand
// weapons, a weapon made for another size, a bow built for strength, actions per attack, several
// attacks a round, firing into close combat, a leading warrior, called-shot reactions and locks.
import { describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { percent } from '@systems/common/format'
import { planAttackRoll, planScoreRoll, type Item } from '@systems/gods-monsters'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import GmRollDialog from './GmRollDialog.vue'
import {
  commitNumber,
  fill,
  gmData,
  openToromeen,
  submit,
  unmountedAfterEach,
} from './gm-test-helpers'

const db = useTestDatabase('gm-attacks')
const attached = unmountedAfterEach()
const attackDialog = (): VueWrapper =>
  attached(mount(GmRollDialog, { props: { target: { kind: 'attack' } }, attachTo: document.body }))
const scoreDialog = (id: 'evasion' | 'perception' | 'agility'): VueWrapper =>
  attached(
    mount(GmRollDialog, { props: { target: { kind: 'score', id } }, attachTo: document.body }),
  )
const modifierLines = (w: VueWrapper) =>
  w.findAll('[data-testid="modifiers"] li').map((li) =>
    li
      .findAll('span, strong, cite')
      .map((p) => p.text())
      .join(' '),
  )
const text = (w: VueWrapper, id: string) =>
  w.get(`[data-testid="${id}"]`).text().replace(/\s+/g, ' ')
const carried = (id: string, gearId: string, size: Item['size'] = 'small'): Item => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  gearId,
  quantity: 1,
  worn: false,
  size,
  bulk: null,
  cost: null,
  notes: '',
})

describe('Gods & Monsters attack dialog: what to attack with', () => {
  it('attacks with bare hands for d3, d2 for a Halfling', async () => {
    await openToromeen(db())
    const wrapper = attackDialog()
    await fill(wrapper, 'weapon', 'hands')
    expect(text(wrapper, 'damage-odds')).toBe(
      'Bare hands: D3 + 4 close damage (Toromeen: Defense and attack): 5 to 7, 6.0 on average.',
    )
    wrapper.unmount()
    await openToromeen(db(), (d) => {
      d.species.name = 'Halfling'
    })
    const halfling = attackDialog()
    await fill(halfling, 'weapon', 'hands')
    expect(halfling.get('select[name="weapon"]').text()).toContain('Bare hands (D2)')
  })

  it('offers a pick as a hand weapon at −2 with its bulk, and −1 for a medium one in small hands', async () => {
    await openToromeen(db(), (d) => {
      d.items = [...d.items, carried('pick', 'pick', 'medium')]
    })
    const wrapper = attackDialog()
    await fill(wrapper, 'weapon', 'pick')
    expect(modifierLines(wrapper)).toEqual([
      'not made for fighting −2 Money and Equipment: General equipment',
      'made for a medium wielder −1 Equipment for different-sized creatures',
    ])
    expect(text(wrapper, 'weapon-notes')).toContain(
      'Pick is not made for fighting; carried to fight with, its bulk is 20.',
    )
    const plan = planAttackRoll(gmData(), {
      modifiers: [
        { label: 'a', amount: -2 },
        { label: 'b', amount: -1 },
      ],
    })
    expect(wrapper.get('[data-testid="roll-chance"]').text()).toBe(percent(plan.chance))
  })

  it('builds a bow for strength: price, range and damage, or a penalty without the strength', async () => {
    await openToromeen(db(), (d) => {
      d.items = [carried('bow', 'bow')]
    })
    const wrapper = attackDialog()
    await fill(wrapper, 'attack-mode', 'propelled')
    // Toromeen's small bow ranges 10; strength 15 is +2 as a major contributor, +1 as a minor.
    await commitNumber(wrapper, 'Bow built for strength', '15')
    expect(text(wrapper, 'strength-bow')).toBe(
      'Built for strength +2: 3× the table’s price. Range 15 yards, damage +1.',
    )
    expect(text(wrapper, 'damage-odds')).toContain('Bow: D4 + 1 propelled damage')
    await commitNumber(wrapper, 'Distance (yards)', '14')
    expect(modifierLines(wrapper)).toEqual([])
    await commitNumber(wrapper, 'Bow built for strength', '40')
    expect(text(wrapper, 'strength-bow')).toContain('−11 to attack, and no extra range or damage')
    expect(modifierLines(wrapper)[0]).toBe(
      'bow built for strength +15 −11 Money and Equipment: Propelled weapons',
    )
  })
})

describe('Gods & Monsters attack dialog: actions and attacks', () => {
  it('takes a crossbow two actions in close combat and one outside it', async () => {
    await openToromeen(db(), (d) => {
      d.items = [carried('crossbow', 'crossbow')]
    })
    const wrapper = attackDialog()
    expect(text(wrapper, 'attack-actions')).toBe('This attack takes 1 action.')
    await fill(wrapper, 'attack-mode', 'propelled')
    expect(text(wrapper, 'attack-actions')).toBe('This attack takes 2 actions.')
    await fill(wrapper, 'in-close-combat', false)
    expect(text(wrapper, 'attack-actions')).toBe('This attack takes 1 action.')
  })

  it('rolls each of several attacks and gives the odds of the round', async () => {
    await openToromeen(db())
    const wrapper = attackDialog()
    await commitNumber(wrapper, 'Attacks this round', '3')
    const chance = planAttackRoll(gmData(), {}).chance
    expect(text(wrapper, 'several-attacks')).toContain(
      `at least one hits ${percent(1 - (1 - chance) ** 3)}, all hit ${percent(chance ** 3)}`,
    )
    const roll = wrapper.findAll('button').find((b) => b.text() === 'Roll d20')!
    await roll.trigger('click')
    expect(wrapper.findAll('[data-testid="roll-result"]')).toHaveLength(3)
    expect(await db().rolls.count()).toBe(3)
  })
})

describe('Gods & Monsters attack dialog: firing into close combat', () => {
  it('gives the target strong cover for four fighting, and says who else may be hit', async () => {
    await openToromeen(db())
    const wrapper = attackDialog()
    await fill(wrapper, 'attack-mode', 'thrown')
    await commitNumber(wrapper, 'Fighting around a ranged target', '4')
    expect(modifierLines(wrapper)).toEqual([
      'firing into close combat: strong cover −1 Conflicts: Firing into close combat',
    ])
    await commitNumber(wrapper, 'Defense of those beside the target', '0')
    await fill(wrapper, 'entered-roll', '1')
    await submit(wrapper, 'Enter a d20 roll')
    expect(text(wrapper, 'melee-outcome')).toContain('each makes an evasion roll')
    await fill(wrapper, 'called-shot', true)
    expect(text(wrapper, 'melee-outcome')).toBe('Called shot: only the target takes the damage.')
    await fill(wrapper, 'entered-roll', '20')
    await submit(wrapper, 'Enter a d20 roll')
    expect(text(wrapper, 'melee-outcome')).toContain('A miss: a random opponent beside the target')
  })

  it('gives a target led by a warrior the warrior cover', async () => {
    await openToromeen(db())
    const wrapper = attackDialog()
    await fill(wrapper, 'target-cover', 'weak')
    expect(modifierLines(wrapper)).toEqual([])
    await fill(wrapper, 'led-by-warrior', true)
    expect(modifierLines(wrapper)).toEqual(["target's weak cover −1 Conflicts: Cover"])
  })
})

describe('Gods & Monsters score rolls: reactions, leading and locks', () => {
  it('reacts to a called shot at −damage and +movement', async () => {
    await openToromeen(db())
    const wrapper = scoreDialog('evasion')
    await fill(wrapper, 'called-shot-reaction', true)
    await commitNumber(wrapper, 'Its damage', '6')
    expect(modifierLines(wrapper)).toEqual([
      'damage of the called shot −6 Conflicts: Called shot',
      'movement +10 Conflicts: Called shot',
    ])
    const plan = planScoreRoll(gmData(), 'evasion', [{ label: 'net', amount: 4 }])
    expect(wrapper.get('[data-testid="roll-chance"]').text()).toBe(percent(plan.chance))
    await commitNumber(wrapper, 'My movement (reduced while casting)', '2')
    expect(modifierLines(wrapper)[1]).toBe('movement +2 Conflicts: Called shot')
  })

  it('lets a warrior lead on a perception roll: up to level companions use warrior cover', async () => {
    await openToromeen(db())
    const wrapper = scoreDialog('perception')
    await fill(wrapper, 'leading', true)
    expect(text(wrapper, 'leading-cover')).toBe(
      'On a success, up to 1 companion uses the warrior cover: weak +1, strong +2, full +3 defense.',
    )
  })

  it('picks a better lock at −1 per doubling of a plain lock’s 8 silver', async () => {
    await openToromeen(db())
    const wrapper = scoreDialog('agility')
    await commitNumber(wrapper, 'Lock’s price (silver)', '32')
    expect(modifierLines(wrapper)).toEqual([
      'better lock (4× the price) −2 Money and Equipment: Miscellaneous (Lock and key)',
    ])
  })
})
