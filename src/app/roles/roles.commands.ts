// The roles area's palette commands and shortcuts: a module of their own, loaded after the first
// screen shows (src/app/shell/commandRegistry.ts).
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import type { Command } from '../../commands/types'
import { rolesPaths } from './roles.paths'
import { viewAsRole, viewAsRoleOffered } from './viewAsRole'

const ROLE_WORDS = ['permissions', 'access rights', 'role list', 'สิทธิ์', 'สิทธิ์การเข้าถึง', 'บทบาท']
const EDITOR_ROUTES: readonly string[] = ['roles.create', 'roles.edit']

export const rolesCommands: readonly Command[] = [
  navigateCommand(rolesPaths.route('roles.list'), 'roles', { keywords: ROLE_WORDS, hotKeys: ['g', 'l'] }),
  createCommand(rolesPaths.route('roles.create'), 'role', {
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
  {
    id: 'view-as-role',
    titleKey: 'roles:nav.commands.view_as_role',
    keywords: ['view as', 'preview', 'see as', 'impersonate', 'ดูในมุมมองของ', 'การดูตัวอย่าง', ...ROLE_WORDS],
    section: 'actions',
    hotKeys: ['v', 'r'],
    permission: 'authenticated',
    screens: EDITOR_ROUTES,
    // The editor shows its own button for it.
    hiddenInActionBar: true,
    when: (scope) => scope.routeId !== null && EDITOR_ROUTES.includes(scope.routeId) && viewAsRoleOffered(),
    run: () => viewAsRole(),
  },
]
