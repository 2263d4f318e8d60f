import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import type { SlideKind, SlideRecord } from '../../api/appearance'
import { $api } from '../../api/queryClient'
import { COUNTRY_CODES } from '../../domain/constants'
import { can, permissionsState } from '../../stores/permissions'
import { knownFilter, ListFilterSelect } from '../../ui/pagedList/ListFilterSelect'
import { type Column, PagedList } from '../../ui/pagedList/PagedList'
import { listQuery } from '../../ui/pagedList/pagedList'
import { usePagedList } from '../../ui/pagedList/usePagedList'
import { Screen } from '../../ui/ScreenStates'
import { appearancePaths } from './appearance.paths'
import { periodColumn, scheduledActionsColumn } from './components/scheduleColumns'

const KINDS = {
  banner: {
    group: 'bannerSlides',
    content: 'bannerSlides.banners',
    feature: 'sectionBannerSlides',
    table: 'banner_table',
  },
  product: {
    group: 'productSlides',
    content: 'productSlides.products',
    feature: 'sectionProductSlides',
    table: 'product_table',
  },
} as const

/** The section banner slides, or the section product slides per country (spec sections 2 and 3). */
function SlideList({ kind }: { kind: SlideKind }) {
  const { t } = useTranslation()
  const permissions = useSnapshot(permissionsState)
  const setup = KINDS[kind]
  const list = usePagedList<SlideRecord>({
    listId: setup.group,
    filterKeys: kind === 'product' ? ['countryCode'] : [],
    query: (params) =>
      kind === 'banner'
        ? $api.queryOptions('get', '/admin/banner-section-loops', { params: { query: listQuery(params) } })
        : $api.queryOptions('get', '/admin/product-section-loops', {
            params: {
              query: {
                ...listQuery(params),
                countryCode: knownFilter(COUNTRY_CODES, params.filters.countryCode),
              },
            },
          }),
  })
  const mayEdit = can(setup.feature, 'update', permissions)
  const contentLabel = t(kind === 'banner' ? 'appearance:actions.banners' : 'appearance:actions.products')
  const columns = useMemo<Column<SlideRecord>[]>(
    () => [
      {
        id: 'name',
        header: t('appearance:columns.name'),
        rowHeader: true,
        cell: (slide) => (
          <Link
            href={appearancePaths.hrefOf(setup.content, { id: slide._id })}
            className="font-medium text-accent-strong hover:underline"
          >
            {slide.name}
          </Link>
        ),
      },
      ...(kind === 'product'
        ? [
            {
              id: 'country',
              header: t('appearance:columns.location'),
              cell: (slide: SlideRecord) =>
                'countryCode' in slide ? t(`appearance:countries.${slide.countryCode}`) : '',
            },
          ]
        : []),
      {
        id: 'content',
        header: t(kind === 'banner' ? 'appearance:columns.banners' : 'appearance:columns.products'),
        className: 'text-right tabular-nums',
        cell: (slide) => ('numberOfBanners' in slide ? slide.numberOfBanners : slide.numberOfProducts),
      },
      periodColumn(t),
      scheduledActionsColumn(t, {
        editHref: mayEdit
          ? (slide) => appearancePaths.hrefOf(`${setup.group}.edit`, { id: slide._id })
          : null,
        contentHref: (slide) => appearancePaths.hrefOf(setup.content, { id: slide._id }),
        contentLabel,
        contentNameOf: (slide) =>
          t(kind === 'banner' ? 'appearance:actions.banners_of' : 'appearance:actions.products_of', {
            name: slide.name,
          }),
      }),
    ],
    [t, kind, mayEdit, setup, contentLabel],
  )
  return (
    <Screen title={t(`appearance:nav.routes.${setup.group}.list.title`)}>
      <PagedList
        label={t(`appearance:slides.${setup.table}`)}
        columns={columns}
        rowKey={(slide) => slide._id}
        list={list}
        searchLabel={t('appearance:search')}
        searchPlaceholder={t('appearance:search_placeholder')}
        emptyText={t('appearance:slides.empty')}
        filters={
          kind === 'product' ? (
            <ListFilterSelect
              list={list}
              filterKey="countryCode"
              label={t('appearance:columns.location')}
              allLabel={t('appearance:all_countries')}
              options={COUNTRY_CODES.map((code) => ({
                value: code,
                label: t(`appearance:countries.${code}`),
              }))}
            />
          ) : undefined
        }
      />
    </Screen>
  )
}

export const BannerSlideListPage = () => <SlideList kind="banner" />
export const ProductSlideListPage = () => <SlideList kind="product" />
