import { navigateCommand } from './routeCommands'

export const homeCommands = [
  navigateCommand('home', 'home', {
    keywords: ['home', 'dashboard', 'start', 'overview', 'หน้าแรก', 'แดชบอร์ด', 'ภาพรวม'],
    hotKeys: ['g', 'h'],
  }),
]
