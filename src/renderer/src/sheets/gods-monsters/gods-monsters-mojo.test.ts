// Spending mojo on the Gods & Monsters sheet at the prices of the Mojo chapter, practical mojo
// from study (the Philosophy example), bids on failed rolls (the Language Science example), and
// the rule findings a purchase would bring, shown before it is made with the game master's
// override.
import { describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import {
  newField,
  gmPurchase,
  planPurchase,
  purchaseFindings,
  type GodsMonstersData,
} from '@systems/gods-monsters'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import GmMojo from './GmMojo.vue'
import GmMojoBid from './GmMojoBid.vue'
import { alertText, award, fill, gmData, openGm, openToromeen, submit } from './gm-test-helpers'

const db = useTestDatabase('gm-mojo')
const mojo = () => useEditorStore().balances.mojo ?? 0

function option(wrapper: VueWrapper, id: string) {
  return wrapper.get(`[data-option="${id}"]`)
}

async function buyOption(wrapper: VueWrapper, id: string): Promise<void> {
  await option(wrapper, id).get('button').trigger('click')
}

const message = (wrapper: VueWrapper) => wrapper.get('[data-testid="mojo-message"]').text()

describe('Gods & Monsters mojo prices', () => {
  it('prices abilities at three times the score, twice for the archetypal one, and never the Fighting Art', async () => {
    await openGm(db())
    await award('mojo', 25)
    const wrapper = mount(GmMojo)
    expect(wrapper.get('[data-testid="mojo-balance"]').text()).toBe('25')
    // A warrior's Strength 10 is archetypal: 2 × 10; Charisma 10: 3 × 10, more than 25.
    expect(option(wrapper, 'ability:strength').text()).toContain('20 mojo')
    expect(option(wrapper, 'ability:charisma').text()).toContain('30 mojo')
    expect(option(wrapper, 'ability:charisma').get('button').attributes('disabled')).toBeDefined()
    expect(option(wrapper, 'ability:charisma').text()).toContain('Needs 30 Mojo; 25 unspent.')
    // "The Fighting Art field bonus cannot be increased using mojo."
    const art = option(wrapper, 'fighting-art')
    expect(art.text()).toContain('—')
    expect(art.get('button').attributes('disabled')).toBeDefined()
    expect(art.text()).toContain('The Fighting Art bonus rises only with level.')
    await buyOption(wrapper, 'ability:strength')
    expect(gmData().abilities.strength).toBe(11)
    expect(mojo()).toBe(5)
    expect(message(wrapper)).toBe('Bought Strength 10 → 11 (archetypal: 2 × score).')
    // The next point costs 2 × 11.
    expect(option(wrapper, 'ability:strength').text()).toContain('22 mojo')
  })

  it('buys a field for 11, a skill for 5 or 7 outside its archetype, a weapon skill for 5 and a bonus for 4 plus the bonus', async () => {
    await openGm(db())
    await award('mojo', 40)
    const wrapper = mount(GmMojo)
    await submit(wrapper, 'Buy a new field')
    expect(alertText(wrapper)).toBe('Name the field and its first skill.')
    await fill(wrapper, 'new-field', 'Language Science')
    await fill(wrapper, 'new-field-skill', 'Old Script')
    await fill(wrapper, 'new-field-archetype', 'prophet')
    await submit(wrapper, 'Buy a new field')
    // "New fields cost 11 mojo. The field comes with one skill and is at +1."
    expect(gmData().fields).toMatchObject([
      {
        name: 'Language Science',
        bonus: 1,
        preferredArchetype: 'prophet',
        skills: [{ name: 'Old Script' }],
      },
    ])
    expect(mojo()).toBe(29)
    expect((wrapper.get('[name="new-field"]').element as HTMLInputElement).value).toBe('')

    await submit(wrapper, 'Buy a skill')
    expect(alertText(wrapper)).toBe('Choose a field and name the skill.')
    await fill(wrapper, 'skill-field', gmData().fields[0]!.id)
    // A warrior is outside the prophet's field: 7, not 5.
    expect(wrapper.get('form[aria-label="Buy a skill"] button').text()).toBe('Buy skill (7 mojo)')
    await fill(wrapper, 'skill-name', 'Court Hand')
    await submit(wrapper, 'Buy a skill')
    expect(gmData().fields[0]!.skills.map((s) => s.name)).toEqual(['Old Script', 'Court Hand'])
    expect(mojo()).toBe(22)

    await submit(wrapper, 'Buy a weapon skill')
    expect(alertText(wrapper)).toBe('Name the weapon skill.')
    await fill(wrapper, 'weapon-skill', 'Battleaxe')
    await submit(wrapper, 'Buy a weapon skill')
    expect(gmData().fightingArt.skills.map((s) => s.name)).toEqual(['Battleaxe'])
    expect(mojo()).toBe(17)
    // The same weapon skill again is refused and costs nothing.
    await fill(wrapper, 'weapon-skill', 'battleaxe')
    await submit(wrapper, 'Buy a weapon skill')
    expect(alertText(wrapper)).toBe('The Fighting Art already has battleaxe.')
    expect(mojo()).toBe(17)

    // "Increasing a field bonus by 1 costs four mojo, plus the current bonus": +1 → +2 is 5.
    const bonus = `field-bonus:${gmData().fields[0]!.id}`
    expect(option(wrapper, bonus).text()).toContain('5 mojo')
    await buyOption(wrapper, bonus)
    expect(gmData().fields[0]!.bonus).toBe(2)
    expect(mojo()).toBe(12)
  })

  it('pays with practical mojo from study: the Philosophy library gives three more each period', async () => {
    await openGm(db())
    await award('coins', 2000)
    const wrapper = mount(GmMojo)
    const preview = () => wrapper.get('[data-testid="study-preview"]').text()
    await fill(wrapper, 'study-periods', '0')
    expect(preview()).toBe('Study for 1 or more periods.')
    await fill(wrapper, 'study-periods', '4')
    await fill(wrapper, 'study-method', 'intensive')
    expect(preview()).toBe('Intensive study needs a mojo resource.')
    await fill(wrapper, 'study-method', 'normal')
    // "a student with Philosophy+2 using a level 5 philosophical library … five minus two is
    // three, times twenty is sixty, and sixty mojo total means 3 mojo per time period."
    await fill(wrapper, 'study-target', 'Philosophy')
    await fill(wrapper, 'study-resource', 'specializedLibrary')
    await fill(wrapper, 'study-resource-level', '5')
    await fill(wrapper, 'study-bonus', 'two')
    expect(preview()).toBe('The resource level and the student’s bonus are whole numbers.')
    await fill(wrapper, 'study-bonus', '2')
    // A week of normal study gives 1 mojo at 1 silver; four weeks: 4 + 4 × 3 = 16 mojo, 16 silver.
    expect(preview()).toContain('resources total 60')
    expect(preview()).toContain('= 16 mojo at 1 silver each: 16 silver.')
    await submit(wrapper, 'Study')
    expect(gmData().practicalMojo).toEqual([{ target: 'Philosophy', amount: 16 }])
    expect(useEditorStore().balances.coins).toBe(2000 - 1600)
    expect(message(wrapper)).toBe('16 practical mojo for Philosophy, 16 silver.')
    expect(wrapper.text()).toContain('Philosophy: 16 practical mojo')

    // The field Philosophy paid with the mojo dedicated to it; normal mojo stays untouched.
    await fill(wrapper, 'pay-practical', true)
    await fill(wrapper, 'new-field', 'Philosophy')
    await fill(wrapper, 'new-field-skill', 'Logic')
    await submit(wrapper, 'Buy a new field')
    expect(gmData().fields.map((f) => f.name)).toEqual(['Philosophy'])
    expect(gmData().practicalMojo).toEqual([{ target: 'Philosophy', amount: 5 }])
    expect(mojo()).toBe(0)
    // Practical mojo never buys abilities.
    await award('mojo', 30)
    await buyOption(wrapper, 'ability:strength')
    expect(alertText(wrapper)).toContain(
      'Practical mojo buys only fields, field bonuses, skills and spells',
    )
    expect(gmData().abilities.strength).toBe(10)
  })

  it('keeps the study form honest: refuses a study without a target', async () => {
    await openGm(db())
    await award('coins', 500)
    const wrapper = mount(GmMojo)
    await submit(wrapper, 'Study')
    expect(alertText(wrapper)).toBe('Name what is studied.')
    expect(gmData().practicalMojo).toEqual([])
    await fill(wrapper, 'study-periods', 'x')
    await submit(wrapper, 'Study')
    expect(alertText(wrapper)).toBe('Study for 1 or more periods.')
  })
})

describe('Gods & Monsters monk techniques', () => {
  it('learns a field technique for 4 and adds a second skill to a skill technique for 2', async () => {
    await openGm(db(), (d) => {
      d.archetypes = [{ archetype: 'monk', level: 1 }]
      d.fields = [{ ...newField('Meditation', ['Breathing', 'Stillness']), id: 'f1' }]
    })
    await award('mojo', 10)
    const wrapper = mount(GmMojo)
    await submit(wrapper, 'Learn a technique')
    expect(alertText(wrapper)).toBe('Choose a field and name the technique.')
    await fill(wrapper, 'technique-field', 'f1')
    await fill(wrapper, 'technique-name', 'Empty Mind')
    await submit(wrapper, 'Learn a technique')
    // "or to all skills in a field (at a cost of four mojo)"
    expect(gmData().fields[0]!.techniques).toMatchObject([{ name: 'Empty Mind', skillIds: [] }])
    expect(mojo()).toBe(6)
    const [breathing, stillness] = gmData().fields[0]!.skills
    await fill(wrapper, 'technique-skill', breathing!.id)
    await fill(wrapper, 'technique-name', 'Iron Lung')
    await submit(wrapper, 'Learn a technique')
    expect(mojo()).toBe(4)
    const list = wrapper.get('ul[aria-label="Techniques in Meditation"]')
    expect(list.text()).toContain('Empty Mind (Meditation: the whole field)')
    expect(list.text()).toContain('Iron Lung (Meditation: Breathing)')
    const add = list.findAll('button').find((b) => b.text().startsWith('Add'))!
    expect(add.attributes('disabled')).toBeDefined()
    await list.get('select').setValue(stillness!.id)
    await add.trigger('click')
    const ironLung = gmData().fields[0]!.techniques.find((t) => t.name === 'Iron Lung')
    expect(ironLung?.skillIds).toEqual([breathing!.id, stillness!.id])
    expect(mojo()).toBe(2)
    // "Converting a two-skill technique to a field-level technique costs two mojo."
    const widen = list.findAll('button').find((b) => b.text().startsWith('Whole field'))
    expect(widen?.text()).toBe('Whole field (2 mojo)')
  })

  it('shows no techniques to a character who is not a monk', async () => {
    await openGm(db())
    const wrapper = mount(GmMojo)
    expect(wrapper.find('form[aria-label="Learn a technique"]').exists()).toBe(false)
  })
})

describe('Gods & Monsters findings before a mojo purchase', () => {
  it('raising Strength 18 to 19 at first level brings no finding and needs no override', async () => {
    // "It costs three times the character's current ability score to increase an ability by
    // one point": the text sets no ceiling, and the 3–18 limit is on the score creation assigned.
    await openToromeen(db())
    await award('mojo', 40)
    const before = structuredClone(gmData())
    const wrapper = mount(GmMojo)
    const plan = planPurchase(before, gmPurchase.raiseAbility('strength'))
    const ledger = useEditorStore().record?.ledger ?? []
    expect(purchaseFindings(before, plan, useEditorStore().rules, ledger)).toEqual([])
    await buyOption(wrapper, 'ability:strength')
    expect(alertText(wrapper)).toBe('')
    expect(gmData().abilities.strength).toBe(19)
    // Archetypal: 2 × 18.
    expect(mojo()).toBe(4)
    expect(useEditorStore().record?.ledger.at(-1)?.override).toBeUndefined()
    // Nor does the sheet show a finding about it afterwards.
    const codes = useEditorStore().findings.map((f) => f.code)
    expect(codes).not.toContain('ability-out-of-range')
    expect(codes).not.toContain('scores-not-as-rolled')
    expect(codes).not.toContain('first-level-vitals')
  })

  it('buys without a word when the purchase brings no finding', async () => {
    await openToromeen(db())
    await award('mojo', 20)
    const wrapper = mount(GmMojo)
    await fill(wrapper, 'weapon-skill', 'Warhammer')
    await submit(wrapper, 'Buy a weapon skill')
    expect(alertText(wrapper)).toBe('')
    expect(useEditorStore().record?.ledger.at(-1)?.override).toBeUndefined()
    expect(mojo()).toBe(15)
  })
})

describe('Gods & Monsters mojo bids', () => {
  async function openLanguageScience(): Promise<GodsMonstersData> {
    await openGm(db(), (d) => {
      d.fields = [{ ...newField('Language Science', ['Ancient Scripts']), id: 'ls' }]
    })
    return gmData()
  }

  it('spends only what the roll missed by, and the mojo used raises the field (Language Science +1 → +2)', async () => {
    await openLanguageScience()
    await award('mojo', 7)
    const wrapper = mount(GmMojoBid)
    await fill(wrapper, 'bid-label', 'Reason roll: the ancient manuscript')
    // "The player bids seven mojo to succeed. They need six mojo."
    await fill(wrapper, 'bid-needed', '6')
    await fill(wrapper, 'bid-amount', '7')
    expect(wrapper.get('[data-testid="bid-preview"]').text()).toBe(
      'The roll succeeds: 6 mojo spent, 1 kept, 300 XP.',
    )
    expect(wrapper.get('[name="bid-gain"]').text()).toContain('Language Science +1 → +2')
    await fill(wrapper, 'bid-gain', 'ls')
    await submit(wrapper, 'Bid mojo on a failed roll')
    // "it would have cost only 5 mojo to increase Language Science to +2"
    expect(gmData().fields[0]!.bonus).toBe(2)
    expect(mojo()).toBe(1)
    expect(useEditorStore().balances.xp).toBe(300)
    expect(wrapper.get('[data-testid="bid-message"]').text()).toBe(
      'Spent 6 mojo: the roll succeeds; +300 XP; gained Language Science +1 → +2.',
    )
  })

  it('spends nothing on a bid too small, and refuses a bid it cannot read or pay', async () => {
    await openLanguageScience()
    await award('mojo', 3)
    const wrapper = mount(GmMojoBid, { props: { label: 'Strength roll', needed: 4 } })
    expect((wrapper.get('[name="bid-amount"]').element as HTMLInputElement).value).toBe('4')
    await wrapper.setProps({ needed: 2 })
    expect((wrapper.get('[name="bid-needed"]').element as HTMLInputElement).value).toBe('2')
    await fill(wrapper, 'bid-amount', '1')
    expect(wrapper.get('[data-testid="bid-preview"]').text()).toBe(
      'Too small: the roll still fails and no mojo is spent.',
    )
    await submit(wrapper, 'Bid mojo on a failed roll')
    expect(wrapper.get('[data-testid="bid-message"]').text()).toBe(
      'The bid was too small: nothing spent.',
    )
    expect(mojo()).toBe(3)
    await fill(wrapper, 'bid-amount', '5')
    await submit(wrapper, 'Bid mojo on a failed roll')
    expect(alertText(wrapper)).toBe('The bid of 5 is more than the 3 mojo available.')
    await fill(wrapper, 'bid-amount', 'all')
    await submit(wrapper, 'Bid mojo on a failed roll')
    expect(alertText(wrapper)).toBe('Bid a whole number of mojo, 1 or more.')
    await fill(wrapper, 'bid-needed', '0')
    await submit(wrapper, 'Bid mojo on a failed roll')
    expect(alertText(wrapper)).toBe('Enter what the roll missed by: a whole number of 1 or more.')
    await fill(wrapper, 'bid-label', ' ')
    await submit(wrapper, 'Bid mojo on a failed roll')
    expect(alertText(wrapper)).toBe('Say which roll the mojo is for.')
    expect(mojo()).toBe(3)
  })
})
