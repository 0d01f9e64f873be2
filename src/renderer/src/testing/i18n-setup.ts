// Component tests mount screens that translate their texts: vue-i18n is installed in every mount,
// as main.ts installs it in the app (English, as the tests' system language is).
import { config } from '@vue/test-utils'
import { i18n, loadAreaMessages } from '../i18n'

config.global.plugins.push(i18n)
// Every area's English texts, as the app has them once the router is there.
await loadAreaMessages()
