// Checks files in a Web Worker, so that reading a large backup, or writing one, never freezes
// the window; where there are no workers (tests), the same checks run in the page.
import type { ParsedFile } from '@shared/files'
import { text as say } from '@shared/text'
import { currentLocale } from './i18n'
import type { BackupVerdict, FileCheckReply, FileCheckRequest } from './file-check-core'

let worker: Worker | null = null
let nextId = 1
const waiting = new Map<number, (reply: FileCheckReply) => void>()

function failed(request: FileCheckRequest, reason: string): FileCheckReply {
  const message = say('file.notChecked', { reason })
  return request.kind === 'import'
    ? { id: request.id, kind: 'import', parsed: { ok: false, problems: [{ path: '', message }] } }
    : { id: request.id, kind: 'backup', verdict: { ok: false, message } }
}

function startWorker(): Worker {
  const started = new Worker(new URL('./file-check.worker.ts', import.meta.url), {
    type: 'module',
    name: 'file-check',
  })
  started.addEventListener('message', (event: MessageEvent<FileCheckReply>) => {
    const resolve = waiting.get(event.data.id)
    waiting.delete(event.data.id)
    resolve?.(event.data)
  })
  return started
}

async function ask(request: FileCheckRequest): Promise<FileCheckReply> {
  if (typeof Worker === 'undefined') {
    const { answer } = await import('./file-check-core')
    return answer(request)
  }
  worker ??= startWorker()
  const current = worker
  return new Promise((resolve) => {
    waiting.set(request.id, resolve)
    // A worker that cannot start or crashes fails what it was asked, with the reason.
    current.addEventListener(
      'error',
      (event) => {
        if (!waiting.delete(request.id)) return
        resolve(failed(request, event.message || say('file.checkerStopped')))
        if (worker === current) worker = null
        current.terminate()
      },
      { once: true },
    )
    current.postMessage(request)
  })
}

/** parseFile, off the page's thread where the platform has workers. */
export async function checkFileText(text: string): Promise<ParsedFile> {
  const reply = await ask({ id: nextId++, kind: 'import', text, locale: currentLocale() })
  return reply.kind === 'import' ? reply.parsed : { ok: false, problems: [] }
}

/** Whether `text` may be written as a backup, whether it is empty, and what it holds that import would refuse. */
export async function checkBackupInWorker(text: string): Promise<BackupVerdict> {
  const reply = await ask({ id: nextId++, kind: 'backup', text, locale: currentLocale() })
  return reply.kind === 'backup' ? reply.verdict : { ok: false, message: say('file.noAnswer') }
}
