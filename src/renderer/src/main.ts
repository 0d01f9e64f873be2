import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { createAppRouter } from './router'
import { requestPersistentStorage } from './db/storage'
import { useSettingsStore } from './stores/settings'
import { applyTheme, cachedTheme } from './theme-cache'
import './style.css'

// Colours first, so the first frame is already in the right theme.
applyTheme(cachedTheme(), typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches)

const app = createApp(App)
const pinia = createPinia()
app.use(pinia)
const router = createAppRouter()
app.use(router)
void useSettingsStore(pinia).load()
void requestPersistentStorage()
void router.isReady().then(() => app.mount('#app'))
