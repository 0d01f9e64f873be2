// The translation rules of eslint.config.js (issue #21), each broken on purpose: a translated
// screen with raw text, a key no locale has, and a locale key nothing uses.
import { vueTsConfigs } from '@vue/eslint-config-typescript'
import { ESLint, type Linter } from 'eslint'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [vueTsConfigs.disableTypeChecked].flat() as Linter.Config[],
})

async function rules(file: string, text: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(text, { filePath: join(root, file) })
  return (result?.messages ?? []).map((m) => m.ruleId)
}

const component = (template: string, script = '') =>
  `<script setup lang="ts">\n${script}\n</script>\n\n<template>\n  ${template}\n</template>\n`

describe('translation rules (eslint.config.js)', () => {
  it('a translated screen may show no raw text, but punctuation and digits are not text', async () => {
    const file = 'src/renderer/src/views/LibraryView.vue'
    expect(await rules(file, component('<p>New character</p>'))).toContain(
      '@intlify/vue-i18n/no-raw-text',
    )
    expect(await rules(file, component("<p>{{ $t('library.title') }} · 42</p>"))).toEqual([])
  })

  it('a key that English lacks is refused', async () => {
    expect(
      await rules(
        'src/renderer/src/views/LibraryView.vue',
        component("<p>{{ $t('library.nope') }}</p>"),
      ),
    ).toContain('@intlify/vue-i18n/no-missing-keys')
  })

  // no-unused-keys parses every source file of the renderer: about 30 s on this 2-core machine.
  it(
    'a locale key that no code uses, and one that another locale lacks, are refused',
    { timeout: 180_000 },
    async () => {
      const file = 'src/renderer/src/locales/sv.json'
      const sv = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, object>
      const withExtra = { ...sv, unused: { key: 'Oanvänd' } }
      const found = await rules(file, JSON.stringify(withExtra, null, 2))
      expect(found).toContain('@intlify/vue-i18n/no-unused-keys')
      expect(found).toContain('@intlify/vue-i18n/no-missing-keys-in-other-locales')
      // The file as it is passes.
      expect(await rules(file, readFileSync(join(root, file), 'utf8'))).toEqual([])
    },
  )
})
