// Rewards from a journal entry: the amount commits like every number field, each system's rule
// decides the shares shown before posting, and posting or undoing reaches every ledger.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import { divideExperience } from '@systems/heimr/training'
import type { CharacterRecord, JournalRecord } from '@shared/records'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import AwardPanel from './AwardPanel.vue'
import { entry, member, seedCampaign, settle } from './journal-test-helpers'

enableAutoUnmount(afterEach)
const db = useTestDatabase('award-panel')

const heimrParty = () => ['Edda', 'Finn', 'Gro', 'Hakon'].map((n) => member('heimr', n))

async function show(party: CharacterRecord[], current: JournalRecord = entry('e1')) {
  await seedCampaign(db(), party, [current])
  const flush = vi.fn(() => Promise.resolve())
  const wrapper = mount(AwardPanel, {
    props: { entry: current, party, flush },
    attachTo: document.body,
  })
  await settle()
  return { wrapper, flush }
}

const amountField = (wrapper: VueWrapper) => wrapper.get('input[data-field="Amount"]')
async function enterAmount(wrapper: VueWrapper, typed: string): Promise<void> {
  await amountField(wrapper).setValue(typed)
  await amountField(wrapper).trigger('blur')
}
/** Enter in the amount field, as a browser handles it: unless the field stops it, the form is submitted. */
async function pressEnter(wrapper: VueWrapper): Promise<void> {
  const event = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true })
  amountField(wrapper).element.dispatchEvent(event)
  if (!event.defaultPrevented) await wrapper.get('form').trigger('submit')
  await settle()
}
async function post(wrapper: VueWrapper): Promise<void> {
  await wrapper.get('form').trigger('submit')
  await settle()
}
const shares = (wrapper: VueWrapper) =>
  wrapper.findAll('[data-testid="award-preview"] p').map((p) => p.text())
const lastLedgerEntry = async (id: string) => (await db().characters.get(id))!.ledger.at(-1)!
/** The entry as the editor passes it back after `updated`. */
async function passBack(wrapper: VueWrapper): Promise<void> {
  const updated = wrapper.emitted('updated') as JournalRecord[][]
  await wrapper.setProps({ entry: updated.at(-1)![0]! })
}

describe('AwardPanel amount', () => {
  it('shows no shares while 12 is typed, and the shares once it is committed', async () => {
    const { wrapper } = await show([member('symbaroum', 'Tova')])
    await amountField(wrapper).setValue('1')
    await amountField(wrapper).setValue('12')
    expect(wrapper.find('[data-testid="award-preview"]').exists()).toBe(false)
    await amountField(wrapper).trigger('keydown', { key: 'Enter' })
    // Symbaroum gives experience as entered.
    expect(shares(wrapper)).toEqual([
      'Tova: +12 XP — 12 Experience to each of 1 character, as given',
    ])
  })

  it.each([
    ['0', 'Amount must be from 1 to 1000000000.'],
    ['ten', '“ten” is not a whole number.'],
  ])(
    'refuses %j inline, shows no shares, and Escape puts the last amount back',
    async (typed, message) => {
      const { wrapper } = await show([member('symbaroum', 'Tova')])
      await enterAmount(wrapper, '5')
      await enterAmount(wrapper, typed)
      const alert = wrapper.get('.number-field [role="alert"]')
      expect(alert.text()).toBe(message)
      expect(amountField(wrapper).attributes('aria-invalid')).toBe('true')
      expect(amountField(wrapper).attributes('aria-describedby')).toBe(alert.attributes('id'))
      // The last good amount stays in force until the field is fixed or reverted.
      expect(shares(wrapper)[0]).toMatch(/^Tova: \+5 XP/)
      await amountField(wrapper).trigger('keydown', { key: 'Escape' })
      expect((amountField(wrapper).element as HTMLInputElement).value).toBe('5')
      expect(wrapper.find('.number-field [role="alert"]').exists()).toBe(false)
    },
  )

  it('posts the typed amount on Enter, and nothing when the amount typed is refused', async () => {
    const { wrapper } = await show([member('symbaroum', 'Tova')])
    await enterAmount(wrapper, '5')
    // The 5 shown so far must not be posted in place of a refused amount.
    await amountField(wrapper).setValue('0')
    await pressEnter(wrapper)
    expect(amountField(wrapper).attributes('aria-invalid')).toBe('true')
    expect((await db().journal.get('e1'))!.awards).toEqual([])
    await amountField(wrapper).setValue('7')
    await pressEnter(wrapper)
    expect((await db().journal.get('e1'))!.awards.map((a) => a.amount)).toEqual([7])
    expect(await lastLedgerEntry('tova')).toMatchObject({ amount: 7, journalEntryId: 'e1' })
  })

  it('says to enter an amount when posting without one, and writes nothing', async () => {
    const { wrapper, flush } = await show([member('symbaroum', 'Tova')])
    await enterAmount(wrapper, '4')
    await enterAmount(wrapper, '')
    expect(wrapper.find('[data-testid="award-preview"]').exists()).toBe(false)
    await post(wrapper)
    expect(wrapper.get('p.field-error[role="alert"]').text()).toBe('Enter an amount to award.')
    expect(flush).not.toHaveBeenCalled()
    expect((await db().journal.get('e1'))!.awards).toEqual([])
    await enterAmount(wrapper, '3')
    expect(wrapper.find('p.field-error[role="alert"]').exists()).toBe(false)
  })
})

describe('AwardPanel shares', () => {
  it('divides Heimr experience among those present and carries the rest to the next award', async () => {
    // heimr-tabletop-core.txt: "10XP divided among four characters, means 2XP per character
    // with 2 remaining ... carried over to the next time characters gain XP."
    expect(divideExperience(10, 4)).toEqual({ each: 2, remainder: 2 })
    const party = heimrParty()
    const { wrapper, flush } = await show(party, entry('e1', { title: 'The bridge' }))
    await enterAmount(wrapper, '10')
    await wrapper.get('input[placeholder="What it was for"]').setValue('the troll')
    expect(shares(wrapper)).toEqual(
      party.map(
        (c) => `${c.name}: +2 XP — 10 XP ÷ 4 present = 2 each, 2 carried to the next award`,
      ),
    )
    await post(wrapper)
    expect(flush).toHaveBeenCalledOnce()
    for (const c of party) {
      expect(await lastLedgerEntry(c.id)).toMatchObject({
        kind: 'award',
        currency: 'xp',
        amount: 2,
        note: 'The bridge: the troll',
        journalEntryId: 'e1',
      })
    }
    expect((await db().campaigns.get('camp'))!.rewardCarry).toEqual({ 'heimr:xp': 2 })
    expect(wrapper.get('[role="status"]').text()).toBe('Posted to 4 ledgers')
    // The form is ready for the next award.
    expect((amountField(wrapper).element as HTMLInputElement).value).toBe('')
    await passBack(wrapper)
    expect(wrapper.get('ul.given').text()).toContain('10 Experience — the troll')

    // The next award starts from what was carried: (10 + 2) ÷ 4 = 3 each, nothing left.
    const next = divideExperience(10, 4, 2)
    await enterAmount(wrapper, '10')
    expect(shares(wrapper)[0]).toBe(
      `Edda: +${next.each} XP — 10 + 2 carried = 12 XP ÷ 4 present = ${next.each} each, ${next.remainder} carried to the next award`,
    )
  })

  it('undoes an award on every character and gives back the carry', async () => {
    const party = heimrParty()
    const { wrapper } = await show(party)
    await enterAmount(wrapper, '10')
    await post(wrapper)
    await passBack(wrapper)
    await wrapper.get('button[aria-label="Undo the award of 10 Experience"]').trigger('click')
    await settle()
    expect(wrapper.get('[role="status"]').text()).toBe('Award undone on every character')
    for (const c of party) expect((await lastLedgerEntry(c.id)).undoneAt).toBeDefined()
    expect((await db().campaigns.get('camp'))!.rewardCarry).toEqual({ 'heimr:xp': 0 })
    await passBack(wrapper)
    expect(wrapper.get('ul.given li').classes()).toContain('undone')
    expect(wrapper.get('ul.given .badge').text()).toBe('Undone')
    expect(wrapper.find('button[aria-label="Undo the award of 10 Experience"]').exists()).toBe(
      false,
    )
  })

  it('shows a refused undo as an alert', async () => {
    const { wrapper } = await show([member('symbaroum', 'Tova')])
    await enterAmount(wrapper, '3')
    await post(wrapper)
    await passBack(wrapper)
    const undo = wrapper.get('button[aria-label="Undo the award of 3 Experience"]')
    await undo.trigger('click')
    await settle()
    await undo.trigger('click') // the entry shown here is still the one before the undo
    await settle()
    expect(wrapper.get('p.field-error[role="alert"]').text()).toBe('That award is already undone.')
  })

  it('offers each reward only to the systems that have it', async () => {
    const party = [member('symbaroum', 'Tova'), member('murdham', 'Wulf')]
    const { wrapper } = await show(party)
    const kinds = wrapper.findAll('select option').map((o) => o.text())
    expect(kinds).toEqual(['Experience', 'Coins'])
    const boxes = () => wrapper.findAll('fieldset input[type="checkbox"]')
    expect(
      boxes().map((b) => [(b.element as HTMLInputElement).checked, b.attributes('disabled')]),
    ).toEqual([
      [true, undefined],
      [false, ''],
    ])
    await wrapper.get('select').setValue('coins')
    expect(boxes().map((b) => (b.element as HTMLInputElement).checked)).toEqual([false, true])
    expect(boxes()[0]!.attributes('disabled')).toBe('')
    await enterAmount(wrapper, '15')
    expect(shares(wrapper)[0]).toMatch(/^Wulf: \+/)
    await post(wrapper)
    expect(await lastLedgerEntry('wulf')).toMatchObject({ kind: 'award', journalEntryId: 'e1' })
    expect((await db().characters.get('tova'))!.ledger.some((e) => e.journalEntryId)).toBe(false)
  })

  it('picks the characters the entry involves, and refuses an award for nobody', async () => {
    const party = [member('symbaroum', 'Tova'), member('symbaroum', 'Sigrun')]
    const { wrapper } = await show(party, entry('e1', { characterIds: ['sigrun'] }))
    const boxes = wrapper.findAll('fieldset input[type="checkbox"]')
    expect(boxes.map((b) => (b.element as HTMLInputElement).checked)).toEqual([false, true])
    await enterAmount(wrapper, '5')
    await boxes[1]!.setValue(false)
    const problem = 'Choose at least one character for the award.'
    expect(wrapper.get('p.field-error').text()).toBe(problem)
    await post(wrapper)
    expect(wrapper.get('p.field-error[role="alert"]').text()).toBe(problem)
    expect(wrapper.findAll('p.field-error')).toHaveLength(1)
    expect((await db().journal.get('e1'))!.awards).toEqual([])
    await boxes[0]!.setValue(true)
    expect(wrapper.find('p.field-error').exists()).toBe(false)
    expect(shares(wrapper)[0]).toMatch(/^Tova: \+5 XP/)
  })

  it('shows why the repository refused the award', async () => {
    const { wrapper } = await show([member('symbaroum', 'Tova')])
    await enterAmount(wrapper, '5')
    await db().journal.delete('e1')
    await post(wrapper)
    expect(wrapper.get('p.field-error[role="alert"]').text()).toBe(
      'That journal entry no longer exists.',
    )
  })

  it('asks for a party first', async () => {
    const { wrapper } = await show([])
    expect(wrapper.text()).toContain('Add characters to the party to hand out rewards')
    expect(wrapper.find('form').exists()).toBe(false)
  })
})
