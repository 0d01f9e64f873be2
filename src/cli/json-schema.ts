// JSON Schema of Quillkeep files, generated from the zod schemas, and the blocks of
// docs/file-formats.md that show it. A test fails when the docs and the code drift apart;
// `npm run cli -- schema --docs docs/file-formats.md` rewrites the blocks.
import { z } from 'zod'
import { systems } from '../systems/index'
import { envelopeJsonSchema } from '../shared/files'

/** Each documented schema by block name: "envelope", then one per system id. */
export function schemaBlocks(): Record<string, object> {
  const blocks: Record<string, object> = { envelope: envelopeJsonSchema() }
  for (const system of Object.values(systems)) {
    blocks[system.id] = {
      title: `${system.name} character data, data version ${system.dataVersion}`,
      ...z.toJSONSchema(system.schema, { io: 'input', unrepresentable: 'any' }),
    }
  }
  return blocks
}

const blockPattern =
  /(<!-- schema:([a-z0-9-]+) -->\n```json\n)([\s\S]*?)(```\n<!-- \/schema:\2 -->)/g

export interface DocSchemaResult {
  markdown: string
  /** Blocks the code has but the document lacks. */
  missing: string[]
  /** Blocks the document has but the code no longer generates. */
  unknown: string[]
}

/** Replaces every schema block in `markdown` with the generated one. */
export function updateDocSchemas(markdown: string): DocSchemaResult {
  const blocks = schemaBlocks()
  const seen = new Set<string>()
  const unknown: string[] = []
  const updated = markdown.replace(
    blockPattern,
    (whole, open: string, name: string, _old, close: string) => {
      const schema = blocks[name]
      if (!schema) {
        unknown.push(name)
        return whole
      }
      seen.add(name)
      return `${open}${JSON.stringify(schema, null, 2)}\n${close}`
    },
  )
  return {
    markdown: updated,
    missing: Object.keys(blocks).filter((name) => !seen.has(name)),
    unknown,
  }
}
