// Print requests that carry pictures (#23 §3), through the real IPC registration and handlers:
// main checks every picture as import does, and the count and size, before anything is drawn; a
// request that passes prints its pictures.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { IpcMainInvokeEvent } from 'electron'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { printPictureLimits } from '@shared/ipc'
import { invokeChannelNames } from '@shared/ipc-channels'
import { journalEntry } from '@shared/journal'
import { pictureMarkdown } from '@shared/pictures'
import { sampleCharacter } from '@shared/file-fixtures'
import { createIpcHandlers, registerIpcHandlers } from './ipc-handlers'
import { pdfImages } from '../../tests/pdf-tools'
import { fixturePicture, makePng } from '../../tests/picture-tools'

vi.mock('electron')

const resourcesFonts = join(import.meta.dirname, '..', '..', 'resources', 'fonts')
const at = '2026-11-21T09:30:05.000Z'
const png = fixturePicture('png')
const jpg = fixturePicture('jpg')

let root: string
let documents: string

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'quillkeep-print-pictures-'))
  documents = join(root, 'Documents')
  await mkdir(documents)
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

/** Main's handlers behind the real argument checks; the save dialog answers `target`. */
function setup(target: string) {
  const dialog = {
    showSaveDialog: vi.fn(() => Promise.resolve({ canceled: false, filePath: target })),
    showOpenDialog: vi.fn(),
    showMessageBox: vi.fn(() => Promise.resolve({ response: 1 })),
  }
  const handlers = createIpcHandlers({
    app: { getVersion: () => '0.1.0', getPath: () => documents },
    dialog,
    nativeTheme: { themeSource: 'system' },
    platform: 'linux',
    getWindow: () => null,
    shell: { openPath: vi.fn(() => Promise.resolve('')) },
    fontsFolder: resourcesFonts,
  })
  const listeners = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>()
  registerIpcHandlers({
    ipcMain: { handle: (channel, listener) => void listeners.set(channel, listener as never) },
    checkSender: () => true,
    handlers,
  })
  const invoke = (channel: string, request: unknown) =>
    Promise.resolve(listeners.get(channel)!({} as IpcMainInvokeEvent, request))
  return { invoke, dialog }
}

const portrayed = { ...sampleCharacter('symbaroum'), portrait: png.hash }

describe('print requests with pictures', () => {
  it('prints a character’s portrait sent with the request', async () => {
    const target = join(documents, 'tova.pdf')
    const { invoke } = setup(target)
    await invoke(invokeChannelNames.printCharacter, {
      character: portrayed,
      paper: 'a4',
      fillable: true,
      pictures: [png],
    })
    const images = pdfImages(new Uint8Array(await readFile(target)))
    expect(images.filter((i) => i.type === 'image')).toMatchObject([{ width: 40, height: 30 }])
  })

  it('prints the pictures of a journal and of a party packet', async () => {
    const journal = join(documents, 'journal.pdf')
    const body = `${pictureMarkdown(png.hash)}\n\n${pictureMarkdown(jpg.hash)}`
    const entry = journalEntry({
      id: 'e1',
      campaignId: 'c',
      title: 'Mill',
      session: 1,
      body,
      createdAt: at,
      updatedAt: at,
    })
    await setup(journal).invoke(invokeChannelNames.printJournal, {
      campaignName: 'Ravenfall',
      entries: [entry],
      paper: 'a4',
      pictures: [png, jpg],
    })
    expect(pdfImages(new Uint8Array(await readFile(journal)))).toHaveLength(2)

    const packet = join(documents, 'packet.pdf')
    await setup(packet).invoke(invokeChannelNames.printPartyPacket, {
      campaignName: 'Ravenfall',
      characters: [portrayed],
      houseRules: {},
      paper: 'a4',
      pictures: [png],
    })
    expect(pdfImages(new Uint8Array(await readFile(packet)))).toHaveLength(1)
  })

  it.each([
    ['bytes that are not the picture its hash names', { ...png, hash: jpg.hash }, /match its hash/],
    ['a width it does not have', { ...png, width: 41 }, /width or height/],
    ['a PNG that says it is a JPEG', { ...png, type: 'image/jpeg' }, /not the PNG or JPEG/],
    ['a cut-short picture', { ...png, bytes: png.bytes.subarray(0, 300) }, /truncated|match/],
    ['a picture over 1,024 pixels a side', makePng(1100, 10), /1,024 pixels/],
  ])('refuses %s with a message, and prints nothing', async (_what, picture, message) => {
    const target = join(documents, 'refused.pdf')
    const { invoke, dialog } = setup(target)
    await expect(
      invoke(invokeChannelNames.printCharacter, {
        character: portrayed,
        paper: 'a4',
        fillable: false,
        pictures: [picture],
      }),
    ).rejects.toThrow(new RegExp(`^Nothing was printed: picture [0-9a-f]{8}… .*${message.source}`))
    expect(dialog.showSaveDialog).not.toHaveBeenCalled()
    await expect(readFile(target)).rejects.toThrow()
  })

  it('refuses more pictures than one print may carry, before checking any', async () => {
    const { invoke, dialog } = setup(join(documents, 'many.pdf'))
    const many = Array.from({ length: printPictureLimits.count + 1 }, () => png)
    await expect(
      invoke(invokeChannelNames.printJournal, {
        campaignName: 'Ravenfall',
        entries: [],
        paper: 'a4',
        pictures: many,
      }),
    ).rejects.toThrow(
      `Nothing was printed: this print carries ${printPictureLimits.count + 1} pictures, and at most ${printPictureLimits.count} can be printed at once.`,
    )
    expect(dialog.showSaveDialog).not.toHaveBeenCalled()
  })

  it('refuses pictures over the size limit', async () => {
    const { invoke } = setup(join(documents, 'large.pdf'))
    // Sixty pictures of 5 MB: each within a stored picture's limit, together over the print's.
    const large = { ...png, bytes: new Uint8Array(5 * 1024 * 1024) }
    await expect(
      invoke(invokeChannelNames.printPartyPacket, {
        campaignName: 'Ravenfall',
        characters: [],
        houseRules: {},
        paper: 'a4',
        pictures: Array.from({ length: 60 }, () => large),
      }),
    ).rejects.toThrow(/^Nothing was printed: the pictures of this print come to 300 MB/)
  })
})
