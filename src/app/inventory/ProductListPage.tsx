import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import {
  type ProductCountry,
  type ProductListQuery,
  type ProductSummary,
  productsKeys,
} from '../../api/inventory'
import { $api } from '../../api/queryClient'
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from '../../domain/constants'
import { formatMoney, formatNumber } from '../../domain/money'
import { maxPriceOf, PRODUCT_STATUSES, type ProductStatus } from '../../domain/products'
import { can, permissionsState } from '../../stores/permissions'
import { buttonStyles } from '../../ui/Button'
import { type Column, PagedList } from '../../ui/pagedList/PagedList'
import { listQuery } from '../../ui/pagedList/pagedList'
import { usePagedList } from '../../ui/pagedList/usePagedList'
import { Screen } from '../../ui/ScreenStates'
import { SelectField } from '../../ui/SelectField'
import { StatusPill } from '../../ui/StatusPill'
import { PriceRangeFilter } from './components/PriceRangeFilter'
import { inventoryPaths } from './inventory.paths'
import { useOpenProduct } from './openProduct'

const FILTER_KEYS = ['country', 'status', 'category', 'from', 'to'] as const
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const isCountry = (value: string | undefined): value is ProductCountry =>
  (COUNTRY_CODES as readonly string[]).includes(value ?? '')
const isStatus = (value: string | undefined): value is ProductStatus =>
  (PRODUCT_STATUSES as readonly string[]).includes(value ?? '')
/** A whole amount from 0 in the address, or nothing (an edited link with "-5" or "abc" is ignored). */
const boundOf = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,12}$/.test(value) ? Number(value) : null

/** The address's filters in the list call's terms. */
function productFilters(filters: Readonly<Record<string, string>>): Partial<ProductListQuery> {
  const start = boundOf(filters.from)
  const end = boundOf(filters.to)
  return {
    countryCode: isCountry(filters.country) ? filters.country : DEFAULT_COUNTRY_CODE,
    ...(isStatus(filters.status) ? { status: filters.status } : {}),
    ...(filters.category && UUID.test(filters.category) ? { categoryId: filters.category } : {}),
    ...(start !== null ? { startPrice: start } : {}),
    ...(end !== null ? { endPrice: end } : {}),
  }
}

/** Inventory (spec section 2): a country's products with search, status, category and price-range filters. */
export function ProductListPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language === 'th' ? 'th' : 'en'
  const permissions = useSnapshot(permissionsState)
  const mayEditMedia = can('inventory', 'update', permissions)
  const list = usePagedList<ProductSummary>({
    listId: 'inventory',
    filterKeys: FILTER_KEYS,
    query: (params) =>
      $api.queryOptions(...productsKeys.list({ ...listQuery(params), ...productFilters(params.filters) })),
  })
  const { filters } = list.params
  const listFilters = productFilters(filters)
  const country = listFilters.countryCode ?? DEFAULT_COUNTRY_CODE
  const categories = useQuery($api.queryOptions(...productsKeys.categories()))
  const maxPrices = useQuery($api.queryOptions(...productsKeys.maxPrices()))
  const maximum =
    maxPrices.data?.data.find((entry) => entry.country === country)?.maxPrice ?? maxPriceOf(country)

  // A list down to one product (a search by its code) makes it the open one: 'p m' opens its media.
  const rows = list.status === 'ready' ? (list.result?.data ?? []) : []
  const only = rows.length === 1 ? rows[0] : null
  useOpenProduct(
    only ? { _id: only._id, productCode: only.productCode, countryCode: only.countryCode } : null,
  )

  const setFilter = (change: Record<string, string | null>) => {
    const next: Record<string, string> = { ...filters }
    for (const [key, value] of Object.entries(change)) {
      if (value) next[key] = value
      else delete next[key]
    }
    list.setFilters(next)
  }

  const columns = useMemo<Column<ProductSummary>[]>(
    () => [
      {
        id: 'code',
        header: t('inventory:columns.code'),
        rowHeader: true,
        className: 'whitespace-nowrap',
        cell: (product) =>
          mayEditMedia ? (
            <Link
              href={inventoryPaths.hrefOf('inventory.media', {
                locationBase: product.countryCode,
                id: product._id,
              })}
              className={buttonStyles.link}
              aria-label={t('inventory:open_media', { code: product.productCode })}
            >
              {product.productCode}
            </Link>
          ) : (
            product.productCode
          ),
      },
      {
        id: 'name',
        header: t('inventory:columns.name'),
        cell: (product) => (
          <span className="block min-w-0">
            <span className="block font-medium">{product.productName.th}</span>
            <span className="block text-fg-muted text-xs">{product.productName.en}</span>
            {product.isNewProduct ? (
              <span className="mt-1 inline-block rounded-full bg-accent-muted px-2 py-0.5 font-medium text-accent text-xs">
                {t('inventory:new_product')}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'category',
        header: t('inventory:columns.category'),
        cell: (product) => (product.categoryName ? product.categoryName[language] : '—'),
      },
      {
        id: 'memberPrice',
        header: t('inventory:columns.member_price'),
        className: 'whitespace-nowrap text-right tabular-nums',
        cell: (product) => formatMoney(product.memberPrice, product.currency),
      },
      {
        id: 'personalPrice',
        header: t('inventory:columns.personal_price'),
        className: 'whitespace-nowrap text-right tabular-nums',
        cell: (product) => formatMoney(product.personalPrice, product.currency),
      },
      {
        id: 'pv',
        header: t('inventory:columns.pv'),
        className: 'text-right tabular-nums',
        cell: (product) => formatNumber(product.pv),
      },
      {
        id: 'stock',
        header: t('inventory:columns.stock'),
        className: 'text-right tabular-nums',
        cell: (product) => formatNumber(product.stock),
      },
      {
        id: 'sold',
        header: t('inventory:columns.sold'),
        className: 'text-right tabular-nums',
        cell: (product) => formatNumber(product.sold),
      },
      {
        id: 'rating',
        header: t('inventory:columns.rating'),
        className: 'text-right tabular-nums',
        cell: (product) => (product.rating === null ? '—' : product.rating.toFixed(1)),
      },
      {
        id: 'status',
        header: t('inventory:columns.status'),
        cell: (product) => (
          <span className="flex flex-col items-start gap-1">
            <StatusPill status={product.status} />
            {product.flag ? (
              <span className="text-fg-muted text-xs">{t(`inventory:flag.${product.flag}`)}</span>
            ) : null}
          </span>
        ),
      },
    ],
    [t, language, mayEditMedia],
  )

  return (
    <Screen title={t('inventory:nav.routes.inventory.list.title')}>
      <PagedList
        label={t('inventory:table', { country: t(`ui:countries.${country}`) })}
        columns={columns}
        rowKey={(product) => product._id}
        list={list}
        searchLabel={t('inventory:search')}
        searchPlaceholder={t('inventory:search_placeholder')}
        emptyText={t('inventory:empty')}
        filters={
          <>
            <SelectField
              label={t('inventory:country_filter')}
              value={country}
              onChange={(event) =>
                setFilter({
                  country: event.target.value === DEFAULT_COUNTRY_CODE ? null : event.target.value,
                  // Prices are in the country's currency: a range of another country means nothing here.
                  from: null,
                  to: null,
                })
              }
              options={COUNTRY_CODES.map((code) => ({ value: code, label: t(`ui:countries.${code}`) }))}
              className="w-40 [&_label]:text-xs [&_select]:py-2"
            />
            <SelectField
              label={t('inventory:status_filter')}
              value={listFilters.status ?? 'all'}
              onChange={(event) =>
                setFilter({ status: event.target.value === 'all' ? null : event.target.value })
              }
              options={[
                { value: 'all', label: t('inventory:all_statuses') },
                ...PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`ui:status.${status}`) })),
              ]}
              className="w-36 [&_label]:text-xs [&_select]:py-2"
            />
            <SelectField
              label={t('inventory:category_filter')}
              value={listFilters.categoryId ?? 'all'}
              onChange={(event) =>
                setFilter({ category: event.target.value === 'all' ? null : event.target.value })
              }
              options={[
                { value: 'all', label: t('inventory:all_categories') },
                ...(categories.data?.data ?? []).map((category) => ({
                  value: category._id,
                  label: category.name[language],
                })),
              ]}
              className="w-48 [&_label]:text-xs [&_select]:py-2"
            />
            <PriceRangeFilter
              start={listFilters.startPrice ?? null}
              end={listFilters.endPrice ?? null}
              maximum={maximum}
              onChange={(start, end) =>
                setFilter({
                  from: start === null ? null : String(start),
                  to: end === null ? null : String(end),
                })
              }
            />
          </>
        }
      />
    </Screen>
  )
}
