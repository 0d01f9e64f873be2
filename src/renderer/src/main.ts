import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { createAppRouter } from './router'
import { requestPersistentStorage } from './db/storage'
import { useSettingsStore } from './stores/settings'
import './style.css'

async function start(): Promise<void> {
  const app = createApp(App)
  const pinia = createPinia()
  app.use(pinia)
  const router = createAppRouter()
  app.use(router)
  void requestPersistentStorage()
  await useSettingsStore(pinia).load()
  await router.isReady()
  app.mount('#app')
  document.documentElement.dataset.ready = 'true'
}

void start()
