// The home's palette commands: change the range, and open the list behind a figure for the range shown.
import type { Command, CommandScope } from '../../commands/types'
import {
  bangkokToday,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  SALE_STATUSES,
} from '../../domain/dashboard'
import { needs } from '../../domain/routes'
import { ordersPaths } from '../orders/orders.paths'
import { usersPaths } from '../users/users.paths'
import { dashboardQuery, readDashboardView } from './dashboardRange'
import { homePaths } from './home.paths'

const HOME = homePaths.route('home')
const WORDS = ['dashboard', 'range', 'period', 'figures', 'แดชบอร์ด', 'ช่วงวันที่', 'ตัวเลข']
const PRESET_KEYS: Record<RangePreset, string> = {
  today: '1',
  '7d': '7',
  '30d': '3',
  thisMonth: 'm',
  lastMonth: 'l',
}

/** The range and country on screen, read from the address when the command runs. */
/** Offered on the home only: they act on the range it shows. */
const onHome = (scope: CommandScope) => scope.routeId === HOME.id

const shownView = () => readDashboardView(new URLSearchParams(window.location.search))

const rangeCommand = (preset: RangePreset): Command => ({
  id: `dashboard-range-${preset}`,
  titleKey: `home:nav.commands.range.${preset}`,
  keywords: [...WORDS, preset],
  section: 'actions',
  hotKeys: ['d', PRESET_KEYS[preset]],
  permission: needs('home', 'access'),
  screens: [HOME.id],
  when: onHome,
  // The home shows its own range buttons and figure links.
  hiddenInActionBar: true,
  run: (context) =>
    context.navigate(
      `${HOME.path}?${dashboardQuery(presetRange(preset, bangkokToday()), shownView().country)}`,
    ),
})

export const homeCommands: readonly Command[] = [
  ...RANGE_PRESETS.map(rangeCommand),
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
