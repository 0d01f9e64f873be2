import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { systems } from '../systems/index'
import { schemaBlocks, updateDocSchemas } from './json-schema'

const docPath = join(import.meta.dirname, '../../docs/file-formats.md')

describe('docs/file-formats.md', () => {
  it('shows the JSON Schema the code generates (npm run -s cli -- schema --docs docs/file-formats.md)', () => {
    const doc = readFileSync(docPath, 'utf8')
    const result = updateDocSchemas(doc)
    expect(result.missing).toEqual([])
    expect(result.unknown).toEqual([])
    expect(
      result.markdown === doc,
      'docs/file-formats.md is out of date: run npm run -s cli -- schema --docs docs/file-formats.md',
    ).toBe(true)
  })

  it('has a block for the envelope and for every system', () => {
    expect(Object.keys(schemaBlocks())).toEqual(['envelope', ...Object.keys(systems)])
  })

  it('notices a block that drifted', () => {
    const doc = readFileSync(docPath, 'utf8')
    const drifted = doc.replace('"quillkeep-campaign"', '"quillkeep-old"')
    expect(drifted).not.toBe(doc)
    expect(updateDocSchemas(drifted).markdown).toBe(doc)
  })

  it('describes the limits and the rules in the schema', () => {
    const envelope = JSON.stringify(schemaBlocks().envelope)
    expect(envelope).toContain('"maxItems":10000')
    expect(envelope).toContain('quillkeep-backup')
    const symbaroum = JSON.stringify(schemaBlocks().symbaroum)
    expect(symbaroum).toContain('"minimum":5,"maximum":15')
  })
})
