import { computed } from 'vue'
import type { LedgerEntry } from '@systems/common/ledger'
import type { CharacterRecord } from '@systems/types'
import {
  experience,
  experienceStatus,
  planPurchase,
  recordCheckedPurchase,
  type GodsMonstersData,
  type GodsMonstersDerivedKey,
  type GodsMonstersPurchase,
} from '@systems/gods-monsters'
import { formatSilver } from '@systems/gods-monsters/gear'
import { derivedStatFor, useSheet } from '../use-sheet'
import { messageOf } from '@shared/errors'
import { i18n } from '@renderer/i18n'

/**
 * The Gods & Monsters sheet's access to the open character. `change` keeps the result of a pure
 * rules function on the data; `record` keeps the data and ledger of an action that posts ledger
 * entries (a level gained, a mojo bid, a coin trade, a study). Both show a refusal (a thrown
 * error) and change nothing, or show `done`.
 */
export function useGodsMonsters() {
  // Not useI18n: the tests call this outside a component too.
  const { t } = i18n.global
  const sheet = useSheet<GodsMonstersData, GodsMonstersPurchase, GodsMonstersDerivedKey>()
  const { editor } = sheet
  const ledger = computed<LedgerEntry[]>(() => editor.record?.ledger ?? [])
  const xp = computed(() => experience(ledger.value))
  const status = computed(() => experienceStatus(sheet.data.value, xp.value))
  const mojo = computed(() => editor.balances.mojo ?? 0)
  const coins = computed(() => editor.balances.coins ?? 0)
  const coinsText = computed(() => formatSilver(coins.value))

  function change(
    next: (data: GodsMonstersData) => GodsMonstersData,
    done = '',
    coalesceKey = '',
  ): boolean {
    let value: GodsMonstersData
    try {
      value = next(sheet.data.value)
    } catch (error) {
      return sheet.apply(messageOf(error))
    }
    return sheet.apply(
      sheet.edit((d) => Object.assign(d, value), coalesceKey),
      done,
    )
  }

  function record(
    action: (
      data: GodsMonstersData,
      ledger: LedgerEntry[],
    ) => { data: GodsMonstersData; ledger: LedgerEntry[] },
    done = '',
  ): boolean {
    const current = editor.record
    if (!current) return sheet.apply(t('godsMonstersSheet.useGodsMonsters.noCharacter'))
    let result: { data: GodsMonstersData; ledger: LedgerEntry[] }
    try {
      result = action(current.data as GodsMonstersData, [...current.ledger])
    } catch (error) {
      return sheet.apply(messageOf(error))
    }
    const next: CharacterRecord = { ...current, data: result.data, ledger: result.ledger }
    return sheet.apply(editor.commit(next), done)
  }

  /**
   * Buys a purchase through the ledger. A price the character cannot pay is refused in the
   * currency's units (silver, not hundredths); with `checkFindings` so is a purchase that brings
   * rule findings. `override` is the game master's: it records either, marked on the entry.
   */
  function purchase(
    bought: GodsMonstersPurchase,
    done = '',
    options: { checkFindings?: boolean; override?: boolean } = {},
  ): boolean {
    const current = sheet.data.value
    return record((d, entries) => {
      const plan = planPurchase(current, bought, editor.rules)
      const rules = options.checkFindings ? editor.rules : null
      return recordCheckedPurchase(d, entries, plan, rules, options.override === true)
    }, done)
  }

  return { ...sheet, ledger, xp, status, mojo, coins, coinsText, change, record, purchase }
}

/** A derived value on the Gods & Monsters sheet, named by one of GodsMonstersDerivedKey's ids. */
export const GmStat = derivedStatFor<GodsMonstersDerivedKey>()
