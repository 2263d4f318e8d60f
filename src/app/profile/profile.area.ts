// The signed-in staff member's own profile: details, photo, password and two-factor verification.
import type { AreaManifest } from '../../commands/area'
import { profilePaths } from './profile.paths'

const profileHref = profilePaths.hrefOf('profile')
/** The profile's security part, which holds the two-factor set-up (an anchor the profile page carries). */
const securityHref = `${profileHref}#security`

export const profileArea: AreaManifest = {
  slug: 'profile',
  routes: profilePaths.routes,
  pages: {
    profile: () => import('./ProfilePage').then((m) => ({ default: m.ProfilePage })),
  },
  commands: [
    {
      id: 'open-profile',
      titleKey: 'profile:nav.commands.open',
      keywords: ['profile', 'account', 'me', 'avatar', 'password', 'โปรไฟล์', 'บัญชี', 'ข้อมูลส่วนตัว', 'รหัสผ่าน'],
      section: 'settings',
      permission: 'authenticated',
      routeId: 'profile',
      href: profileHref,
      run: (context) => context.navigate(profileHref),
    },
    {
      id: 'turn-on-two-factor',
      titleKey: 'profile:nav.commands.two_factor',
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
      href: securityHref,
      run: (context) => context.navigate(securityHref),
    },
  ],
  locales: {
    en: () => import('../../../locales/en/profile.json'),
    th: () => import('../../../locales/th/profile.json'),
  },
}
