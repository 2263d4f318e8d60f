// Internal users and roles (the staff-access area), and the palette's search for staff members.
import { createCommand, navigateCommand } from './routeCommands'
import { registerSearchProvider } from './searchProviders'
import { staffSearchProvider } from './staffSearch'

const INTERNAL_USER_WORDS = ['staff', 'employees', 'admins', 'team', 'พนักงาน', 'แอดมิน', 'ผู้ดูแล', 'ทีมงาน']
const ROLE_WORDS = ['permissions', 'access rights', 'role list', 'สิทธิ์', 'สิทธิ์การเข้าถึง', 'บทบาท']

export const staffCommands = [
  navigateCommand('internalUsers.list', 'internal-users', {
    keywords: ['internal user list', ...INTERNAL_USER_WORDS],
    hotKeys: ['g', 's'],
  }),
  navigateCommand('roles.list', 'roles', { keywords: ROLE_WORDS, hotKeys: ['g', 'l'] }),
  createCommand('internalUsers.create', 'internal-user', {
    keywords: ['new internal user', 'add staff', 'invite', 'เพิ่มพนักงาน', 'ผู้ใช้ใหม่', ...INTERNAL_USER_WORDS],
  }),
  createCommand('roles.create', 'role', {
    keywords: [
      'new role',
      'add role',
      'permission matrix',
      'เพิ่มบทบาท',
      'บทบาทใหม่',
      'กำหนดสิทธิ์',
      ...ROLE_WORDS,
    ],
  }),
]

// The registry loads with the signed-in app, so the palette finds staff from its first opening.
registerSearchProvider(staffSearchProvider)
