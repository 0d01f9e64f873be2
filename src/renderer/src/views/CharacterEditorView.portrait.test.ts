// A character's portrait on the sheet (#23 §3), the same for every system: set from a picture
// (stored first), saved with the character, undone and redone like any other edit, removed; a
// refused picture says why and leaves the character and the pictures table as they were.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount } from '@vue/test-utils'
import { sampleCharacter } from '@shared/file-fixtures'
import { systems, type SystemId } from '@systems/index'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import '@renderer/testing/cloneable-blob'
import type { Intake } from '@renderer/images/intake'
import {
  choose,
  pictureFile,
  stubObjectUrls,
  takenFixture,
} from '@renderer/images/pictures-test-helpers'
import { anyPathRouter, settle } from '@renderer/components/components-test-helpers'
import { useEditorStore } from '@renderer/stores/editor'
import CharacterEditorView from './CharacterEditorView.vue'

const intake = vi.hoisted(() => ({ next: null as Intake | null }))
vi.mock('@renderer/images/intake', () => ({
  takeImage: () => Promise.resolve(intake.next!),
}))

enableAutoUnmount(afterEach)
const db = useTestDatabase('editor-portrait')
beforeEach(() => stubObjectUrls())
afterEach(() => vi.restoreAllMocks())

async function show(id: string) {
  const router = anyPathRouter()
  await router.push(`/characters/${id}`)
  const wrapper = mount(CharacterEditorView, {
    props: { id, mode: 'sheet' },
    global: { plugins: [router] },
    attachTo: document.body,
  })
  await settle(10)
  return wrapper
}

const portraitInput = (wrapper: Awaited<ReturnType<typeof show>>) =>
  wrapper.get('[data-testid="portrait"] input[type="file"]').element as HTMLInputElement
const button = (wrapper: Awaited<ReturnType<typeof show>>, name: string) =>
  wrapper.findAll('button').find((b) => b.text() === name)!

describe('CharacterEditorView: the portrait', () => {
  it.each(Object.keys(systems) as SystemId[])(
    '%s: set, saved, undone, redone and removed',
    async (system) => {
      const record = { ...sampleCharacter(system, `${system}-1`), name: 'Tova' }
      await db().characters.put(record)
      const taken = await takenFixture('portrait.png')
      if (!taken.ok) throw new Error('fixture')
      intake.next = taken
      const wrapper = await show(record.id)
      const editor = useEditorStore()
      expect(wrapper.get('[data-testid="portrait"]').attributes('aria-label')).toBe(
        'Picture of Tova',
      )

      choose(portraitInput(wrapper), pictureFile())
      await settle()
      expect(editor.record?.portrait).toBe(taken.hash)
      expect(wrapper.get('[data-testid="portrait-image"]').attributes('src')).toMatch(/^blob:/)
      await editor.flush()
      expect((await db().characters.get(record.id))?.portrait).toBe(taken.hash)
      expect(await db().images.count()).toBe(1)

      await button(wrapper, 'Undo').trigger('click')
      await settle()
      expect(editor.record?.portrait).toBeUndefined()
      expect(wrapper.find('[data-testid="portrait-image"]').exists()).toBe(false)
      await button(wrapper, 'Redo').trigger('click')
      await settle()
      expect(editor.record?.portrait).toBe(taken.hash)

      await button(wrapper, 'Remove picture').trigger('click')
      await settle()
      await editor.flush()
      const stored = await db().characters.get(record.id)
      expect(stored && 'portrait' in stored).toBe(false)
      expect(stored?.data).toEqual(record.data)
    },
  )

  it('refuses a picture with its reason and changes neither the character nor the pictures', async () => {
    const record = sampleCharacter('symbaroum', 'refused')
    await db().characters.put(record)
    intake.next = { ok: false, problem: 'truncated' }
    const wrapper = await show(record.id)
    const editor = useEditorStore()
    const before = await db().characters.get(record.id)

    choose(portraitInput(wrapper), pictureFile('half.png'))
    await settle()
    expect(wrapper.get('[data-testid="portrait"] [role="alert"]').text()).toContain(
      'incomplete (it ends too early)',
    )
    expect(editor.canUndo).toBe(false)
    expect(editor.saveState).toBe('saved')
    await editor.flush()
    expect(await db().characters.get(record.id)).toEqual(before)
    expect(await db().images.count()).toBe(0)
  })
})
