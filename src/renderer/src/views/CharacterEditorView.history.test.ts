// History on the sheet (#24): the toolbar's History… opens the dialog; restoring a kept version
// changes the sheet as one edit, which the toolbar's Undo takes back; Escape closes the dialog.
import { afterEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import { sampleCharacter } from '@shared/file-fixtures'
import { formatRevision } from '@shared/sync/hlc'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { anyPathRouter, settle } from '@renderer/components/components-test-helpers'
import { useEditorStore } from '@renderer/stores/editor'
import CharacterEditorView from './CharacterEditorView.vue'
import { until } from './views-test-helpers'

enableAutoUnmount(afterEach)
const db = useTestDatabase('editor-history')

async function show(id: string, mode: 'sheet' | 'create' = 'sheet'): Promise<VueWrapper> {
  const router = anyPathRouter()
  await router.push(`/characters/${id}`)
  const wrapper = mount(CharacterEditorView, {
    props: { id, mode },
    global: { plugins: [router] },
    attachTo: document.body,
  })
  await settle(10)
  return wrapper
}

const button = (wrapper: VueWrapper, name: string) => {
  const found = wrapper.findAll('button').find((b) => b.text() === name)
  if (!found) throw new Error(`No button “${name}”`)
  return found
}

describe('CharacterEditorView: history', () => {
  it('opens the history from the toolbar; a restore is undone by the toolbar Undo', async () => {
    const tova = sampleCharacter('symbaroum', 'tova-character')
    await db().characters.put(tova)
    const wall = new Date(2026, 10, 1, 12).getTime()
    await db().recordHistory.put({
      key: `characters/${tova.id}`,
      revision: formatRevision({ wall, counter: 0, device: 'devicea1' }),
      wall,
      device: 'devicea1',
      deleted: false,
      body: { ...tova, name: 'Tova as she was' },
    })
    const wrapper = await show(tova.id)
    const editor = useEditorStore()
    expect(button(wrapper, 'Undo').attributes('disabled')).toBeDefined()

    await button(wrapper, 'History…').trigger('click')
    await until(
      () => wrapper.find('dialog.history [data-testid="history-versions"]').exists(),
      'the history',
    )
    const dialog = wrapper.get('dialog.history')
    expect(dialog.attributes('aria-labelledby')).toBe('history-title')
    expect(dialog.get('#history-title').text()).toBe(`History of ${tova.name}`)
    await dialog.get('[data-testid="history-versions"] button').trigger('click')
    await until(() => wrapper.text().includes('Restore this version'), 'the version shown')
    await button(wrapper, 'Restore this version').trigger('click')
    await settle()
    // The sheet's name field shows the restored name, and it is one undo step.
    expect(editor.record?.name).toBe('Tova as she was')
    expect((wrapper.get('input[name="character-name"]').element as HTMLInputElement).value).toBe(
      'Tova as she was',
    )
    // Escape closes the dialog (the browser's cancel event).
    dialog.element.dispatchEvent(new Event('cancel'))
    await settle()
    expect(wrapper.find('dialog.history').exists()).toBe(false)

    await button(wrapper, 'Undo').trigger('click')
    await settle()
    expect(editor.record?.name).toBe(tova.name)
    expect(button(wrapper, 'Undo').attributes('disabled')).toBeDefined()
    await editor.flush()
    expect((await db().characters.get(tova.id))?.name).toBe(tova.name)
  })

  it('offers History… on the sheet, not in the creation steps', async () => {
    const tova = sampleCharacter('heimr', 'tova-character')
    await db().characters.put(tova)
    const wrapper = await show(tova.id, 'create')
    expect(wrapper.findAll('button').some((b) => b.text() === 'History…')).toBe(false)
  })
})
