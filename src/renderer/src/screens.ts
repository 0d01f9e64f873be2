// Every screen but the library, loaded when first shown. The router's routes use these loaders,
// and a start-up on one of these screens begins loading its components at once, beside the router,
// instead of after it (bench/journal: the journal's components were requested about 80 ms after
// the router had loaded, at the end of a chain of three round trips).
export const screens = {
  character: () => import('./views/CharacterEditorView.vue'),
  campaigns: () => import('./views/CampaignsView.vue'),
  campaign: () => import('./views/CampaignView.vue'),
  journal: () => import('./journal/JournalView.vue'),
  party: () => import('./views/PartyView.vue'),
  combat: () => import('./combat/CombatView.vue'),
  campaignSettings: () => import('./views/CampaignSettingsView.vue'),
  journalLink: () => import('./journal/JournalLink.vue'),
  settings: () => import('./views/SettingsView.vue'),
  syncConflicts: () => import('./views/SyncConflictsView.vue'),
}

export type ScreenName = keyof typeof screens

// The router's paths (router.ts), as the screens they show; a unit test keeps the two in step.
const byPath: [RegExp, ScreenName[]][] = [
  [/^\/characters\/[^/]+(\/create)?$/, ['character']],
  [/^\/campaigns$/, ['campaigns']],
  [/^\/campaigns\/[^/]+(\/journal(\/[^/]+)?)?$/, ['campaign', 'journal']],
  [/^\/campaigns\/[^/]+\/party$/, ['campaign', 'party']],
  [/^\/campaigns\/[^/]+\/combat$/, ['campaign', 'combat']],
  [/^\/campaigns\/[^/]+\/settings$/, ['campaign', 'campaignSettings']],
  [/^\/journal\/[^/]+$/, ['journalLink']],
  [/^\/settings$/, ['settings']],
  [/^\/sync\/conflicts$/, ['syncConflicts']],
]

/** The screens a path shows (none for the library, or a path the router redirects). */
export function screensOf(path: string): ScreenName[] {
  return byPath.find(([pattern]) => pattern.test(path))?.[1] ?? []
}

/** Starts loading the screens of `path`; the router finds them loaded, or on their way. */
export function preloadScreens(path: string): void {
  for (const name of screensOf(path)) screens[name]().catch(() => undefined) // the router reports it
}
