// Imported first by the workers: their rules text (a check's wording) is in English, installed
// before any rules module loads, as some word a constant when they load.
import { useRulesLocale } from '@shared/translator'

useRulesLocale()
