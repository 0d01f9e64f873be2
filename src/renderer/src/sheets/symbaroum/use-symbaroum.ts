import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import type { ShieldKind, SymbaroumData, WeaponQuality } from '@systems/symbaroum/model'
import type { SymbaroumPurchase } from '@systems/symbaroum/advance'
import type { SymbaroumDerivedKey } from '@systems/symbaroum'
import { derivedStatFor, useSheet } from '../use-sheet'

export const useSymbaroum = () => useSheet<SymbaroumData, SymbaroumPurchase, SymbaroumDerivedKey>()

/** A derived value on the Symbaroum sheet, named by one of SymbaroumDerivedKey's ids. */
export const SymbaroumStat = derivedStatFor<SymbaroumDerivedKey>()

/**
 * The sheet's own words for the game's terms (weapon qualities, shields), a d20 test's roll as
 * the dialogs write it, and numbers in the app's language.
 */
export function useSymbaroumText() {
  const { t, n } = useI18n()
  const qualityNames = computed<Record<WeaponQuality, string>>(() => ({
    long: t('symbaroumSheet.quality.long'),
    short: t('symbaroumSheet.quality.short'),
    heavy: t('symbaroumSheet.quality.heavy'),
    ranged: t('symbaroumSheet.quality.ranged'),
  }))
  const shieldNames = computed<Record<ShieldKind, string>>(() => ({
    none: t('symbaroumSheet.gear.shieldNone'),
    shield: t('symbaroumSheet.gear.shieldShield'),
    buckler: t('symbaroumSheet.gear.shieldBuckler'),
  }))
  /** A chance from 0 to 1 as a percentage to one decimal: "68.8%" (in English). */
  const percent = (chance: number) =>
    n(Math.round(chance * 1000) / 1000, { style: 'percent', maximumFractionDigits: 1 })
  /** A number to one decimal: "4.5" (in English). */
  const oneDecimal = (value: number) =>
    n(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  /** "rolled 7 vs 10: hit", or with two chances "rolled 7 and 12, kept 12 vs 10: miss". */
  function rolled(test: { rolls: number[]; roll: number; target: number }, outcome: string) {
    return test.rolls.length > 1
      ? t('symbaroumSheet.rolledTwice', {
          first: test.rolls[0],
          second: test.rolls[1],
          roll: test.roll,
          target: test.target,
          outcome,
        })
      : t('symbaroumSheet.rolled', { roll: test.roll, target: test.target, outcome })
  }
  return { qualityNames, shieldNames, percent, oneDecimal, rolled }
}
