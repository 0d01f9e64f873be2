// Printing the open character, or a blank sheet of its system: the preview is a real PDF rendered
// in the page, and Save hands the platform the record (saved first) or the system.
import { Blob as NodeBlob } from 'node:buffer'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, mount, type VueWrapper } from '@vue/test-utils'
import { setPlatform } from '@renderer/platform'
import type { Platform } from '@renderer/platform/types'
import { createWebPlatform } from '@renderer/platform/web'
import { useEditorStore } from '@renderer/stores/editor'
import { openSampleCharacter, useTestDatabase } from '@renderer/testing/sheet-harness'
import PrintDialog from './PrintDialog.vue'
import { serveSheetFonts, settle } from './components-test-helpers'
import { imagesRepo } from '@renderer/db/images-repo'
import { pdfImages } from '../../../../tests/pdf-tools'
import { fixturePicture } from '../../../../tests/picture-tools'

enableAutoUnmount(afterEach)
const db = useTestDatabase('print-dialog')
const savedCharacter = vi.fn<Platform['savePrintedCharacter']>(() => Promise.resolve(true))
const savedBlank = vi.fn<Platform['savePrintedBlank']>(() => Promise.resolve(true))
beforeEach(() => {
  serveSheetFonts()
  savedCharacter.mockClear()
  savedBlank.mockClear()
  setPlatform({
    ...createWebPlatform(),
    savePrintedCharacter: savedCharacter,
    savePrintedBlank: savedBlank,
  })
})
afterEach(() => vi.unstubAllGlobals())

async function previewShown(wrapper: VueWrapper): Promise<void> {
  await vi.waitFor(
    async () => {
      await settle(1)
      expect(wrapper.find('[role="status"]').text()).not.toBe('Preparing the sheet…')
      expect(wrapper.find('[data-testid="print-preview"]').exists()).toBe(true)
    },
    { timeout: 5000 },
  )
}
const saveButton = (wrapper: VueWrapper) =>
  wrapper.findAll('button').find((b) => b.text() === 'Save PDF…')!
const pdfHeader = (pdf: Uint8Array) => new TextDecoder().decode(pdf.slice(0, 5))

describe('PrintDialog', () => {
  it('prints the open character, saving its pending edits first', async () => {
    await openSampleCharacter(db(), 'symbaroum', (_d, record) => (record.name = 'Tova'))
    const wrapper = mount(PrintDialog, { attachTo: document.body })
    expect(wrapper.get('#print-title').text()).toBe('Print Tova')
    expect(wrapper.find('input[name="fillable"]').exists()).toBe(true)
    await previewShown(wrapper)
    expect(useEditorStore().rename('Tova Dawnlight')).toBeNull()
    await saveButton(wrapper).trigger('click')
    await vi.waitFor(() => expect(savedCharacter).toHaveBeenCalledOnce())
    const [record, options, pdf] = savedCharacter.mock.calls[0]!
    expect(record.name).toBe('Tova Dawnlight')
    expect((await db().characters.get(useEditorStore().record!.id))!.name).toBe('Tova Dawnlight')
    // Fillable fields are on unless unticked.
    expect((wrapper.get('input[name="fillable"]').element as HTMLInputElement).checked).toBe(true)
    expect(options.fillable).toBe(true)
    expect(pdfHeader(pdf)).toBe('%PDF-')
  })

  it('prints the character’s portrait, and sends it with the sheet to save (#23 §3)', async () => {
    // fake-indexeddb keeps Node's Blobs, not happy-dom's (see testing/cloneable-blob.ts); stubbed
    // here, as afterEach unstubs every global.
    vi.stubGlobal('Blob', NodeBlob)
    const portrait = fixturePicture('jpg')
    await imagesRepo.store(portrait)
    await openSampleCharacter(db(), 'cairn-ap', (_d, record) => (record.portrait = portrait.hash))
    const wrapper = mount(PrintDialog, { attachTo: document.body })
    await previewShown(wrapper)
    await saveButton(wrapper).trigger('click')
    await vi.waitFor(() => expect(savedCharacter).toHaveBeenCalledOnce())
    const [, , pdf, , pictures] = savedCharacter.mock.calls[0]!
    expect(pdfImages(pdf)).toMatchObject([{ width: 40, height: 30, encoding: 'jpeg' }])
    expect(pictures).toEqual([
      { hash: portrait.hash, type: 'image/jpeg', width: 40, height: 30, bytes: portrait.bytes },
    ])
  })

  it('prints a blank sheet of the character’s system instead', async () => {
    await openSampleCharacter(db(), 'heimr')
    const wrapper = mount(PrintDialog, { attachTo: document.body })
    await previewShown(wrapper)
    await wrapper.get('input[name="blank"]').setValue(true)
    expect(wrapper.get('#print-title').text()).toBe('Print a blank Heimr Tabletop Core sheet')
    await previewShown(wrapper)
    await saveButton(wrapper).trigger('click')
    await vi.waitFor(() => expect(savedBlank).toHaveBeenCalledOnce())
    const [system, , pdf] = savedBlank.mock.calls[0]!
    expect(system).toBe('heimr')
    expect(pdfHeader(pdf)).toBe('%PDF-')
    expect(savedCharacter).not.toHaveBeenCalled()
  })

  it('says so when no character is open', async () => {
    const wrapper = mount(PrintDialog, { attachTo: document.body })
    await vi.waitFor(async () => {
      await settle(1)
      expect(wrapper.get('p.field-error[role="alert"]').text()).toBe(
        'The sheet could not be printed: No character is open.',
      )
    })
  })
})
