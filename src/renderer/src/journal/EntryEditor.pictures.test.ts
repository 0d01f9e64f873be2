// Pictures in the entry editor (#23 §3): a world page's portrait, saved through the draft and
// undone like its other fields; a picture inserted, pasted or dropped into the text at the caret
// as one undoable change; the preview filling each picture from the database, "Picture missing"
// for one that is not stored; and refusals that say why and change nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import type { JournalRecord } from '@shared/records'
import { pictureMarkdown } from '@shared/pictures'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import '@renderer/testing/cloneable-blob'
import { editorCommands } from '@renderer/commands'
import { imagesRepo } from '@renderer/db/images-repo'
import type { Intake } from '@renderer/images/intake'
import {
  choose,
  pictureFile,
  stubObjectUrls,
  takenFixture,
} from '@renderer/images/pictures-test-helpers'
import EntryEditor from './EntryEditor.vue'
import { anyPathRouter, entry, searchPerTest, seedCampaign, settle } from './journal-test-helpers'

vi.mock('./search', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./search')>()
  return { ...actual, journalSearch: searchPerTest(() => actual.createJournalSearch()) }
})
const intake = vi.hoisted(() => ({ next: null as Intake | null }))
vi.mock('@renderer/images/intake', () => ({
  takeImage: () => Promise.resolve(intake.next!),
}))

enableAutoUnmount(afterEach)
const db = useTestDatabase('entry-editor-pictures')
beforeEach(() => stubObjectUrls())
afterEach(() => vi.restoreAllMocks())

async function open(record: JournalRecord): Promise<VueWrapper> {
  await seedCampaign(db(), [], [record])
  const router = anyPathRouter()
  await router.push('/')
  const wrapper = mount(EntryEditor, {
    props: {
      campaignId: 'camp',
      entryId: record.id,
      party: [],
      characters: [],
      linkTargets: { characters: [], entries: [{ id: record.id, title: record.title }] },
      titles: [{ id: record.id, title: record.title, deleted: false }],
    },
    global: { plugins: [router] },
    attachTo: document.body,
  })
  await settle()
  return wrapper
}

const stored = async (id: string) => (await db().journal.get(id))!
async function save(): Promise<void> {
  await editorCommands()!.flush()
  await settle()
}
const button = (wrapper: VueWrapper, name: string) =>
  wrapper.findAll('button').find((b) => b.text() === name)!
const bodyOf = (wrapper: VueWrapper) => wrapper.get('textarea').element as HTMLTextAreaElement

async function stock(name: 'portrait.png' | 'portrait.jpg'): Promise<string> {
  const taken = await takenFixture(name)
  if (!taken.ok) throw new Error('fixture')
  intake.next = taken
  return taken.hash
}

describe('EntryEditor: a world page’s portrait', () => {
  it('sets it through the draft, saves it, undoes it as one step and removes it', async () => {
    const hash = await stock('portrait.png')
    const wrapper = await open(entry('npc', { kind: 'npc', title: 'Velena', body: 'Notes' }))
    const portrait = wrapper.get('[data-testid="portrait"]')
    expect(portrait.attributes('aria-label')).toBe('Picture of Velena')
    choose(portrait.get('input[type="file"]').element as HTMLInputElement, pictureFile())
    await settle()
    await save()
    expect((await stored('npc')).portrait).toBe(hash)
    expect(portrait.get('img').attributes('src')).toMatch(/^blob:/)

    await button(wrapper, 'Undo').trigger('click')
    await save()
    expect((await stored('npc')).portrait).toBeUndefined()
    await button(wrapper, 'Redo').trigger('click')
    await save()
    expect((await stored('npc')).portrait).toBe(hash)

    await button(wrapper, 'Remove picture').trigger('click')
    await save()
    const removed = await stored('npc')
    expect('portrait' in removed).toBe(false)
    expect(removed.body).toBe('Notes')
  })

  it('shows no portrait on a session’s entry', async () => {
    const wrapper = await open(entry('s1', { session: 1, title: 'Session 1' }))
    expect(wrapper.find('[data-testid="portrait"]').exists()).toBe(false)
  })
})

describe('EntryEditor: pictures in the text', () => {
  it('inserts a chosen picture at the caret, as one undoable change, with its file name as alt', async () => {
    const hash = await stock('portrait.jpg')
    const wrapper = await open(entry('s1', { session: 1, title: 'Night', body: 'Before after' }))
    const body = bodyOf(wrapper)
    body.setSelectionRange(7, 7)
    // Typing right before is a step of its own, not merged with the picture.
    await wrapper.get('textarea').setValue('Before, after')
    body.setSelectionRange(8, 8)
    choose(
      wrapper.get('[data-testid="body-picture-file"]').element as HTMLInputElement,
      pictureFile('old_map.jpg', 'image/jpeg'),
    )
    await settle()
    const reference = pictureMarkdown(hash, 'old map')
    expect(body.value).toBe(`Before, ${reference}after`)
    expect(body.selectionStart).toBe(8 + reference.length)
    await save()
    expect((await stored('s1')).body).toBe(`Before, ${reference}after`)

    await button(wrapper, 'Undo').trigger('click')
    await settle()
    expect(bodyOf(wrapper).value).toBe('Before, after')
  })

  it('replaces a selection with a pasted picture, and inserts a dropped one', async () => {
    const hash = await stock('portrait.png')
    const wrapper = await open(entry('s1', { session: 1, title: 'Night', body: 'A [here] B' }))
    const area = wrapper.get('textarea')
    bodyOf(wrapper).setSelectionRange(2, 8)
    await area.trigger('paste', {
      clipboardData: { files: [pictureFile('screenshot.png')], items: [] },
    })
    await settle()
    expect(bodyOf(wrapper).value).toBe(`A ${pictureMarkdown(hash, 'screenshot')} B`)

    bodyOf(wrapper).setSelectionRange(0, 0)
    await area.trigger('dragover', { dataTransfer: { types: ['Files'] } })
    await area.trigger('drop', { dataTransfer: { files: [pictureFile('x.png')], items: [] } })
    await settle()
    expect(bodyOf(wrapper).value).toBe(
      `${pictureMarkdown(hash, 'x')}A ${pictureMarkdown(hash, 'screenshot')} B`,
    )
    expect(await db().images.count()).toBe(1)

    // Text pasted and a document dropped are not pictures: left to the browser (and the app).
    const text = new Event('paste', { cancelable: true })
    Object.defineProperty(text, 'clipboardData', { value: { files: [], items: [] } })
    area.element.dispatchEvent(text)
    expect(text.defaultPrevented).toBe(false)
    const documentDrop = new Event('drop', { cancelable: true })
    Object.defineProperty(documentDrop, 'dataTransfer', {
      value: { files: [new File(['{}'], 'party.quillkeep', { type: 'application/json' })] },
    })
    area.element.dispatchEvent(documentDrop)
    expect(documentDrop.defaultPrevented).toBe(false)
  })

  it('refuses a picture with its reason and changes neither the entry nor the pictures', async () => {
    const wrapper = await open(entry('s1', { session: 1, title: 'Night', body: 'Text' }))
    const before = await stored('s1')
    intake.next = { ok: false, problem: 'svg' }
    choose(
      wrapper.get('[data-testid="body-picture-file"]').element as HTMLInputElement,
      pictureFile('drawing.svg', 'image/svg+xml'),
    )
    await settle()
    expect(wrapper.get('[data-testid="body-picture-problem"]').text()).toContain(
      'SVG pictures are not taken',
    )
    expect(bodyOf(wrapper).value).toBe('Text')
    expect(button(wrapper, 'Undo').attributes('disabled')).toBeDefined()
    await save()
    expect(await stored('s1')).toEqual(before)
    expect(await db().images.count()).toBe(0)

    // The next picture that is taken clears the message.
    await stock('portrait.png')
    choose(
      wrapper.get('[data-testid="body-picture-file"]').element as HTMLInputElement,
      pictureFile(),
    )
    await settle()
    expect(wrapper.find('[data-testid="body-picture-problem"]').exists()).toBe(false)
  })

  it('shows stored pictures in the preview, “Picture missing” for others, and no outside image', async () => {
    const hash = await stock('portrait.png')
    if (intake.next?.ok) await imagesRepo.store(intake.next)
    const gone = 'd'.repeat(64)
    const wrapper = await open(
      entry('s1', {
        session: 1,
        title: 'Night',
        body: `${pictureMarkdown(hash, 'door')}\n\n${pictureMarkdown(gone, 'vault')}\n\n![far](https://example.com/x.png)`,
      }),
    )
    await wrapper.findAll('[role="tab"]')[1]!.trigger('click')
    await settle()
    const preview = wrapper.get('[data-testid="entry-preview"]')
    const images = preview.findAll('img')
    expect(images).toHaveLength(1)
    expect(images[0]!.attributes('data-picture')).toBe(hash)
    expect(images[0]!.attributes('alt')).toBe('door')
    expect(images[0]!.attributes('src')).toMatch(/^blob:/)
    const missing = preview.get('.picture-missing')
    expect(missing.attributes('role')).toBe('img')
    expect(missing.text()).toBe('Picture missing: vault')
    expect(preview.text()).toContain('far')

    // An image the browser cannot show becomes the mark too.
    await images[0]!.trigger('error')
    expect(preview.findAll('.picture-missing').map((m) => m.text())).toEqual([
      'Picture missing: door',
      'Picture missing: vault',
    ])
  })
})
