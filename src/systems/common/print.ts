// Builders every system's print layout shares. A blank sheet keeps the same fields with nothing
// filled in; a filled table gets a few spare rows to write in by hand.
import type { PrintSection, PrintValue } from '../print-types'
import type { PrintOptions } from '../types'
import { formatAmount } from './format'

/** Empty rows after the filled rows of a table, for writing in by hand. */
const spareRows = 2

export function printParts<Table extends string>(
  blank: boolean,
  /** Rows per table on a blank sheet. */
  blankRows: Record<Table, number>,
) {
  /** The text, or nothing on a blank sheet. */
  const text = (value: string): string => (blank ? '' : value)
  const value = (label: string, field: string, content: string): PrintValue => ({
    label,
    value: text(content),
    field,
  })
  const table = (
    title: string,
    field: Table,
    columns: string[],
    rows: string[][],
    /** Field names of the columns, stable across locales (see PrintSection). */
    columnFields?: string[],
  ): PrintSection => ({
    kind: 'table',
    title,
    columns,
    ...(columnFields ? { columnFields } : {}),
    rows: blank ? [] : rows,
    field,
    emptyRows: blank ? blankRows[field] : spareRows,
  })
  return { text, value, table }
}

/**
 * A ledger total the printer passed in (`balances` or `earned`), formatted like the sheet shows
 * it; empty when it was not given (a blank sheet, or a print without the ledger).
 */
export function ledgerTotal(
  options: PrintOptions,
  kind: 'balances' | 'earned',
  currency: string,
  decimals = 0,
): string {
  const amount = options[kind]?.[currency]
  return amount === undefined ? '' : formatAmount(amount, decimals)
}
