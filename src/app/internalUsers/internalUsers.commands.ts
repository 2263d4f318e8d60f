// The internalUsers area's palette commands and shortcuts: a module of their own, loaded after the first
// screen shows (src/app/shell/commandRegistry.ts).
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import type { Command } from '../../commands/types'
import { internalUsersPaths } from './internalUsers.paths'

const STAFF_WORDS = ['staff', 'employees', 'admins', 'team', 'พนักงาน', 'แอดมิน', 'ผู้ดูแล', 'ทีมงาน']

export const internalUsersCommands: readonly Command[] = [
  navigateCommand(internalUsersPaths.route('internalUsers.list'), 'internal-users', {
    keywords: ['internal user list', ...STAFF_WORDS],
    hotKeys: ['g', 's'],
  }),
  createCommand(internalUsersPaths.route('internalUsers.create'), 'internal-user', {
    keywords: ['new internal user', 'add staff', 'invite', 'เพิ่มพนักงาน', 'ผู้ใช้ใหม่', ...STAFF_WORDS],
  }),
]
