/** Asks the browser not to evict our IndexedDB under storage pressure. */
export async function requestPersistentStorage(nav: Navigator = navigator): Promise<boolean> {
  if (!nav.storage?.persist) return false
  if (await nav.storage.persisted()) return true
  return nav.storage.persist()
}
