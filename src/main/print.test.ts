// printCharacter and printBlank through createIpcHandlers, with a fake dialog and shell and real
// temp folders; the fonts come from resources/fonts as in development.
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument, PDFTextField } from 'pdf-lib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { symbaroum } from '@systems/symbaroum'
import { createIpcHandlers, type HandlerDependencies } from './ipc-handlers'
import { createFontLoader, fontsFolder, pdfFileName } from './print'
import { journalEntry } from '@shared/journal'
import { invokeChannels } from '@shared/ipc'
import { pdfText, squeeze } from '../../tests/pdf-tools'

vi.mock('electron')

const resourcesFonts = join(import.meta.dirname, '..', '..', 'resources', 'fonts')
const at = '2026-11-21T09:30:05.000Z'

let root: string
let documents: string

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'quillkeep-print-'))
  documents = join(root, 'Documents')
  await mkdir(documents)
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

function character(name = 'Zoë Dvořák') {
  return {
    id: 'char-1',
    system: 'symbaroum',
    dataVersion: symbaroum.dataVersion,
    name,
    campaignId: null,
    data: symbaroum.create({ name }, {}),
    ledger: [],
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  }
}

function setup(
  savePath: string | null,
  openChoice = 1,
  overrides: Partial<HandlerDependencies> = {},
) {
  const window = { id: 1 }
  const dialog = {
    showSaveDialog: vi.fn((..._args: unknown[]) =>
      Promise.resolve(
        savePath === null ? { canceled: true } : { canceled: false, filePath: savePath },
      ),
    ),
    showOpenDialog: vi.fn(),
    showMessageBox: vi.fn((..._args: unknown[]) => Promise.resolve({ response: openChoice })),
  }
  const shell = { openPath: vi.fn((_path: string) => Promise.resolve('')) }
  const handlers = createIpcHandlers({
    app: { getVersion: () => '0.1.0', getPath: () => documents },
    dialog: dialog as never,
    nativeTheme: { themeSource: 'system' },
    platform: 'linux',
    getWindow: () => window as never,
    shell,
    fontsFolder: resourcesFonts,
    ...overrides,
  })
  return { handlers, dialog, shell, window }
}

describe('printCharacter', () => {
  it('saves a fillable PDF sheet where the user chose, then offers to open it', async () => {
    const target = join(documents, 'zoe.pdf')
    const { handlers, dialog, shell } = setup(target, 1)
    const result = await handlers.printCharacter({
      character: character(),
      paper: 'a4',
      fillable: true,
    })
    expect(result).toEqual({ path: target })
    const options = dialog.showSaveDialog.mock.calls[0]?.[1] as {
      defaultPath: string
      filters: unknown
    }
    expect(options.defaultPath).toBe(join(documents, 'Zoë Dvořák.pdf'))
    expect(options.filters).toEqual([{ name: 'PDF documents', extensions: ['pdf'] }])
    const doc = await PDFDocument.load(await readFile(target))
    const strong = doc.getForm().getField('attr.strong')
    expect(strong).toBeInstanceOf(PDFTextField)
    expect((strong as PDFTextField).getText()).toBe('10')
    // Offered Open / Done; "Done" opens nothing. No temp files are left behind.
    const box = dialog.showMessageBox.mock.calls[0]?.[1] as { buttons: string[]; detail: string }
    expect(box.buttons).toEqual(['Open', 'Done'])
    expect(box.detail).toBe(target)
    expect(shell.openPath).not.toHaveBeenCalled()
    expect(await readdir(documents)).toEqual(['zoe.pdf'])
  })

  it('prints in the language the app shows, one print at a time, and English when unset', async () => {
    const paths = { sv: join(documents, 'sv.pdf'), de: join(documents, 'de.pdf') }
    const en = join(documents, 'en.pdf')
    // Three prints at once: each in its own language.
    await Promise.all([
      setup(paths.sv).handlers.printCharacter({
        character: character(),
        paper: 'a4',
        fillable: false,
        locale: 'sv',
      }),
      setup(en).handlers.printCharacter({ character: character(), paper: 'a4', fillable: false }),
      setup(paths.de).handlers.printBlank({
        system: 'symbaroum',
        paper: 'a4',
        fillable: false,
        locale: 'de',
      }),
    ])
    const sv = squeeze(pdfText(new Uint8Array(await readFile(paths.sv))))
    expect(sv).toContain('Smärtgräns')
    expect(sv).toContain('Karaktärsdrag')
    const de = squeeze(pdfText(new Uint8Array(await readFile(paths.de))))
    expect(de).toContain('Attribute Präzision Scharfsinn')
    expect(de).toContain('Schmerzgrenze')
    expect(squeeze(pdfText(new Uint8Array(await readFile(en))))).toContain('Pain Threshold')
    // A locale the app does not have is refused by the IPC contract before anything is printed.
    const request = { character: character(), paper: 'a4', fillable: false }
    expect(
      invokeChannels.printCharacter.args.safeParse([{ ...request, locale: 'sv' }]).success,
    ).toBe(true)
    expect(
      invokeChannels.printCharacter.args.safeParse([{ ...request, locale: 'fr' }]).success,
    ).toBe(false)
  })

  it('opens the file just written when the user picks Open', async () => {
    const target = join(documents, 'sheet.pdf')
    const { handlers, shell } = setup(target, 0)
    await handlers.printCharacter({ character: character(), paper: 'letter', fillable: false })
    expect(shell.openPath).toHaveBeenCalledExactlyOnceWith(target)
    const doc = await PDFDocument.load(await readFile(target))
    expect(doc.getForm().getFields()).toHaveLength(0)
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 })
  })

  it('does not open a file that was swapped for a link before the user picked Open', async () => {
    const target = join(documents, 'sheet.pdf')
    const script = join(root, 'run-me.desktop')
    await writeFile(script, '[Desktop Entry]\nExec=evil\n')
    const { handlers, dialog, shell } = setup(target, 0)
    dialog.showMessageBox.mockImplementationOnce(async () => {
      await rm(target)
      await symlink(script, target)
      return { response: 0 }
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      await handlers.printCharacter({ character: character(), paper: 'a4', fillable: false })
      expect(shell.openPath).not.toHaveBeenCalled()
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('was changed or replaced'))
    } finally {
      warn.mockRestore()
    }
  })

  it('does not open a file the writer did not leave there', async () => {
    const target = join(documents, 'sheet.pdf')
    const { handlers, shell } = setup(target, 0, { writeFile: () => Promise.resolve() })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      await handlers.printCharacter({ character: character(), paper: 'a4', fillable: false })
      expect(shell.openPath).not.toHaveBeenCalled()
    } finally {
      warn.mockRestore()
    }
  })

  it('offers only Done, and opens nothing, when the chosen name does not end in .pdf', async () => {
    const target = join(documents, 'sheet')
    const { handlers, dialog, shell } = setup(target, 0)
    expect(
      await handlers.printCharacter({ character: character(), paper: 'a4', fillable: false }),
    ).toEqual({ path: target })
    const box = dialog.showMessageBox.mock.calls[0]?.[1] as { buttons: string[] }
    expect(box.buttons).toEqual(['Done'])
    expect(shell.openPath).not.toHaveBeenCalled()
    expect((await readFile(target)).subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('returns null and writes nothing when the dialog is cancelled', async () => {
    const { handlers, dialog } = setup(null)
    await expect(
      handlers.printCharacter({ character: character(), paper: 'a4', fillable: true }),
    ).resolves.toBeNull()
    expect(dialog.showMessageBox).not.toHaveBeenCalled()
    expect(await readdir(documents)).toEqual([])
  })

  it('refuses an invalid character with the validation error, before any dialog', async () => {
    const target = join(documents, 'bad.pdf')
    const { handlers, dialog } = setup(target)
    const bad = { ...character(), data: { ...symbaroum.create({ name: 'x' }, {}), attributes: 7 } }
    await expect(
      handlers.printCharacter({ character: bad, paper: 'a4', fillable: true }),
    ).rejects.toThrow(/cannot be printed: data\.attributes/)
    expect(dialog.showSaveDialog).not.toHaveBeenCalled()
    expect(await readdir(documents)).toEqual([])
  })
})

describe('printBlank', () => {
  it('saves a blank sheet of the system with empty fields', async () => {
    const target = join(documents, 'blank.pdf')
    const { handlers, dialog } = setup(target)
    await expect(
      handlers.printBlank({ system: 'symbaroum', paper: 'a4', fillable: true }),
    ).resolves.toEqual({ path: target })
    const options = dialog.showSaveDialog.mock.calls[0]?.[1] as { defaultPath: string }
    expect(options.defaultPath).toBe(join(documents, 'Symbaroum blank sheet.pdf'))
    const doc = await PDFDocument.load(await readFile(target))
    expect((doc.getForm().getField('attr.strong') as PDFTextField).getText() ?? '').toBe('')
  })

  it('refuses an unknown system', async () => {
    const { handlers } = setup(join(documents, 'x.pdf'))
    await expect(
      handlers.printBlank({ system: 'nope', paper: 'a4', fillable: true }),
    ).rejects.toThrow(/Unknown game system "nope"/)
  })
})

describe('printRoster and printJournal', () => {
  it('saves the party roster with each member validated and derived, under the campaign name', async () => {
    const target = join(documents, 'roster.pdf')
    const { handlers, dialog } = setup(target)
    await expect(
      handlers.printRoster({
        campaignName: 'Davokar',
        characters: [character('Tova'), { ...character('Ærin'), id: 'char-2' }],
        houseRules: { symbaroum: { attributePointTotal: 70 } },
        paper: 'a4',
        fillable: false,
      }),
    ).resolves.toEqual({ path: target })
    const options = dialog.showSaveDialog.mock.calls[0]?.[1] as { defaultPath: string }
    expect(options.defaultPath).toBe(join(documents, 'Davokar party.pdf'))
    const text = squeeze(pdfText(new Uint8Array(await readFile(target))))
    expect(text).toContain('Party roster · 2 characters')
    expect(text).toContain('Ærin')
  })

  it('refuses a roster with an invalid character, before any dialog', async () => {
    const { handlers, dialog } = setup(join(documents, 'bad.pdf'))
    const bad = { ...character(), data: { nonsense: true } }
    await expect(
      handlers.printRoster({
        campaignName: 'Davokar',
        characters: [bad],
        houseRules: {},
        paper: 'a4',
        fillable: true,
      }),
    ).rejects.toThrow(/cannot be printed/)
    expect(dialog.showSaveDialog).not.toHaveBeenCalled()
    expect(await readdir(documents)).toEqual([])
  })

  it('saves the journal with its entries in session order', async () => {
    const target = join(documents, 'journal.pdf')
    const { handlers } = setup(target)
    const entry = (id: string, session: number, body: string) =>
      journalEntry({
        id,
        campaignId: 'c',
        title: `T${session}`,
        session,
        body,
        createdAt: at,
        updatedAt: at,
      })
    await handlers.printJournal({
      campaignName: 'Davokar',
      entries: [entry('b', 2, 'SECOND'), entry('a', 1, 'FIRST **bold**')],
      paper: 'letter',
    })
    const text = squeeze(pdfText(new Uint8Array(await readFile(target))))
    expect(text.indexOf('FIRST bold')).toBeGreaterThan(-1)
    expect(text.indexOf('FIRST bold')).toBeLessThan(text.indexOf('SECOND'))
  })
})

describe('printPartyPacket', () => {
  it('saves one PDF of the roster and every sheet, in the language asked for, as "<campaign> party packet.pdf"', async () => {
    const target = join(documents, 'packet.pdf')
    const { handlers, dialog, shell } = setup(target, 0)
    await expect(
      handlers.printPartyPacket({
        campaignName: 'Davokar',
        characters: [character('Tova'), { ...character('Ærin'), id: 'char-2' }],
        houseRules: { symbaroum: { attributePointTotal: 70 } },
        paper: 'letter',
        locale: 'sv',
      }),
    ).resolves.toEqual({ path: target })
    const options = dialog.showSaveDialog.mock.calls[0]?.[1] as { defaultPath: string }
    expect(options.defaultPath).toBe(join(documents, 'Davokar party packet.pdf'))
    const pdf = new Uint8Array(await readFile(target))
    const pages = pdfText(pdf).split('\f').map(squeeze)
    expect(pages[0]).toContain('Davokar')
    expect(pages[0]).toContain('Tova')
    expect(pages[0]).toContain('Ærin')
    // After the roster, each character's own sheet, in Swedish.
    const sheets = pages.slice(1).join(' ')
    expect(sheets).toContain('Smärtgräns')
    expect(sheets.indexOf('Tova')).toBeLessThan(sheets.indexOf('Ærin'))
    const doc = await PDFDocument.load(pdf)
    expect(doc.getTitle()).toBe('Davokar — gruppmapp')
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 })
    // Saved like every print: offered for opening, and opened when the user picks Open.
    expect(shell.openPath).toHaveBeenCalledWith(target)
  })

  it('refuses a packet with an invalid character, naming it, before any dialog', async () => {
    const { handlers, dialog } = setup(join(documents, 'bad.pdf'))
    const bad = { ...character('Brother Arn'), id: 'char-2', data: { nonsense: true } }
    await expect(
      handlers.printPartyPacket({
        campaignName: 'Davokar',
        characters: [character('Tova'), bad],
        houseRules: {},
        paper: 'a4',
      }),
    ).rejects.toThrow(/^Brother Arn \(character 2 of 2\): This character cannot be printed/)
    expect(dialog.showSaveDialog).not.toHaveBeenCalled()
    expect(await readdir(documents)).toEqual([])
  })
})

describe('fonts and file names', () => {
  it('finds the fonts in the project in development and under resourcesPath when packaged', () => {
    expect(fontsFolder({ isPackaged: false, getAppPath: () => '/src/quillkeep' })).toBe(
      join('/src/quillkeep', 'resources', 'fonts'),
    )
    expect(
      fontsFolder({ isPackaged: true, getAppPath: () => '/x', resourcesPath: '/opt/Q/resources' }),
    ).toBe(join('/opt/Q/resources', 'resources', 'fonts'))
  })

  it('loads the fonts once per process', async () => {
    const load = createFontLoader(resourcesFonts)
    expect(await load()).toBe(await load())
  })

  it('says where the fonts were expected when they are missing', async () => {
    await expect(createFontLoader(join(root, 'none'))()).rejects.toThrow(/fonts for printing/)
  })

  it('makes a file name from any character name', () => {
    expect(pdfFileName('Zoë Dvořák')).toBe('Zoë Dvořák.pdf')
    expect(pdfFileName('../../etc/passwd')).toBe('etc passwd.pdf')
    expect(pdfFileName('  ')).toBe('character.pdf')
  })
})
