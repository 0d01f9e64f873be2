import { computed, shallowRef, type Component } from 'vue'
import type { Router } from 'vue-router'

// The first screen paints before vue-router has loaded. Measured in bench/first-paint, the router's
// module (its start-up reads sessionStorage), its history set-up and its first navigation cost
// about 30 ms of a blank page's 70 ms start, so main.ts loads it after the first frame. Until
// then the location comes from the URL's hash (the app uses hash history), the library renders
// without the router (App.vue), and a navigation waits for the router. Screens other than the
// library load with the router, so only the shell and the library use this module instead of
// vue-router's own RouterLink, useRoute and useRouter.

/** The router, once it has made its first navigation; null before. */
const attached = shallowRef<Router | null>(null)
const waiting: ((router: Router) => void)[] = []

/** The location after the hash, e.g. "/characters?new=1"; "/" for none. */
function fromHash(): string {
  return typeof location === 'undefined' ? '/' : decodeURI(location.hash.slice(1)) || '/'
}

const hashLocation = shallowRef(fromHash())
const followHash = (): void => {
  hashLocation.value = fromHash()
}
if (typeof window !== 'undefined') window.addEventListener('hashchange', followHash)

/** RouterView, once the router is there (App.vue renders every screen but the library in it). */
export const routerView = shallowRef<Component | null>(null)

/**
 * Hands the router to the shell and the library, after its first navigation (before that its
 * current route is its start location, not the page's). Navigations asked for before run now.
 */
export function attachRouter(router: Router, view?: Component): void {
  if (typeof window !== 'undefined') window.removeEventListener('hashchange', followHash)
  attached.value = router
  if (view) routerView.value = view
  for (const run of waiting.splice(0)) run(router)
}

function whenRouter(): Promise<Router> {
  const router = attached.value
  return router ? Promise.resolve(router) : new Promise((resolve) => waiting.push(resolve))
}

/** Where the app is, as a path with its query: the router's route, or the hash before it. */
const fullPath = computed(() => attached.value?.currentRoute.value.fullPath ?? hashLocation.value)

/** The current path, without its query ("/" is the library's, as the router redirects it). */
export const currentPath = computed(() => {
  const path = fullPath.value.split('?')[0] || '/'
  return path === '/' ? libraryPath : path
})

/** One query parameter of the current location, or null. */
export function queryValue(name: string): string | null {
  const query = fullPath.value.split('?')[1]
  return query === undefined ? null : new URLSearchParams(query).get(name)
}

const libraryPath = '/characters'

/** True on the library's path, the screen the app opens on. */
export function isLibraryPath(path: string): boolean {
  return path === libraryPath
}

/** Goes to `to` (a path with an optional query), through the router once it is there. */
export async function navigate(to: string, options: { replace?: boolean } = {}): Promise<void> {
  const router = await whenRouter()
  await (options.replace ? router.replace(to) : router.push(to))
}

/**
 * A click on an in-app link (`hrefOf(to)`): a plain click navigates in the app, as RouterLink
 * does; a click with a modifier, or not with the main button, keeps the browser's own meaning.
 */
export function followLink(event: MouseEvent, to: string): void {
  if (event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
  event.preventDefault()
  void navigate(to)
}

/** The href of an in-app link: hash history, as vue-router writes it. */
export function hrefOf(to: string): string {
  return `#${to}`
}
