import type { AreaManifest } from '../../commands/area'
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import { internalUsersPaths } from './internalUsers.paths'
import { internalUsersSearch } from './internalUsers.search'

const internalUserFormPage = () =>
  import('./InternalUserFormPage').then((m) => ({ default: m.InternalUserFormPage }))
const STAFF_WORDS = ['staff', 'employees', 'admins', 'team', 'พนักงาน', 'แอดมิน', 'ผู้ดูแล', 'ทีมงาน']

export const internalUsersArea: AreaManifest = {
  slug: 'internalUsers',
  routes: internalUsersPaths.routes,
  pages: {
    'internalUsers.list': () =>
      import('./InternalUserListPage').then((m) => ({ default: m.InternalUserListPage })),
    'internalUsers.create': internalUserFormPage,
    'internalUsers.edit': internalUserFormPage,
  },
  commands: [
    navigateCommand(internalUsersPaths.route('internalUsers.list'), 'internal-users', {
      keywords: ['internal user list', ...STAFF_WORDS],
      hotKeys: ['g', 's'],
    }),
    createCommand(internalUsersPaths.route('internalUsers.create'), 'internal-user', {
      keywords: ['new internal user', 'add staff', 'invite', 'เพิ่มพนักงาน', 'ผู้ใช้ใหม่', ...STAFF_WORDS],
    }),
  ],
  sidebar: { links: [{ commandId: 'go-to-internal-users' }] },
  search: internalUsersSearch,
  locales: {
    en: () => import('../../../locales/en/internalUsers.json'),
    th: () => import('../../../locales/th/internalUsers.json'),
  },
}
