import type { ThemeSource } from '@shared/ipc'

// The theme choice is also kept in localStorage so the first frame already has the right colours,
// before IndexedDB is open. IndexedDB stays the source of truth.
const key = 'quillkeep.theme'

export function cachedTheme(): ThemeSource {
  try {
    const value = localStorage.getItem(key)
    return value === 'light' || value === 'dark' ? value : 'system'
  } catch {
    return 'system'
  }
}

export function cacheTheme(source: ThemeSource): void {
  try {
    localStorage.setItem(key, source)
  } catch {
    // Storage can be unavailable (private mode); the theme then follows the system until loaded.
  }
}

export function applyTheme(source: ThemeSource, prefersDark: boolean): 'light' | 'dark' {
  const effective = source === 'system' ? (prefersDark ? 'dark' : 'light') : source
  document.documentElement.dataset.theme = effective
  return effective
}
