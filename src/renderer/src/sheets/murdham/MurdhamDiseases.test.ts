// Diseases: catching one, daily recovery saves rolled or recorded, what a failure costs, cures by
// surgery or amputation, recovery and immunity.
import { describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createRng, rollDie } from '@systems/common/dice'
import { rollRecoverySave, type Disease, type DiseaseKind } from '@systems/murdham'
import { useEditorStore } from '@renderer/stores/editor'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import MurdhamDiseases from './MurdhamDiseases.vue'
import { alerts, button, murdhamData, openMurdham, withKnownDice } from './murdham-test-helpers'

const db = useTestDatabase('murdham-diseases')

function sick(kind: DiseaseKind, name: string, extra: Partial<Disease> = {}): Disease {
  return {
    id: kind,
    kind,
    name,
    successes: 0,
    failures: 0,
    status: 'sick',
    amputationDue: false,
    amputated: false,
    log: [],
    ...extra,
  }
}

const said = (wrapper: ReturnType<typeof mount>) =>
  wrapper.get('[data-testid="disease-message"]').text()

async function catchDisease(
  wrapper: ReturnType<typeof mount>,
  kind: DiseaseKind,
  name = '',
): Promise<void> {
  await wrapper.get('select[name="disease-kind"]').setValue(kind)
  if (name) await wrapper.get('input[name="disease-name"]').setValue(name)
  await wrapper.get('form[aria-label="Add a disease"]').trigger('submit')
}

describe('Murdham diseases', () => {
  it('catches a disease, and two recorded passes cure it with lasting immunity', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamDiseases)
    expect(wrapper.get('[data-testid="not-sick"]').text()).toBe('Not sick.')
    await catchDisease(wrapper, 'bloodyFlu')
    expect(murdhamData().diseases).toMatchObject([{ kind: 'bloodyFlu', status: 'sick' }])
    expect(said(wrapper)).toBe('Sick with Bloody flu.')
    await catchDisease(wrapper, 'bloodyFlu')
    expect(alerts(wrapper)).toEqual(['The character already has Bloody flu.'])

    await button(wrapper, 'Record pass for Bloody flu').trigger('click')
    // Disease: recovery after 2 successes in total.
    expect(said(wrapper)).toBe('Recovery save passed: 1 of 2 successes.')
    await button(wrapper, 'Record pass for Bloody flu').trigger('click')
    expect(said(wrapper)).toBe('Recovery save passed (2 of 2): Bloody flu is cured.')
    expect(murdhamData().immunities).toEqual([
      { kind: 'bloodyFlu', name: 'Bloody flu', temporary: false },
    ])
    expect(wrapper.get('.history').text()).toContain('Bloody flu: cured')
    expect(wrapper.get('[data-testid="immunities"]').text()).toBe('Immune to Bloody flu')
    await catchDisease(wrapper, 'bloodyFlu')
    expect(alerts(wrapper)).toEqual(['Bloody flu: the character is immune after recovering.'])
    await button(wrapper, 'Remove the Bloody flu record').trigger('click')
    expect(murdhamData().diseases).toEqual([])
  })

  it('another disease needs a name', async () => {
    await openMurdham(db())
    const wrapper = mount(MurdhamDiseases)
    await catchDisease(wrapper, 'other')
    expect(alerts(wrapper)).toEqual(['Name the disease.'])
    await catchDisease(wrapper, 'other', 'Marsh ague')
    expect(murdhamData().diseases).toMatchObject([{ kind: 'other', name: 'Marsh ague' }])
    expect(wrapper.get('article').attributes('aria-label')).toBe('Marsh ague')
  })

  it('a recorded failure rolls the d4 of each ability lost for a while', async () => {
    await openMurdham(db(), (d) => (d.diseases = [sick('demonPox', 'Demon pox')]))
    const { mounted: wrapper, seed } = withKnownDice(() => mount(MurdhamDiseases))
    await button(wrapper, 'Record failure for Demon pox').trigger('click')
    const rng = createRng(seed)
    const lost = { str: rollDie(rng, 4), agi: rollDie(rng, 4), wit: rollDie(rng, 4) }
    expect(murdhamData().reductions.map((r) => [r.ability, r.amount])).toEqual([
      ['str', lost.str],
      ['agi', lost.agi],
      ['wit', lost.wit],
    ])
    // Demon pox: each failure also brings 2 corruption.
    expect(murdhamData().corruption).toBe(2)
    expect(wrapper.get('ol').text()).toBe('Day 0: fail')
  })

  it('rolls the recovery save against STR and logs it', async () => {
    await openMurdham(db(), (d) => (d.diseases = [sick('plague', 'Plague')]))
    const before = murdhamData()
    const { mounted: wrapper, seed } = withKnownDice(() => mount(MurdhamDiseases))
    await button(wrapper, 'Roll recovery save for Plague').trigger('click')
    const expected = rollRecoverySave(createRng(seed), before, 'plague', useEditorStore().rules)
    expect(said(wrapper)).toBe(expected.summary)
    expect(murdhamData().diseases[0]?.log).toEqual(expected.data.diseases[0]?.log)
    expect(murdhamData().reductions.map((r) => r.amount)).toEqual(
      expected.data.reductions.map((r) => r.amount),
    )
    await flushPromises()
    expect((await db().rolls.toArray()).map((r) => [r.label, r.result])).toEqual([
      ['Plague: recovery save', expected.summary],
    ])
  })

  it('digworm is cured only by surgery, and leaves no immunity', async () => {
    await openMurdham(db(), (d) => (d.diseases = [sick('digworm', 'Digworm')]))
    const wrapper = mount(MurdhamDiseases)
    await button(wrapper, 'Record pass for Digworm').trigger('click')
    expect(said(wrapper)).toBe(
      'Recovery save passed: it does not heal on its own; only surgery removes it.',
    )
    await button(wrapper, 'Surgery failed').trigger('click')
    expect(said(wrapper)).toBe('The surgery failed.')
    await button(wrapper, 'Surgery succeeded').trigger('click')
    expect(said(wrapper)).toBe('The surgery removed the digworm.')
    expect(murdhamData().diseases[0]?.status).toBe('recovered')
    expect(murdhamData().immunities).toEqual([])
  })

  it('black gangrene: the second failure calls for amputation within a day', async () => {
    await openMurdham(
      db(),
      (d) => (d.diseases = [sick('blackGangrene', 'Black gangrene', { failures: 1 })]),
    )
    const wrapper = mount(MurdhamDiseases)
    await button(wrapper, 'Record failure for Black gangrene').trigger('click')
    const amputation = wrapper.get('[role="group"][aria-label="Amputation"]')
    await button(amputation, 'Amputation failed').trigger('click')
    expect(said(wrapper)).toBe('The amputation failed; it can be tried again within the day.')
    await button(amputation, 'Amputation succeeded').trigger('click')
    expect(murdhamData().diseases[0]).toMatchObject({ amputationDue: false, amputated: true })
    expect(wrapper.text()).toContain('Feet amputated.')
  })

  it('black gangrene: a day without amputation kills', async () => {
    await openMurdham(
      db(),
      (d) =>
        (d.diseases = [
          sick('blackGangrene', 'Black gangrene', { failures: 2, amputationDue: true }),
        ]),
    )
    const wrapper = mount(MurdhamDiseases)
    await button(wrapper, 'Day passed without it').trigger('click')
    expect(murdhamData().deceased).toBe(true)
    await button(wrapper, 'Record pass for Black gangrene').trigger('click')
    expect(alerts(wrapper)).toEqual(['The character is dead.'])
  })

  it('influence leaves a temporary immunity that can be ended', async () => {
    await openMurdham(
      db(),
      (d) => (d.diseases = [sick('influence', 'Influence', { successes: 1 })]),
    )
    const wrapper = mount(MurdhamDiseases)
    await button(wrapper, 'Record pass for Influence').trigger('click')
    expect(wrapper.get('[data-testid="immunities"]').text()).toContain(
      'Immune to Influence (for a while)',
    )
    await button(wrapper, 'End immunity to Influence').trigger('click')
    expect(murdhamData().immunities).toEqual([])
  })
})
