// The portrait field (#23 §3): a picture chosen, pasted or dropped is taken in and stored before
// the screen is given its hash; every refusal says why and writes nothing; a hash with no stored
// picture shows "Picture missing", never a broken image.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount } from '@vue/test-utils'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import '@renderer/testing/cloneable-blob'
import { imagesRepo } from '@renderer/db/images-repo'
import type { Intake } from '@renderer/images/intake'
import {
  choose,
  pictureFile,
  stubObjectUrls,
  takenFixture,
} from '@renderer/images/pictures-test-helpers'
import PortraitField from './PortraitField.vue'
import { settle } from './components-test-helpers'

const intake = vi.hoisted(() => ({ next: null as Intake | null, taken: [] as Blob[] }))
vi.mock('@renderer/images/intake', () => ({
  takeImage: (file: Blob) => {
    intake.taken.push(file)
    return Promise.resolve(intake.next!)
  },
}))

enableAutoUnmount(afterEach)
const db = useTestDatabase('portrait-field')
beforeEach(() => {
  stubObjectUrls()
  intake.taken.length = 0
})
afterEach(() => {
  vi.restoreAllMocks()
})

function show(hash?: string) {
  return mount(PortraitField, { props: { hash, name: 'Tova' }, attachTo: document.body })
}

describe('PortraitField', () => {
  it('offers a picture when there is none, and a keyboard-reachable Choose picture…', async () => {
    const wrapper = show()
    await settle()
    expect(wrapper.get('[role="group"]').attributes('aria-label')).toBe('Picture of Tova')
    expect(wrapper.get('[data-testid="portrait-frame"]').attributes('aria-label')).toBe(
      'No picture',
    )
    expect(wrapper.find('img').exists()).toBe(false)
    const buttons = wrapper.findAll('button').map((b) => b.text())
    expect(buttons).toEqual(['Choose picture…'])
    const input = wrapper.get('input[type="file"]')
    expect(input.attributes('accept')).toBe('image/png,image/jpeg,image/webp,image/gif')
    const clicked = vi
      .spyOn(input.element as HTMLInputElement, 'click')
      .mockImplementation(() => {})
    await wrapper.get('button').trigger('click')
    expect(clicked).toHaveBeenCalled()
  })

  it('stores a chosen picture and gives its hash; choosing it again stores nothing more', async () => {
    const taken = await takenFixture('portrait.png')
    intake.next = taken
    const wrapper = show()
    const file = pictureFile()
    choose(wrapper.get('input[type="file"]').element as HTMLInputElement, file)
    await settle()
    const hash = taken.ok ? taken.hash : ''
    expect(wrapper.emitted('change')).toEqual([[hash]])
    expect(intake.taken).toEqual([file])
    expect(await db().images.count()).toBe(1)
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)

    // Shown from its stored Blob once the screen saves the hash.
    await wrapper.setProps({ hash })
    await settle()
    expect(wrapper.get('img').attributes('src')).toMatch(/^blob:picture-/)
    expect(wrapper.get('[data-testid="portrait-frame"]').attributes('aria-label')).toBe(
      'Picture of Tova',
    )
    choose(wrapper.get('input[type="file"]').element as HTMLInputElement, pictureFile())
    await settle()
    expect(wrapper.emitted('change')).toHaveLength(1)
    expect(await db().images.count()).toBe(1)
  })

  it('takes a pasted picture and a dropped one, and leaves a paste of text to the browser', async () => {
    intake.next = await takenFixture('portrait.jpg')
    const wrapper = show()
    const group = wrapper.get('[role="group"]')
    const pasted = pictureFile('a.jpg', 'image/jpeg')
    await group.trigger('paste', { clipboardData: { files: [pasted], items: [] } })
    await settle()
    expect(intake.taken).toEqual([pasted])

    const text = new Event('paste', { cancelable: true })
    Object.defineProperty(text, 'clipboardData', { value: { files: [], items: [] } })
    group.element.dispatchEvent(text)
    expect(text.defaultPrevented).toBe(false)

    const dropped = pictureFile('b.png')
    await group.trigger('dragover', { dataTransfer: { types: ['Files'] } })
    expect(group.classes()).toContain('dragging')
    await group.trigger('drop', { dataTransfer: { files: [dropped], items: [] } })
    await settle()
    expect(group.classes()).not.toContain('dragging')
    expect(intake.taken).toEqual([pasted, dropped])
    expect(wrapper.emitted('change')).toHaveLength(2)
  })

  it.each([
    ['empty', 'That file is empty'],
    ['too-large', 'larger than 20 MB'],
    ['svg', 'SVG pictures are not taken'],
    ['not-an-image', 'not a picture Quillkeep can take'],
    ['truncated', 'incomplete (it ends too early)'],
    ['too-many-pixels', 'too many pixels'],
    ['damaged', 'could not be read (it may be damaged)'],
  ] as const)(
    'refuses a picture that is %s, saying why, and writes nothing',
    async (problem, says) => {
      intake.next = { ok: false, problem }
      const wrapper = show()
      choose(wrapper.get('input[type="file"]').element as HTMLInputElement, pictureFile())
      await settle()
      expect(wrapper.get('[role="alert"]').text()).toContain(says)
      expect(wrapper.emitted('change')).toBeUndefined()
      expect(await db().images.count()).toBe(0)
    },
  )

  it('refuses a picture the database would not store, and clears the message on success', async () => {
    const taken = await takenFixture('portrait.png')
    intake.next = { ...taken, hash: '0'.repeat(64) } as Intake
    const wrapper = show()
    const input = wrapper.get('input[type="file"]').element as HTMLInputElement
    choose(input, pictureFile())
    await settle()
    expect(wrapper.get('[role="alert"]').text()).toBe(
      'The picture could not be stored, so nothing was changed.',
    )
    expect(await db().images.count()).toBe(0)
    const failing = vi.spyOn(imagesRepo, 'store').mockRejectedValueOnce(new Error('quota'))
    intake.next = taken
    choose(input, pictureFile())
    await settle()
    expect(failing).toHaveBeenCalled()
    expect(wrapper.get('[role="alert"]').text()).toContain('could not be stored')
    choose(input, pictureFile())
    await settle()
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    expect(wrapper.emitted('change')).toHaveLength(1)
  })

  it('shows “Picture missing” for a hash with no stored picture, or one the browser cannot show', async () => {
    const wrapper = show('e'.repeat(64))
    await settle()
    expect(wrapper.find('img').exists()).toBe(false)
    expect(wrapper.get('[data-testid="portrait-missing"]').text()).toBe('Picture missing')
    expect(wrapper.get('[data-testid="portrait-frame"]').attributes('aria-label')).toBe(
      'Picture missing',
    )

    const taken = await takenFixture('portrait.jpg')
    if (!taken.ok) throw new Error('fixture')
    await imagesRepo.store(taken)
    await wrapper.setProps({ hash: taken.hash })
    await settle()
    await wrapper.get('img').trigger('error')
    expect(wrapper.find('img').exists()).toBe(false)
    expect(wrapper.get('[data-testid="portrait-missing"]').text()).toBe('Picture missing')
  })

  it('removes the picture with Remove picture, and offers nothing while disabled', async () => {
    const wrapper = show('f'.repeat(64))
    await settle()
    const remove = wrapper.findAll('button').find((b) => b.text() === 'Remove picture')!
    await remove.trigger('click')
    expect(wrapper.emitted('change')).toEqual([[undefined]])

    await wrapper.setProps({ disabled: true })
    expect(wrapper.findAll('button').every((b) => b.attributes('disabled') !== undefined)).toBe(
      true,
    )
    intake.next = await takenFixture('portrait.png')
    await wrapper.get('[role="group"]').trigger('drop', {
      dataTransfer: { files: [pictureFile()], items: [] },
    })
    await settle()
    expect(intake.taken).toEqual([])
  })
})
