// The page tests/e2e/web-sync-folder.spec.ts drives (#24): the web build's own sync folder code,
// built with the web renderer's Vite settings into <web build>/e2e-web-sync/ (the app's origin),
// handed to the spec on window so it runs against Chromium's real File System Access API.
import '@renderer/i18n'
import { fsAccessSyncFolder } from '@renderer/platform/fs-access-folder'
import { createWebSync } from '@renderer/platform/web-sync'

Object.assign(window, { webSyncTest: { fsAccessSyncFolder, createWebSync } })
document.documentElement.dataset.ready = 'true'
