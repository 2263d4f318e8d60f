import { useTranslation } from 'react-i18next'
import type { CouponEvaluation } from '../../../api/coupons'
import { BASE_CHECKS } from '../../../domain/coupons/couponEvaluator'
import { formatMoney } from '../../../domain/money'

const BASE: ReadonlySet<string> = new Set(BASE_CHECKS)

/** What the dry-run answered: whether the coupon applies, its discount, what is left, and every check's reason. */
export function DryRunResult({ evaluation }: { evaluation: CouponEvaluation }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language === 'th' ? 'th' : 'en'
  const checkName = (check: string) =>
    BASE.has(check) ? t(`coupons:checks.${check}`) : t(`coupons:rule_types.${check}`)
  const left = (count: number | null) =>
    count === null ? t('coupons:dry_run.no_limit') : t('coupons:dry_run.left', { count })
  return (
    <section aria-label={t('coupons:dry_run.result')} className="space-y-4">
      <div
        role="status"
        className={`rounded-2xl border p-4 ${
          evaluation.applies ? 'border-line bg-success-subtle' : 'border-danger-line bg-danger-subtle'
        }`}
      >
        <p className={`font-semibold text-lg ${evaluation.applies ? 'text-success' : 'text-danger'}`}>
          {evaluation.applies ? t('coupons:dry_run.applies') : t('coupons:dry_run.does_not_apply')}
        </p>
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-fg text-sm">
          <dt className="text-fg-muted">{t('coupons:dry_run.discount')}</dt>
          <dd className="font-medium">{formatMoney(evaluation.discount)}</dd>
          <dt className="text-fg-muted">{t('coupons:dry_run.discounted_amount')}</dt>
          <dd>{formatMoney(evaluation.discountedAmount)}</dd>
          <dt className="text-fg-muted">{t('coupons:dry_run.left_coupon')}</dt>
          <dd>{left(evaluation.remaining.coupon)}</dd>
          <dt className="text-fg-muted">{t('coupons:dry_run.left_member')}</dt>
          <dd>{left(evaluation.remaining.member)}</dd>
        </dl>
      </div>
      <ul
        aria-label={t('coupons:dry_run.checks')}
        className="divide-y divide-line rounded-2xl border border-line bg-surface"
      >
        {evaluation.outcomes.map((outcome) => (
          <li
            key={outcome.check}
            aria-label={`${checkName(outcome.check)}: ${t(outcome.passed ? 'coupons:dry_run.passed' : 'coupons:dry_run.failed')}`}
            className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:gap-4"
          >
            <span
              className={`inline-flex w-fit shrink-0 justify-center rounded-full px-2 py-0.5 font-medium text-xs sm:min-w-16 ${
                outcome.passed ? 'bg-success-subtle text-success' : 'bg-danger-subtle text-danger'
              }`}
            >
              {t(outcome.passed ? 'coupons:dry_run.passed' : 'coupons:dry_run.failed')}
            </span>
            <span className="min-w-0">
              <span className="block font-medium text-fg">{checkName(outcome.check)}</span>
              <span className="block text-fg-muted text-sm">{outcome.reason[language]}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
