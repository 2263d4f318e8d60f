import { nav as en } from '../../../locales/en/home.json'
import { nav as th } from '../../../locales/th/home.json'
import { type AreaManifest, bothLanguages } from '../../commands/area'
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
  nav: { en: { nav: en }, th: { nav: th } },
  locales: () =>
    bothLanguages(import('../../../locales/en/home.json?raw'), import('../../../locales/th/home.json?raw')),
}
