// The file checks (file-check-core.ts) as a module Web Worker; file-check.ts starts it.
import './rules-text-english'
import { answer, type FileCheckRequest } from './file-check-core'
import { useWorkerLocale } from './worker-locale'

// Requests may differ in locale: each answer is worked out in the same turn as its locale is set.
self.addEventListener('message', (event: MessageEvent<FileCheckRequest>) => {
  void useWorkerLocale(event.data.locale).then(() => self.postMessage(answer(event.data)))
})
