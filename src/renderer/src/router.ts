import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router'

export { RouterView } from 'vue-router'
import LibraryView from './views/LibraryView.vue'
import { screens } from './screens'

// Loaded after the first frame (see navigation.ts); the library renders before it, in App.vue.
// Hash history: the same URLs work from app://quillkeep, a static web server and file downloads.
export const routes: RouteRecordRaw[] = [
  { path: '/', redirect: '/characters' },
  { path: '/characters', name: 'library', component: LibraryView, meta: { title: 'Characters' } },
  {
    path: '/characters/:id',
    name: 'character',
    component: screens.character,
    props: (route) => ({ id: route.params.id, mode: 'sheet' }),
    meta: { title: 'Character' },
  },
  {
    path: '/characters/:id/create',
    name: 'character-create',
    component: screens.character,
    props: (route) => ({ id: route.params.id, mode: 'create' }),
    meta: { title: 'New character' },
  },
  {
    path: '/campaigns',
    name: 'campaigns',
    component: screens.campaigns,
    meta: { title: 'Campaigns' },
  },
  {
    path: '/campaigns/:id',
    component: screens.campaign,
    props: true,
    meta: { title: 'Campaign' },
    children: [
      { path: '', redirect: (to) => `/campaigns/${String(to.params.id)}/journal` },
      {
        path: 'journal/:entryId?',
        name: 'journal',
        component: screens.journal,
        props: (route) => ({
          campaignId: route.params.id,
          entryId: route.params.entryId || null,
        }),
        meta: { title: 'Journal' },
      },
      {
        path: 'party',
        name: 'party',
        component: screens.party,
        props: (route) => ({ campaignId: route.params.id }),
        meta: { title: 'Party' },
      },
      {
        path: 'combat',
        name: 'combat',
        component: screens.combat,
        props: (route) => ({ campaignId: route.params.id }),
        meta: { title: 'Combat' },
      },
      {
        path: 'settings',
        name: 'campaign-settings',
        component: screens.campaignSettings,
        props: (route) => ({ campaignId: route.params.id }),
        meta: { title: 'Campaign settings' },
      },
    ],
  },
  {
    path: '/journal/:entryId',
    name: 'journal-entry',
    component: screens.journalLink,
    props: true,
    meta: { title: 'Journal entry' },
  },
  {
    path: '/settings',
    name: 'settings',
    component: screens.settings,
    meta: { title: 'Settings' },
  },
  {
    path: '/sync/conflicts',
    name: 'sync-conflicts',
    component: screens.syncConflicts,
    meta: { title: 'Sync conflicts' },
  },
  { path: '/:pathMatch(.*)*', redirect: '/characters' },
]

export function createAppRouter() {
  return createRouter({ history: createWebHashHistory(), routes })
}
