// Node-side tests read the rules text in English, through the translator that Electron's main
// process and the CLI install (the renderer's tests get the app's vue-i18n from i18n.ts).
import { useRulesLocale } from '../../src/shared/translator'

useRulesLocale('en')
