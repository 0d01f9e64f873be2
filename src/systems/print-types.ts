// What a system's printed sheet contains, as data. Each system's print layout returns these
// sections; the drawing kit in src/shared/pdf draws them (boxes, tables that continue on a new
// page, slot grids, check tracks, wrapped text, fillable fields). No drawing code here.

/** One labelled value; `field` names its AcroForm text field (unique within the sheet). */
export interface PrintValue {
  label: string
  value: string
  field: string
}

export type PrintSection =
  /** A row of labelled boxes, e.g. attributes or derived values. */
  | { kind: 'values'; title: string; values: PrintValue[] }
  /** A table; rows continue on the next page when the page runs out. `field` prefixes cell fields. */
  | {
      kind: 'table'
      title: string
      columns: string[]
      /**
       * The cells' field names per column (`<field>.<row>.<column field>`). Give them whenever the
       * column titles are translated: without them they come from the titles, and a filled PDF's
       * fields would change names with the language.
       */
      columnFields?: string[]
      rows: string[][]
      field: string
      emptyRows?: number
    }
  /** An inventory grid of `slots` boxes; `filled` labels the first boxes in order. */
  | { kind: 'slots'; title: string; slots: number; filled: string[]; field: string }
  /** A row of check boxes, e.g. Fatigue or death tests; `checked` of them are ticked. */
  | { kind: 'track'; title: string; boxes: number; checked: number; field: string }
  /** Free text that wraps and continues on the next page. */
  | { kind: 'text'; title: string; body: string; field: string }
  /** Printed prose (a journal entry): a small meta line, then styled blocks. Never a field. */
  | { kind: 'prose'; title: string; meta: string; blocks: ProseBlock[] }

/**
 * One block of printed prose. A `picture` (an image in the text) or a `portrait` (a world page's,
 * smaller) prints the stored picture `picture` names; `text` is what prints instead when that
 * picture was not supplied (its alt text, or a short "picture missing").
 */
export interface ProseBlock {
  style: 'heading' | 'paragraph' | 'bullet' | 'quote' | 'picture' | 'portrait'
  text: string
  /** A list item's marker: "1.", "2." in a numbered list; a bullet when absent. */
  marker?: string
  /** A picture's hash (styles picture and portrait). */
  picture?: string
}

export interface PrintSheet {
  /** Big title: the character's name. */
  title: string
  /** Small line under the title, e.g. "Symbaroum · Ambrian treasure hunter". */
  subtitle: string
  /** The hash of a portrait printed beside the title (a character's); none when absent. */
  portrait?: string
  sections: PrintSection[]
}
