import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { type EmbedToken, type EmbedTokenScope, embedTokensKeys } from '../../../api/embedTokens'
import { $api } from '../../../api/queryClient'
import { can, permissionsState } from '../../../stores/permissions'
import { sessionState } from '../../../stores/session'
import { Button } from '../../../ui/Button'
import { formatDateTime } from '../../../ui/dateRange/dateRange'
import { type Column, PagedList } from '../../../ui/pagedList/PagedList'
import { usePagedList } from '../../../ui/pagedList/usePagedList'
import { SelectField } from '../../../ui/SelectField'
import { RevokeEmbedTokenDialog } from './RevokeEmbedTokenDialog'

const SCOPES = ['mine', 'all'] as const satisfies readonly EmbedTokenScope[]
const scopeOf = (value: string | undefined): EmbedTokenScope => (value === 'all' ? 'all' : 'mine')

const STATE_STYLES: Record<EmbedToken['state'], string> = {
  active: 'bg-success-subtle text-success ring-green-600/20',
  expired: 'bg-surface-muted text-fg-secondary ring-gray-500/20',
  revoked: 'bg-danger-subtle text-danger ring-red-600/20',
}

/** The caller's tokens (or everyone's), newest first, with a revoke button on those still working. */
export function EmbedTokenList() {
  const { t } = useTranslation()
  const permissions = useSnapshot(permissionsState)
  const session = useSnapshot(sessionState)
  const [revoking, setRevoking] = useState<EmbedToken | null>(null)
  const list = usePagedList<EmbedToken>({
    listId: 'embedTokens',
    filterKeys: ['scope'],
    query: (params) =>
      $api.queryOptions(
        ...embedTokensKeys.list({
          page: params.page,
          limit: params.limit,
          scope: scopeOf(params.filters.scope),
          ...(params.search ? { search: params.search } : {}),
        }),
      ),
  })
  const scope = scopeOf(list.params.filters.scope)
  // The server lets staff revoke their own tokens, and anyone's with the orders update permission.
  const mayRevokeOthers = can('orders', 'update', permissions)
  const myId = session.token?._id ?? null

  const columns = useMemo<Column<EmbedToken>[]>(
    () => [
      {
        id: 'origin',
        header: t('embedTokens:list.columns.origin'),
        rowHeader: true,
        cell: (token) => <span className="break-all">{token.origin}</span>,
      },
      {
        id: 'widgets',
        header: t('embedTokens:list.columns.widgets'),
        cell: (token) => token.widgets.map((widget) => t(`embedTokens:widget.${widget}`)).join(', '),
      },
      {
        id: 'state',
        header: t('embedTokens:list.columns.state'),
        cell: (token) => (
          <span
            className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${STATE_STYLES[token.state]}`}
          >
            {t(`embedTokens:state.${token.state}`)}
          </span>
        ),
      },
      {
        id: 'expires',
        header: t('embedTokens:list.columns.expires'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (token) => formatDateTime(token.revokedAt ?? token.expiresAt),
      },
      {
        id: 'created',
        header: t('embedTokens:list.columns.created'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (token) => formatDateTime(token.createdAt),
      },
      ...(scope === 'all'
        ? [
            {
              id: 'mintedBy',
              header: t('embedTokens:list.columns.minted_by'),
              cell: (token: EmbedToken) => token.mintedBy.name,
            },
          ]
        : []),
      {
        id: 'actions',
        header: t('ui:actions_column'),
        hiddenHeader: true,
        className: 'text-right',
        cell: (token) =>
          token.state === 'active' && (token.mintedBy._id === myId || mayRevokeOthers) ? (
            <Button
              variant="link"
              aria-label={t('embedTokens:list.revoke_named', { origin: token.origin })}
              onClick={() => setRevoking(token)}
            >
              {t('embedTokens:list.revoke')}
            </Button>
          ) : null,
      },
    ],
    [t, scope, myId, mayRevokeOthers],
  )

  return (
    <section aria-labelledby="tokens-title" className="space-y-3">
      <h2 id="tokens-title" className="font-semibold text-fg text-lg">
        {t('embedTokens:list.title')}
      </h2>
      <PagedList
        label={t('embedTokens:list.table')}
        columns={columns}
        rowKey={(token) => token._id}
        list={list}
        searchLabel={t('embedTokens:list.search')}
        searchPlaceholder={t('embedTokens:list.search_placeholder')}
        emptyText={t('embedTokens:list.empty')}
        filters={
          <SelectField
            label={t('embedTokens:list.scope')}
            value={scope}
            onChange={(event) => list.setFilters(event.target.value === 'all' ? { scope: 'all' } : {})}
            options={SCOPES.map((value) => ({ value, label: t(`embedTokens:list.scope_${value}`) }))}
            className="w-48 [&_label]:text-xs [&_select]:py-2"
          />
        }
      />
      <RevokeEmbedTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </section>
  )
}
