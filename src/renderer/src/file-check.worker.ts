// The file checks (file-check-core.ts) as a module Web Worker; file-check.ts starts it.
import { answer, type FileCheckRequest } from './file-check-core'
import { useRulesLocale } from '@shared/translator'

// Any rules text a check words here is in English (the page shows its own in the user's locale).
useRulesLocale()

self.addEventListener('message', (event: MessageEvent<FileCheckRequest>) => {
  self.postMessage(answer(event.data))
})
