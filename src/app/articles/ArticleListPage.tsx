import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import {
  type ArticlePublishState,
  type ArticleSummary,
  articlesKeys,
  changeArticles,
} from '../../api/articles'
import { categoriesKeys } from '../../api/categories'
import { $api } from '../../api/queryClient'
import { RECORD_STATUSES } from '../../domain/constants'
import { ARTICLE_SORTS, type ArticleSort } from '../../domain/listSort'
import { nameIn } from '../../domain/orders'
import { can, permissionsState } from '../../stores/permissions'
import { formatDate } from '../../ui/dateRange/dateRange'
import { knownFilter, ListFilterSelect, StatusFilterSelect } from '../../ui/pagedList/ListFilterSelect'
import { type Column, PagedList } from '../../ui/pagedList/PagedList'
import { listQuery } from '../../ui/pagedList/pagedList'
import { usePagedList } from '../../ui/pagedList/usePagedList'
import { useStatusBulk } from '../../ui/pagedList/useStatusBulk'
import { RowActions, rowActionStyle } from '../../ui/RowActions'
import { Screen } from '../../ui/ScreenStates'
import { StatusPill } from '../../ui/StatusPill'
import { ArticleActionDialog, type ArticleActionRequest } from './ArticleActionDialog'
import { publishPeriodText } from './articlePeriod'
import { articlesPaths } from './articles.paths'

const PUBLISH_STATES = ['scheduled', 'live', 'ended'] as const satisfies readonly ArticlePublishState[]

/** News & Article (spec sections 2 and 3): title, category, status, views, publish period, created; search, filters, actions. */
export function ArticleListPage() {
  const { t, i18n } = useTranslation()
  const permissions = useSnapshot(permissionsState)
  const [request, setRequest] = useState<ArticleActionRequest | null>(null)
  const list = usePagedList<ArticleSummary, ArticleSort>({
    listId: 'articles',
    filterKeys: ['categoryId', 'status', 'publishState'],
    sorts: ARTICLE_SORTS,
    query: (params) => {
      const { categoryId, status, publishState } = params.filters
      return $api.queryOptions(
        ...articlesKeys.list({
          ...listQuery(params),
          ...(categoryId ? { categoryId } : {}),
          status: knownFilter(RECORD_STATUSES, status),
          publishState: knownFilter(PUBLISH_STATES, publishState),
        }),
      )
    },
  })
  const categories = useQuery($api.queryOptions(...categoriesKeys.articleOptions()))
  const mayEdit = can('newsArticles', 'update', permissions)
  const mayDelete = can('newsArticles', 'delete', permissions)
  const language = i18n.language

  const bulk = useStatusBulk({
    list,
    label: t('articles:selection.label'),
    rowLabel: (article) => t('articles:selection.row', { name: nameIn(article.name, language) }),
    rowName: (article) => nameIn(article.name, language),
    records: (count) => t('articles:selection.records', { count }),
    run: changeArticles,
    mayUpdate: mayEdit,
    mayDelete,
  })

  const columns = useMemo<Column<ArticleSummary, ArticleSort>[]>(
    () => [
      ...bulk.columns,
      {
        id: 'name',
        sort: 'name',
        header: t('articles:columns.name'),
        rowHeader: true,
        cell: (article) => (
          <Link
            href={articlesPaths.hrefOf('articles.detail', { id: article._id })}
            className="font-medium text-accent-strong hover:underline"
          >
            {nameIn(article.name, language)}
          </Link>
        ),
      },
      { id: 'category', header: t('articles:columns.category'), cell: (article) => article.category.name },
      {
        id: 'status',
        header: t('articles:columns.status'),
        cell: (article) => <StatusPill status={article.status} />,
      },
      {
        id: 'views',
        sort: 'views',
        header: t('articles:columns.views'),
        className: 'text-right tabular-nums',
        cell: (article) => article.views.toLocaleString('en-US'),
      },
      {
        id: 'period',
        sort: 'publishStart',
        header: t('articles:columns.period'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (article) => (
          <>
            {publishPeriodText(t, article)}
            <span className="block text-fg-muted text-xs">
              {t(`articles:publish_state.${article.publishState}`)}
            </span>
          </>
        ),
      },
      {
        id: 'created',
        sort: 'createdAt',
        header: t('articles:columns.created'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (article) => formatDate(article.createdAt),
      },
      {
        id: 'actions',
        header: t('ui:actions_column'),
        hiddenHeader: true,
        className: 'text-right',
        cell: (article) => {
          const name = nameIn(article.name, language)
          const toggle = article.status === 'active' ? 'deactivate' : 'activate'
          return (
            <RowActions
              name={name}
              editHref={mayEdit ? articlesPaths.hrefOf('articles.edit', { id: article._id }) : null}
              onDelete={mayDelete ? () => setRequest({ action: 'delete', article }) : null}
            >
              {mayEdit ? (
                <button
                  type="button"
                  className={rowActionStyle}
                  aria-label={t(`articles:actions.${toggle}_named`, { name })}
                  onClick={() => setRequest({ action: toggle, article })}
                >
                  {t(`articles:actions.${toggle}`)}
                </button>
              ) : null}
            </RowActions>
          )
        },
      },
    ],
    [t, language, mayEdit, mayDelete, bulk.columns],
  )

  return (
    <Screen title={t('articles:nav.routes.articles.list.title')}>
      {bulk.bar}
      <PagedList
        label={t('articles:table')}
        columns={columns}
        rowKey={(article) => article._id}
        list={list}
        searchLabel={t('articles:search')}
        searchPlaceholder={t('articles:search_placeholder')}
        emptyText={t('articles:empty')}
        filters={
          <>
            <ListFilterSelect
              list={list}
              filterKey="categoryId"
              label={t('articles:filters.category')}
              allLabel={t('articles:filters.all_categories')}
              options={(categories.data?.data ?? []).map((category) => ({
                value: category.categoryId,
                label: category.categoryName,
              }))}
            />
            <StatusFilterSelect list={list} />
            <ListFilterSelect
              list={list}
              filterKey="publishState"
              label={t('articles:filters.publish_state')}
              allLabel={t('articles:filters.all_publish_states')}
              options={PUBLISH_STATES.map((state) => ({
                value: state,
                label: t(`articles:publish_state.${state}`),
              }))}
            />
          </>
        }
      />
      <ArticleActionDialog request={request} onClose={() => setRequest(null)} />
    </Screen>
  )
}
