// The shared layer's words (file checks, validation problems, awards), from locales/ and read
// through the same translator as the rules text (../systems/common/text.ts).
import { systemText } from '../systems/common/text'
import en from './locales/en.json' with { type: 'json' }

export const text = systemText('shared', en)
