// Quillkeep's command line: check and convert files with the same code the app uses.
// `run` takes the arguments and the output streams, so tests call it in-process.
import { readFileSync } from 'node:fs'
import { open, readFile, stat, writeFile } from 'node:fs/promises'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { writeFileAtomic } from '../node/atomic-write'
import { nodeDeflate } from '../node/deflate'
import { buildEnvelope, parseFile, serializeEnvelope, type FileProblem } from '../shared/files'
import { bytesFromBase64 } from '../shared/pictures'
import { characterPictureHashes, type PrintPicture } from '../shared/print-pictures'
import type { Bundle, CharacterRecord } from '../shared/records'
import { maxFileBytes } from '../shared/ipc-channels'
import { formatMegabytes } from '../shared/sizes'
import {
  loadSheetFonts,
  renderCharacter,
  renderPartyPacket,
  type SheetFonts,
} from '../shared/pdf/index'
import { checkReport } from './check-report'
import { schemaBlocks, updateDocSchemas } from './json-schema'
import { messageOf } from '../shared/errors'
import { cliLocales, isCliLocale, useCliLocale } from './locale'
import { text } from './text'
import { text as say } from '../shared/text'

export interface CliIo {
  stdout(text: string): void
  stderr(text: string): void
  /** Folder relative paths are read from (default: where npm was started, else the process's). */
  cwd?: string
  /** Clock for the exportedAt of converted files. */
  now?: () => Date
}

/** Exit codes: 0 done (file valid), 1 the file is invalid or cannot be read or written, 2 usage. */
const exitCodes = { ok: 0, invalid: 1, usage: 2 } as const

/** The usage text, in the --locale asked for: each command's syntax, then what it does. */
function usage(): string {
  const rows: [string[], string][] = [
    [['check FILE'], text('usage.check')],
    [['convert FILE --out OUT'], text('usage.convert')],
    [
      ['print FILE --out PDF', '      [--paper a4|letter]', '      [--flat] [--force]'],
      text('usage.print'),
    ],
    [
      ['packet CAMPAIGN_FILE --out PDF', '      [--paper a4|letter]', '      [--force]'],
      text('usage.packet'),
    ],
    [['schema [--docs FILE]'], text('usage.schema')],
    [['help'], text('usage.help')],
  ]
  const table = (entries: [string[], string][]) =>
    entries
      .map(([syntax, about]) => {
        const lines = wrap(about, 62)
        const count = Math.max(syntax.length, lines.length)
        return Array.from({ length: count }, (_, i) =>
          `  ${(syntax[i] ?? '').padEnd(28)}${lines[i] ?? ''}`.trimEnd(),
        ).join('\n')
      })
      .join('\n')
  return [
    `${text('usage.title')} npm run -s cli -- <command> [options]`,
    '',
    text('usage.commands'),
    table(rows),
    '',
    text('usage.options'),
    table([[['--locale en|sv|de'], text('usage.locale')]]),
    '',
    text('usage.exitCodes'),
    '',
  ].join('\n')
}

/** `text` in lines of at most `width` characters, broken at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

function appVersion(): string {
  try {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as {
      version?: unknown
    }
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0'
  } catch {
    return '0.0.0'
  }
}

class UsageError extends Error {}

interface Parsed {
  command: string
  positionals: string[]
  out: string | undefined
  docs: string | undefined
  paper: string | undefined
  locale: string | undefined
  flat: boolean
  force: boolean
  help: boolean
}

function parseArguments(argv: readonly string[]): Parsed {
  let values: {
    out?: string
    docs?: string
    paper?: string
    locale?: string
    flat?: boolean
    force?: boolean
    help?: boolean
  }
  let positionals: string[]
  try {
    ;({ values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        out: { type: 'string', short: 'o' },
        docs: { type: 'string' },
        paper: { type: 'string' },
        locale: { type: 'string' },
        flat: { type: 'boolean' },
        force: { type: 'boolean', short: 'f' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    throw new UsageError(argumentsMessage(error))
  }
  const [command = 'help', ...rest] = positionals
  return {
    command,
    positionals: rest,
    out: values.out,
    docs: values.docs,
    paper: values.paper,
    locale: values.locale,
    flat: values.flat ?? false,
    force: values.force ?? false,
    help: values.help ?? false,
  }
}

/** node:util's parseArgs words its errors in English: said again in the --locale asked for. */
function argumentsMessage(error: unknown): string {
  const code = (error as { code?: unknown }).code
  const option = /'([^']+)'/.exec(messageOf(error))?.[1] ?? ''
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return text('error.unknownOption', { option })
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return text('error.optionValue', { option })
  return text('error.arguments')
}

/** The --locale of the command line, read before the rest (undefined when not given). */
function localeAsked(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--locale') return argv[i + 1]
    if (arg.startsWith('--locale=')) return arg.slice('--locale='.length)
  }
  return undefined
}

function oneFile(args: Parsed): string {
  if (args.positionals.length !== 1) {
    throw new UsageError(
      args.positionals.length === 0
        ? text('error.oneFile', { command: args.command })
        : text('error.oneFileGot', { command: args.command, files: args.positionals.join(' ') }),
    )
  }
  return args.positionals[0] as string
}

function problemLines(file: string, problems: readonly FileProblem[]): string {
  return problems.map((p) => `${file}: ${p.path ? `${p.path}: ` : ''}${p.message}\n`).join('')
}

/** Reads a file's text, refusing anything over the size limit before reading it. */
async function readText(path: string): Promise<string> {
  const info = await stat(path)
  if (!info.isFile()) throw new Error(text('error.notAFile', { path }))
  if (info.size > maxFileBytes) {
    throw new Error(
      text('error.tooLarge', {
        path,
        size: formatMegabytes(info.size),
        limit: formatMegabytes(maxFileBytes),
      }),
    )
  }
  return readFile(path, 'utf8')
}

async function exists(path: string): Promise<boolean> {
  try {
    await (await open(path, 'r')).close()
    return true
  } catch {
    return false
  }
}

export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const base = io.cwd ?? process.env.INIT_CWD ?? process.cwd()
  const at = (path: string) => (isAbsolute(path) ? path : resolve(base, path))
  // The language first, so that every message, a usage error's too, is in it.
  const asked = localeAsked(argv)
  await useCliLocale(asked !== undefined && isCliLocale(asked) ? asked : 'en')
  let args: Parsed
  try {
    args = parseArguments(argv)
  } catch (error) {
    io.stderr(`${(error as Error).message}\n\n${usage()}`)
    return exitCodes.usage
  }
  if (args.help || args.command === 'help') {
    io.stdout(usage())
    return exitCodes.ok
  }
  const locale = args.locale ?? 'en'
  if (!isCliLocale(locale)) {
    io.stderr(`${text('error.locale', { locales: cliLocales.join(', '), locale })}\n\n${usage()}`)
    return exitCodes.usage
  }
  try {
    switch (args.command) {
      case 'check':
        return await check(oneFile(args), at, io)
      case 'convert':
      case 'export':
        return await convert(oneFile(args), args, at, io)
      case 'print':
        return await print(oneFile(args), args, at, io)
      case 'packet':
        return await packet(oneFile(args), args, at, io)
      case 'schema':
        return await schema(args, at, io)
      default:
        throw new UsageError(text('error.unknownCommand', { command: args.command }))
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\n\n${usage()}`)
      return exitCodes.usage
    }
    io.stderr(`${messageOf(error)}\n`)
    return exitCodes.invalid
  }
}

async function check(file: string, at: (p: string) => string, io: CliIo): Promise<number> {
  const parsed = parseFile(await readText(at(file)))
  if (!parsed.ok) {
    io.stdout(`${JSON.stringify({ file, valid: false, problems: parsed.problems }, null, 2)}\n`)
    io.stderr(problemLines(file, parsed.problems))
    return exitCodes.invalid
  }
  io.stdout(`${JSON.stringify(checkReport(file, parsed), null, 2)}\n`)
  return exitCodes.ok
}

async function convert(
  file: string,
  args: Parsed,
  at: (p: string) => string,
  io: CliIo,
): Promise<number> {
  if (!args.out) throw new UsageError(text('error.needsOut', { command: args.command }))
  const target = at(args.out)
  if (!args.force && target !== at(file) && (await exists(target))) {
    throw new UsageError(text('error.exists', { path: args.out }))
  }
  const parsed = parseFile(await readText(at(file)))
  if (!parsed.ok) {
    io.stderr(problemLines(file, parsed.problems))
    return exitCodes.invalid
  }
  const meta = {
    app: `Quillkeep ${appVersion()}`,
    exportedAt: (io.now?.() ?? new Date()).toISOString(),
  }
  await writeFileAtomic(target, serializeEnvelope(buildEnvelope(parsed.kind, parsed.bundle, meta)))
  for (const line of parsed.migrated) io.stderr(`${text('done.upgraded', { line })}\n`)
  const format = buildEnvelope(parsed.kind, parsed.bundle, meta).formatVersion
  const kind = say(`file.kind.${parsed.kind}`)
  io.stderr(`${text('done.wrote', { path: args.out, kind, format })}\n`)
  return exitCodes.ok
}

let sheetFonts: SheetFonts | undefined

/** DejaVu Sans from resources/fonts, read and parsed once per process. */
function cliFonts(): SheetFonts {
  if (!sheetFonts) {
    const folder = fileURLToPath(new URL('../../resources/fonts/', import.meta.url))
    sheetFonts = loadSheetFonts(
      new Uint8Array(readFileSync(`${folder}DejaVuSans.ttf`)),
      new Uint8Array(readFileSync(`${folder}DejaVuSans-Bold.ttf`)),
    )
  }
  return sheetFonts
}

/**
 * What `print` and `packet` share: --out is given and free (or --force), --paper is known, and the
 * file parses. Null `parsed` when it does not (its problems are on stderr).
 */
async function readForPdf(
  file: string,
  args: Parsed,
  at: (p: string) => string,
  io: CliIo,
  needsOut: 'printNeedsOut' | 'packetNeedsOut',
) {
  const out = args.out
  if (!out) throw new UsageError(text(`error.${needsOut}`))
  const paper = args.paper ?? 'a4'
  if (paper !== 'a4' && paper !== 'letter') {
    throw new UsageError(text('error.paper', { paper }))
  }
  const paperSize: 'a4' | 'letter' = paper
  const target = at(out)
  if (!args.force && (await exists(target))) {
    throw new UsageError(text('error.exists', { path: out }))
  }
  const read = parseFile(await readText(at(file)))
  if (!read.ok) io.stderr(problemLines(file, read.problems))
  return { out, paper: paperSize, target, parsed: read.ok ? read : null }
}

/**
 * The portraits of these characters among the pictures the file carries (parseFile has checked
 * each one as import does), decoded for the PDF; one the file lacks prints as missing.
 */
function portraits(
  bundle: Pick<Bundle, 'pictures'>,
  characters: readonly CharacterRecord[],
): Map<string, PrintPicture> {
  const wanted = characterPictureHashes(characters)
  const pictures = new Map<string, PrintPicture>()
  for (const picture of bundle.pictures ?? []) {
    if (!wanted.has(picture.hash)) continue
    const bytes = bytesFromBase64(picture.data)
    const { type, width, height } = picture
    if (bytes) pictures.set(picture.hash, { type, width, height, bytes })
  }
  return pictures
}

async function print(
  file: string,
  args: Parsed,
  at: (p: string) => string,
  io: CliIo,
): Promise<number> {
  const { out, paper, target, parsed } = await readForPdf(file, args, at, io, 'printNeedsOut')
  if (!parsed) return exitCodes.invalid
  const characters = parsed.bundle.characters
  const [character] = characters
  if (characters.length !== 1 || !character) {
    const kind = say(`file.kind.${parsed.kind}`)
    io.stderr(`${text('error.notOneCharacter', { file, kind, count: characters.length })}\n`)
    return exitCodes.invalid
  }
  const campaign = parsed.bundle.campaigns.find((c) => c.id === character.campaignId)
  const houseRules = campaign?.houseRules[character.system]
  const pdf = await renderCharacter(character, {
    paper,
    fillable: !args.flat,
    fonts: cliFonts(),
    deflate: nodeDeflate,
    ...(houseRules ? { houseRules } : {}),
    pictures: portraits(parsed.bundle, [character]),
  })
  await writeFileAtomic(target, pdf)
  const printed = text('done.printed', {
    path: out,
    name: character.name || text('done.unnamed'),
    paper,
    form: args.flat ? text('done.flat') : text('done.fillable'),
    size: Math.ceil(pdf.byteLength / 1024),
  })
  io.stderr(`${printed}\n`)
  return exitCodes.ok
}

/**
 * The party packet of a campaign file (.json, or .quillkeep: the extension does not matter, the
 * content is checked): the roster, then every member's flat sheet in roster order (by name, in
 * the --locale's order, as the party screen lists them), with the campaign's house rules.
 */
async function packet(
  file: string,
  args: Parsed,
  at: (p: string) => string,
  io: CliIo,
): Promise<number> {
  const { out, paper, target, parsed } = await readForPdf(file, args, at, io, 'packetNeedsOut')
  if (!parsed) return exitCodes.invalid
  const { campaigns } = parsed.bundle
  const [campaign] = campaigns
  if (campaigns.length !== 1 || !campaign) {
    const kind = say(`file.kind.${parsed.kind}`)
    io.stderr(`${text('error.notOneCampaign', { file, kind, count: campaigns.length })}\n`)
    return exitCodes.invalid
  }
  const collator = new Intl.Collator(args.locale ?? 'en')
  const members = parsed.bundle.characters
    .filter((c) => c.campaignId === campaign.id && c.deletedAt === null)
    .sort((a, b) => collator.compare(a.name, b.name))
  const pdf = await renderPartyPacket(campaign.name, members, {
    paper,
    fonts: cliFonts(),
    deflate: nodeDeflate,
    houseRules: campaign.houseRules,
    pictures: portraits(parsed.bundle, members),
  })
  await writeFileAtomic(target, pdf)
  const written = text('done.packet', {
    path: out,
    campaign: campaign.name,
    count: members.length,
    paper,
    size: Math.ceil(pdf.byteLength / 1024),
  })
  io.stderr(`${written}\n`)
  return exitCodes.ok
}

async function schema(args: Parsed, at: (p: string) => string, io: CliIo): Promise<number> {
  if (args.positionals.length > 0) throw new UsageError(text('error.schemaNoFile'))
  if (!args.docs) {
    io.stdout(`${JSON.stringify(schemaBlocks(), null, 2)}\n`)
    return exitCodes.ok
  }
  const path = at(args.docs)
  const result = updateDocSchemas(await readFile(path, 'utf8'))
  if (result.missing.length > 0 || result.unknown.length > 0) {
    const nothing = text('error.nothing')
    const blocks = text('error.docsBlocks', {
      file: args.docs,
      missing: result.missing.join(', ') || nothing,
      unknown: result.unknown.join(', ') || nothing,
    })
    io.stderr(`${blocks}\n${text('error.docsBlockShape')}\n`)
  }
  await writeFile(path, result.markdown)
  io.stderr(`${text('done.schemaUpdated', { file: args.docs })}\n`)
  return result.missing.length > 0 || result.unknown.length > 0 ? exitCodes.invalid : exitCodes.ok
}
