import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { printPdfInWindow, printWindowOptions, type PrintableWindow } from './print-window'

vi.mock('electron')

let temp: string
beforeEach(async () => {
  temp = await mkdtemp(join(tmpdir(), 'quillkeep-print-test-'))
})
afterEach(async () => {
  await rm(temp, { recursive: true, force: true })
})

const pdf = new TextEncoder().encode('%PDF-1.7\n% a sheet\n')

/** A window double: records what it loaded, and answers print() as the OS dialog would. */
function fakeWindow(answer: [boolean, string]) {
  const seen: { url: string; content: string; options: unknown[] } = {
    url: '',
    content: '',
    options: [],
  }
  let destroyed = false
  const window: PrintableWindow = {
    loadURL: vi.fn(async (url: string) => {
      seen.url = url
      seen.content = await readFile(fileURLToPath(url), 'utf8')
    }),
    destroy: vi.fn(() => {
      destroyed = true
    }),
    isDestroyed: () => destroyed,
    webContents: {
      print: vi.fn((options, callback) => {
        seen.options.push(options)
        callback(...answer)
      }),
    },
  }
  return { window, seen }
}

describe('printing through the OS dialog', () => {
  it('shows the PDF in a hidden sandboxed window, opens the print dialog, then cleans up', async () => {
    const { window, seen } = fakeWindow([true, ''])
    const createWindow = vi.fn(() => window)
    expect(await printPdfInWindow(pdf, { createWindow, tempFolder: () => temp })).toBe(true)
    expect(createWindow).toHaveBeenCalledWith(printWindowOptions())
    expect(seen.url).toMatch(/^file:\/\/.*quillkeep-print-.*\/print\.pdf$/)
    expect(seen.content).toBe('%PDF-1.7\n% a sheet\n')
    // The OS dialog, never a silent print.
    expect(seen.options).toEqual([{ silent: false, printBackground: true }])
    expect(window.destroy).toHaveBeenCalled()
    expect(await readdir(temp)).toEqual([])
  })

  it('keeps the window hidden and locked down', () => {
    const options = printWindowOptions()
    expect(options.show).toBe(false)
    expect(options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      plugins: true,
    })
    expect(options.webPreferences?.preload).toBeUndefined()
  })

  it('returns false when the user cancels, and cleans up', async () => {
    const { window } = fakeWindow([false, 'cancelled'])
    expect(
      await printPdfInWindow(pdf, { createWindow: () => window, tempFolder: () => temp }),
    ).toBe(false)
    expect(await readdir(temp)).toEqual([])
  })

  it('says why when printing failed, and cleans up', async () => {
    const { window } = fakeWindow([false, 'Print job failed'])
    await expect(
      printPdfInWindow(pdf, { createWindow: () => window, tempFolder: () => temp }),
    ).rejects.toThrow('Printing failed (Print job failed).')
    expect(window.destroy).toHaveBeenCalled()
    expect(await readdir(temp)).toEqual([])
  })

  it('cleans up when the PDF cannot be shown', async () => {
    const { window } = fakeWindow([true, ''])
    window.loadURL = vi.fn(() => Promise.reject(new Error('ERR_FAILED')))
    await expect(
      printPdfInWindow(pdf, { createWindow: () => window, tempFolder: () => temp }),
    ).rejects.toThrow('ERR_FAILED')
    expect(window.destroy).toHaveBeenCalled()
    expect(await readdir(temp)).toEqual([])
  })
})
