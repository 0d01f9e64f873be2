import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { createAppRouter } from './router'
import { requestPersistentStorage } from './db/storage'
import { database, onBeforeUpgrade } from './db/connection'
import { transferStore } from './transfer'
import { useSettingsStore } from './stores/settings'
import { applyTheme, cachedTheme } from './theme-cache'
import './style.css'

// Colours first, so the first frame is already in the right theme.
applyTheme(
  cachedTheme(),
  typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches,
)

// Before a new release changes the database schema, the old contents go to a backup.
onBeforeUpgrade(async (bundle) => {
  await (await transferStore()).backupBundle(bundle, 'before-upgrade')
})

// Start loading and opening the database now, in parallel with mounting the first screen.
void database()
  .then((db) => db.open())
  .catch(() => undefined) // The screens report storage errors when they read.

const app = createApp(App)
const pinia = createPinia()
app.use(pinia)
const router = createAppRouter()
app.use(router)
void useSettingsStore(pinia).load()
void requestPersistentStorage()
void router.isReady().then(() => app.mount('#app'))
