// The print preview dialog: it renders with the chosen options (only the latest render shows),
// saves what it previewed, says why rendering or saving failed, and closes with focus returned.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import type { PrintOptions } from '@renderer/print'
import PdfDialog from './PdfDialog.vue'
import { setPlatform } from '@renderer/platform'
import type { Platform } from '@renderer/platform/types'
import { createWebPlatform } from '@renderer/platform/web'

enableAutoUnmount(afterEach)
afterEach(() => vi.restoreAllMocks())

type Render = (options: PrintOptions) => Promise<Uint8Array>
type Save = (options: PrintOptions, pdf: Uint8Array) => Promise<boolean>
const bytes = (n: number) => new Uint8Array([37, 80, 68, 70, n])

function show(props: Partial<InstanceType<typeof PdfDialog>['$props']> = {}) {
  const renderPdf = vi.fn<Render>((options) =>
    Promise.resolve(bytes(options.paper === 'a4' ? 4 : 8)),
  )
  const savePdf = vi.fn<Save>(() => Promise.resolve(true))
  const wrapper = mount(PdfDialog, {
    props: { title: 'Print Tova', renderPdf, savePdf, what: 'the sheet', ...props },
    attachTo: document.body,
  })
  return { wrapper, renderPdf, savePdf }
}

const button = (wrapper: VueWrapper, text: string) =>
  wrapper.findAll('button').find((b) => b.text() === text)!
const alert = (wrapper: VueWrapper) => wrapper.find('p.field-error[role="alert"]')

describe('PdfDialog', () => {
  it('opens as a modal and renders a preview on the chosen paper', async () => {
    const { wrapper, renderPdf } = show()
    expect((wrapper.get('dialog').element as HTMLDialogElement).open).toBe(true)
    expect(wrapper.get('#print-title').text()).toBe('Print Tova')
    expect(wrapper.get('[role="status"]').text()).toBe('Preparing the sheet…')
    await flushPromises()
    const paper = (wrapper.get('select[name="paper"]').element as HTMLSelectElement).value
    expect(renderPdf).toHaveBeenCalledWith({ paper, fillable: false })
    expect(wrapper.get('[data-testid="print-preview"]').attributes('src')).toMatch(/^blob:/)
    expect(wrapper.find('input[name="fillable"]').exists()).toBe(false)
    expect(button(wrapper, 'Save PDF…').attributes('disabled')).toBeUndefined()
  })

  it('renders again when the paper or fillable fields change, freeing the old preview', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL')
    const { wrapper, renderPdf } = show({ fillableOption: true })
    await flushPromises()
    const first = wrapper.get('iframe').attributes('src')
    await wrapper.get('select[name="paper"]').setValue('a4')
    await flushPromises()
    expect(renderPdf).toHaveBeenLastCalledWith({ paper: 'a4', fillable: true })
    expect(revoke).toHaveBeenCalledWith(first)
    await wrapper.get('input[name="fillable"]').setValue(false)
    await flushPromises()
    expect(renderPdf).toHaveBeenLastCalledWith({ paper: 'a4', fillable: false })
  })

  it('shows only the latest render when an earlier one finishes after it', async () => {
    const pending: ((pdf: Uint8Array) => void)[] = []
    const renderPdf = vi.fn<Render>(() => new Promise((resolve) => pending.push(resolve)))
    const savePdf = vi.fn<Save>(() => Promise.resolve(true))
    const { wrapper } = show({ renderPdf, savePdf })
    await wrapper.get('select[name="paper"]').setValue('letter')
    await wrapper.get('select[name="paper"]').setValue('a4')
    await flushPromises()
    expect(pending.length).toBeGreaterThanOrEqual(2)
    pending.at(-1)!(bytes(4))
    await flushPromises()
    pending[0]!(bytes(8))
    await flushPromises()
    await button(wrapper, 'Save PDF…').trigger('click')
    await flushPromises()
    expect(savePdf).toHaveBeenCalledWith({ paper: 'a4', fillable: false }, bytes(4))
  })

  it('saves the previewed PDF and says so; a cancelled save says nothing', async () => {
    const { wrapper, savePdf } = show()
    await flushPromises()
    await button(wrapper, 'Save PDF…').trigger('click')
    await flushPromises()
    const paper = (wrapper.get('select[name="paper"]').element as HTMLSelectElement).value
    expect(savePdf).toHaveBeenCalledWith({ paper, fillable: false }, bytes(paper === 'a4' ? 4 : 8))
    const status = () => wrapper.findAll('[role="status"]').at(-1)!.text()
    expect(status()).toBe('PDF saved.')
    savePdf.mockResolvedValueOnce(false)
    await button(wrapper, 'Save PDF…').trigger('click')
    await flushPromises()
    expect(status()).toBe('')
  })

  it('says why the PDF could not be printed or saved', async () => {
    const renderPdf = vi.fn<Render>(() => Promise.reject(new Error('the font is missing')))
    const savePdf = vi.fn<Save>(() => Promise.reject(new Error('disk full')))
    const { wrapper } = show({ renderPdf, savePdf, what: undefined })
    await flushPromises()
    expect(alert(wrapper).text()).toBe('The PDF could not be printed: the font is missing')
    expect(button(wrapper, 'Save PDF…').attributes('disabled')).toBe('')
    expect(wrapper.find('iframe').exists()).toBe(false)

    renderPdf.mockResolvedValueOnce(bytes(1))
    await wrapper.get('select[name="paper"]').setValue('a4')
    await flushPromises()
    expect(alert(wrapper).exists()).toBe(false)
    await button(wrapper, 'Save PDF…').trigger('click')
    await flushPromises()
    expect(alert(wrapper).text()).toBe('Not saved: disk full')
  })

  it('closes on Close or Escape, and focus goes back to what opened it', async () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const { wrapper } = show()
    await flushPromises()
    button(wrapper, 'Close').element.focus()
    await button(wrapper, 'Close').trigger('click')
    expect(wrapper.emitted('close')).toHaveLength(1)
    await wrapper.get('dialog').trigger('cancel')
    expect(wrapper.emitted('close')).toHaveLength(2)
    wrapper.unmount()
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })
})

describe('PdfDialog printing (#22)', () => {
  function withPrinter(answer: () => Promise<boolean>) {
    const printPdf = vi.fn<Platform['printPdf']>(answer)
    setPlatform({ ...createWebPlatform(), printPdf })
    return printPdf
  }
  afterEach(() => setPlatform(null))

  it('prints what it previewed through the OS dialog, and says so', async () => {
    const printPdf = withPrinter(() => Promise.resolve(true))
    const { wrapper } = show()
    await flushPromises()
    expect(printPdf).not.toHaveBeenCalled()
    await button(wrapper, 'Print…').trigger('click')
    await flushPromises()
    const paper = (wrapper.get('select[name="paper"]').element as HTMLSelectElement).value
    expect(printPdf).toHaveBeenCalledExactlyOnceWith(bytes(paper === 'a4' ? 4 : 8))
    expect(wrapper.text()).toContain('Sent to the printer.')
  })

  it('File › Print opens the print dialog as soon as the preview is ready, once', async () => {
    const printPdf = withPrinter(() => Promise.resolve(false))
    const { wrapper } = show({ autoPrint: true })
    await flushPromises()
    expect(printPdf).toHaveBeenCalledTimes(1)
    // Cancelled in the OS dialog: nothing is said, and changing the paper does not print again.
    expect(wrapper.text()).not.toContain('Sent to the printer.')
    await wrapper.get('select[name="paper"]').setValue('letter')
    await wrapper.get('select[name="paper"]').setValue('a4')
    await flushPromises()
    expect(printPdf).toHaveBeenCalledTimes(1)
  })

  it('says why printing failed', async () => {
    withPrinter(() => Promise.reject(new Error('no printer')))
    const { wrapper } = show()
    await flushPromises()
    await button(wrapper, 'Print…').trigger('click')
    await flushPromises()
    expect(alert(wrapper).text()).toBe('Not printed: no printer')
  })
})
