import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CouponDryRunRequest } from '../../../api/coupons'
import { $api } from '../../../api/queryClient'
import { nameIn } from '../../../domain/orders'
import { searchTerm } from '../../../domain/validators'
import { Button } from '../../../ui/Button'
import { SelectField } from '../../../ui/SelectField'
import { TextField } from '../../../ui/TextField'
import { isoInstant } from '../couponForm'
import { DateTimeField, NumberField } from './couponFields'

interface CartLine {
  productCode: string
  quantity: number | null
}

const MEMBER_MATCHES = 5
const DRY_RUN_ORDER_TYPES = ['ROC', 'BMC'] as const

/** The member the dry-run is for: found by the start of their member id, name, phone or e-mail. */
function MemberChooser({ chosen, onChoose }: { chosen: string | null; onChoose(id: string): void }) {
  const { t, i18n } = useTranslation()
  const [search, setSearch] = useState('')
  const term = searchTerm(search)
  const found = useQuery({
    ...$api.queryOptions('get', '/admin/members', {
      params: { query: { limit: MEMBER_MATCHES, search: term ?? undefined } },
    }),
    enabled: term !== null && term !== undefined,
  })
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-1 font-medium text-fg">{t('coupons:dry_run.member')}</legend>
      <TextField
        label={t('coupons:dry_run.find_member')}
        type="search"
        value={search}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      {found.data ? (
        found.data.data.length === 0 ? (
          <p className="text-fg-muted text-sm">{t('coupons:dry_run.no_members')}</p>
        ) : (
          <div className="space-y-1">
            {found.data.data.map((member) => (
              <label
                key={member._id}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-fg hover:bg-surface-subtle"
              >
                <input
                  type="radio"
                  name="memberId"
                  value={member._id}
                  checked={chosen === member._id}
                  onChange={() => onChoose(member._id)}
                  className="size-4 accent-primary-600 outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
                />
                <span className="min-w-0 break-words">
                  {member.memberId} · {nameIn(member.name, i18n.language)} ·{' '}
                  {t(`coupons:member_tiers.${member.tier}`)} ·{' '}
                  {t(`coupons:member_types.${member.memberType}`)}
                </span>
              </label>
            ))}
          </div>
        )
      ) : null}
    </fieldset>
  )
}

export interface DryRunRequestFormProps {
  busy: boolean
  onRun(request: CouponDryRunRequest): void
}

/** The member, the cart (products by code with quantities), the order type and the instant to try. */
export function DryRunRequestForm({ busy, onRun }: DryRunRequestFormProps) {
  const { t } = useTranslation()
  const [memberId, setMemberId] = useState<string | null>(null)
  const [lines, setLines] = useState<CartLine[]>([{ productCode: '', quantity: 1 }])
  const [orderType, setOrderType] = useState<(typeof DRY_RUN_ORDER_TYPES)[number]>('ROC')
  const [shippingFee, setShippingFee] = useState<number | null>(null)
  const [at, setAt] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const setLine = (index: number, line: Partial<CartLine>) =>
    setLines((current) => current.map((old, at) => (at === index ? { ...old, ...line } : old)))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const products = lines
      .filter((line) => line.productCode.trim())
      .map((line) => ({ productCode: line.productCode.trim(), quantity: line.quantity ?? 1 }))
    if (!memberId) return setProblem(t('coupons:dry_run.member_required'))
    if (products.length === 0) return setProblem(t('coupons:dry_run.cart_required'))
    setProblem(null)
    onRun({
      memberId,
      products,
      orderType,
      ...(shippingFee !== null ? { shippingFee } : {}),
      ...(at ? { at: isoInstant(at) ?? undefined } : {}),
    })
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      className="min-w-0 space-y-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <MemberChooser chosen={memberId} onChoose={setMemberId} />
      <fieldset className="min-w-0 space-y-2">
        <legend className="mb-1 font-medium text-fg">{t('coupons:dry_run.cart')}</legend>
        {lines.map((line, index) => (
          // Lines have no identity but their place; the last is the one added or removed.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className="flex flex-wrap items-end gap-2">
            <TextField
              label={t('coupons:dry_run.product_code', { n: index + 1 })}
              name={`products.${index}.productCode`}
              className="min-w-0 flex-1"
              value={line.productCode}
              maxLength={50}
              autoComplete="off"
              onChange={(event) => setLine(index, { productCode: event.target.value.toUpperCase() })}
            />
            <NumberField
              label={t('coupons:dry_run.quantity', { n: index + 1 })}
              name={`products.${index}.quantity`}
              className="w-28"
              whole
              value={line.quantity}
              onChange={(quantity) => setLine(index, { quantity })}
            />
            {lines.length > 1 ? (
              <Button
                type="button"
                variant="secondary"
                aria-label={t('coupons:dry_run.remove_line', { n: index + 1 })}
                onClick={() => setLines((current) => current.filter((_, at) => at !== index))}
              >
                {t('coupons:form.remove')}
              </Button>
            ) : null}
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          onClick={() => setLines((current) => [...current, { productCode: '', quantity: 1 }])}
        >
          {t('coupons:dry_run.add_line')}
        </Button>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('coupons:dry_run.order_type')}
          name="orderType"
          value={orderType}
          options={DRY_RUN_ORDER_TYPES.map((type) => ({
            value: type,
            label: t(`coupons:order_types.${type}`),
          }))}
          onChange={(event) => setOrderType(event.target.value as typeof orderType)}
        />
        <NumberField
          label={t('coupons:dry_run.shipping_fee')}
          name="shippingFee"
          value={shippingFee}
          onChange={setShippingFee}
        />
        <DateTimeField
          label={t('coupons:dry_run.at')}
          name="at"
          className="sm:col-span-2"
          value={at}
          onChange={setAt}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-danger text-sm">
          {problem}
        </p>
      ) : null}
      <Button type="submit" busy={busy} className="sm:w-auto">
        {busy ? t('coupons:dry_run.running') : t('coupons:dry_run.run')}
      </Button>
    </form>
  )
}
