import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Coupon } from '../../api/coupons'
import { TEXT_MAX_LENGTH } from '../../domain/constants'
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_LOCATIONS,
  COUPON_STATUSES,
  DISCOUNT_CATEGORIES,
  DISCOUNT_TYPES,
} from '../../domain/coupons/couponOptions'
import type { CouponValues } from '../../domain/coupons/couponValidation'
import { EditorFooter } from '../../ui/EditorFooter'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import type { EditorForm } from '../../ui/useEditor'
import { CouponLimitFields, CouponScopeFields } from './components/CouponScopeFields'
import { DateTimeField, NumberField } from './components/couponFields'
import { RuleEditor } from './components/RuleEditor'
import type { CouponFormField } from './couponForm'
import { couponsPaths } from './coupons.paths'

const card = 'min-w-0 space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={card}>
      <h2 className="font-semibold text-fg text-lg">{title}</h2>
      {children}
    </section>
  )
}

export interface CouponFormProps {
  form: EditorForm<CouponValues, CouponFormField, Coupon | null>
  /** Coupons to chain to, for the code being typed. */
  chainSuggestions: readonly { code: string; name: string }[]
  onReload(): void
}

/** Every field of the spec's Coupon, the ones a choice asks for shown with it (spec section 5). */
export function CouponForm({ form, chainSuggestions, onReload }: CouponFormProps) {
  const { t } = useTranslation()
  const { values, record, change } = form
  const errorOf = (field: string) => form.errorOf(field as CouponFormField)
  const part = { values, change, errorOf }
  const options = <T extends string>(list: readonly T[], prefix: string) =>
    list.map((value) => ({ value, label: t(`coupons:${prefix}.${String(value)}`) }))
  const percentage = values.discountType === 'Percentage Discount'
  return (
    <form ref={form.ref} noValidate onSubmit={form.submit} className="max-w-5xl space-y-5">
      <Section title={t('coupons:form.basics')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('coupons:form.name')}
            name="name"
            value={values.name}
            maxLength={TEXT_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => change({ name: event.target.value })}
            error={errorOf('name')}
          />
          <TextField
            label={t('coupons:form.code')}
            name="code"
            value={values.code}
            maxLength={COUPON_CODE_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            hint={t('coupons:form.code_hint')}
            onChange={(event) => change({ code: event.target.value.toUpperCase() })}
            error={errorOf('code')}
          />
        </div>
        <TextField
          label={t('coupons:form.description')}
          name="description"
          value={values.description}
          maxLength={TEXT_MAX_LENGTH * 4}
          autoComplete="off"
          onChange={(event) => change({ description: event.target.value })}
          error={errorOf('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('coupons:form.status')}
            name="status"
            value={values.status}
            options={options(COUPON_STATUSES, 'statuses')}
            onChange={(event) => change({ status: event.target.value as CouponValues['status'] })}
          />
          <SelectField
            label={t('coupons:form.location')}
            name="locationBase"
            value={values.locationBase}
            options={options(COUPON_LOCATIONS, 'locations')}
            onChange={(event) => change({ locationBase: event.target.value as CouponValues['locationBase'] })}
          />
          <DateTimeField
            label={t('coupons:form.redeem_start')}
            name="redeemStartDate"
            value={values.redeemStartDate}
            onChange={(value) => change({ redeemStartDate: value ?? '' })}
            error={errorOf('redeemStartDate')}
          />
          <DateTimeField
            label={t('coupons:form.redeem_end')}
            name="redeemEndDate"
            value={values.redeemEndDate}
            min={values.redeemStartDate}
            onChange={(value) => change({ redeemEndDate: value ?? '' })}
            error={errorOf('redeemEndDate')}
          />
        </div>
      </Section>
      <Section title={t('coupons:form.discount')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('coupons:form.discount_category')}
            name="discountCategory"
            value={values.discountCategory}
            options={options(DISCOUNT_CATEGORIES, 'categories')}
            onChange={(event) =>
              change({ discountCategory: event.target.value as CouponValues['discountCategory'] })
            }
          />
          <SelectField
            label={t('coupons:form.discount_type')}
            name="discountType"
            value={values.discountType}
            options={options(DISCOUNT_TYPES, 'discount_types')}
            onChange={(event) => change({ discountType: event.target.value as CouponValues['discountType'] })}
          />
          {percentage ? (
            <>
              <NumberField
                label={t('coupons:form.percentage')}
                name="discountPercentage"
                value={values.discountPercentage}
                onChange={(discountPercentage) => change({ discountPercentage })}
                error={errorOf('discountPercentage')}
              />
              <NumberField
                label={t('coupons:form.cap_at')}
                name="capAt"
                hint={t('coupons:form.cap_at_hint')}
                value={values.capAt}
                onChange={(capAt) => change({ capAt })}
                error={errorOf('capAt')}
              />
            </>
          ) : (
            <NumberField
              label={t('coupons:form.amount')}
              name="discountAmount"
              value={values.discountAmount}
              onChange={(discountAmount) => change({ discountAmount })}
              error={errorOf('discountAmount')}
            />
          )}
        </div>
      </Section>
      <Section title={t('coupons:form.limits')}>
        <CouponLimitFields {...part} />
      </Section>
      <Section title={t('coupons:form.products')}>
        <CouponScopeFields {...part} />
      </Section>
      <Section title={t('coupons:form.rules')}>
        <RuleEditor {...part} chainSuggestions={chainSuggestions} />
      </Section>
      <EditorFooter
        form={form}
        onReload={onReload}
        saveLabel={t(record ? 'coupons:form.save_edit' : 'coupons:form.save_create')}
        cancelHref={couponsPaths.hrefOf('coupons.list')}
        cancelLabel={t('coupons:form.cancel')}
        staleTexts={{
          title: t('coupons:form.stale_title'),
          message: t('coupons:form.stale_message'),
          reload: t('coupons:form.stale_reload'),
        }}
      />
    </form>
  )
}
