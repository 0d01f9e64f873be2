// Helpers for the print-layout tests of every system (test code only).
import { expect } from 'vitest'
import type { PrintSection, PrintSheet } from './print-types'

/** Every AcroForm field name the sheet asks for: values' fields and sections' fields. */
function fieldNames(sheet: PrintSheet): string[] {
  return sheet.sections.flatMap((s) =>
    s.kind === 'values' ? s.values.map((v) => v.field) : s.kind === 'prose' ? [] : [s.field],
  )
}

export function valueOf(sheet: PrintSheet, field: string): string | undefined {
  for (const s of sheet.sections) {
    if (s.kind !== 'values') continue
    const found = s.values.find((v) => v.field === field)
    if (found) return found.value
  }
  return undefined
}

export function section<K extends PrintSection['kind']>(
  sheet: PrintSheet,
  field: string,
  kind: K,
): Extract<PrintSection, { kind: K }> {
  const found = sheet.sections.find((s) => s.kind === kind && 'field' in s && s.field === field)
  if (!found) throw new Error(`no ${kind} section ${field}`)
  return found as Extract<PrintSection, { kind: K }>
}

export function rowOf(sheet: PrintSheet, table: string, first: string): string[] | undefined {
  return section(sheet, table, 'table').rows.find((row) => row[0] === first)
}

/**
 * Field names are unique, made of a-z, 0-9 and dots, and none sits inside another: a dotted
 * name is a child in the PDF form (and tables, slots and tracks get children).
 */
export function expectWellNamedFields(sheet: PrintSheet): void {
  const names = fieldNames(sheet)
  expect(new Set(names).size).toBe(names.length)
  for (const name of names) {
    expect(name).toMatch(/^[a-z0-9.]+$/)
    expect(names.filter((other) => other.startsWith(`${name}.`))).toEqual([])
  }
}

/** A blank sheet has the filled sheet's fields, no title and nothing filled in. */
export function expectBlankOf(blank: PrintSheet, filled: PrintSheet): void {
  expect(blank.title).toBe('')
  expect(fieldNames(blank)).toEqual(fieldNames(filled))
  for (const s of blank.sections) {
    if (s.kind === 'values') for (const v of s.values) expect(v.value).toBe('')
    if (s.kind === 'table') {
      expect(s.rows).toEqual([])
      expect(s.emptyRows).toBeGreaterThan(0)
    }
    if (s.kind === 'track') expect(s.checked).toBe(0)
    if (s.kind === 'slots') expect(s.filled).toEqual([])
    if (s.kind === 'text') expect(s.body).toBe('')
  }
}
