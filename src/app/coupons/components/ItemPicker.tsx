import { useQueries, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../../api/queryClient'
import type { CouponLocation } from '../../../domain/coupons/couponOptions'
import { MEMBER_TYPES } from '../../../domain/members'
import { nameIn } from '../../../domain/orders'
import { searchTerm } from '../../../domain/validators'
import { TextField } from '../../../ui/TextField'

export type ItemKind = 'category' | 'product' | 'promotionProduct' | 'plan'

interface Option {
  value: string
  label: string
}

export interface ItemPickerProps {
  kind: ItemKind
  label: string
  /** The field it stands for: the editor moves the focus here when the list is refused. */
  name: string
  selected: readonly string[]
  onChange(selected: string[]): void
  /** Products are looked for in the coupon's country. */
  country: CouponLocation
  error?: string | null
}

const SEARCH_LIMIT = 10

/** The real items of a kind to pick from: every category or plan, or the products a search finds. */
function useItemOptions(kind: ItemKind, term: string, country: CouponLocation, selected: readonly string[]) {
  const { t, i18n } = useTranslation()
  const products = kind === 'product' || kind === 'promotionProduct'
  const categories = useQuery({
    ...$api.queryOptions('get', '/categories', {}),
    enabled: kind === 'category',
  })
  const path = kind === 'promotionProduct' ? '/admin/products/promotion-product' : '/admin/products'
  const found = useQuery({
    ...$api.queryOptions('get', path, {
      params: { query: { countryCode: country, limit: SEARCH_LIMIT, ...(term ? { search: term } : {}) } },
    }),
    enabled: products,
  })
  const productOption = (product: {
    _id: string
    productCode: string
    productName: { en: string; th: string }
  }) => ({
    value: product._id,
    label: `${product.productCode} · ${nameIn(product.productName, i18n.language)}`,
  })
  const shown = new Set(found.data?.data.map((product) => product._id))
  // Chosen products the search does not show still need their names (an edited coupon's list).
  const chosen = useQueries({
    queries: products
      ? selected
          .filter((id) => !shown.has(id))
          .map((id) => $api.queryOptions('get', '/admin/products/{id}', { params: { path: { id } } }))
      : [],
  })
  if (kind === 'plan')
    return {
      options: MEMBER_TYPES.map((type) => ({ value: type, label: t(`coupons:member_types.${type}`) })),
    }
  if (kind === 'category')
    return {
      options: (categories.data?.data ?? []).map((category) => ({
        value: category._id,
        label: nameIn(category.name, i18n.language),
      })),
      loading: categories.isPending,
    }
  const options: Option[] = [
    ...chosen.flatMap((query) => (query.data ? [productOption(query.data)] : [])),
    ...(found.data?.data ?? []).map(productOption),
  ]
  return { options, loading: found.isPending }
}

/**
 * Items of a product scope (categories, products, promotion products or plans) ticked from the real
 * ones; products are found by the start of their code or name, the chosen ones stay listed.
 */
export function ItemPicker({ kind, label, name, selected, onChange, country, error }: ItemPickerProps) {
  const { t } = useTranslation()
  const errorId = useId()
  const [search, setSearch] = useState('')
  const searchable = kind === 'product' || kind === 'promotionProduct'
  const { options, loading } = useItemOptions(kind, searchTerm(search) ?? '', country, selected)
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id))
  const missing = selected.filter((id) => !options.some((option) => option.value === id))
  return (
    <fieldset data-field={name} aria-describedby={error ? errorId : undefined} className="min-w-0 space-y-2">
      <legend className="mb-1 font-medium text-fg text-sm">
        {label}
        <span className="ms-2 font-normal text-fg-muted">
          {t('coupons:form.n_chosen', { count: selected.length })}
        </span>
      </legend>
      {searchable ? (
        <TextField
          label={t('coupons:form.find_products')}
          type="search"
          value={search}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      ) : null}
      <div
        className={`grid max-h-64 gap-1 overflow-y-auto rounded-lg border p-2 sm:grid-cols-2 ${
          error ? 'border-danger-strong' : 'border-line-strong'
        }`}
      >
        {loading && options.length === 0 ? (
          <p className="px-2 py-1.5 text-fg-muted text-sm">{t('ui:record.loading')}</p>
        ) : options.length === 0 && missing.length === 0 ? (
          <p className="px-2 py-1.5 text-fg-muted text-sm">{t('coupons:form.no_items')}</p>
        ) : null}
        {[...options, ...missing.map((id) => ({ value: id, label: id }))].map((option) => (
          <label
            key={option.value}
            className="flex min-w-0 cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-fg hover:bg-surface-subtle"
          >
            <input
              type="checkbox"
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="size-4 shrink-0 accent-primary-600 outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
            />
            <span className="truncate">{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
