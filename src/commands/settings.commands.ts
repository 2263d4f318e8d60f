// Language, theme, the staff member's own profile and security, signing out.
import { routeById } from '../app/routes/dashboardRoutes'
import { THEME_CHOICES, type ThemeChoice } from '../domain/theme'
import type { Command } from './types'

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

const profilePath = routeById('profile').path
/** The profile's security part, which holds the two-factor set-up (an anchor the profile page carries). */
export const PROFILE_SECURITY_HREF = `${profilePath}#security`

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
    id: 'open-profile',
    titleKey: 'commands:settings.profile',
    keywords: ['profile', 'account', 'me', 'avatar', 'password', 'โปรไฟล์', 'บัญชี', 'ข้อมูลส่วนตัว', 'รหัสผ่าน'],
    section: 'settings',
    permission: 'authenticated',
    routeId: 'profile',
    href: profilePath,
    run: (context) => context.navigate(profilePath),
  },
  {
    id: 'turn-on-two-factor',
    titleKey: 'commands:settings.two_factor',
    keywords: [
      '2fa',
      'two-factor',
      'two factor',
      'authenticator',
      'security',
      'otp',
      'qr code',
      'google authenticator',
      'ยืนยันตัวตน',
      'สองขั้นตอน',
      'ความปลอดภัย',
      'แอปยืนยันตัวตน',
      'คิวอาร์โค้ด',
    ],
    section: 'settings',
    permission: 'authenticated',
    href: PROFILE_SECURITY_HREF,
    run: (context) => context.navigate(PROFILE_SECURITY_HREF),
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
