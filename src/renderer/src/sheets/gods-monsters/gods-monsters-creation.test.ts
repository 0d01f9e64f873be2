// Gods & Monsters creation as the player meets it, step by step in the book's order, checked
// against the worked example (Tony Barlow creates Toromeen).
import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createMemoryHistory, createRouter, type Router } from 'vue-router'
import { toromeenDice } from '@systems/gods-monsters/fixtures'
import { scoreFromDice, speciesPresets } from '@systems/gods-monsters'
import { routes } from '@renderer/router'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import GodsMonstersCreation from './GodsMonstersCreation.vue'
import GmAbilityScores from './GmAbilityScores.vue'
import GmBackstory from './GmBackstory.vue'
import GmPhysique from './GmPhysique.vue'
import GmProfile from './GmProfile.vue'
import GmSpecies from './GmSpecies.vue'
import {
  alertText,
  button,
  click,
  commitNumber,
  derivedValue,
  expectInvalid,
  fill,
  gmData,
  numberInput,
  openGm,
  openToromeen,
  statusText,
  submit,
} from './gm-test-helpers'
import { rolledDice } from './rolled-dice'

const db = useTestDatabase('gm-creation')
let mounted: VueWrapper | null = null
afterEach(() => {
  mounted?.unmount()
  mounted = null
})

async function mountCreation(): Promise<{ wrapper: VueWrapper; router: Router }> {
  const router = createRouter({ history: createMemoryHistory(), routes })
  const id = useEditorStore().record?.id ?? ''
  await router.push(`/characters/${id}/create`)
  const wrapper = mount(GodsMonstersCreation, {
    global: { plugins: [router] },
    attachTo: document.body,
  })
  mounted = wrapper
  await flushPromises()
  return { wrapper, router }
}

const heading = (wrapper: VueWrapper) => wrapper.get('.gm-creation h2').text()

describe('Gods & Monsters creation walkthrough', () => {
  it('walks the thirteen steps in the book’s order, keyboard on each step’s first field, and finishes on the sheet', async () => {
    await openToromeen(db())
    const { wrapper, router } = await mountCreation()
    const seen: string[] = [heading(wrapper)]
    expect(document.activeElement?.getAttribute('name')).toBe('motivation')
    for (let i = 1; i < 13; i++) {
      await click(wrapper, 'Next')
      seen.push(heading(wrapper))
    }
    expect(seen).toEqual([
      'Motivation',
      'Moral code',
      'Archetype and specialty',
      'Ability scores',
      'Species',
      'First-level mojo, survival and verve',
      'Fighting Art, culture and fields',
      'Movement and carry',
      'Reactions',
      'Defense and attack',
      'Age, height and weight',
      'Coins and equipment',
      'Backstory',
    ])
    // The last step's first field has the keyboard.
    expect(document.activeElement?.getAttribute('name')).toBe('backstory-home')
    // Toromeen is finished: nothing in error, so Finish goes to his sheet.
    expect(button(wrapper, 'Finish').attributes('disabled')).toBeUndefined()
    await click(wrapper, 'Finish')
    expect(router.currentRoute.value.name).toBe('character')
    expect(router.currentRoute.value.params.id).toBe(useEditorStore().record?.id)
  })

  it('shows movement, Carry and the most bulk per item as the example computes them', async () => {
    await openToromeen(db())
    const { wrapper } = await mountCreation()
    await click(wrapper, '8. Movement and carry')
    // "Toromeen's movement is 8 (as a dwarf), plus 2 (for his 18 strength), or 10."
    expect(derivedValue(wrapper, 'movement')).toBe('10')
    // "Toromeen's Carry is 9 (strength) plus 4 (endurance), or 13 … a bulk of 18 or less."
    expect(derivedValue(wrapper, 'carry')).toBe('13')
    expect(derivedValue(wrapper, 'itemBulkLimit')).toBe('18')
  })

  it('lists the step’s rule findings and will not finish while one is an error', async () => {
    // A score of 19 cannot come from 4d6 keeping three (Ability scores: 3 to 18).
    await openGm(db(), (d) => (d.abilities.strength = 19))
    const { wrapper } = await mountCreation()
    await click(wrapper, '4. Abilities')
    const problems = wrapper.get('ul[aria-label="Problems in this step"]').text()
    expect(problems).toContain('Strength 19 cannot come from four six-sided dice')
    await click(wrapper, '13. Backstory')
    expect(button(wrapper, 'Finish').attributes('disabled')).toBeDefined()
    expect(wrapper.text()).toContain('Fix the errors listed in the rule check first.')
  })
})

describe('Gods & Monsters profile', () => {
  it('saves the motivation and the moral code as typed, and names the step in its heading', async () => {
    await openGm(db())
    const motivation = mount(GmProfile, { props: { part: 'motivation' } })
    expect(motivation.get('h2').text()).toBe('Motivation')
    const text = 'I will explore the ruins because I want to see Fomhor Achadh.'
    await fill(motivation, 'motivation', text)
    await motivation.get('[name="motivation"]').trigger('blur')
    expect(gmData().motivation).toBe(text)
    expect(motivation.find('[name="moral-code"]').exists()).toBe(false)

    const moral = mount(GmProfile, { props: { part: 'moral' } })
    expect(moral.get('h2').text()).toBe('Moral code')
    // The six codes are offered; the player may type another.
    expect(moral.findAll('#gm-moral-codes option').map((o) => o.attributes('value'))).toContain(
      'Chaotic Good',
    )
    await fill(moral, 'moral-code', 'Chaotic Good')
    await moral.get('[name="moral-code"]').trigger('change')
    expect(gmData().moralCode).toBe('Chaotic Good')
  })

  it('chooses the archetype (its archetypal ability and reaction shown) and keeps specialties', async () => {
    await openGm(db())
    const wrapper = mount(GmProfile, { props: { part: 'archetype' } })
    const monk = wrapper.get('input[type="radio"][value="monk"]')
    await monk.setValue(true)
    expect(gmData().archetypes).toEqual([{ archetype: 'monk', level: 1 }])
    expect(statusText(wrapper)).toBe('Archetype: Monk.')
    expect((monk.element as HTMLInputElement).checked).toBe(true)

    await submit(wrapper, 'Add a specialty')
    expect(alertText(wrapper)).toBe('Name the specialty.')
    expect(gmData().specialties).toEqual([])
    await fill(wrapper, 'specialty-name', 'Exceptional Ability')
    await fill(wrapper, 'specialty-notes', 'Strength')
    await submit(wrapper, 'Add a specialty')
    expect(alertText(wrapper)).toBe('')
    // Gained at the character's level, 1.
    expect(gmData().specialties).toMatchObject([
      { name: 'Exceptional Ability', notes: 'Strength', gainedAtLevel: 1 },
    ])
    expect(wrapper.text()).toContain('Exceptional Ability (level 1) — Strength')
    expect((wrapper.get('[name="specialty-name"]').element as HTMLInputElement).value).toBe('')
    await click(wrapper, 'Remove the specialty Exceptional Ability')
    expect(gmData().specialties).toEqual([])
    expect(wrapper.text()).toContain('None yet.')
  })

  it('on the sheet shows the archetypes, species and moral code in one line', async () => {
    await openToromeen(db())
    const wrapper = mount(GmProfile)
    expect(wrapper.get('h2').text()).toBe('Character')
    expect(wrapper.get('[data-testid="archetypes"]').text()).toBe('Warrior 1')
    expect(wrapper.text()).toContain('Warrior 1 · Dwarf · Chaotic Good')
    expect(wrapper.find('input[type="radio"]').exists()).toBe(false)
  })
})

describe('Gods & Monsters ability scores', () => {
  it('rolls 4d6 six times, keeps the three highest and shows the dice with the dropped one', async () => {
    const record = await openGm(db())
    const wrapper = mount(GmAbilityScores)
    await click(wrapper, 'Roll 4d6 six times')
    const rolled = gmData().rolledScores
    expect(rolled).toHaveLength(6)
    expect(statusText(wrapper)).toBe(`Rolled ${rolled.join(', ')}.`)
    // Each roll in order goes to an ability (charisma first) until the player reassigns.
    expect(Object.values(gmData().abilities)).toEqual(rolled)
    const dice = rolledDice.get(record.id) ?? []
    expect(dice).toHaveLength(6)
    dice.forEach((roll, i) => {
      expect(roll.dice).toHaveLength(4)
      // The total is the four dice less the lowest.
      expect(roll.total).toBe(roll.dice.reduce((s, d) => s + d, 0) - Math.min(...roll.dice))
      expect(roll.total).toBe(rolled[i])
    })
    const shown = wrapper.findAll('.dice')
    expect(shown).toHaveLength(6)
    expect(shown[0]!.attributes('aria-label')).toBe(`Dice ${dice[0]!.dice.join(', ')}`)
    expect(shown[0]!.text()).toContain(`drop ${dice[0]!.dropped} → ${dice[0]!.total}`)
    expect(shown[0]!.findAll('.die.dropped')).toHaveLength(1)
    expect(shown[0]!.get('.die.dropped').text()).toBe(String(dice[0]!.dropped))
    // Entering a total by hand forgets the dice (they no longer match).
    await commitNumber(wrapper, 'Roll 1', rolled[0] === 3 ? '4' : '3')
    expect(wrapper.findAll('.dice')).toHaveLength(0)
  })

  it('offers the current scores before any roll, marking a score that is no roll', async () => {
    // Tony's dice for Toromeen give 14, 10, 15, 9, 18, 12.
    const totals = toromeenDice.map((d) => scoreFromDice(d).total)
    await openGm(db(), (d) => {
      d.rolledScores = totals
      d.abilities = {
        charisma: 9,
        intelligence: 12,
        wisdom: 15,
        endurance: 14,
        agility: 10,
        strength: 17,
      }
    })
    const wrapper = mount(GmAbilityScores)
    // Strength 17 is none of the rolls: shown as such until a roll is given to it.
    const strength = wrapper.get('select[name="assign-strength"]')
    expect(strength.text()).toContain('17 (not a roll)')
    await strength.setValue('4')
    expect(gmData().abilities.strength).toBe(totals[4])
    expect(statusText(wrapper)).toBe(`Strength ${totals[4]}.`)
    // A bad total shows on its field and saves nothing; Escape puts the saved one back.
    await commitNumber(wrapper, 'Roll 5', '2', 'enter')
    expectInvalid(wrapper, 'Roll 5', 'Roll 5 must be from 3 to 18.')
    expect(gmData().rolledScores[4]).toBe(totals[4])
    await numberInput(wrapper, 'Roll 5').trigger('keydown', { key: 'Escape' })
    expect(numberInput(wrapper, 'Roll 5').element.value).toBe(String(totals[4]))
    expect(numberInput(wrapper, 'Roll 5').attributes('aria-invalid')).toBe('false')
  })
})

describe('Gods & Monsters species', () => {
  it('applies the Dwarf: small, movement 8, endurance +1 and charisma −1, and the species specialty once', async () => {
    await openGm(db())
    const wrapper = mount(GmSpecies)
    await click(wrapper, 'Dwarf')
    const dwarf = speciesPresets.find((p) => p.id === 'dwarf')!
    expect(gmData().species).toMatchObject({
      name: 'Dwarf',
      size: 'small',
      baseMovement: 8,
      adjustments: { endurance: 1, charisma: -1, strength: 0 },
    })
    expect(gmData().species.adjustments).toEqual(dwarf.adjustments)
    expect(statusText(wrapper)).toBe('Dwarf: Charisma −1, Endurance +1.')
    await click(wrapper, 'Dwarf')
    expect(gmData().specialties.filter((s) => s.name === 'Species: Dwarf')).toHaveLength(1)
    expect(numberInput(wrapper, 'Endurance adjustment').element.value).toBe('1')
  })

  it('takes the player’s own species: name, size, movement and adjustments within their ranges', async () => {
    await openGm(db())
    const wrapper = mount(GmSpecies)
    await fill(wrapper, 'species-name', 'Hill Giant')
    await wrapper.get('[name="species-name"]').trigger('blur')
    expect(gmData().species.name).toBe('Hill Giant')
    await fill(wrapper, 'species-size', 'large')
    expect(gmData().species.size).toBe('large')
    await commitNumber(wrapper, 'Base movement', '12', 'enter')
    expect(gmData().species.baseMovement).toBe(12)
    await commitNumber(wrapper, 'Strength adjustment', '2')
    expect(gmData().species.adjustments.strength).toBe(2)
    await commitNumber(wrapper, 'Agility adjustment', '11')
    expectInvalid(wrapper, 'Agility adjustment', 'Agility adjustment must be from -10 to 10.')
    expect(gmData().species.adjustments.agility).toBe(0)
  })

  it('adds a special bonus with its condition, refuses a zero or unnamed one, and removes it', async () => {
    await openGm(db())
    const wrapper = mount(GmSpecies)
    await fill(wrapper, 'bonus-amount', '0')
    await submit(wrapper, 'Add a special bonus')
    expect(alertText(wrapper)).toBe('A bonus is a whole number from −20 to 20, not 0.')
    await fill(wrapper, 'bonus-amount', '4')
    await submit(wrapper, 'Add a special bonus')
    expect(alertText(wrapper)).toBe('Say where the bonus comes from (species, specialty, spell…).')
    expect(gmData().specialBonuses).toEqual([])
    // Toromeen: a bonus of four on reactions against magical attacks or effects.
    await fill(wrapper, 'bonus-source', 'Dwarf')
    await fill(wrapper, 'bonus-target', 'health')
    await fill(wrapper, 'bonus-condition', 'against magical attacks or effects')
    await submit(wrapper, 'Add a special bonus')
    expect(gmData().specialBonuses).toMatchObject([
      {
        source: 'Dwarf',
        target: 'health',
        amount: 4,
        condition: 'against magical attacks or effects',
      },
    ])
    expect(wrapper.get('.bonuses').text()).toContain(
      '+4 Health (Dwarf, against magical attacks or effects)',
    )
    await click(wrapper, 'Remove Health bonus from Dwarf')
    expect(gmData().specialBonuses).toEqual([])
  })
})

describe('Gods & Monsters age, height and weight', () => {
  it('enters Tony’s rolls for Toromeen: 151 years old, 4′ 8″ and 220 lb', async () => {
    await openToromeen(db(), (d) => {
      d.physique = { age: 0, height: 0, weight: 0, ageRoll: null, heightRoll: null }
    })
    const wrapper = mount(GmPhysique)
    expect(button(wrapper, 'Roll 8d6 and 2d6').attributes('disabled')).toBeUndefined()
    // "Tony rolls 31 on 8d6 for age … He rolls 10 on 2d6"
    await fill(wrapper, 'age-roll', '31')
    await fill(wrapper, 'height-roll', '10')
    await submit(wrapper, 'Enter age and height rolls')
    expect(gmData().physique).toEqual({
      age: 151,
      height: 56,
      weight: 220,
      ageRoll: 31,
      heightRoll: 10,
    })
    expect(derivedValue(wrapper, 'physique')).toBe('151 years, 4′ 8″, 220 lb')
    expect(statusText(wrapper)).toBe('Age, height and weight set.')
  })

  it('refuses rolls that are not whole numbers and rolls the species dice', async () => {
    await openToromeen(db())
    const wrapper = mount(GmPhysique)
    await fill(wrapper, 'age-roll', 'many')
    await submit(wrapper, 'Enter age and height rolls')
    expect(alertText(wrapper)).toBe('Enter the age and height rolls as whole numbers of 0 or more.')
    expect(gmData().physique.ageRoll).toBe(31)
    await click(wrapper, 'Roll 8d6 and 2d6')
    const { ageRoll, heightRoll, age } = gmData().physique
    // 8d6 gives 8 to 48, 2d6 gives 2 to 12; the age is the Dwarf's base 120 plus the roll.
    expect(ageRoll).toBeGreaterThanOrEqual(8)
    expect(ageRoll).toBeLessThanOrEqual(48)
    expect(heightRoll).toBeGreaterThanOrEqual(2)
    expect(heightRoll).toBeLessThanOrEqual(12)
    expect(age).toBe(120 + ageRoll!)
    expect((wrapper.get('[name="age-roll"]').element as HTMLInputElement).value).toBe(
      String(ageRoll),
    )
  })

  it('keeps the extra picks from age within 0 to 99 and cannot roll without species dice', async () => {
    await openGm(db())
    const wrapper = mount(GmPhysique)
    expect(button(wrapper, 'Roll — and —').attributes('disabled')).toBeDefined()
    await commitNumber(wrapper, 'Earned', '5')
    await commitNumber(wrapper, 'Used', '1', 'enter')
    expect(gmData().extraPicks).toEqual({ earned: 5, used: 1 })
    await commitNumber(wrapper, 'Used', '-1')
    expectInvalid(wrapper, 'Used', 'Used must be from 0 to 99.')
    expect(gmData().extraPicks.used).toBe(1)
  })
})

describe('Gods & Monsters backstory', () => {
  it('saves each prompt’s answer', async () => {
    await openGm(db())
    const wrapper = mount(GmBackstory)
    expect(wrapper.findAll('textarea')).toHaveLength(6)
    const home = 'Born in the southern mountains.'
    await fill(wrapper, 'backstory-home', home)
    await wrapper.get('[name="backstory-home"]').trigger('blur')
    await fill(wrapper, 'backstory-howGotHere', 'Returning to Biblyon.')
    await wrapper.get('[name="backstory-howGotHere"]').trigger('blur')
    expect(gmData().backstory).toMatchObject({ home, howGotHere: 'Returning to Biblyon.' })
    await useEditorStore().flush()
    const stored = await db().characters.get(useEditorStore().record!.id)
    expect((stored?.data as ReturnType<typeof gmData>).backstory.home).toBe(home)
  })
})
