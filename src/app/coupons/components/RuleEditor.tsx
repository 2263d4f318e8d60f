import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { COUPON_ORDER_TYPES, RULE_TYPES, type RuleType } from '../../../domain/coupons/couponOptions'
import type { CouponValues } from '../../../domain/coupons/couponValidation'
import { MEMBER_TIERS, MEMBER_TYPES } from '../../../domain/members'
import { Button } from '../../../ui/Button'
import { SelectField } from '../../../ui/SelectField'
import { TextField } from '../../../ui/TextField'
import { CheckGroup, DateTimeField, NumberField } from './couponFields'

export interface RuleEditorProps {
  values: CouponValues
  change(values: Partial<CouponValues>): void
  errorOf(field: string): string | null
  /** Coupons to chain to, for the code as it is typed (GET /admin/coupons/coupon-chains). */
  chainSuggestions: readonly { code: string; name: string }[]
}

/** The parameters of one rule type, named as the coupon's fields so the editor can focus them. */
function RuleParameters({
  rule,
  values,
  change,
  errorOf,
  chainSuggestions,
}: RuleEditorProps & { rule: RuleType }) {
  const { t } = useTranslation()
  const listId = useId()
  const label = (key: string) => t(`coupons:form.rule_fields.${key}`)
  const period = (
    start: 'joinDatePeriodStart' | 'promotePeriodStart',
    end: 'joinDatePeriodEnd' | 'promotePeriodEnd',
  ) => (
    <div className="grid gap-3 sm:grid-cols-2">
      <DateTimeField
        label={label('period_start')}
        name={start}
        value={values[start]}
        onChange={(value) => change({ [start]: value })}
        error={errorOf(start)}
      />
      <DateTimeField
        label={label('period_end')}
        name={end}
        value={values[end]}
        min={values[start] ?? undefined}
        onChange={(value) => change({ [end]: value })}
        error={errorOf(end)}
      />
    </div>
  )
  const days = (field: 'joinDateLastRD' | 'chainDateLastRD', key: string) => (
    <NumberField
      label={label(key)}
      name={field}
      whole
      value={values[field]}
      onChange={(value) => change({ [field]: value })}
      error={errorOf(field)}
    />
  )
  switch (rule) {
    case 'Join Date Period':
      return period('joinDatePeriodStart', 'joinDatePeriodEnd')
    case 'Promote Period':
      return period('promotePeriodStart', 'promotePeriodEnd')
    case 'Chain to Coupon':
      return (
        <>
          <TextField
            label={label('chain_code')}
            name="chainToCoupon"
            list={listId}
            autoComplete="off"
            maxLength={50}
            hint={label('chain_code_hint')}
            value={values.chainToCoupon ?? ''}
            onChange={(event) => change({ chainToCoupon: event.target.value.toUpperCase() || null })}
            error={errorOf('chainToCoupon')}
          />
          <datalist id={listId}>
            {chainSuggestions.map((coupon) => (
              <option key={coupon.code} value={coupon.code}>
                {coupon.name}
              </option>
            ))}
          </datalist>
        </>
      )
    case 'Minimum Purchase Amount':
      return (
        <NumberField
          label={label('minimum')}
          name="miniumPurchaseAmount"
          value={values.miniumPurchaseAmount}
          onChange={(value) => change({ miniumPurchaseAmount: value })}
          error={errorOf('miniumPurchaseAmount')}
        />
      )
    case 'Order Type':
      return (
        <SelectField
          label={label('order_type')}
          name="orderType"
          placeholder={label('choose')}
          value={values.orderType ?? ''}
          options={COUPON_ORDER_TYPES.map((type) => ({
            value: type,
            label: t(`coupons:order_types.${type}`),
          }))}
          onChange={(event) =>
            change({ orderType: (event.target.value || null) as CouponValues['orderType'] })
          }
          error={errorOf('orderType')}
        />
      )
    case 'Member Tier':
      return (
        <CheckGroup
          legend={label('member_tiers')}
          name="memberTiers"
          options={MEMBER_TIERS.map((tier) => ({ value: tier, label: t(`coupons:member_tiers.${tier}`) }))}
          selected={values.memberTiers}
          onChange={(memberTiers) => change({ memberTiers })}
          error={errorOf('memberTiers')}
        />
      )
    case 'Member Type':
      return (
        <CheckGroup
          legend={label('member_types')}
          name="memberTypes"
          options={MEMBER_TYPES.map((type) => ({ value: type, label: t(`coupons:member_types.${type}`) }))}
          selected={values.memberTypes}
          onChange={(memberTypes) => change({ memberTypes })}
          error={errorOf('memberTypes')}
        />
      )
    case 'Last Redeemable Day from Join Date':
      return days('joinDateLastRD', 'join_days')
    case 'Last Redeemable Day from Chain Coupon Redeem Date':
      return days('chainDateLastRD', 'chain_days')
    case 'Limit Per Sponsor Member':
      return (
        <NumberField
          label={label('sponsor_limit')}
          name="limitPerSponsorMember"
          whole
          value={values.limitPerSponsorMember}
          onChange={(value) => change({ limitPerSponsorMember: value })}
          error={errorOf('limitPerSponsorMember')}
        />
      )
  }
}

/**
 * The coupon's conditions (spec section 9's ten rule types): each chosen rule with its parameters and a
 * button to remove it, and a choice of the rules not chosen yet to add one. A rule added takes the focus.
 */
export function RuleEditor(props: RuleEditorProps) {
  const { t } = useTranslation()
  const { values, change } = props
  const [next, setNext] = useState('')
  const list = useRef<HTMLOListElement>(null)
  const chosen = values.conditionType
  const left = RULE_TYPES.filter((rule) => !chosen.includes(rule))
  const ruleName = (rule: RuleType) => t(`coupons:rule_types.${rule}`)
  const add = () => {
    const rule = RULE_TYPES.find((type) => type === next)
    if (!rule) return
    change({ conditionType: [...chosen, rule] })
    setNext('')
    // Once the rule is drawn, its first field takes the keyboard.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLElement>(`[data-rule="${rule}"] :is(input, select)`)?.focus(),
    )
  }
  const remove = (rule: RuleType) => change({ conditionType: chosen.filter((type) => type !== rule) })
  return (
    <div data-field="conditionType" className="space-y-3">
      {chosen.length === 0 ? <p className="text-fg-muted text-sm">{t('coupons:form.no_rules')}</p> : null}
      <ol ref={list} aria-label={t('coupons:form.rules')} className="space-y-3">
        {chosen.map((rule) => (
          <li
            key={rule}
            data-rule={rule}
            aria-label={ruleName(rule)}
            className="space-y-3 rounded-xl border border-line bg-surface-subtle p-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-medium text-fg">{ruleName(rule)}</h3>
              <button
                type="button"
                onClick={() => remove(rule)}
                aria-label={t('coupons:form.remove_rule', { rule: ruleName(rule) })}
                className="rounded-md px-2 py-1 text-danger text-sm outline-none hover:bg-danger-subtle focus-visible:ring-2 focus-visible:ring-red-500"
              >
                {t('coupons:form.remove')}
              </button>
            </div>
            <RuleParameters rule={rule} {...props} />
          </li>
        ))}
      </ol>
      {left.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label={t('coupons:form.add_rule_type')}
            className="min-w-0 flex-1"
            placeholder={t('coupons:form.rule_fields.choose')}
            value={next}
            options={left.map((rule) => ({ value: rule, label: ruleName(rule) }))}
            onChange={(event) => setNext(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the rule picked rather than saving the whole form.
              if (event.key === 'Enter') {
                event.preventDefault()
                add()
              }
            }}
          />
          <Button type="button" variant="secondary" className="sm:w-auto" disabled={!next} onClick={add}>
            {t('coupons:form.add_rule')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
