// The sheet's save status follows the editor store: saved, unsaved after an edit, saved again
// once written, and "Not saved" with the reason when the database refuses.
import { afterEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, mount } from '@vue/test-utils'
import { useEditorStore } from '@renderer/stores/editor'
import { openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import SaveStatus from './SaveStatus.vue'
import { settle } from './components-test-helpers'

enableAutoUnmount(afterEach)
const db = useTestDatabase('save-status')

describe('SaveStatus', () => {
  it('shows unsaved changes after an edit, and saved once they are written', async () => {
    await openSampleCharacter(db(), 'murdham')
    const wrapper = mount(SaveStatus)
    const status = wrapper.get('[data-testid="save-status"]')
    expect(status.text()).toBe('All changes saved')
    expect(status.classes()).toContain('saved')
    const editor = useEditorStore()
    expect(editor.rename('Wulf')).toBeNull()
    await settle(1)
    expect(status.text()).toBe('Unsaved changes')
    await editor.flush()
    await settle(1)
    expect(status.text()).toBe('All changes saved')
    expect((await db().characters.get(editor.record!.id))!.name).toBe('Wulf')
  })

  it('says “Not saved” with the reason when the write fails', async () => {
    await openSampleCharacter(db(), 'murdham')
    const wrapper = mount(SaveStatus)
    const editor = useEditorStore()
    editor.rename('Wulf')
    db().close()
    await editor.flush()
    await settle(1)
    const status = wrapper.get('[data-testid="save-status"]')
    expect(status.classes()).toContain('error')
    expect(status.text()).toMatch(/^Not saved/)
    expect(status.get('.field-error').text()).toBe(editor.saveError)
    expect(editor.saveError).toMatch(/^Not saved: .+ Your changes are kept on screen/)
  })
})
