import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router'

export { RouterView } from 'vue-router'
import LibraryView from './views/LibraryView.vue'

// Loaded after the first frame (see navigation.ts); the library renders before it, in App.vue.
// Hash history: the same URLs work from app://quillkeep, a static web server and file downloads.
export const routes: RouteRecordRaw[] = [
  { path: '/', redirect: '/characters' },
  { path: '/characters', name: 'library', component: LibraryView, meta: { title: 'Characters' } },
  {
    path: '/characters/:id',
    name: 'character',
    component: () => import('./views/CharacterEditorView.vue'),
    props: (route) => ({ id: route.params.id, mode: 'sheet' }),
    meta: { title: 'Character' },
  },
  {
    path: '/characters/:id/create',
    name: 'character-create',
    component: () => import('./views/CharacterEditorView.vue'),
    props: (route) => ({ id: route.params.id, mode: 'create' }),
    meta: { title: 'New character' },
  },
  {
    path: '/campaigns',
    name: 'campaigns',
    component: () => import('./views/CampaignsView.vue'),
    meta: { title: 'Campaigns' },
  },
  {
    path: '/campaigns/:id',
    component: () => import('./views/CampaignView.vue'),
    props: true,
    meta: { title: 'Campaign' },
    children: [
      { path: '', redirect: (to) => `/campaigns/${String(to.params.id)}/journal` },
      {
        path: 'journal/:entryId?',
        name: 'journal',
        component: () => import('./journal/JournalView.vue'),
        props: (route) => ({
          campaignId: route.params.id,
          entryId: route.params.entryId || null,
        }),
        meta: { title: 'Journal' },
      },
      {
        path: 'party',
        name: 'party',
        component: () => import('./views/PartyView.vue'),
        props: (route) => ({ campaignId: route.params.id }),
        meta: { title: 'Party' },
      },
      {
        path: 'settings',
        name: 'campaign-settings',
        component: () => import('./views/CampaignSettingsView.vue'),
        props: (route) => ({ campaignId: route.params.id }),
        meta: { title: 'Campaign settings' },
      },
    ],
  },
  {
    path: '/journal/:entryId',
    name: 'journal-entry',
    component: () => import('./journal/JournalLink.vue'),
    props: true,
    meta: { title: 'Journal entry' },
  },
  {
    path: '/settings',
    name: 'settings',
    component: () => import('./views/SettingsView.vue'),
    meta: { title: 'Settings' },
  },
  { path: '/:pathMatch(.*)*', redirect: '/characters' },
]

export function createAppRouter() {
  return createRouter({ history: createWebHashHistory(), routes })
}
