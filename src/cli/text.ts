// The CLI's own words (usage, errors, what it wrote), from locales/ and read through the same
// translator as the rules text, in the --locale asked for (locale.ts).
import { systemText } from '../systems/common/text'
import en from './locales/en.json' with { type: 'json' }

export const text = systemText('cli', en)
