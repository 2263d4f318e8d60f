import { nav as en } from '../../../locales/en/roles.json'
import { nav as th } from '../../../locales/th/roles.json'
import { type AreaManifest, bothLanguages } from '../../commands/area'
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import { rolesPaths } from './roles.paths'

const ROLE_WORDS = ['permissions', 'access rights', 'role list', 'สิทธิ์', 'สิทธิ์การเข้าถึง', 'บทบาท']
const roleEditorPage = () => import('./RoleEditorPage').then((m) => ({ default: m.RoleEditorPage }))

export const rolesArea: AreaManifest = {
  slug: 'roles',
  routes: rolesPaths.routes,
  pages: {
    'roles.list': () => import('./RoleListPage').then((m) => ({ default: m.RoleListPage })),
    'roles.create': roleEditorPage,
    'roles.edit': roleEditorPage,
  },
  commands: [
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
  ],
  sidebar: { links: [{ commandId: 'go-to-roles' }] },
  nav: { en: { nav: en }, th: { nav: th } },
  locales: () =>
    bothLanguages(import('../../../locales/en/roles.json?raw'), import('../../../locales/th/roles.json?raw')),
}
