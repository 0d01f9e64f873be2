// Advantage in the Symbaroum attack and Defense dialogs: the situations the text lists, each
// shown as a choice; ranged attacks get none from flanking or lying down; one +2 however many.
import { describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { percent } from '@systems/common/format'
import { successTest } from '@systems/symbaroum'
import type { SymbaroumData } from '@systems/symbaroum/model'
import { openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import { commitNumber } from '../sheet-test-helpers'
import SymbaroumAttackDialog from './SymbaroumAttackDialog.vue'
import SymbaroumDefenseDialog from './SymbaroumDefenseDialog.vue'

const db = useTestDatabase('symbaroum-advantage')

async function openArcher(): Promise<void> {
  await openSampleCharacter<SymbaroumData>(db(), 'symbaroum', (d) => {
    d.attributes = { ...d.attributes, accurate: 13, quick: 13 }
    d.armor = null
    d.shield = 'none'
    d.weapons = [
      { id: 'sword', name: 'Sword', damage: '1d8', qualities: [] },
      { id: 'bow', name: 'Longbow', damage: '1d8', qualities: ['ranged'] },
    ]
  })
}

const text = (wrapper: VueWrapper, id: string) => wrapper.get(`[data-testid="${id}"]`).text()
const modifierLines = (wrapper: VueWrapper) =>
  wrapper.findAll('[data-testid="modifiers"] li').map((li) =>
    li
      .findAll('span, strong, cite')
      .map((part) => part.text())
      .join(' '),
  )
const box = (wrapper: VueWrapper, name: string) =>
  wrapper.get<HTMLInputElement>(`input[name="${name}"]`)

describe('Symbaroum Advantage when attacking', () => {
  it('gives a ranged attack none from a prone or flanked target, but from lower ground', async () => {
    await openArcher()
    const wrapper = mount(SymbaroumAttackDialog, { props: { weaponId: 'bow' } })
    expect(box(wrapper, 'advantage-prone').element.disabled).toBe(true)
    expect(box(wrapper, 'advantage-flanked').element.disabled).toBe(true)
    expect(box(wrapper, 'advantage-unaware').element.disabled).toBe(false)
    await commitNumber(wrapper, "Target's Defense", '10')
    await box(wrapper, 'advantage-lowerGround').setValue(true)
    await box(wrapper, 'advantage-unaware').setValue(true)
    expect(modifierLines(wrapper)).toEqual([
      "Target's Defense 10 0 Combat Action",
      'Advantage: unaware, lower ground +2 Advantage',
      'Advantage damage +1d4 Advantage',
    ])
    expect(text(wrapper, 'attack-odds')).toBe(
      `Roll 15 or lower on a d20: ${percent(successTest(13, 2).chance)} to hit.`,
    )
  })

  it('gives a melee attack the Advantage against a target lying down', async () => {
    await openArcher()
    const wrapper = mount(SymbaroumAttackDialog, { props: { weaponId: 'sword' } })
    await box(wrapper, 'advantage-prone').setValue(true)
    expect(modifierLines(wrapper)).toContain('Advantage: lying down +2 Advantage')
  })
})

describe('Symbaroum Advantage when defending', () => {
  it('takes 2 off Defense against an attacker with the Advantage, melee situations only in melee', async () => {
    await openArcher()
    const wrapper = mount(SymbaroumDefenseDialog)
    await commitNumber(wrapper, "Attacker's Accurate", '10')
    await box(wrapper, 'attacker-advantage-flanked').setValue(true)
    expect(modifierLines(wrapper)).toEqual([
      "Attacker's Accurate 10 0 Defense",
      "Attacker's Advantage: flanked −2 Advantage",
    ])
    expect(text(wrapper, 'defense-odds')).toBe(
      `Roll 11 or lower on a d20: ${percent(successTest(13, -2).chance)} to avoid the attack.`,
    )
    await box(wrapper, 'ranged-attack').setValue(true)
    expect(box(wrapper, 'attacker-advantage-flanked').element.disabled).toBe(true)
    expect(modifierLines(wrapper)).toEqual(["Attacker's Accurate 10 0 Defense"])
  })
})
