import { nav as en } from '../../../locales/en/users.json'
import { nav as th } from '../../../locales/th/users.json'
import { type AreaManifest, bothLanguages } from '../../commands/area'
import { navigateCommand } from '../../commands/routeCommands'
import { usersPaths } from './users.paths'

export const usersArea: AreaManifest = {
  slug: 'users',
  routes: usersPaths.routes,
  commands: [
    navigateCommand(usersPaths.route('users.list'), 'users', {
      keywords: ['members', 'member list', 'customers', 'user list', 'สมาชิก', 'ลูกค้า', 'ผู้ใช้'],
      hotKeys: ['g', 'u'],
    }),
  ],
  sidebar: { links: [{ commandId: 'go-to-users' }] },
  nav: { en: { nav: en }, th: { nav: th } },
  locales: () =>
    bothLanguages(import('../../../locales/en/users.json?raw'), import('../../../locales/th/users.json?raw')),
}
