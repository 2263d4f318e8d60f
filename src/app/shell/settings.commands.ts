// Language, theme, the shortcut sheet, signing out. (The profile's own commands are in its area.)
import type { Command } from '../../commands/types'
import { THEME_CHOICES, type ThemeChoice } from '../../domain/theme'

const THEME_WORDS = ['theme', 'colour', 'color', 'mode', 'ธีม', 'โหมด', 'สี']
/** Per theme: the words it is found by, English and Thai. */
const THEME_KEYWORDS: Record<ThemeChoice, readonly string[]> = {
  light: ['light', 'light mode', 'bright', 'สว่าง', 'ธีมสว่าง', 'โหมดสว่าง', 'กลางวัน'],
  dark: ['dark', 'dark mode', 'night', 'มืด', 'ธีมมืด', 'โหมดมืด', 'กลางคืน'],
  system: ['system', 'device', 'auto', 'automatic', 'ระบบ', 'ตามระบบ', 'อัตโนมัติ', 'อุปกรณ์'],
}

/** 'Use light theme', 'Use dark theme', 'Follow the system theme': each offered unless it is the choice already. */
function themeCommands(): Command[] {
  return THEME_CHOICES.map((choice) => ({
    id: `use-theme-${choice}`,
    titleKey: `commands:settings.theme_${choice}`,
    keywords: [...THEME_KEYWORDS[choice], ...THEME_WORDS],
    section: 'settings',
    permission: 'authenticated',
    when: (scope) => scope.theme !== choice,
    run: (context) => context.setTheme(choice),
  }))
}

export const settingsCommands: Command[] = [
  {
    id: 'switch-language-th',
    titleKey: 'commands:settings.language_th',
    keywords: ['thai', 'language', 'ภาษาไทย', 'ไทย', 'ภาษา', 'th'],
    section: 'settings',
    permission: 'authenticated',
    when: (scope) => scope.language !== 'th',
    run: (context) => context.setLanguage('th'),
  },
  {
    id: 'switch-language-en',
    titleKey: 'commands:settings.language_en',
    keywords: ['english', 'language', 'ภาษาอังกฤษ', 'อังกฤษ', 'ภาษา', 'en'],
    section: 'settings',
    permission: 'authenticated',
    when: (scope) => scope.language !== 'en',
    run: (context) => context.setLanguage('en'),
  },
  ...themeCommands(),
  {
    id: 'show-shortcuts',
    titleKey: 'commands:settings.shortcuts',
    keywords: ['keyboard', 'shortcuts', 'keys', 'help', 'hotkeys', 'แป้นพิมพ์', 'ปุ่มลัด', 'คีย์ลัด', 'ช่วยเหลือ'],
    section: 'settings',
    hotKeys: ['?'],
    permission: 'authenticated',
    run: (context) => context.openShortcuts(),
  },
  {
    id: 'sign-out',
    titleKey: 'commands:settings.sign_out',
    keywords: ['sign out', 'log out', 'logout', 'exit', 'ออกจากระบบ', 'ล็อกเอาต์', 'ออก'],
    section: 'settings',
    permission: 'authenticated',
    run: (context) => context.signOut(),
  },
]
