// The character's advancement ledger: balances derived from the ledger, awards checked before they
// reach it (in the currency's own decimals), and undo that refuses to leave a balance below 0.
import { afterEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import { formatAmount } from '@systems/common/format'
import { makeAward, type LedgerEntry } from '@systems/common/ledger'
import { newAbilityPurchase } from '@systems/symbaroum/advance'
import type { CharacterRecord } from '@systems/types'
import { useEditorStore } from '@renderer/stores/editor'
import { openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import { applyLocale } from '@renderer/i18n'
import { useSettingsStore } from '@renderer/stores/settings'
import LedgerPanel from './LedgerPanel.vue'
import { anyPathRouter, settle } from './components-test-helpers'

enableAutoUnmount(afterEach)
const db = useTestDatabase('ledger-panel')

async function show(
  system: 'symbaroum' | 'gods-monsters',
  ledger?: (record: CharacterRecord) => LedgerEntry[],
): Promise<VueWrapper> {
  await openSampleCharacter(db(), system, (_data, record) => {
    if (ledger) record.ledger = ledger(record)
  })
  const router = anyPathRouter()
  await router.push('/')
  return mount(LedgerPanel, { global: { plugins: [router] }, attachTo: document.body })
}

const ledger = () => useEditorStore().record!.ledger
const balance = (wrapper: VueWrapper, currency: string) =>
  wrapper.get(`[data-balance="${currency}"] strong`).text()
const alert = (wrapper: VueWrapper) => wrapper.find('p.field-error[role="alert"]')
async function award(wrapper: VueWrapper, amount: string, note = ''): Promise<void> {
  await wrapper.get('input[name="award-amount"]').setValue(amount)
  await wrapper.get('input[name="award-note"]').setValue(note)
  await wrapper.get('form').trigger('submit')
}

describe('LedgerPanel', () => {
  it('awards experience: the ledger gains the entry and the balance follows', async () => {
    const wrapper = await show('symbaroum', () => [])
    expect(wrapper.find('select').exists()).toBe(false) // one currency: no choice
    expect(balance(wrapper, 'xp')).toBe('0')
    expect(wrapper.text()).toContain('No entries yet.')
    await award(wrapper, '12', '  session 3  ')
    expect(ledger()).toHaveLength(1)
    expect(ledger()[0]).toMatchObject({
      kind: 'award',
      currency: 'xp',
      amount: 12,
      note: 'session 3',
    })
    expect(balance(wrapper, 'xp')).toBe('12')
    expect(wrapper.get('p[role="status"]').text()).toBe('Awarded 12 Experience.')
    expect((wrapper.get('input[name="award-amount"]').element as HTMLInputElement).value).toBe('')
    const row = wrapper.get('ol[aria-label="Ledger entries"] li')
    expect(row.attributes('data-entry-kind')).toBe('award')
    expect(row.get('.amount').text()).toBe('+12 XP')
    expect(row.get('.what').text()).toBe('session 3')
  })

  it.each(['0', '1.5', 'ten', ''])('refuses %j as an award and records nothing', async (typed) => {
    const wrapper = await show('symbaroum', () => [])
    await award(wrapper, typed)
    expect(alert(wrapper).text()).toBe('The award must be a whole number above 0.')
    expect(ledger()).toEqual([])
  })

  it('awards coins in silver with up to two decimals (Gods & Monsters keeps hundredths)', async () => {
    const wrapper = await show('gods-monsters', () => [])
    const select = wrapper.get('select')
    expect(select.findAll('option').map((o) => o.text())).toEqual([
      'Experience',
      'Mojo',
      'Coins (silver)',
      'Practical mojo',
    ])
    await select.setValue('coins')
    await award(wrapper, '2.555')
    expect(alert(wrapper).text()).toBe(
      'The award must be a number above 0 with at most 2 decimal places.',
    )
    expect(ledger()).toEqual([])
    await award(wrapper, '2.5')
    expect(ledger()[0]).toMatchObject({ currency: 'coins', amount: 250 })
    expect(alert(wrapper).exists()).toBe(false)
    expect(balance(wrapper, 'coins')).toBe(formatAmount(250, 2))
    expect(wrapper.get('p[role="status"]').text()).toBe('Awarded 2.5 Coins (silver).')
    expect(wrapper.get('.amount').text()).toBe('+2.5 COINS')
  })

  it('in German, reads an award typed with a decimal comma and shows it with one (issue #21)', async () => {
    const wrapper = await show('gods-monsters', () => [])
    // The language the user picked in Settings (the sheet's store follows it).
    await useSettingsStore().setLocale('de')
    try {
      await wrapper.get('select').setValue('coins')
      await award(wrapper, '2,5')
      expect(ledger()[0]).toMatchObject({ currency: 'coins', amount: 250 })
      expect(alert(wrapper).exists()).toBe(false)
      expect(wrapper.get('.amount').text()).toBe('+2,5 MÜNZEN')
    } finally {
      await applyLocale('en')
      localStorage.removeItem('quillkeep.locale')
    }
  })

  it('undoes an entry, and shows it as undone without an Undo button', async () => {
    const wrapper = await show('symbaroum', () => [
      makeAward('xp', 5, { id: 'a1', note: 'first' }),
      makeAward('xp', 7, { id: 'a2', note: 'second', journalEntryId: 'j1' }),
    ])
    expect(balance(wrapper, 'xp')).toBe('12')
    const rows = wrapper.findAll('ol li')
    // Newest first; an award from the journal links back to its entry.
    expect(rows.map((r) => r.get('.what').text())).toEqual(['second', 'first'])
    expect(rows[0]!.get('a.journal-link').attributes('href')).toBe('/journal/j1')
    expect(rows[1]!.find('a.journal-link').exists()).toBe(false)
    await wrapper.get('button[aria-label="Undo second"]').trigger('click')
    expect(ledger().find((e) => e.id === 'a2')?.undoneAt).toBeDefined()
    expect(balance(wrapper, 'xp')).toBe('5')
    expect(wrapper.get('p[role="status"]').text()).toBe('Entry undone.')
    const undone = wrapper.findAll('ol li')[0]!
    expect(undone.classes()).toContain('undone')
    expect(undone.get('.state').text()).toBe('undone')
    expect(undone.find('button').exists()).toBe(false)
  })

  it('refuses to undo an award already spent, naming what it would leave', async () => {
    const wrapper = await show('symbaroum', () => [makeAward('xp', 50, { id: 'a1', note: 'big' })])
    // symbaroum-core.txt: "Purchasing a new ability at novice level costs 10 Experience".
    expect(useEditorStore().purchase(newAbilityPurchase('Acrobatics'))).toBeNull()
    await settle()
    const spent = wrapper.get('ol li[data-entry-kind="spend"]')
    expect(spent.get('.amount').text()).toBe('−10 XP')
    expect(balance(wrapper, 'xp')).toBe('40')
    await wrapper.get('button[aria-label="Undo big"]').trigger('click')
    // Without the 50 awarded, 10 spent leaves −10.
    expect(alert(wrapper).text()).toBe(
      'Undoing this award would leave -10 XP: undo the purchases that spent it first.',
    )
    expect(ledger().find((e) => e.id === 'a1')?.undoneAt).toBeUndefined()
    expect(wrapper.get('p[role="status"]').text()).toBe('')
  })
})
