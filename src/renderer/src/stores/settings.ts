import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { ThemeSource } from '@shared/ipc'
import type { HouseRules } from '@systems/types'
import { settingsRepo } from '@renderer/db/settings-repo'
import { platform } from '@renderer/platform'
import { cachedTheme, cacheTheme } from '@renderer/theme-cache'
import {
  applyLocale,
  cacheLocale,
  currentLocale,
  isAppLocale,
  localeOverride,
  matchLocale,
  type AppLocale,
} from '@renderer/i18n'

/** The language setting: a locale, or 'system' to follow the system's language. */
export type LocaleChoice = AppLocale | 'system'

export const useSettingsStore = defineStore('settings', () => {
  const theme = ref<ThemeSource>(cachedTheme())
  const darkQuery =
    typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null
  const systemPrefersDark = ref(darkQuery?.matches ?? false)
  darkQuery?.addEventListener?.('change', (e) => (systemPrefersDark.value = e.matches))
  /** House-rule overrides per system id; unset rules use each system's documented default. */
  const houseRules = ref<Record<string, HouseRules>>({})
  const loaded = ref(false)
  /** The language chosen in Settings ('system' until the user picks one). */
  const localeChoice = ref<LocaleChoice>('system')
  /** The locale the system's languages give (what 'system' follows). */
  const systemLocale = ref<AppLocale>('en')

  const effectiveTheme = computed<'light' | 'dark'>(() =>
    theme.value === 'system' ? (systemPrefersDark.value ? 'dark' : 'light') : theme.value,
  )

  let loading: Promise<void> | null = null

  /** Loads once; later calls wait for the same load. */
  function load(): Promise<void> {
    loading ??= read()
    return loading
  }

  async function read(): Promise<void> {
    theme.value = (await settingsRepo.get<ThemeSource>('theme')) ?? 'system'
    cacheTheme(theme.value)
    houseRules.value = (await settingsRepo.get<Record<string, HouseRules>>('houseRules')) ?? {}
    const storedLocale = await settingsRepo.get<unknown>('locale')
    // A value this version does not know (a newer one's, or a bad import) follows the system.
    localeChoice.value = isAppLocale(storedLocale) ? storedLocale : 'system'
    loaded.value = true
    await platform().setThemeSource(theme.value)
    await useLocale()
  }

  /** Applies the chosen language (or the system's), and keeps it for the next first frame. */
  async function useLocale(): Promise<void> {
    systemLocale.value = matchLocale(await platform().systemLanguages())
    const chosen = localeChoice.value === 'system' ? systemLocale.value : localeChoice.value
    const locale = localeOverride() ?? chosen
    if (locale !== currentLocale()) await applyLocale(locale)
    cacheLocale(chosen)
    await platform().setLocale(locale)
  }

  async function setLocale(choice: LocaleChoice): Promise<void> {
    await load()
    localeChoice.value = choice
    await useLocale()
    await settingsRepo.set('locale', choice)
  }

  // Each setter waits for the first load, so a choice made before the stored settings are read
  // is not overwritten by them when the read completes.
  async function setTheme(source: ThemeSource): Promise<void> {
    await load()
    theme.value = source
    cacheTheme(source)
    await settingsRepo.set('theme', source)
    await platform().setThemeSource(source)
  }

  function houseRulesFor(systemId: string): HouseRules {
    return houseRules.value[systemId] ?? {}
  }

  async function setHouseRule(
    systemId: string,
    ruleId: string,
    value: number | boolean | null,
  ): Promise<void> {
    await load()
    const forSystem = { ...houseRulesFor(systemId) }
    if (value === null) delete forSystem[ruleId]
    else forSystem[ruleId] = value
    houseRules.value = { ...houseRules.value, [systemId]: forSystem }
    await settingsRepo.set('houseRules', houseRules.value)
  }

  return {
    theme,
    effectiveTheme,
    houseRules,
    loaded,
    localeChoice,
    systemLocale,
    load,
    setTheme,
    setLocale,
    houseRulesFor,
    setHouseRule,
  }
})
