import type { AreaManifest } from '../../commands/area'
import { internalUsersPaths } from './internalUsers.paths'
import { internalUsersSearch } from './internalUsers.search'

export const internalUsersArea: AreaManifest = {
  slug: 'internalUsers',
  routes: internalUsersPaths.routes,
  pages: () => import('./internalUsers.pages').then((m) => m.internalUsersPages),
  commands: () => import('./internalUsers.commands').then((m) => m.internalUsersCommands),
  actionBarScreens: ['internalUsers.list'],
  sidebar: { links: [{ routeId: 'internalUsers.list' }] },
  search: internalUsersSearch,
  locales: {
    en: () => import('../../../locales/en/internalUsers.json'),
    th: () => import('../../../locales/th/internalUsers.json'),
  },
}
