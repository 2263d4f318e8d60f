import type { AreaManifest } from '../../commands/area'
import { usersPaths } from './users.paths'
import { usersSearch } from './users.search'

export const usersArea: AreaManifest = {
  slug: 'users',
  routes: usersPaths.routes,
  pages: () => import('./users.pages').then((m) => m.usersPages),
  commands: () => import('./users.commands').then((m) => m.usersCommands),
  actionBarScreens: ['users.edit'],
  sidebar: { links: [{ routeId: 'users.list' }] },
  search: usersSearch,
  locales: {
    en: () => import('../../../locales/en/users.json'),
    th: () => import('../../../locales/th/users.json'),
  },
}
