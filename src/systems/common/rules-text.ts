// The rules text every system shares (rewards, the ledger, passing time), from locales/ (see
// text.ts).
import en from './locales/en.json' with { type: 'json' }
import { systemText } from './text'

export const text = systemText('rules', en)
