// Pooled mojo and spells paid with both kinds of mojo on the Gods & Monsters mojo card.
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { addSpell, newField, spellByName } from '@systems/gods-monsters'
import { gralen } from '@systems/gods-monsters/fixtures'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import GmMojo from './GmMojo.vue'
import { alertText, award, fill, gmData, openGm, submit } from './gm-test-helpers'

const db = useTestDatabase('gm-pooled')
let mounted: VueWrapper | null = null
afterEach(() => {
  mounted?.unmount()
  mounted = null
})
const mojo = () => useEditorStore().balances.mojo ?? 0
const message = (w: VueWrapper) => w.get('[data-testid="mojo-message"]').text()

describe('Gods & Monsters pooled mojo', () => {
  it('pays this character’s share of a field bonus at the dearest cost', async () => {
    await openGm(db(), (d) => {
      d.fields = [{ ...newField('History', ['Old Kingdoms'], { bonus: 2 }), id: 'history' }]
    })
    await award('mojo', 3)
    const wrapper = (mounted = mount(GmMojo))
    const bonus = () => wrapper.get('[data-option="field-bonus:history"] button')
    // +2 → +3 costs 6: more than 3 alone.
    expect(bonus().attributes('disabled')).toBeDefined()
    await fill(wrapper, 'pool-mojo', true)
    await fill(wrapper, 'pool-others-cost', '9')
    await fill(wrapper, 'pool-others-paid', '6')
    expect(bonus().attributes('disabled')).toBeUndefined()
    await bonus().trigger('click')
    expect(gmData().fields[0]?.bonus).toBe(3)
    expect(mojo()).toBe(0)
    expect(message(wrapper)).toContain('together with others')
  })

  it('refuses a pool the others paid in full, practical pooling and abilities', async () => {
    await openGm(db(), (d) => {
      d.fields = [{ ...newField('History', ['Old Kingdoms'], { bonus: 2 }), id: 'history' }]
    })
    await award('mojo', 30)
    const wrapper = (mounted = mount(GmMojo))
    await fill(wrapper, 'pool-mojo', true)
    await fill(wrapper, 'pool-others-cost', '6')
    await fill(wrapper, 'pool-others-paid', '6')
    await wrapper.get('[data-option="field-bonus:history"] button').trigger('click')
    expect(alertText(wrapper)).toContain('nothing is left for this character')
    await wrapper.get('[data-option="ability:wisdom"] button').trigger('click')
    expect(alertText(wrapper)).toContain(
      'Mojo is pooled on fields, field bonuses, skills and spells.',
    )
    await fill(wrapper, 'pay-practical', true)
    await fill(wrapper, 'pool-others-paid', '2')
    await wrapper.get('[data-option="field-bonus:history"] button').trigger('click')
    expect(alertText(wrapper)).toContain('untick practical mojo')
    expect(gmData().fields[0]?.bonus).toBe(2)
    expect(mojo()).toBe(30)
  })

  it('pools on a spell with other sorcerors', async () => {
    await openGm(db(), (d) => Object.assign(d, structuredClone(gralen)))
    await award('mojo', 10)
    const wrapper = (mounted = mount(GmMojo))
    await fill(wrapper, 'pool-mojo', true)
    await fill(wrapper, 'pool-others-cost', '3')
    await fill(wrapper, 'pool-others-paid', '1')
    await fill(wrapper, 'pool-spell', 'Spark')
    await fill(wrapper, 'pool-spell-level', '1')
    await submit(wrapper, 'Pool mojo on a spell')
    expect(spellByName(gmData(), 'Spark')?.status).toBe('inscribed')
    expect(mojo()).toBe(8)
  })
})

describe('Gods & Monsters spells paid with both kinds of mojo', () => {
  it('takes spell-level archetypal mojo and the rest practical, and inscribes at once', async () => {
    await openGm(db(), (d) => {
      Object.assign(
        d,
        structuredClone(addSpell(gralen, { name: 'Bolt', level: 1, types: [] }, 'researching')),
      )
      d.practicalMojo = [{ target: 'Bolt', amount: 2 }]
    })
    await award('mojo', 5)
    // The practical mojo that study would have given the spell.
    expect(useEditorStore().award('practical', 2, 'test')).toBeNull()
    const wrapper = (mounted = mount(GmMojo))
    const bolt = spellByName(gmData(), 'Bolt')!
    await fill(wrapper, 'mixed-spell', bolt.id)
    await fill(wrapper, 'mixed-archetypal', '3')
    expect(wrapper.get('[data-testid="mixed-preview"]').text()).toContain('1 to 2 archetypal')
    await fill(wrapper, 'mixed-archetypal', '1')
    expect(wrapper.get('[data-testid="mixed-preview"]').text()).toContain(
      '(1 archetypal and 2 practical mojo)',
    )
    await submit(wrapper, 'Pay a spell with both kinds of mojo')
    expect(spellByName(gmData(), 'Bolt')?.status).toBe('inscribed')
    expect(gmData().practicalMojo).toEqual([{ target: 'Bolt', amount: 0 }])
    expect(mojo()).toBe(4)
    expect(message(wrapper)).toBe('Paid Bolt with both kinds of mojo.')
  })
})
