// A dead Symbaroum character's successor: all the Experience the dead one gathered, as one award
// in the new character's ledger in place of the starting Experience, in the same party.
import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { makeAward } from '@systems/common/ledger'
import type { SymbaroumData } from '@systems/symbaroum/model'
import { openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import { button } from '../sheet-test-helpers'
import SymbaroumHealth from './SymbaroumHealth.vue'

const went = vi.hoisted(() => ({ to: [] as string[] }))
vi.mock('@renderer/navigation', async (original) => ({
  ...(await original<typeof import('@renderer/navigation')>()),
  navigate: (to: string) => {
    went.to.push(to)
    return Promise.resolve()
  },
}))

const db = useTestDatabase('symbaroum-successor')
const successorForm = `form[aria-label="A new character with this one's Experience"]`

async function openDead(): Promise<void> {
  await openSampleCharacter<SymbaroumData>(db(), 'symbaroum', (d, record) => {
    d.damage = 99
    d.deathTests = [20]
    record.name = 'Tova'
    record.campaignId = 'campaign-1'
    record.ledger = [
      makeAward('xp', 50, { note: 'Starting Experience' }),
      makeAward('xp', 35, { note: 'The Thistle Hold' }),
    ]
  })
}

describe('Symbaroum: a dead character’s successor', () => {
  it('offers all 85 Experience and creates the new character with it, in the same party', async () => {
    await openDead()
    const wrapper = mount(SymbaroumHealth)
    expect(wrapper.get('[data-testid="successor-experience"]').text()).toContain(
      'all the Experience Tova gathered: 85',
    )
    await wrapper.get('input[name="successor-name"]').setValue('Vidar')
    expect(button(wrapper, 'Create with this Experience').attributes('type')).toBe('submit')
    await wrapper.get(successorForm).trigger('submit')
    await flushPromises()
    const vidar = (await db().characters.toArray()).filter((c) => c.name === 'Vidar')
    expect(vidar).toHaveLength(1)
    expect(vidar[0]!.campaignId).toBe('campaign-1')
    expect(vidar[0]!.ledger.map((e) => [e.kind, e.currency, e.amount, e.note])).toEqual([
      ['award', 'xp', 85, 'All the Experience of Tova (Dead Player Characters)'],
    ])
    expect(went.to).toEqual([`/characters/${vidar[0]!.id}/create`])
  })

  it('asks for a name and creates nothing without one', async () => {
    await openDead()
    const wrapper = mount(SymbaroumHealth)
    await wrapper.get(successorForm).trigger('submit')
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toBe('Name the new character.')
    expect(await db().characters.count()).toBe(1)
  })

  it('is not offered while the character lives', async () => {
    await openSampleCharacter<SymbaroumData>(db(), 'symbaroum')
    const wrapper = mount(SymbaroumHealth)
    expect(wrapper.find('[data-testid="successor-experience"]').exists()).toBe(false)
  })
})
