// Cairn (AP & Grimoire)'s rules text, from locales/ (see ../common/text.ts).
import { systemText } from '../common/text'
import en from './locales/en.json' with { type: 'json' }

export const text = systemText('cairnAp', en)
