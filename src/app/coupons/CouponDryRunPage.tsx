import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearch } from 'wouter'
import { ApiError, errorStatus } from '../../api/apiError'
import {
  type Coupon,
  type CouponEvaluation,
  couponChains,
  couponsKeys,
  dryRunCoupon,
} from '../../api/coupons'
import { $api } from '../../api/queryClient'
import { searchTerm } from '../../domain/validators'
import { FormAlert } from '../../ui/FormAlert'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { TextField } from '../../ui/TextField'
import { CouponScreenLinks } from './components/CouponScreenLinks'
import { DryRunRequestForm } from './components/DryRunRequestForm'
import { DryRunResult } from './components/DryRunResult'
import { useOpenCoupon } from './couponActions'
import { couponsPaths } from './coupons.paths'

/** Opened from the palette with no coupon: find one by the start of its code or name. */
function CouponChooser() {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const term = searchTerm(search) ?? ''
  const found = useQuery({ queryKey: couponsKeys.chains(term), queryFn: () => couponChains(term) })
  return (
    <div className="max-w-2xl space-y-3">
      <TextField
        label={t('coupons:dry_run.find_coupon')}
        type="search"
        value={search}
        maxLength={100}
        autoComplete="off"
        autoFocus
        onChange={(event) => setSearch(event.target.value)}
      />
      <ul
        aria-label={t('coupons:dry_run.coupons_found')}
        className="divide-y divide-line rounded-2xl border border-line bg-surface"
      >
        {(found.data ?? []).map((coupon) => (
          <li key={coupon._id}>
            <Link
              href={couponsPaths.hrefOf('coupons.dryRun', { id: coupon._id })}
              className="block px-4 py-2.5 text-fg outline-none hover:bg-surface-subtle focus-visible:ring-2 focus-visible:ring-primary-500"
            >
              <span className="font-medium">{coupon.code}</span> · {coupon.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

function CouponDryRun({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [evaluation, setEvaluation] = useState<CouponEvaluation | null>(null)
  const [error, setError] = useState<string | null>(null)
  useOpenCoupon(coupon)
  return (
    <div className="grid max-w-6xl gap-5 lg:grid-cols-2">
      <div className="min-w-0 space-y-3">
        <CouponScreenLinks couponId={coupon._id} here="coupons.dryRun" />
        <DryRunRequestForm
          busy={busy}
          onRun={async (request) => {
            setBusy(true)
            setError(null)
            try {
              setEvaluation(await dryRunCoupon(coupon._id, request))
            } catch (failure) {
              setEvaluation(null)
              setError(failure instanceof ApiError ? failure.message : t('coupons:dry_run.failed_call'))
            } finally {
              setBusy(false)
            }
          }}
        />
      </div>
      <div className="min-w-0 space-y-3" aria-live="polite">
        <FormAlert message={error} />
        {evaluation ? (
          <DryRunResult evaluation={evaluation} />
        ) : (
          <p className="text-fg-muted text-sm">{t('coupons:dry_run.nothing_yet')}</p>
        )}
      </div>
    </div>
  )
}

/** "Why does this coupon (not) work for this member?": a dry-run of the checkout's evaluation. */
export function CouponDryRunPage() {
  const { t } = useTranslation()
  const id = new URLSearchParams(useSearch()).get('id')
  const coupon = useQuery({ ...$api.queryOptions(...couponsKeys.detail(id ?? '')), enabled: id !== null })
  const title = coupon.data
    ? t('coupons:dry_run.title_of', { code: coupon.data.code, name: coupon.data.name })
    : t('coupons:nav.routes.coupons.dryRun.title')
  return (
    <Screen title={title}>
      {id === null ? (
        <CouponChooser />
      ) : coupon.data ? (
        <CouponDryRun key={coupon.data._id} coupon={coupon.data} />
      ) : (
        <RecordStates
          status={
            coupon.isError
              ? [404, 400].includes(errorStatus(coupon.error) ?? 0)
                ? 'missing'
                : 'failed'
              : 'loading'
          }
          onRetry={() => void coupon.refetch()}
          backHref={couponsPaths.hrefOf('coupons.list')}
          backLabel={t('coupons:form.back')}
        />
      )}
    </Screen>
  )
}
