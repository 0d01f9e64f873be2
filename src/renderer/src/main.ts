import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { requestPersistentStorage } from './db/storage'
import { database, onBeforeUpgrade } from './db/connection'
import { transferStore } from './transfer'
import { noDatabaseYet } from './library-cache'
import { useLibraryStore } from './stores/library'
import { useSettingsStore } from './stores/settings'
import { applyTheme, cachedTheme } from './theme-cache'
import { attachRouter, currentPath, isLibraryPath } from './navigation'
import { afterNextFrame } from './frames'
import { preloadScreens } from './screens'
import { releaseFirstFrame } from './first-frame'
import { afterFirstScreen } from './ready'
import {
  applyLocale,
  cachedLocale,
  i18n,
  loadAreaMessages,
  localeOverride,
  matchLocale,
} from './i18n'
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

const app = createApp(App)
const pinia = createPinia()
app.use(pinia)
app.use(i18n)

// The language the last session used (Settings keeps the choice); on a first launch, the
// system's. English is in this bundle; another language's messages load before the first frame.
const startLocale = localeOverride() ?? cachedLocale() ?? matchLocale(navigator.languages)
const localeReady = startLocale === 'en' ? null : applyLocale(startLocale).catch(() => undefined)

/**
 * Mounts the app, once the first frame's language is there. Mounting replaces the copy of the
 * last session's library that public/first-frame.js may have painted (first-frame.ts).
 */
function mount(): void {
  const mountNow = (): void => {
    releaseFirstFrame()
    app.mount('#app')
  }
  if (localeReady) void localeReady.then(mountNow)
  else mountNow()
}

// The first screen (the library) shows the user's list without waiting for the database: a
// returning user's comes from its cached summary, and a first launch's is empty when the browser
// holds no database yet. Dexie then loads, opens and reconciles the list after the first frame.
// Otherwise (a cache not written yet, or storage that cannot say) the list waits for the
// database, so it starts at once.
const library = useLibraryStore(pinia)

async function showFirstList(): Promise<boolean> {
  if (library.showCached()) return true
  if (!(await noDatabaseYet())) return false
  library.showEmpty()
  return true
}

function openDatabase(listShown: boolean): void {
  void database()
    .then((db) => db.open())
    .catch(() => undefined) // The screens report storage errors when they read.
  void useSettingsStore(pinia).load()
  if (listShown) void library.load()
}

/**
 * Loads vue-router and hands it to the shell once it has made its first navigation. The library
 * renders without it (see navigation.ts); every other screen waits for it.
 */
async function startRouter(): Promise<void> {
  // The other screens' English texts come with the router (the library's are in this bundle).
  const [{ createAppRouter, RouterView }] = await Promise.all([
    import('./router'),
    loadAreaMessages(),
  ])
  const router = createAppRouter()
  app.use(router)
  await router.isReady()
  attachRouter(router, RouterView)
}

// Pictures nothing refers to any more go, once per start, in a quiet moment: only those stored
// before this session began, since an undo in this session can still bring a reference back.
const sessionStart = new Date().toISOString()
afterFirstScreen(() => {
  void import('./db/images-repo')
    .then(({ imagesRepo }) => imagesRepo.sweep(sessionStart))
    .catch((error: unknown) => console.warn('Unused pictures were not cleaned up', error))
})

// Sync between devices (#24), when it is on: a full read of the folder, then watching it. After
// the first screen, so a large folder never delays it.
afterFirstScreen(() => {
  void import('./stores/sync')
    .then(({ useSyncStore }) => useSyncStore(pinia).load())
    .catch((error: unknown) => console.warn('Sync did not start', error))
})

if (isLibraryPath(currentPath.value)) {
  void showFirstList().then((listShown) => {
    if (listShown) afterNextFrame(() => openDatabase(true))
    else openDatabase(false)
    afterNextFrame(() => void requestPersistentStorage())
    // The library's first frame does not wait for the router.
    afterNextFrame(() => void startRouter())
    mount()
  })
} else {
  // Another screen (a campaign's journal, a sheet) reads the database for its first frame: open
  // it and load the router and the screen's components at once, and leave the library's list
  // until the library is shown.
  openDatabase(false)
  preloadScreens(currentPath.value)
  void startRouter()
  afterNextFrame(() => void requestPersistentStorage())
  mount()
}
