import { navigateCommand } from './routeCommands'

export const usersCommands = [
  navigateCommand('users.list', 'users', {
    keywords: ['members', 'member list', 'customers', 'user list', 'สมาชิก', 'ลูกค้า', 'ผู้ใช้'],
    hotKeys: ['g', 'u'],
  }),
]
