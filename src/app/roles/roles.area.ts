import type { AreaManifest } from '../../commands/area'
import { rolesPaths } from './roles.paths'

const roleEditorPage = () => import('./RoleEditorPage').then((m) => ({ default: m.RoleEditorPage }))

export const rolesArea: AreaManifest = {
  slug: 'roles',
  routes: rolesPaths.routes,
  pages: {
    'roles.list': () => import('./RoleListPage').then((m) => ({ default: m.RoleListPage })),
    'roles.create': roleEditorPage,
    'roles.edit': roleEditorPage,
  },
  commands: () => import('./roles.commands').then((m) => m.rolesCommands),
  sidebar: { links: [{ routeId: 'roles.list' }] },
  locales: {
    en: () => import('../../../locales/en/roles.json'),
    th: () => import('../../../locales/th/roles.json'),
  },
}
