// Combat in the Gods & Monsters dialogs: the attack with the weapon carried, its range and the
// obstacle size as modifiers with their rules, the damage roll after a hit, and a lost weapon
// contest whose damage and injuries (saved by evasion for one or two dice) come off as one
// change that Undo takes back.
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createRng } from '@systems/common/dice'
import { percent } from '@systems/common/format'
import {
  applyDamage,
  contestInjuries,
  fallPlan,
  rollFall,
  holdOdds,
  planScoreRoll,
  resolveRoll,
  rollWeaponDamage,
} from '@systems/gods-monsters'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { withKnownDice } from '../sheet-test-helpers'
import GmHitDialog from './GmHitDialog.vue'
import GmFallDialog from './GmFallDialog.vue'
import GmRollDialog from './GmRollDialog.vue'
import GmVitals from './GmVitals.vue'
import { button, click, commitNumber, fill, gmData, openToromeen, submit } from './gm-test-helpers'

const db = useTestDatabase('gm-combat')
let mounted: VueWrapper | null = null
afterEach(() => {
  mounted?.unmount()
  mounted = null
})
const attackDialog = () =>
  mount(GmRollDialog, { props: { target: { kind: 'attack' } }, attachTo: document.body })
const modifierLines = (w: VueWrapper) =>
  w.findAll('[data-testid="modifiers"] li').map((li) =>
    li
      .findAll('span, strong, cite')
      .map((p) => p.text())
      .join(' '),
  )

describe('Gods & Monsters attack: weapon, range, obstacle and damage', () => {
  it('offers the carried battleaxe (and bare hands) and shows its damage with the close damage bonus', async () => {
    await openToromeen(db())
    const wrapper = (mounted = attackDialog())
    expect(wrapper.get('select[name="weapon"]').text()).toBe('Battleaxe (D8) Bare hands (D3)')
    // D8 + 4 (strength 18 as a major contributor): 5 to 12, 8.5 on average.
    expect(wrapper.get('[data-testid="damage-odds"]').text().replace(/\s+/g, ' ')).toBe(
      'Battleaxe: D8 + 4 close damage (Toromeen: Defense and attack): 5 to 12, 8.5 on average.',
    )
  })

  it('lists the range penalty of a propelled attack with its rule', async () => {
    await openToromeen(db())
    const wrapper = (mounted = attackDialog())
    expect(wrapper.find('[data-testid="modifiers"]').exists()).toBe(false)
    await fill(wrapper, 'attack-mode', 'propelled')
    // Battleaxe range 1 at 3 yards: 2 ranges past, −2.
    await commitNumber(wrapper, 'Distance (yards)', '3')
    expect(modifierLines(wrapper)).toEqual([
      'range 3 of 1 yards −2 Money and Equipment: Weapons (Range)',
    ])
    expect(wrapper.get('[data-testid="roll-explanation"]').text()).toContain('range 3 of 1 yards')
  })

  it('gives an ability roll the obstacle-size penalty (a wall of 40–79 feet: size 4, −2)', async () => {
    await openToromeen(db())
    const wrapper = (mounted = mount(GmRollDialog, {
      props: { target: { kind: 'score', id: 'strength' } },
      attachTo: document.body,
    }))
    expect(wrapper.get('[data-testid="roll-chance"]').text()).toBe('90%')
    await commitNumber(wrapper, 'Obstacle size', '4')
    expect(modifierLines(wrapper)).toEqual(['obstacle size 4 −2 Contests: Obstacle size'])
    expect(wrapper.get('[data-testid="roll-chance"]').text()).toBe('80%')
  })

  it('rolls damage only after a hit, and logs it', async () => {
    await openToromeen(db())
    const { result: wrapper, seed } = withKnownDice(() => attackDialog())
    mounted = wrapper
    const damageButton = () => wrapper.findAll('button').find((b) => b.text() === 'Roll damage')!
    expect(damageButton().element.disabled).toBe(true)
    await fill(wrapper, 'entered-roll', '1')
    await submit(wrapper, 'Enter a d20 roll')
    expect(damageButton().element.disabled).toBe(false)
    await damageButton().trigger('click')
    await flushPromises()
    const expected = rollWeaponDamage(createRng(seed), 'D8', 4)
    const line = `D8 rolled ${expected.dice[0]} + 4 = ${expected.total} damage`
    expect(wrapper.get('[data-testid="damage-result"]').text()).toBe(line)
    const logged = (await db().rolls.toArray()).map((r) => [r.label, r.result])
    expect(logged).toContainEqual(['Battleaxe damage', line])
  })
})

describe('Gods & Monsters: a lost weapon contest', () => {
  it('shows the damage and the injuries, with evasion’s chance for one or two dice', async () => {
    await openToromeen(db())
    const wrapper = (mounted = mount(GmHitDialog, { attachTo: document.body }))
    const evasion = planScoreRoll(gmData(), 'evasion')
    expect(wrapper.get('[data-testid="hit-odds"]').text().replace(/\s+/g, ' ')).toContain(
      `D8: 1 to 8 damage, 4.5 on average; 1 of it as injuries, unless the evasion roll succeeds`,
    )
    expect(wrapper.get('[data-testid="hit-odds"]').text()).toContain(`${evasion.target} or less`)
    await fill(wrapper, 'hit-damage', '3d6')
    expect(wrapper.get('[data-testid="hit-odds"]').text()).toContain(
      '3 of it as injuries (three dice or more: evasion does not help)',
    )
    await fill(wrapper, 'hit-damage', 'sword')
    expect(wrapper.get('[role="alert"]').text()).toBe(
      '“sword” is not a damage such as D8, 2d6 or 3.',
    )
  })

  it('rolls evasion, then the damage; takes it off as one change; Undo gives it back', async () => {
    await openToromeen(db())
    const { result: wrapper, seed } = withKnownDice(() =>
      mount(GmHitDialog, { attachTo: document.body }),
    )
    mounted = wrapper
    await fill(wrapper, 'hit-damage', '2d8')
    const before = gmData()
    await click(wrapper, 'Roll damage')
    const rng = createRng(seed)
    const evasion = resolveRoll(planScoreRoll(before, 'evasion'), rng)
    const damage = rollWeaponDamage(rng, '2d8', 0)
    const injuries = contestInjuries('2d8', evasion.success)
    const expected = applyDamage(before, damage.total, { archetypal: false, injuries })
    expect(gmData().survival).toEqual(expected.data.survival)
    expect(gmData().injuries).toBe(expected.data.injuries)
    const line = wrapper.get('[data-testid="hit-result"]').text()
    expect(line).toContain(`evasion ${evasion.roll} vs ${evasion.target}`)
    expect(line).toContain(expected.explanation)
    await click(wrapper, 'Undo damage')
    expect(gmData().survival).toEqual(before.survival)
    expect(gmData().injuries).toBe(before.injuries)
    const logged = (await db().rolls.toArray()).map((r) => r.result)
    expect(logged).toContain(`undid ${damage.total} damage`)
  })

  it('opens from the vitals card', async () => {
    await openToromeen(db())
    const vitals = (mounted = mount(GmVitals, { attachTo: document.body }))
    await click(vitals, 'Lost a weapon contest…')
    expect(vitals.get('dialog h2').text()).toBe('Lost a weapon contest')
  })
})

describe('Gods & Monsters roll dialog: the situation', () => {
  it('adds careful attempts, a skill’s field bonus and surprise to an ability roll, with their rules', async () => {
    await openToromeen(db())
    const wrapper = (mounted = mount(GmRollDialog, {
      props: { target: { kind: 'score', id: 'intelligence' } },
      attachTo: document.body,
    }))
    const before = Number(
      wrapper
        .get('.odds')
        .text()
        .match(/Roll (\d+) or less/)?.[1],
    )
    await fill(wrapper, 'careful', '2')
    const field = gmData().fields.find((f) => f.bonus > 0)!
    await fill(wrapper, 'skill-field', String(field.bonus))
    await fill(wrapper, 'surprised', true)
    expect(modifierLines(wrapper)).toEqual([
      'careful attempt +2 Contests: Careful attempts',
      `field bonus (a skill applies) +${field.bonus} Contests: Skills`,
      'surprised −3 Conflicts: Surprise',
    ])
    const after = Number(
      wrapper
        .get('.odds')
        .text()
        .match(/Roll (\d+) or less/)?.[1],
    )
    expect(after).toBe(before + 2 + field.bonus - 3)
    // An assistant's field bonus replaces the character's own.
    await commitNumber(wrapper, 'Assistant’s field bonus', '3')
    expect(modifierLines(wrapper)).toContain(
      "assistant's field bonus +3 Contests: Providing assistance",
    )
    expect(modifierLines(wrapper).some((l) => l.startsWith('field bonus'))).toBe(false)
  })

  it('offers the surprise roll’s +4 (aware) and −6 (sleeping) on perception only', async () => {
    await openToromeen(db())
    const perception = (mounted = mount(GmRollDialog, {
      props: { target: { kind: 'score', id: 'perception' } },
      attachTo: document.body,
    }))
    await fill(perception, 'surprise-roll', 'sleeping')
    expect(modifierLines(perception)).toEqual(['sleeping −6 Conflicts: Surprise'])
    perception.unmount()
    const strength = (mounted = mount(GmRollDialog, {
      props: { target: { kind: 'score', id: 'strength' } },
      attachTo: document.body,
    }))
    expect(strength.find('select[name="surprise-roll"]').exists()).toBe(false)
  })

  it('lists an attack’s special moves, refuses a killing blow on a defending target, and adds the covered damage', async () => {
    await openToromeen(db())
    const wrapper = (mounted = attackDialog())
    await fill(wrapper, 'high-ground', true)
    await fill(wrapper, 'target-cover', 'full')
    await fill(wrapper, 'target-warrior', true)
    expect(modifierLines(wrapper)).toEqual([
      'high ground +1 Conflicts: High ground',
      "target's full cover −3 Conflicts: Cover",
    ])
    await fill(wrapper, 'blow', 'killing')
    expect(wrapper.get('[role="alert"]').text()).toBe(
      'Only an immobile target may take a killing blow.',
    )
    expect(button(wrapper, 'Roll d20').element.disabled).toBe(true)
    await fill(wrapper, 'non-defending', 'immobile')
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    expect(modifierLines(wrapper)).toEqual([
      'called shot −3 Conflicts: Called shot',
      'high ground +1 Conflicts: High ground',
      "target's full cover −3 Conflicts: Cover",
      'target immobile +10 Conflicts: Unaware and non-defending opponents',
    ])
    await fill(wrapper, 'non-defending', 'covered')
    await fill(wrapper, 'blow', 'normal')
    // Covered: +1 damage on top of close damage +4.
    expect(wrapper.get('[data-testid="damage-odds"]').text()).toContain('D8 + 5 close damage')
  })

  it('a killing blow’s damage says how much of it the target takes as injuries', async () => {
    await openToromeen(db())
    const { result: wrapper, seed } = withKnownDice(() => attackDialog())
    mounted = wrapper
    await fill(wrapper, 'non-defending', 'immobile')
    await fill(wrapper, 'blow', 'killing')
    await fill(wrapper, 'entered-roll', '1')
    await submit(wrapper, 'Enter a d20 roll')
    await click(wrapper, 'Roll damage')
    const expected = rollWeaponDamage(createRng(seed), 'D8', 4)
    expect(wrapper.get('[data-testid="damage-result"]').text()).toBe(
      `D8 rolled ${expected.dice[0]} + 4 = ${expected.total} damage; killing blow: ${Math.ceil(expected.total / 2)} of it as injuries`,
    )
  })
})

describe('Gods & Monsters quickdraw', () => {
  it('shows the chance to draw and hit, rolls the evasion first, and a failure means surprised', async () => {
    await openToromeen(db())
    const evasion = planScoreRoll(gmData(), 'evasion')
    // A seed whose first d20 fails the evasion roll, found with the dialog's own dice.
    const random = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9].find(
      (r) => resolveRoll(evasion, createRng(Math.floor(r * 2 ** 32))).success === false,
    )!
    const failed = resolveRoll(evasion, createRng(Math.floor(random * 2 ** 32)))
    const { result: wrapper } = withKnownDice(() => attackDialog(), random)
    mounted = wrapper
    await fill(wrapper, 'quickdraw', true)
    const attackChance = Number(wrapper.get('[data-testid="roll-chance"]').text().replace('%', ''))
    expect(wrapper.get('[data-testid="quickdraw-odds"]').text()).toContain(
      `evasion ${evasion.target} or less`,
    )
    expect(wrapper.get('[data-testid="quickdraw-odds"]').text()).toContain(
      `${Math.round(evasion.chance * attackChance * 10) / 10}% to draw and hit`,
    )
    await click(wrapper, 'Roll evasion to draw')
    expect(wrapper.get('[data-testid="quickdraw-result"]').text()).toContain(
      `Evasion ${failed.roll} against ${evasion.target}: failed; you act as if surprised`,
    )
    expect(modifierLines(wrapper)).toContain('surprised −3 Conflicts: Surprise')
    expect((wrapper.get('input[name="surprised"]').element as HTMLInputElement).checked).toBe(true)
    const logged = (await db().rolls.toArray()).map((r) => [r.label, r.result])
    expect(logged).toEqual([
      ['Quickdraw', `evasion ${failed.roll} vs ${evasion.target}: failed, acts as if surprised`],
    ])
  })
})

describe('Gods & Monsters immobilizing', () => {
  it('makes the attack a called shot and shows the grab and the hold’s odds by size', async () => {
    await openToromeen(db())
    const wrapper = (mounted = attackDialog())
    await fill(wrapper, 'immobilize', true)
    expect(modifierLines(wrapper)).toEqual(['called shot −3 Conflicts: Called shot'])
    await fill(wrapper, 'target-size', 'large')
    await commitNumber(wrapper, 'Target’s fortitude', '9')
    const fortitude = planScoreRoll(gmData(), 'fortitude').target
    // Toromeen is small; a large target is two sizes larger: evasion +4, fortitude +8.
    const odds = holdOdds(fortitude, 9, 'small', 'large')
    const text = wrapper.get('[data-testid="hold-odds"]').text().replace(/\s+/g, ' ')
    expect(text).toContain('The target evades the grab at +4.')
    expect(text).toContain(`fortitude ${fortitude} or less for you, 17 or less for the target`)
    expect(text).toContain(`${percent(odds.immobilized)} immobilized`)
    await click(wrapper, 'Roll my fortitude for the hold')
    expect(wrapper.get('[data-testid="hold-result"]').text()).toMatch(
      new RegExp(`^Rolled \\d+ against ${fortitude}: (success|failure)$`),
    )
  })
})

describe('Gods & Monsters: a fall', () => {
  it('shows the dice, the injuries and what evasion does at each height', async () => {
    await openToromeen(db())
    const wrapper = (mounted = mount(GmFallDialog, { attachTo: document.body }))
    const evasion = planScoreRoll(gmData(), 'evasion')
    const odds = () => wrapper.get('[data-testid="fall-odds"]').text().replace(/\s+/g, ' ')
    expect(odds()).toContain('2d6 damage (2 to 12), 2 of it as injuries; 2 seconds aloft.')
    expect(odds()).toContain(
      `A successful evasion roll (${evasion.target} or less, ${percent(evasion.chance)}) means half the damage and no injuries.`,
    )
    await commitNumber(wrapper, 'Height (feet)', '5')
    expect(odds()).toContain('means no damage.')
    await commitNumber(wrapper, 'Height (feet)', '100')
    expect(odds()).toBe('5d6 damage (5 to 30), 5 of it as injuries; 5 seconds aloft.')
  })

  it('rolls evasion then the dice, takes the damage and injuries off as one change, and Undo gives them back', async () => {
    await openToromeen(db())
    const { result: wrapper, seed } = withKnownDice(() =>
      mount(GmFallDialog, { attachTo: document.body }),
    )
    mounted = wrapper
    await commitNumber(wrapper, 'Height (feet)', '15')
    const before = gmData()
    await click(wrapper, 'Roll the fall')
    const rng = createRng(seed)
    const evasion = resolveRoll(planScoreRoll(before, 'evasion'), rng)
    const fall = rollFall(rng, fallPlan(15), evasion.success)
    const expected = applyDamage(before, fall.damage, {
      archetypal: false,
      injuries: fall.injuries,
    })
    expect(gmData().survival).toEqual(expected.data.survival)
    expect(gmData().injuries).toBe(expected.data.injuries)
    expect(wrapper.get('[data-testid="fall-result"]').text()).toContain(
      `${fall.damage} damage, ${fall.injuries} as injuries`,
    )
    // 2d6, at worst halved and rounded up: never 0 at 15 feet.
    expect(fall.damage).toBeGreaterThan(0)
    await click(wrapper, 'Undo damage')
    expect(gmData().survival).toEqual(before.survival)
    expect(gmData().injuries).toBe(before.injuries)
    const logged = (await db().rolls.toArray()).map((r) => r.label)
    expect(logged).toContain('Fall of 15 feet')
  })
})
