// Main's own words (menus, dialogs, file and backup messages), from locales/ and read through the
// same translator as the rules text, in the language the renderer shows (rules-locale.ts).
import { systemText } from '@systems/common/text'
import en from './locales/en.json' with { type: 'json' }

export const text = systemText('main', en)
