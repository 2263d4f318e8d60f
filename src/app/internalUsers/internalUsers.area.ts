import type { AreaManifest } from '../../commands/area'
import { internalUsersPaths } from './internalUsers.paths'
import { internalUsersSearch } from './internalUsers.search'

const internalUserFormPage = () =>
  import('./InternalUserFormPage').then((m) => ({ default: m.InternalUserFormPage }))

export const internalUsersArea: AreaManifest = {
  slug: 'internalUsers',
  routes: internalUsersPaths.routes,
  pages: {
    'internalUsers.list': () =>
      import('./InternalUserListPage').then((m) => ({ default: m.InternalUserListPage })),
    'internalUsers.create': internalUserFormPage,
    'internalUsers.edit': internalUserFormPage,
  },
  commands: () => import('./internalUsers.commands').then((m) => m.internalUsersCommands),
  sidebar: { links: [{ routeId: 'internalUsers.list' }] },
  search: internalUsersSearch,
  locales: {
    en: () => import('../../../locales/en/internalUsers.json'),
    th: () => import('../../../locales/th/internalUsers.json'),
  },
}
