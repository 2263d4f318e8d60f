// The users area's palette commands and shortcuts: a module of their own, loaded after the first
// screen shows (src/app/shell/commandRegistry.ts).
import { navigateCommand } from '../../commands/routeCommands'
import type { Command, CommandScope } from '../../commands/types'
import { needs } from '../../domain/routes'
import { ordersPaths } from '../orders/orders.paths'
import { openMemberState } from './openMember'
import { usersPaths } from './users.paths'

const MEMBER_WORDS = ['member', 'user', 'member id', 'สมาชิก', 'ผู้ใช้', 'รหัสสมาชิก']
// The screens that show one member: its actions come first in the palette there.
const MEMBER_SCREENS = ['users.edit'] as const
const onOpenMember = (scope: CommandScope): boolean =>
  scope.routeId !== null &&
  (MEMBER_SCREENS as readonly string[]).includes(scope.routeId) &&
  openMemberState.member !== null

export const usersCommands: readonly Command[] = [
  navigateCommand(usersPaths.route('users.list'), 'users', {
    keywords: ['members', 'member list', 'customers', 'user list', 'สมาชิก', 'ลูกค้า', 'ผู้ใช้'],
    hotKeys: ['g', 'u'],
  }),
  {
    id: 'edit-member',
    titleKey: 'users:nav.commands.edit_member',
    keywords: ['edit', 'change', 'address', 'phone', 'แก้ไข', 'ที่อยู่', 'เบอร์โทร', ...MEMBER_WORDS],
    section: 'actions',
    hotKeys: ['m', 'e'],
    permission: needs('users', 'update'),
    screens: MEMBER_SCREENS,
    hiddenInActionBar: true,
    when: onOpenMember,
    // On the member's own edit screen the form is there already: the keys take you into it.
    run: (context) => {
      const member = openMemberState.member
      if (!member) return
      const href = usersPaths.hrefOf('users.edit', { id: member._id })
      const field = document.querySelector<HTMLInputElement>('form [name="firstNameTh"]')
      if (field && window.location.pathname === href) field.focus()
      else context.navigate(href)
    },
  },
  {
    id: 'member-orders',
    titleKey: 'users:nav.commands.member_orders',
    keywords: ['orders', 'purchases', 'คำสั่งซื้อ', 'การสั่งซื้อ', ...MEMBER_WORDS],
    section: 'actions',
    hotKeys: ['m', 'o'],
    permission: needs('orders', 'access'),
    screens: MEMBER_SCREENS,
    when: onOpenMember,
    // The order list searched by the member id, which it matches on the buyer's id.
    run: (context) => {
      const member = openMemberState.member
      if (member)
        context.navigate(
          `${ordersPaths.hrefOf('orders.list')}?${new URLSearchParams({ search: member.memberId })}`,
        )
    },
  },
]
