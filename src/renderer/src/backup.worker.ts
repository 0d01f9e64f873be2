// Full backups as a module Web Worker (backup-core.ts); backup.ts starts one per backup and ends it
// once it has answered, so the memory a 30 MB backup needs goes with it.
import './rules-text-english'
import { answerBackup, type BackupRequest, type BuiltBackup } from './backup-core'
import { useWorkerLocale } from './worker-locale'

interface WorkerScope {
  postMessage(message: BuiltBackup, transfer: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<BackupRequest>) => void): void
}

const scope = globalThis as unknown as WorkerScope
scope.addEventListener('message', (event) => {
  void useWorkerLocale(event.data.locale).then(async () => {
    const built = await answerBackup(event.data)
    // The compressed bytes move to the page; nothing is copied.
    scope.postMessage(built, built.ok && built.form === 'gzip' ? [built.gzip] : [])
  })
})
