// The coupons area's palette commands and shortcuts: a module of their own, loaded after the first
// screen shows (src/app/shell/commandRegistry.ts).
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import type { Command, CommandContext, CommandScope } from '../../commands/types'
import { needs } from '../../domain/routes'
import { askCouponAction, type CouponAction, couponActionState, offers } from './couponActions'
import { couponsPaths, NEW_SERVICE_KEY_ANCHOR } from './coupons.paths'

const COUPON_WORDS = [
  'coupon',
  'coupons',
  'discount',
  'voucher',
  'promotion',
  'คูปอง',
  'ส่วนลด',
  'โปรโมชัน',
  'บัตรกำนัล',
]
// The screens that show one coupon: its actions come first in the palette there.
const COUPON_SCREENS: readonly string[] = ['coupons.history', 'coupons.edit', 'coupons.dryRun']

const onOpenCoupon =
  (action: CouponAction) =>
  (scope: CommandScope): boolean => {
    const open = couponActionState.open
    return (
      scope.routeId !== null &&
      COUPON_SCREENS.includes(scope.routeId) &&
      open !== null &&
      offers(action, open)
    )
  }

const actionCommand = (action: CouponAction, keywords: string[], hotKeys: string[]): Command => ({
  id: `${action}-coupon`,
  titleKey: `coupons:nav.commands.${action}`,
  keywords: [...keywords, ...COUPON_WORDS],
  section: 'actions',
  hotKeys,
  permission: needs('coupons', action === 'delete' ? 'delete' : 'update'),
  screens: COUPON_SCREENS,
  when: onOpenCoupon(action),
  run: () => {
    const open = couponActionState.open
    if (open) askCouponAction(action, [open])
  },
})

const onAnOpenCoupon = (scope: CommandScope): boolean =>
  scope.routeId !== null && COUPON_SCREENS.includes(scope.routeId) && couponActionState.open !== null

/** Opens a screen of the coupon on screen; on that screen already, its form takes the keyboard. */
const openCouponScreen =
  (routeId: 'coupons.edit' | 'coupons.dryRun', focus: string) => (context: CommandContext) => {
    const open = couponActionState.open
    if (!open) return
    const href = couponsPaths.hrefOf(routeId, { id: open._id })
    const field = document.querySelector<HTMLElement>(focus)
    if (field && `${window.location.pathname}${window.location.search}` === href) field.focus()
    else context.navigate(href)
  }

const dryRunRoute = couponsPaths.route('coupons.dryRun')
const serviceKeysHref = couponsPaths.hrefOf('coupons.serviceKeys')
const newServiceKeyHref = `${couponsPaths.hrefOf('coupons.createServiceKey')}#${NEW_SERVICE_KEY_ANCHOR}`
const SERVICE_KEY_WORDS = ['service key', 'api key', 'checkout', 'redeem', 'key', 'คีย์', 'คีย์บริการ', 'ชำระเงิน']

export const couponsCommands: readonly Command[] = [
  actionCommand('activate', ['activate', 'enable', 'เปิดใช้งาน'], ['u', 'a']),
  actionCommand('deactivate', ['deactivate', 'disable', 'terminate', 'ปิดใช้งาน'], ['u', 'd']),
  actionCommand('delete', ['delete', 'remove', 'ลบ'], ['u', 'x']),
  navigateCommand(couponsPaths.route('coupons.list'), 'coupons', {
    keywords: ['coupon list', 'redeem', 'แลก', ...COUPON_WORDS],
    hotKeys: ['g', 'c'],
  }),
  createCommand(couponsPaths.route('coupons.create'), 'coupon', {
    titleKey: 'coupons:nav.commands.create',
    keywords: ['new coupon', 'create coupon', 'คูปองใหม่', 'สร้างคูปอง', ...COUPON_WORDS],
    hotKeys: ['u', 'n'],
  }),
  {
    id: 'edit-coupon',
    titleKey: 'coupons:nav.commands.edit',
    keywords: ['edit', 'change', 'rules', 'แก้ไข', 'เงื่อนไข', ...COUPON_WORDS],
    section: 'actions',
    hotKeys: ['u', 'e'],
    permission: needs('coupons', 'update'),
    screens: COUPON_SCREENS,
    when: onAnOpenCoupon,
    run: openCouponScreen('coupons.edit', 'form [name="name"]'),
  },
  {
    id: 'dry-run-this-coupon',
    titleKey: 'coupons:nav.commands.dry_run_this',
    keywords: ['dry-run', 'dry run', 'test', 'why', 'check', 'ทดสอบ', 'ทำไม', ...COUPON_WORDS],
    section: 'actions',
    hotKeys: ['u', 'r'],
    permission: needs('coupons', 'access'),
    screens: COUPON_SCREENS,
    when: onAnOpenCoupon,
    run: openCouponScreen('coupons.dryRun', 'form input[type="search"]'),
  },
  {
    // Anywhere else: the dry-run screen asks which coupon first.
    id: 'dry-run-coupon',
    titleKey: 'coupons:nav.commands.dry_run',
    keywords: ['dry-run', 'dry run', 'test', 'why', 'check', 'ทดสอบ', 'ทำไม', ...COUPON_WORDS],
    section: 'navigate',
    permission: dryRunRoute.needs,
    routeId: dryRunRoute.id,
    href: dryRunRoute.path,
    when: (scope) => !onAnOpenCoupon(scope),
    run: (context) => context.navigate(dryRunRoute.path),
  },
  {
    id: 'go-to-coupon-service-keys',
    titleKey: 'coupons:nav.commands.service_keys',
    keywords: [...SERVICE_KEY_WORDS, ...COUPON_WORDS],
    section: 'navigate',
    hotKeys: ['u', 's'],
    permission: needs('coupons', 'access'),
    routeId: 'coupons.serviceKeys',
    href: serviceKeysHref,
    run: (context) => context.navigate(serviceKeysHref),
  },
  {
    // The screen opens with the name field of its form taking the keyboard; its action bar offers it too.
    id: 'create-coupon-service-key',
    titleKey: 'coupons:nav.commands.new_service_key',
    keywords: ['new service key', 'new api key', 'mint', 'คีย์ใหม่', ...SERVICE_KEY_WORDS, ...COUPON_WORDS],
    section: 'create',
    hotKeys: ['u', 'k'],
    permission: needs('coupons', 'create'),
    routeId: 'coupons.createServiceKey',
    screens: ['coupons.serviceKeys'],
    href: newServiceKeyHref,
    run: (context) => context.navigate(newServiceKeyHref),
  },
]
