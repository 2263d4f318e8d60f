import type { AreaManifest } from '../../commands/area'
import { rolesPaths } from './roles.paths'

export const rolesArea: AreaManifest = {
  slug: 'roles',
  routes: rolesPaths.routes,
  pages: () => import('./roles.pages').then((m) => m.rolesPages),
  commands: () => import('./roles.commands').then((m) => m.rolesCommands),
  actionBarScreens: ['roles.list'],
  sidebar: { links: [{ routeId: 'roles.list' }] },
  locales: {
    en: () => import('../../../locales/en/roles.json'),
    th: () => import('../../../locales/th/roles.json'),
  },
}
