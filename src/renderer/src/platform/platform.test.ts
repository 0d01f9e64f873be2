import { describe, expect, it, vi } from 'vitest'
import type { Api } from '@shared/ipc'
import { detectPlatform } from './index'
import { userMessage } from './electron'
import { createWebPlatform, printInFrame } from './web'

describe('platform seam', () => {
  it('uses the web implementation when no preload api exists', () => {
    expect(detectPlatform({ document } as unknown as Window).kind).toBe('web')
  })

  it('uses window.api on the desktop and forwards calls to it', async () => {
    const api = {
      getAppInfo: vi.fn(() =>
        Promise.resolve({
          version: '1.2.3',
          platform: 'linux',
          userDataPath: '/home/u/.config/Quillkeep',
          languages: ['sv', 'sv-SE'],
        }),
      ),
      saveFile: vi.fn(() => Promise.resolve({ path: '/tmp/x.json' })),
      openFile: vi.fn(() => Promise.resolve(null)),
      setThemeSource: vi.fn(() => Promise.resolve()),
      onMenuCommand: vi.fn(() => () => undefined),
    }
    const p = detectPlatform({ api, document } as unknown as Window)
    expect(p.kind).toBe('electron')
    expect(await p.dataLocation()).toEqual({ kind: 'folder', path: '/home/u/.config/Quillkeep' })
    expect(await p.systemLanguages()).toEqual(['sv', 'sv-SE'])
    expect(await p.saveFile('a.json', '{}', [{ name: 'JSON', extensions: ['json'] }])).toBe(true)
    expect(api.saveFile).toHaveBeenCalledWith({
      suggestedName: 'a.json',
      content: '{}',
      filters: [{ name: 'JSON', extensions: ['json'] }],
    })
    await p.setThemeSource('dark')
    expect(api.setThemeSource).toHaveBeenCalledWith('dark')
  })

  it("shows main-process errors without Electron's transport prefix", async () => {
    const raw = new Error(
      'Error invoking remote method \'file:open\': Error: "x.json" is too large to import (21 MB; the limit is 20 MB).',
    )
    expect(userMessage(raw).message).toBe(
      '"x.json" is too large to import (21 MB; the limit is 20 MB).',
    )
    const api = {
      getAppInfo: vi.fn(),
      saveFile: vi.fn(),
      openFile: vi.fn(async () => Promise.reject(raw)),
      setThemeSource: vi.fn(),
      onMenuCommand: vi.fn(),
    } as unknown as Api
    const p = detectPlatform({ api, document } as unknown as Window)
    await expect(p.openFile([])).rejects.toThrow(/^"x\.json" is too large/)
  })

  it('sends the house rules in effect with a character to print, so main prints what the preview showed', async () => {
    const api = {
      printCharacter: vi.fn(() => Promise.resolve({ path: '/tmp/Tova.pdf' })),
    }
    const p = detectPlatform({ api, document } as unknown as Window)
    const record = { id: 'c', name: 'Tova' } as never
    const saved = await p.savePrintedCharacter(
      record,
      { paper: 'a4', fillable: true },
      new Uint8Array(),
      { attributePointTotal: 70 },
    )
    expect(saved).toBe(true)
    expect(api.printCharacter).toHaveBeenCalledWith({
      character: record,
      paper: 'a4',
      fillable: true,
      houseRules: { attributePointTotal: 70 },
      // Main prints in the language the app shows.
      locale: 'en',
    })
  })

  it('sends a character’s portrait with it, so main prints the sheet the preview showed (#23 §3)', async () => {
    const api = { printCharacter: vi.fn(() => Promise.resolve({ path: '/tmp/Tova.pdf' })) }
    const p = detectPlatform({ api, document } as unknown as Window)
    const record = { id: 'c', name: 'Tova', portrait: 'a'.repeat(64) } as never
    const portrait = {
      hash: 'a'.repeat(64),
      type: 'image/png' as const,
      width: 1,
      height: 1,
      bytes: new Uint8Array([1]),
    }
    await p.savePrintedCharacter(record, { paper: 'a4', fillable: false }, new Uint8Array(), {}, [
      portrait,
    ])
    expect(api.printCharacter).toHaveBeenCalledWith(
      expect.objectContaining({ character: record, pictures: [portrait] }),
    )
  })

  it('sends a party packet to main to render and save, in the language the app shows', async () => {
    const api = {
      printPartyPacket: vi.fn(() => Promise.resolve({ path: '/tmp/Davokar party packet.pdf' })),
    }
    const p = detectPlatform({ api, document } as unknown as Window)
    const request = {
      campaignName: 'Davokar',
      characters: [],
      houseRules: { symbaroum: { attributePointTotal: 70 } },
      paper: 'letter' as const,
    }
    // The page's own rendering is not sent: main renders the packet again from the records.
    expect(await p.savePrintedPacket(request, new Uint8Array([1, 2, 3]))).toBe(true)
    expect(api.printPartyPacket).toHaveBeenCalledExactlyOnceWith({ ...request, locale: 'en' })
    api.printPartyPacket.mockResolvedValueOnce(null as never)
    expect(await p.savePrintedPacket(request, new Uint8Array())).toBe(false)
  })

  it('downloads the party packet rendered in the page, on the web', async () => {
    const p = detectPlatform({ document } as unknown as Window)
    const saveFile = vi.spyOn(p, 'saveFile').mockResolvedValue(true)
    const pdf = new Uint8Array([37, 80, 68, 70])
    const request = {
      campaignName: 'Davokar',
      characters: [],
      houseRules: {},
      paper: 'a4' as const,
    }
    expect(await p.savePrintedPacket(request, pdf)).toBe(true)
    expect(saveFile).toHaveBeenCalledWith('Davokar party packet.pdf', pdf, [
      { name: 'PDF', extensions: ['pdf'] },
    ])
  })

  it('asks main for the update-check setting on the desktop; the web has none to check', async () => {
    const api = {
      getUpdateSettings: vi.fn(() => Promise.resolve({ checkForUpdates: false })),
      setUpdateSettings: vi.fn((settings: { checkForUpdates: boolean }) =>
        Promise.resolve(settings),
      ),
    }
    const desktop = detectPlatform({ api, document } as unknown as Window)
    expect(await desktop.getUpdateSettings()).toEqual({ checkForUpdates: false })
    expect(await desktop.setUpdateSettings({ checkForUpdates: true })).toEqual({
      checkForUpdates: true,
    })
    expect(api.setUpdateSettings).toHaveBeenCalledExactlyOnceWith({ checkForUpdates: true })

    const web = detectPlatform({ document } as unknown as Window)
    expect(await web.getUpdateSettings()).toBeNull()
    await expect(web.setUpdateSettings({ checkForUpdates: true })).rejects.toThrow(
      'desktop app only',
    )
  })
})

describe('printing a PDF in the browser (#22)', () => {
  it('opens the browser print dialog on the PDF in an invisible frame, then removes it', async () => {
    vi.useFakeTimers()
    try {
      const print = vi.fn()
      const pending = printInFrame(document, new Uint8Array([37, 80, 68, 70, 45]))
      const frame = document.querySelector('iframe.print-frame') as HTMLIFrameElement
      expect(frame.src).toMatch(/^blob:/)
      expect(frame.getAttribute('aria-hidden')).toBe('true')
      Object.defineProperty(frame, 'contentWindow', { value: { focus: vi.fn(), print } })
      frame.dispatchEvent(new Event('load'))
      await expect(pending).resolves.toBe(true)
      expect(print).toHaveBeenCalledTimes(1)
      // The dialog prints from the frame for a while; then it goes.
      expect(document.querySelector('iframe.print-frame')).not.toBeNull()
      vi.advanceTimersByTime(60_000)
      expect(document.querySelector('iframe.print-frame')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('says when the browser would not print, and removes the frame', async () => {
    const pending = printInFrame(document, new Uint8Array([37, 80, 68, 70, 45]))
    const frame = document.querySelector('iframe.print-frame') as HTMLIFrameElement
    Object.defineProperty(frame, 'contentWindow', {
      value: {
        focus: vi.fn(),
        print: () => {
          throw new Error('printing is blocked')
        },
      },
    })
    frame.dispatchEvent(new Event('load'))
    await expect(pending).rejects.toThrow('printing is blocked')
    expect(document.querySelector('iframe.print-frame')).toBeNull()
  })

  it('has no OS file requests on the web', async () => {
    const web = createWebPlatform()
    await expect(web.takeOpenRequests()).resolves.toEqual([])
    expect(typeof web.onOpenRequest(() => {})).toBe('function')
  })
})
