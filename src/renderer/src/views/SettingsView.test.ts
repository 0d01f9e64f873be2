// App settings as the user meets them: folded sections per system, the theme choice, and house
// rules that reach the settings store and the database only when committed.
import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { systems } from '@systems/index'
import { settingsRepo } from '@renderer/db/settings-repo'
import { useSettingsStore } from '@renderer/stores/settings'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import SettingsView from './SettingsView.vue'
import { applyLocale } from '@renderer/i18n'
import { setPlatform } from '@renderer/platform'
import { createWebPlatform } from '@renderer/platform/web'
import type { UpdateSettings } from '@shared/ipc'

useTestDatabase('settings-view')

async function view() {
  const wrapper = mount(SettingsView, {
    global: { stubs: { BackupsPanel: true } },
    attachTo: document.body,
  })
  await useSettingsStore().load()
  await flushPromises()
  return wrapper
}

const summary = (wrapper: Awaited<ReturnType<typeof view>>, systemId: string) =>
  wrapper.get(`details[data-system="${systemId}"] > summary`)

describe('SettingsView', () => {
  it('folds every system’s house rules, each summary counting its rules', async () => {
    const wrapper = await view()
    for (const system of Object.values(systems)) {
      const details = wrapper.get(`details[data-system="${system.id}"]`)
      expect((details.element as HTMLDetailsElement).open).toBe(false)
      expect(summary(wrapper, system.id).text()).toContain(system.name)
      expect(summary(wrapper, system.id).text()).toContain(
        `${system.houseRules.length} rules · all defaults`,
      )
    }
    wrapper.unmount()
  })

  it('a committed house rule is saved and counted; an invalid one is not', async () => {
    const wrapper = await view()
    const input = wrapper.get('input[id="symbaroum.attributePointTotal"]')
    await input.setValue('200')
    expect(input.attributes('aria-invalid')).toBe('true')
    expect(wrapper.find('[role="alert"]').text()).toContain('must be a whole number from')
    await flushPromises()
    expect(await settingsRepo.get('houseRules')).toBeUndefined()

    await input.setValue('75')
    await flushPromises()
    expect(useSettingsStore().houseRulesFor('symbaroum')).toEqual({ attributePointTotal: 75 })
    expect(await settingsRepo.get('houseRules')).toEqual({
      symbaroum: { attributePointTotal: 75 },
    })
    expect(summary(wrapper, 'symbaroum').text()).toContain('1 changed')
    // The message is gone once the cause is.
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('the contributor table commits cells into the same house rules', async () => {
    const wrapper = await view()
    const cell = wrapper.get('input[data-field="Minor contributor at 19"]')
    await cell.setValue('3')
    await cell.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(await settingsRepo.get('houseRules')).toEqual({
      'gods-monsters': { minorContributor19: 3 },
    })
    wrapper.unmount()
  })

  it('the theme choice is saved and applied', async () => {
    const wrapper = await view()
    await wrapper.get('input[name="theme"][value="dark"]').setValue(true)
    await flushPromises()
    expect(useSettingsStore().effectiveTheme).toBe('dark')
    expect(await settingsRepo.get('theme')).toBe('dark')
    wrapper.unmount()
  })

  it('says where the data lives', async () => {
    const wrapper = await view()
    expect(wrapper.text()).toContain(
      `Quillkeep keeps everything on this computer: This browser’s IndexedDB for ${location.origin}.`,
    )
    wrapper.unmount()
  })

  it(
    'the language follows the system until one is picked, then switches at once and is kept',
    {
      timeout: 30_000,
    },
    async () => {
      const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en'])
      try {
        const wrapper = await view()
        // The system's language (German here) is the default, and the picker names it.
        expect(useSettingsStore().localeChoice).toBe('system')
        expect(wrapper.get('h1').text()).toBe('Einstellungen')
        const system = wrapper.get('input[name="language"][value="system"]')
        expect((system.element as HTMLInputElement).checked).toBe(true)
        expect(system.element.parentElement?.textContent).toContain('Wie das System (Deutsch)')

        await wrapper.get('input[name="language"][value="sv"]').setValue(true)
        // Applied without a restart (once its messages have loaded): the same screen, now in
        // Swedish, plurals included.
        // (The first switch loads every file of the locale: allow for a slow, busy machine.)
        await vi.waitFor(() => expect(wrapper.get('h1').text()).toBe('Inställningar'), {
          timeout: 10_000,
        })
        await flushPromises()
        expect(summary(wrapper, 'symbaroum').text()).toContain('regler · alla standardvärden')
        expect(document.documentElement.lang).toBe('sv')
        expect(await settingsRepo.get('locale')).toBe('sv')
        expect(localStorage.getItem('quillkeep.locale')).toBe('sv')

        // Back to the system's language.
        await wrapper.get('input[name="language"][value="system"]').setValue(true)
        await vi.waitFor(() => expect(wrapper.get('h1').text()).toBe('Einstellungen'))
        await vi.waitFor(async () => expect(await settingsRepo.get('locale')).toBe('system'))
        wrapper.unmount()
      } finally {
        languages.mockRestore()
        await applyLocale('en')
        localStorage.removeItem('quillkeep.locale')
      }
    },
  )

  it('a stored language this version does not know follows the system', async () => {
    await settingsRepo.set('locale', 'xx-unknown')
    const wrapper = await view()
    expect(useSettingsStore().localeChoice).toBe('system')
    expect(wrapper.get('h1').text()).toBe('Settings')
    wrapper.unmount()
  })
})

describe('SettingsView: update checks', () => {
  /** The desktop platform as far as update checks go, with the setting kept "in main". */
  function desktop(stored: UpdateSettings, fail = false) {
    const setUpdateSettings = vi.fn((next: UpdateSettings) => {
      if (fail) return Promise.reject(new Error('Could not write update-settings.json.'))
      stored = next
      return Promise.resolve(next)
    })
    setPlatform({
      ...createWebPlatform(),
      kind: 'electron',
      getUpdateSettings: () => Promise.resolve(stored),
      setUpdateSettings,
    })
    return { setUpdateSettings, stored: () => stored }
  }
  const box = (wrapper: Awaited<ReturnType<typeof view>>) =>
    wrapper.get('input[name="checkForUpdates"]')
  const checked = (wrapper: Awaited<ReturnType<typeof view>>) =>
    (box(wrapper).element as HTMLInputElement).checked

  it('on the desktop: off by default, saying GitHub is contacted only when on', async () => {
    const main = desktop({ checkForUpdates: false })
    try {
      const wrapper = await view()
      expect(checked(wrapper)).toBe(false)
      expect(box(wrapper).attributes('disabled')).toBeUndefined()
      expect(box(wrapper).element.parentElement?.textContent).toContain(
        'Check for updates when Quillkeep starts',
      )
      expect(wrapper.get('#updates-note').text()).toContain(
        'Quillkeep contacts GitHub only when this is on',
      )

      await box(wrapper).setValue(true)
      await flushPromises()
      expect(main.setUpdateSettings).toHaveBeenCalledExactlyOnceWith({ checkForUpdates: true })
      expect(main.stored()).toEqual({ checkForUpdates: true })
      await box(wrapper).setValue(false)
      await flushPromises()
      expect(main.stored()).toEqual({ checkForUpdates: false })
      wrapper.unmount()

      desktop({ checkForUpdates: true })
      const again = await view()
      expect(checked(again)).toBe(true)
      again.unmount()
    } finally {
      setPlatform(null)
    }
  })

  it('shows why a choice was not kept, and the box goes back to what is stored', async () => {
    desktop({ checkForUpdates: false }, true)
    try {
      const wrapper = await view()
      await box(wrapper).setValue(true)
      await flushPromises()
      expect(wrapper.get('[role="alert"]').text()).toBe('Could not write update-settings.json.')
      expect(checked(wrapper)).toBe(false)
      wrapper.unmount()
    } finally {
      setPlatform(null)
    }
  })

  it('in the browser: the box is off and disabled, with a note why', async () => {
    setPlatform(null)
    const wrapper = await view()
    expect(checked(wrapper)).toBe(false)
    expect(box(wrapper).attributes('disabled')).toBeDefined()
    expect(wrapper.get('#updates-note').text()).toBe(
      'The browser version is updated with the page it is served from, so there is nothing to check.',
    )
    wrapper.unmount()
  })
})
