import { useTranslation } from 'react-i18next'
import {
  LIST_ITEM_KIND_OF_SCOPE,
  LIST_KINDS,
  PRODUCT_SCOPES,
  type ProductScope,
  REDEEM_FREQUENCIES,
  type RedeemLimit,
  SELECT_SCOPES,
} from '../../../domain/coupons/couponOptions'
import type { CouponValues } from '../../../domain/coupons/couponValidation'
import { SelectField } from '../../../ui/SelectField'
import { NumberField } from './couponFields'
import { ItemPicker } from './ItemPicker'

export interface CouponPartProps {
  values: CouponValues
  change(values: Partial<CouponValues>): void
  errorOf(field: string): string | null
}

const checkbox = 'size-4 accent-primary-600 outline-none focus-visible:ring-2 focus-visible:ring-primary-500'

/** One redeem limit: unlimited, or a number of redemptions per day, month or for the coupon's life. */
function LimitFields({
  field,
  legend,
  limit,
  onChange,
  errorOf,
}: {
  field: 'couponRedeemLimit' | 'userRedeemLimit'
  legend: string
  limit: RedeemLimit
  onChange(limit: RedeemLimit): void
  errorOf(field: string): string | null
}) {
  const { t } = useTranslation()
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-line p-4">
      <legend className="px-1 font-medium text-fg">{legend}</legend>
      <label className="flex cursor-pointer items-center gap-2 text-fg">
        <input
          type="checkbox"
          name={`${field}.isUnlimited`}
          checked={limit.isUnlimited}
          onChange={(event) => onChange({ ...limit, isUnlimited: event.target.checked })}
          className={checkbox}
        />
        {t('coupons:form.unlimited')}
      </label>
      {limit.isUnlimited ? null : (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('coupons:form.frequency')}
            name={`${field}.frequency`}
            value={limit.frequency}
            options={REDEEM_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: t(`coupons:frequencies.${frequency}`),
            }))}
            onChange={(event) =>
              onChange({ ...limit, frequency: event.target.value as RedeemLimit['frequency'] })
            }
          />
          <NumberField
            label={t('coupons:form.limit_amount')}
            name={`${field}.limitAmount`}
            whole
            value={limit.limitAmount}
            onChange={(limitAmount) => onChange({ ...limit, limitAmount })}
            error={errorOf(`${field}.limitAmount`)}
          />
        </div>
      )}
    </fieldset>
  )
}

/** The coupon-wide limit and the limit per member. */
export function CouponLimitFields({ values, change, errorOf }: CouponPartProps) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <LimitFields
        field="couponRedeemLimit"
        legend={t('coupons:form.coupon_limit')}
        limit={values.couponRedeemLimit}
        onChange={(couponRedeemLimit) => change({ couponRedeemLimit })}
        errorOf={errorOf}
      />
      <LimitFields
        field="userRedeemLimit"
        legend={t('coupons:form.user_limit')}
        limit={values.userRedeemLimit}
        onChange={(userRedeemLimit) => change({ userRedeemLimit })}
        errorOf={errorOf}
      />
    </div>
  )
}

/**
 * What the coupon discounts: its product categories, and a product scope (section 9's eight) with the
 * items it applies to, or, for a scope of all items, those it exempts.
 */
export function CouponScopeFields({ values, change, errorOf }: CouponPartProps) {
  const { t } = useTranslation()
  const scope = values.applicableType
  const selects = SELECT_SCOPES.has(scope)
  const kind = LIST_ITEM_KIND_OF_SCOPE[scope]
  const setScope = (next: ProductScope) =>
    change({
      applicableType: next,
      // A select scope lists what it applies to; items of another kind no longer mean anything.
      applicableListType: SELECT_SCOPES.has(next) ? 'Applicable List' : values.applicableListType,
      applicableList: LIST_ITEM_KIND_OF_SCOPE[next] === kind ? values.applicableList : [],
    })
  const showList = selects || values.applicableListType === 'Exempt List'
  return (
    <div className="space-y-4">
      <label className="flex cursor-pointer items-center gap-2 text-fg">
        <input
          type="checkbox"
          name="isAllProductCategories"
          checked={values.isAllProductCategories}
          onChange={(event) => change({ isAllProductCategories: event.target.checked })}
          className={checkbox}
        />
        {t('coupons:form.all_categories')}
      </label>
      {values.isAllProductCategories ? null : (
        <ItemPicker
          kind="category"
          name="productCategories"
          label={t('coupons:form.product_categories')}
          selected={values.productCategories}
          onChange={(productCategories) => change({ productCategories })}
          country={values.locationBase}
          error={errorOf('productCategories')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('coupons:form.applicable_type')}
          name="applicableType"
          value={scope}
          options={PRODUCT_SCOPES.map((option) => ({ value: option, label: t(`coupons:scopes.${option}`) }))}
          onChange={(event) => setScope(event.target.value as ProductScope)}
          error={errorOf('applicableType')}
        />
        <SelectField
          label={t('coupons:form.list_kind')}
          name="applicableListType"
          value={values.applicableListType}
          disabled={selects}
          hint={selects ? t('coupons:form.list_kind_select_hint') : undefined}
          options={LIST_KINDS.map((option) => ({ value: option, label: t(`coupons:list_kinds.${option}`) }))}
          onChange={(event) =>
            change({ applicableListType: event.target.value as CouponValues['applicableListType'] })
          }
        />
      </div>
      {showList ? (
        <ItemPicker
          key={kind}
          kind={kind}
          name="applicableList"
          label={t(`coupons:form.list_of.${values.applicableListType}`, {
            kind: t(`coupons:item_kinds.${kind}`),
          })}
          selected={values.applicableList}
          onChange={(applicableList) => change({ applicableList })}
          country={values.locationBase}
          error={errorOf('applicableList')}
        />
      ) : null}
    </div>
  )
}
