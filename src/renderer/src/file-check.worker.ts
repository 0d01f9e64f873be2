// The file checks (file-check-core.ts) as a module Web Worker; file-check.ts starts it.
import './rules-text-english'
import { answer, type FileCheckRequest } from './file-check-core'

self.addEventListener('message', (event: MessageEvent<FileCheckRequest>) => {
  self.postMessage(answer(event.data))
})
