// Buying on the Gods & Monsters sheet as the user meets it: prices in silver, rule findings
// before the purchase with the game master's override, and creation's values kept after mojo
// raises an ability.
import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { GodsMonstersData } from '@systems/gods-monsters'
import { QuillkeepDatabase } from '@renderer/db/database'
import { useDatabase } from '@renderer/db/connection'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import { useEditorStore } from '@renderer/stores/editor'
import { useLibraryStore } from '@renderer/stores/library'
import GmFirstLevel from './GmFirstLevel.vue'
import GmGear from './GmGear.vue'
import GmMojo from './GmMojo.vue'

let counter = 0

beforeEach(async () => {
  useDatabase(new QuillkeepDatabase(`gods-monsters-purchases-test-${++counter}`))
  setPlatform(createWebPlatform())
  setActivePinia(createPinia())
  const record = await useLibraryStore().create('gods-monsters', 'Toromeen')
  await useEditorStore().open(record.id)
})

const data = () => useEditorStore().record?.data as GodsMonstersData

async function buyBattleaxe(wrapper: ReturnType<typeof mount>): Promise<void> {
  await wrapper.get('select[name="gear-table"]').setValue('warrior-weapons')
  await wrapper.get('button[aria-label="Buy Battleaxe"]').trigger('click')
}

describe('Gods & Monsters gear', () => {
  it('says what the battleaxe costs in silver when the coins are short', async () => {
    useEditorStore().award('coins', 500, 'test') // 5 silver
    const wrapper = mount(GmGear)
    await buyBattleaxe(wrapper)
    const error = wrapper.get('[data-testid="gear-error"]').text()
    expect(error).toContain('costs 7 silver but only 5 silver is unspent')
    expect(error).not.toContain('700')
    expect(data().items).toEqual([])
  })

  it('shows the too-heavy battleaxe before buying, and buys it on the game master’s override', async () => {
    const editor = useEditorStore()
    editor.award('coins', 2000, 'test')
    const wrapper = mount(GmGear)
    await buyBattleaxe(wrapper)
    const error = wrapper.get('[data-testid="gear-error"]').text()
    expect(error).toMatch(/^Not bought: .*Battleaxe.*game master override/)
    expect(data().items).toEqual([])
    expect(editor.balances.coins).toBe(2000)

    await wrapper.get('input[name="gear-override"]').setValue(true)
    await buyBattleaxe(wrapper)
    expect(data().items.map((i) => i.gearId)).toEqual(['battleaxe'])
    expect(editor.balances.coins).toBe(1300)
    const entry = editor.record?.ledger.at(-1)
    expect(entry).toMatchObject({ kind: 'spend', override: true })
    expect(entry?.note).toMatch(/^Game master override: .*Battleaxe/)
    expect(editor.findings.map((f) => f.code)).toContain('gear-bulk-over-strength')
  })
})

describe('Gods & Monsters creation after a mojo purchase', () => {
  it('raises Strength without a false "not the rolled ones" warning or new starting coins', async () => {
    const editor = useEditorStore()
    editor.edit<GodsMonstersData>((d) => {
      d.rolledScores = [9, 12, 15, 14, 10, 18]
      d.abilities = {
        charisma: 9,
        intelligence: 12,
        wisdom: 15,
        endurance: 14,
        agility: 10,
        strength: 18,
      }
    })
    const first = mount(GmFirstLevel)
    await first.get('button.primary').trigger('click')
    await flushPromises()
    expect(editor.balances.coins).toBe(1800)
    expect(first.get('[data-testid="starting-coins"]').text()).toContain('18 silver')

    editor.award('mojo', 40, 'test')
    const mojo = mount(GmMojo)
    // Mojo raises a score past 18 at first level without any finding: the 3–18 limit and the
    // rolled scores are checked against what creation assigned, taken from the ledger.
    await mojo.get('[data-option="ability:strength"] button').trigger('click')
    expect(mojo.find('[role="alert"]').exists() ? mojo.get('[role="alert"]').text() : '').toBe('')
    expect(data().abilities.strength).toBe(19)

    const codes = editor.findings.map((f) => f.code)
    expect(codes).not.toContain('scores-not-as-rolled')
    expect(codes).not.toContain('ability-out-of-range')
    // Starting coins stay what creation posted, and nothing asks to post them again.
    expect(first.get('[data-testid="starting-coins"]').text()).toContain('18 silver')
    expect(first.get('button.primary').attributes('disabled')).toBeDefined()
    const gear = mount(GmGear)
    expect(gear.get('[data-testid="starting-coins"]').text()).toContain('18 silver')
    expect(editor.balances.coins).toBe(1800)
  })
})
