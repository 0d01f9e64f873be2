// The baseline for bench/first-paint.mjs: the least a Vue + Pinia page can do before it paints.
import { createApp, defineComponent, h } from 'vue'
import { createPinia } from 'pinia'

const BlankPage = defineComponent({
  name: 'BlankPage',
  render: () => h('main', 'Blank'),
})

createApp(BlankPage).use(createPinia()).mount('#app')
document.documentElement.dataset.ready = 'true'
