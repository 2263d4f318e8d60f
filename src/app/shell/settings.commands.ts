// Language, the shortcut sheet, signing out. (The profile's own commands are in its area.)
import type { Command } from '../../commands/types'

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
