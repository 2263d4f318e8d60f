import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { can, permissionsState } from '../../../stores/permissions'
import { buttonStyles } from '../../../ui/Button'
import { couponsPaths } from '../coupons.paths'

type CouponScreen = 'coupons.edit' | 'coupons.dryRun' | 'coupons.history'

const LABELS: Record<CouponScreen, string> = {
  'coupons.edit': 'coupons:form.edit',
  'coupons.dryRun': 'coupons:dry_run.open',
  'coupons.history': 'coupons:history',
}

/** Links from one of a coupon's screens to its others; the editor only for staff who may update. */
export function CouponScreenLinks({ couponId, here }: { couponId: string; here: CouponScreen }) {
  const { t } = useTranslation()
  const permissions = useSnapshot(permissionsState)
  const screens = (Object.keys(LABELS) as CouponScreen[]).filter(
    (screen) => screen !== here && (screen !== 'coupons.edit' || can('coupons', 'update', permissions)),
  )
  return (
    <nav aria-label={t('coupons:form.related')} className="flex flex-wrap gap-2">
      {screens.map((screen) => (
        <Link
          key={screen}
          href={couponsPaths.hrefOf(screen, { id: couponId })}
          className={buttonStyles.secondary}
        >
          {t(LABELS[screen])}
        </Link>
      ))}
    </nav>
  )
}
