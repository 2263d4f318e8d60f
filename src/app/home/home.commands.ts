// The home's palette commands: go home, change the range, and open the list behind a figure for the range
// shown.

import { rangeCommands, shownDashboardView } from '../../commands/rangeCommands'
import { navigateCommand } from '../../commands/routeCommands'
import type { Command, CommandScope } from '../../commands/types'
import { SALE_STATUSES } from '../../domain/dashboard'
import { needs } from '../../domain/routes'
import { ordersPaths } from '../orders/orders.paths'
import { usersPaths } from '../users/users.paths'
import { DEFAULT_PRESET } from './defaultRange'
import { homePaths } from './home.paths'

const HOME = homePaths.route('home')
const WORDS = ['dashboard', 'range', 'period', 'figures', 'แดชบอร์ด', 'ช่วงวันที่', 'ตัวเลข']

/** Offered on the home only: they act on the range it shows. */
const onHome = (scope: CommandScope) => scope.routeId === HOME.id

const shownView = () => shownDashboardView(DEFAULT_PRESET)

export const homeCommands: readonly Command[] = [
  navigateCommand(HOME, 'home', {
    keywords: ['home', 'dashboard', 'start', 'overview', 'หน้าแรก', 'แดชบอร์ด', 'ภาพรวม'],
    hotKeys: ['g', 'h'],
  }),
  ...rangeCommands(HOME, {
    idPrefix: 'dashboard',
    titleKeyPrefix: 'home:nav.commands.range',
    keywords: ['dashboard', 'แดชบอร์ด'],
    permission: needs('home', 'access'),
    hotKeyPrefix: 'd',
    fallback: DEFAULT_PRESET,
  }),
  {
    id: 'dashboard-open-sales',
    titleKey: 'home:nav.commands.openSales',
    keywords: [...WORDS, 'sales', 'orders', 'ยอดขาย', 'คำสั่งซื้อ'],
    section: 'actions',
    hotKeys: ['d', 's'],
    permission: needs('orders', 'access'),
    screens: [HOME.id],
    when: onHome,
    hiddenInActionBar: true,
    run: (context) => {
      const { range } = shownView()
      context.navigate(
        `${ordersPaths.hrefOf('orders.list')}?status=${SALE_STATUSES[0]}&from=${range.startDate}&to=${range.endDate}`,
      )
    },
  },
  {
    id: 'dashboard-open-members',
    titleKey: 'home:nav.commands.openMembers',
    keywords: [...WORDS, 'members', 'new members', 'สมาชิก', 'สมาชิกใหม่'],
    section: 'actions',
    hotKeys: ['d', 'n'],
    permission: needs('users', 'access'),
    screens: [HOME.id],
    when: onHome,
    hiddenInActionBar: true,
    run: (context) => {
      const { range } = shownView()
      context.navigate(`${usersPaths.hrefOf('users.list')}?from=${range.startDate}&to=${range.endDate}`)
    },
  },
]
