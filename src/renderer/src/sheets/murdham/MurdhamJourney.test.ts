// Road and encounters: travel speed from the path, bushcraft on the sheet, tools and weather;
// the attitude table's exact odds for each approach, and a roll that goes to the roll log.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { attitudeOdds, percent } from '@systems/murdham'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import MurdhamJourney from './MurdhamJourney.vue'
import { button, commitNumber, murdhamData, openMurdham } from './murdham-test-helpers'

const db = useTestDatabase('murdham-journey')
const speed = (w: ReturnType<typeof mount>) => w.get('[data-testid="travel-speed"]').text()

describe('Murdham road and encounters', () => {
  it('slows travel off the path, less with bushcraft and tools, and in bad weather', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamJourney)
    expect(speed(wrapper)).toMatch(/^2 sectors or regions per stretch or watch/)
    await wrapper.get('input[name="off-path"]').setValue(true)
    // The text's example: a quarter of the usual speed is half an area.
    expect(speed(wrapper)).toMatch(/^½ sector or region/)
    await wrapper.get('input[name="navigation-tools"]').setValue(true)
    expect(speed(wrapper)).toMatch(/^1 sector or region/)
    await wrapper.get('input[name="bad-weather"]').setValue(true)
    expect(speed(wrapper)).toMatch(/^½ sector or region/)
    expect(speed(wrapper)).toContain('× ½ for extremely bad weather')
    expect(wrapper.text()).toContain('unless shelter is found')
  })

  it('bad weather: no daily rest in the open until shelter is found with a watch and a WIT save', async () => {
    await openMurdham(db(), (d) => {
      d.abilities.wit = { max: 20, current: 20 }
      d.time.day = 3
    })
    const wrapper = mount(MurdhamJourney)
    const rest = () => button(wrapper, 'Take the daily rest (a watch)')
    expect(wrapper.get('[data-testid="rest-state"]').text()).toBe('Day 3: not rested')
    expect(rest().attributes('disabled')).toBeUndefined()
    await wrapper.get('input[name="bad-weather"]').setValue(true)
    expect(rest().attributes('disabled')).toBeDefined()
    expect(wrapper.get('[data-testid="rest-problem"]').text()).toMatch(/find shelter first/)
    expect(wrapper.get('[data-testid="shelter-odds"]').text()).toBe(
      '100% to pass (d20 at or under 20)',
    )
    await button(wrapper, 'Seek shelter (a watch, WIT save)').trigger('click')
    await flushPromises()
    expect(murdhamData().time).toMatchObject({ watch: 1, shelterDay: 3 })
    expect(wrapper.get('[data-testid="rest-result"]').text()).toMatch(
      /^Seeking shelter \(Bad weather\): WIT save \d+ vs 20: passed, shelter found for today\./,
    )
    const logged = await db().rolls.toArray()
    expect(logged.map((r) => r.label)).toEqual(['Seeking shelter'])
    expect(wrapper.get('[data-testid="rest-state"]').text()).toBe(
      'Day 3: not rested, shelter found',
    )
    await rest().trigger('click')
    expect(murdhamData().time).toMatchObject({ watch: 2, restDay: 3 })
    expect(wrapper.get('[data-testid="rest-state"]').text()).toBe('Day 3: rested, shelter found')
    expect(wrapper.get('[data-testid="rest-problem"]').text()).toBe(
      'The daily rest was already taken today.',
    )
    await button(wrapper, 'Undo').trigger('click')
    expect(murdhamData().time.watch).toBe(1)
    expect(murdhamData().time.restDay).toBeUndefined()
    // In a settlement (not camping in the open), the weather does not stop the rest.
    await wrapper.get('input[name="in-the-open"]').setValue(false)
    expect(wrapper.find('[data-testid="shelter-odds"]').exists()).toBe(false)
    expect(rest().attributes('disabled')).toBeUndefined()
  })

  it('moves a boat 4 areas with the flow, 2 without, and fewer with too few hands', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamJourney)
    const boat = () => wrapper.get('[data-testid="boat-speed"]').text()
    expect(boat()).toMatch(/^4 areas per stretch or watch/)
    await wrapper.get('input[name="with-flow"]').setValue(false)
    expect(boat()).toMatch(/^2 areas/)
    await commitNumber(wrapper, 'Crew needed', '4')
    expect(boat()).toBe(
      '1 area per stretch or watch (2 areas per time unit otherwise × 2/4 for too few hands)',
    )
    await commitNumber(wrapper, 'Crew needed', '0')
    expect(wrapper.text()).toContain('Crew needed must be from 1 to 1000.')
    expect(boat()).toMatch(/^1 area /)
  })

  it('shows the sprint, and whether a leap is trivial, a save (with its chance) or too far', async () => {
    await openMurdham(db(), (d) => (d.abilities.agi = { max: 12, current: 12 }))
    const wrapper = mount(MurdhamJourney)
    expect(wrapper.get('[data-testid="sprint"]').text()).toBe(
      'Sprint: 4 zones a round instead of 2, in open terrain only.',
    )
    const leap = () => wrapper.get('[data-testid="leap"]').text()
    expect(leap()).toContain(`AGI save, ${percent(12 / 20)} to pass (d20 at or under 12)`)
    await button(wrapper, 'Roll the leap').trigger('click')
    await flushPromises()
    const logged = (await db().rolls.toArray()).map((r) => [r.label, r.result])
    expect(logged).toEqual([['Leap of 3 m', expect.stringMatching(/^AGI save \d+ vs 12: /)]])
    await wrapper.get('input[name="run-up"]').setValue(false)
    expect(leap()).toBe('Too far to leap.')
    await wrapper.get('input[name="leap-gap"]').setValue('1')
    expect(leap()).toBe('A tiny gap: no save needed.')
    await wrapper.get('input[name="leap-gap"]').setValue('far')
    expect(wrapper.get('[role="alert"]').text()).toBe('Enter the gap in metres, e.g. 2.5.')
  })

  it('no sprint over the carry limit (house rule)', async () => {
    await openMurdham(db(), (d) => {
      d.items = [{ id: 'a', name: 'Anvil', bulk: 9, quantity: 1, illegal: false, notes: '' }]
    })
    const wrapper = mount(MurdhamJourney)
    expect(wrapper.get('[data-testid="sprint"]').text()).toBe(
      'No sprinting over the carry limit (house rule).',
    )
  })

  it('counts the bushcraft skill on the sheet', async () => {
    await openMurdham(db(), (d) => {
      d.skills = [
        {
          id: 'b',
          name: 'Bushcraft',
          proficiency: '',
          languages: [],
          literacy: false,
          crafting: '',
        },
      ]
    })
    const wrapper = mount(MurdhamJourney)
    expect(wrapper.get('[data-testid="bushcraft"]').text()).toContain('yes')
    await wrapper.get('input[name="off-path"]').setValue(true)
    await wrapper.get('input[name="navigation-tools"]').setValue(true)
    expect(speed(wrapper)).toMatch(/^2 sectors or regions.*full speed/)
  })

  it('shows the exact odds of each attitude, then rolls one into the roll log', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamJourney)
    const rows = () =>
      wrapper.findAll('[data-testid="attitude-odds"] tr').map((tr) =>
        tr
          .findAll('th, td')
          .slice(0, 2)
          .map((c) => c.text()),
      )
    const usual = attitudeOdds('usual')
    expect(rows()).toEqual([
      ['Hostile', percent(usual.hostile)],
      ['Unfriendly', percent(usual.unfriendly)],
      ['Neutral', percent(usual.neutral)],
      ['Friendly', percent(usual.friendly)],
    ])
    await wrapper.get('select[name="attitude-approach"]').setValue('aggressive')
    expect(rows()[0]).toEqual(['Hostile', percent(11 / 36)])
    await wrapper.get('select[name="attitude-approach"]').setValue('peaceful')
    expect(rows()[3]).toEqual(['Friendly', percent(11 / 36)])
    await button(wrapper, 'Roll attitude').trigger('click')
    await flushPromises()
    expect(wrapper.get('.results li').text()).toMatch(
      /, kept \d: (Hostile|Unfriendly|Neutral|Friendly)/,
    )
    const logged = (await db().rolls.toArray()).map((r) => [r.label, r.result])
    expect(logged).toEqual([
      [
        'Attitude',
        expect.stringMatching(/^2d6 \d and \d, kept \d: (hostile|unfriendly|neutral|friendly)$/),
      ],
    ])
  })
})
