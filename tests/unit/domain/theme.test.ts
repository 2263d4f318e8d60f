import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME_CHOICE, resolveTheme, toThemeChoice } from '../../../src/domain/theme'

describe('the theme choice', () => {
  it('follows the system unless staff chose otherwise', () => {
    expect(DEFAULT_THEME_CHOICE).toBe('system')
    expect(toThemeChoice(null)).toBe('system')
    expect(toThemeChoice(undefined)).toBe('system')
  })

  it('reads back what was stored, and anything else as the default', () => {
    expect(toThemeChoice('light')).toBe('light')
    expect(toThemeChoice('dark')).toBe('dark')
    expect(toThemeChoice('system')).toBe('system')
    expect(toThemeChoice('Dark')).toBe('system')
    expect(toThemeChoice('sepia')).toBe('system')
    expect(toThemeChoice('')).toBe('system')
  })

  it("shows the chosen theme whatever the device says, and the device's when the choice is 'system'", () => {
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
  })
})
