// The profile area's palette commands and shortcuts: a module of their own, loaded after the first
// screen shows (src/app/shell/commandRegistry.ts).
import type { Command } from '../../commands/types'
import { profilePaths } from './profile.paths'

const profileHref = profilePaths.hrefOf('profile')
/** The profile's security part, which holds the two-factor set-up (an anchor the profile page carries). */
const securityHref = `${profileHref}#security`

export const profileCommands: readonly Command[] = [
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
]
