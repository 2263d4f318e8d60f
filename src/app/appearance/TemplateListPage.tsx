import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { ApiError } from '../../api/apiError'
import { type HomeTemplate, makeTemplateDefault } from '../../api/appearance'
import { $api } from '../../api/queryClient'
import { can, permissionsState } from '../../stores/permissions'
import { showToast } from '../../stores/toasts'
import { formatDate } from '../../ui/dateRange/dateRange'
import { type Column, PagedList } from '../../ui/pagedList/PagedList'
import { listQuery } from '../../ui/pagedList/pagedList'
import { usePagedList } from '../../ui/pagedList/usePagedList'
import { RowActions, rowActionStyle } from '../../ui/RowActions'
import { Screen } from '../../ui/ScreenStates'
import { appearancePaths } from './appearance.paths'
import { HomeSchedulePanel } from './components/HomeSchedulePanel'

/** Home-page templates (spec sections 2 and 3), which one is the default, and the home page's timeline and preview. */
export function TemplateListPage() {
  const { t } = useTranslation()
  const permissions = useSnapshot(permissionsState)
  const [switching, setSwitching] = useState<string | null>(null)
  const list = usePagedList<HomeTemplate>({
    listId: 'homeTemplates',
    query: (params) =>
      $api.queryOptions('get', '/admin/home-templates', { params: { query: listQuery(params) } }),
  })
  const mayEdit = can('homeTemplates', 'update', permissions)
  const columns = useMemo<Column<HomeTemplate>[]>(() => {
    const makeDefault = async (template: HomeTemplate) => {
      setSwitching(template._id)
      try {
        await makeTemplateDefault(template._id, template.version)
        showToast({ text: t('appearance:templates.now_default', { name: template.name }) }, 'success')
      } catch (error) {
        showToast({ text: error instanceof ApiError ? error.message : t('appearance:load_failed') }, 'error')
      } finally {
        setSwitching(null)
      }
    }
    return [
      {
        id: 'name',
        header: t('appearance:columns.name'),
        rowHeader: true,
        cell: (template) => <span className="font-medium">{template.name}</span>,
      },
      {
        id: 'default',
        header: t('appearance:columns.default'),
        cell: (template) =>
          template.isDefault ? (
            <span className="rounded-full bg-accent-subtle px-2.5 py-0.5 font-medium text-fg text-xs">
              {t('appearance:templates.default')}
            </span>
          ) : null,
      },
      {
        id: 'sections',
        header: t('appearance:columns.sections'),
        cell: (template) => template.sections.map((section) => section.name).join(' · '),
      },
      {
        id: 'updated',
        header: t('appearance:columns.updated'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (template) => formatDate(template.updatedAt),
      },
      {
        id: 'actions',
        header: t('ui:actions_column'),
        hiddenHeader: true,
        className: 'text-right',
        cell: (template) => (
          <RowActions
            name={template.name}
            editHref={mayEdit ? appearancePaths.hrefOf('templates.edit', { id: template._id }) : null}
          >
            {mayEdit && !template.isDefault ? (
              <button
                type="button"
                className={rowActionStyle}
                disabled={switching !== null}
                aria-label={t('appearance:templates.make_default_named', { name: template.name })}
                onClick={() => void makeDefault(template)}
              >
                {t('appearance:templates.make_default')}
              </button>
            ) : null}
          </RowActions>
        ),
      },
    ]
  }, [t, mayEdit, switching])
  return (
    <Screen title={t('appearance:nav.routes.templates.list.title')}>
      <PagedList
        label={t('appearance:templates.table')}
        columns={columns}
        rowKey={(template) => template._id}
        list={list}
        searchLabel={t('appearance:search')}
        searchPlaceholder={t('appearance:search_placeholder')}
        emptyText={t('appearance:templates.empty')}
      />
      <HomeSchedulePanel />
    </Screen>
  )
}
