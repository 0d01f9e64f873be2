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
import { maxFileBytes } from '../shared/ipc-channels'
import { formatMegabytes } from '../shared/sizes'
import { loadSheetFonts, renderCharacter, type SheetFonts } from '../shared/pdf/index'
import { checkReport } from './check-report'
import { schemaBlocks, updateDocSchemas } from './json-schema'
import { messageOf } from '../shared/errors'
import { cliLocales, isCliLocale, useCliLocale } from './locale'

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

const usage = `Usage: npm run -s cli -- <command> [options]

Commands:
  check FILE                  Validate a Quillkeep file. Prints JSON with each character's
                              derived values and findings. Exit 0 if valid, 1 if not.
  convert FILE --out OUT      Read any supported (older) file and write it in the current
                              format. Alias: export. Add --force to replace an existing OUT.
  print FILE --out PDF        Print the character of FILE as a PDF sheet (fillable form fields).
        [--paper a4|letter]   Paper size (default a4). Add --flat for plain text instead of
        [--flat] [--force]    fields, --force to replace an existing PDF. A campaign or backup
                              file prints only if it holds exactly one character.
  schema [--docs FILE]        Print the JSON Schema of the file format; with --docs, rewrite
                              the schema blocks of that Markdown file (docs/file-formats.md).
  help                        Show this text.

Options for check and print:
  --locale en|sv|de           The language of the derived values, findings and the printed
                              sheet's labels (default en). Field names and ids stay the same.

Exit codes: 0 success, 1 invalid or unreadable file, 2 usage error.
`

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
    throw new UsageError(messageOf(error))
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

function oneFile(args: Parsed): string {
  if (args.positionals.length !== 1) {
    throw new UsageError(
      `${args.command} takes one FILE, got ${args.positionals.length === 0 ? 'none' : args.positionals.join(' ')}`,
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
  if (!info.isFile()) throw new Error(`${path} is not a file`)
  if (info.size > maxFileBytes) {
    throw new Error(
      `${path} is too large to import (${formatMegabytes(info.size)}; the limit is ${formatMegabytes(maxFileBytes)})`,
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
  let args: Parsed
  try {
    args = parseArguments(argv)
  } catch (error) {
    io.stderr(`${(error as Error).message}\n\n${usage}`)
    return exitCodes.usage
  }
  if (args.help || args.command === 'help') {
    io.stdout(usage)
    return exitCodes.ok
  }
  const locale = args.locale ?? 'en'
  if (!isCliLocale(locale)) {
    io.stderr(`--locale must be one of ${cliLocales.join(', ')}, got "${locale}"\n\n${usage}`)
    return exitCodes.usage
  }
  useCliLocale(locale)
  try {
    switch (args.command) {
      case 'check':
        return await check(oneFile(args), at, io)
      case 'convert':
      case 'export':
        return await convert(oneFile(args), args, at, io)
      case 'print':
        return await print(oneFile(args), args, at, io)
      case 'schema':
        return await schema(args, at, io)
      default:
        throw new UsageError(`unknown command "${args.command}"`)
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\n\n${usage}`)
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
  if (!args.out) throw new UsageError(`${args.command} needs --out OUT`)
  const target = at(args.out)
  if (!args.force && target !== at(file) && (await exists(target))) {
    throw new UsageError(`${args.out} already exists; add --force to replace it`)
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
  for (const line of parsed.migrated) io.stderr(`upgraded ${line}\n`)
  io.stderr(
    `wrote ${args.out} (${parsed.kind} file, format ${buildEnvelope(parsed.kind, parsed.bundle, meta).formatVersion})\n`,
  )
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

async function print(
  file: string,
  args: Parsed,
  at: (p: string) => string,
  io: CliIo,
): Promise<number> {
  if (!args.out) throw new UsageError('print needs --out PDF')
  const paper = args.paper ?? 'a4'
  if (paper !== 'a4' && paper !== 'letter') {
    throw new UsageError(`--paper must be a4 or letter, got "${paper}"`)
  }
  const target = at(args.out)
  if (!args.force && (await exists(target))) {
    throw new UsageError(`${args.out} already exists; add --force to replace it`)
  }
  const parsed = parseFile(await readText(at(file)))
  if (!parsed.ok) {
    io.stderr(problemLines(file, parsed.problems))
    return exitCodes.invalid
  }
  const characters = parsed.bundle.characters
  const [character] = characters
  if (characters.length !== 1 || !character) {
    io.stderr(
      `${file}: a ${parsed.kind} file with ${characters.length} characters; print takes a file with exactly one character (export the character on its own first)\n`,
    )
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
  })
  await writeFileAtomic(target, pdf)
  io.stderr(
    `wrote ${args.out} (${character.name || 'unnamed'}, ${paper}, ${args.flat ? 'flat' : 'fillable'}, ${Math.ceil(pdf.byteLength / 1024)} KB)\n`,
  )
  return exitCodes.ok
}

async function schema(args: Parsed, at: (p: string) => string, io: CliIo): Promise<number> {
  if (args.positionals.length > 0) throw new UsageError('schema takes no FILE; use --docs FILE')
  if (!args.docs) {
    io.stdout(`${JSON.stringify(schemaBlocks(), null, 2)}\n`)
    return exitCodes.ok
  }
  const path = at(args.docs)
  const result = updateDocSchemas(await readFile(path, 'utf8'))
  if (result.missing.length > 0 || result.unknown.length > 0) {
    io.stderr(
      `${args.docs}: add a block for ${result.missing.join(', ') || 'nothing'}; remove ${result.unknown.join(', ') || 'nothing'}\n` +
        'A block looks like: <!-- schema:NAME --> then a ```json fence, then <!-- /schema:NAME -->.\n',
    )
  }
  await writeFile(path, result.markdown)
  io.stderr(`updated the schema blocks in ${args.docs}\n`)
  return result.missing.length > 0 || result.unknown.length > 0 ? exitCodes.invalid : exitCodes.ok
}
