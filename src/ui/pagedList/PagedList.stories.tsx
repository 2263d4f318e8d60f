import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DateRangeFilter } from '../dateRange/DateRangeFilter'
import { ExportButton } from '../ExportButton'
import { RowActions } from '../RowActions'
import { StatusPill } from '../StatusPill'
import {
  fakeExport,
  SAMPLE_ROLE_SORTS,
  type SampleRole,
  type SampleRoleSort,
  sampleRolePage,
} from '../storySamples'
import { type Column, PagedList } from './PagedList'
import type { ListParams } from './pagedList'
import { type Page, usePagedList } from './usePagedList'

type Load = (params: ListParams<SampleRoleSort>) => Promise<Page<SampleRole>>

/** What the fake server answers: the sample roles, nothing, never, or a failure. */
const ANSWERS = {
  sample: async (params) => sampleRolePage(params),
  none: async (params) => ({ data: [], total: 0, page: params.page, limit: params.limit }),
  pending: () => new Promise(() => undefined),
  failure: async () => {
    throw new Error('The list could not be loaded.')
  },
} satisfies Record<string, Load>

/** A cache of the story's own, as the signed-in app gives its screens; a failure shows at once. */
function StoryCache({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }))
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** A list of roles as a list screen builds one: columns, the paged state in the address, tools. */
function RoleList({ answer, withTools }: { answer: keyof typeof ANSWERS; withTools: boolean }) {
  const [sampleExport] = useState(() => fakeExport({ rows: 1200 }))
  const { t } = useTranslation()
  const list = usePagedList<SampleRole, SampleRoleSort>({
    query: (params) => ({
      queryKey: ['story-roles', answer, params],
      queryFn: () => ANSWERS[answer](params),
    }),
    sorts: SAMPLE_ROLE_SORTS,
    filterKeys: ['from', 'to'],
  })
  const columns: Column<SampleRole, SampleRoleSort>[] = [
    { id: 'name', sort: 'name', header: t('ui:fields.roles'), rowHeader: true, cell: (role) => role.name },
    {
      id: 'status',
      sort: 'status',
      header: t('ui:fields.status'),
      cell: (role) => <StatusPill status={role.status} />,
    },
    {
      id: 'actions',
      header: t('ui:list.actions'),
      hiddenHeader: true,
      className: 'text-right',
      cell: (role) => (
        <RowActions
          name={role.name}
          editHref={role.status === 'terminate' ? null : `/roles/${role.id}`}
          onDelete={role.status === 'active' ? () => undefined : null}
        />
      ),
    },
  ]
  return (
    <PagedList
      label={t('ui:fields.roles')}
      columns={columns}
      rowKey={(role) => role.id}
      list={list}
      filters={
        withTools ? (
          <DateRangeFilter
            from={list.params.filters.from ?? null}
            to={list.params.filters.to ?? null}
            onChange={(from, to) => list.setFilters({ ...(from ? { from } : {}), ...(to ? { to } : {}) })}
          />
        ) : null
      }
      actions={withTools ? <ExportButton {...sampleExport} /> : null}
    />
  )
}

const meta = {
  title: 'UI/PagedList',
  component: RoleList,
  args: { answer: 'sample', withTools: false },
  argTypes: { answer: { control: 'inline-radio', options: Object.keys(ANSWERS) } },
  decorators: [
    (Story) => (
      <StoryCache>
        <Story />
      </StoryCache>
    ),
  ],
} satisfies Meta<typeof RoleList>

export default meta
type Story = StoryObj<typeof meta>

/** 23 roles, 5 a page: search, sort by a column header, change the page size or the page. */
export const Ready: Story = {}
export const SecondPage: Story = { parameters: { address: '/?page=2&limit=10' } }
export const SortedByStatus: Story = { parameters: { address: '/?sort=status&order=desc' } }
export const WithDatesAndExport: Story = { args: { withTools: true } }
export const Loading: Story = { args: { answer: 'pending' } }
export const Empty: Story = { args: { answer: 'none' } }
export const NoMatch: Story = { parameters: { address: '/?search=ไม่มี' } }
/** The server failed: the list says so and offers Try again. */
export const Failed: Story = { args: { answer: 'failure' } }
