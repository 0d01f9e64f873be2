// A second baseline for bench/first-paint.mjs (information): the blank Vue + Pinia page plus
// vue-i18n as the app sets it up (precompiled English messages, the Composition API), showing the
// shell's three navigation words. The app's ratio to this page is what its own code costs.
import { createApp, defineComponent, h } from 'vue'
import { createPinia } from 'pinia'
import { createI18n, useI18n } from 'vue-i18n'
import en from '../../src/renderer/src/locales/en.json'

const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en },
  missingWarn: false,
  fallbackWarn: false,
})

const BlankPage = defineComponent({
  name: 'BlankPage',
  setup() {
    const { t } = useI18n()
    return () =>
      h('main', [t('shell.characters'), ' ', t('shell.campaigns'), ' ', t('shell.settings')])
  },
})

createApp(BlankPage).use(createPinia()).use(i18n).mount('#app')
document.documentElement.dataset.ready = 'true'
