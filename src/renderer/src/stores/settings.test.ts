import { describe, expect, it } from 'vitest'
import { settingsRepo } from '@renderer/db/settings-repo'
import { useTestDatabase } from '@renderer/testing/sheet-harness'
import { useSettingsStore } from './settings'

useTestDatabase('settings-store')

describe('settings store', () => {
  it('a house rule set while the stored settings are still loading is kept, not overwritten', async () => {
    await settingsRepo.set('houseRules', { symbaroum: { attributePointTotal: 90 } })
    const settings = useSettingsStore()
    const loading = settings.load()
    const setting = settings.setHouseRule('heimr', 'someRule', 3)
    await Promise.all([loading, setting])
    expect(settings.houseRules).toEqual({
      symbaroum: { attributePointTotal: 90 },
      heimr: { someRule: 3 },
    })
    expect(await settingsRepo.get('houseRules')).toEqual(settings.houseRules)
  })

  it('a theme chosen while loading is kept', async () => {
    await settingsRepo.set('theme', 'light')
    const settings = useSettingsStore()
    const loading = settings.load()
    await Promise.all([loading, settings.setTheme('dark')])
    expect(settings.theme).toBe('dark')
    expect(await settingsRepo.get('theme')).toBe('dark')
  })

  it('clearing a house rule removes it', async () => {
    const settings = useSettingsStore()
    await settings.setHouseRule('symbaroum', 'attributePointTotal', 70)
    await settings.setHouseRule('symbaroum', 'attributePointTotal', null)
    expect(settings.houseRulesFor('symbaroum')).toEqual({})
  })
})
