import type { AreaManifest } from '../../commands/area'
import { navigateCommand } from '../../commands/routeCommands'
import { homeCommands } from './home.commands'
import { homePaths } from './home.paths'

export const homeArea: AreaManifest = {
  slug: 'home',
  routes: homePaths.routes,
  pages: {
    home: () => import('./HomePage').then((m) => ({ default: m.HomePage })),
  },
  commands: [
    navigateCommand(homePaths.route('home'), 'home', {
      keywords: ['home', 'dashboard', 'start', 'overview', 'หน้าแรก', 'แดชบอร์ด', 'ภาพรวม'],
      hotKeys: ['g', 'h'],
    }),
    ...homeCommands,
  ],
  sidebar: { links: [{ commandId: 'go-to-home' }] },
  locales: {
    en: () => import('../../../locales/en/home.json'),
    th: () => import('../../../locales/th/home.json'),
  },
}
