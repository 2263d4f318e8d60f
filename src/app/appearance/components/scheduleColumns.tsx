import type { TFunction } from 'i18next'
import { Link } from 'wouter'
import type { Column } from '../../../ui/pagedList/PagedList'
import { RowActions, rowActionStyle } from '../../../ui/RowActions'
import { periodText } from '../appearanceTimes'

interface Scheduled {
  _id: string
  name: string
  startAt: string
  endAt: string
  publishState: 'scheduled' | 'live' | 'ended'
}

/** A loop's or slide's publish period on Bangkok time, and where it stands now. */
export const periodColumn = <T extends Scheduled>(t: TFunction): Column<T> => ({
  id: 'period',
  header: t('appearance:columns.period'),
  className: 'whitespace-nowrap tabular-nums',
  cell: (record) => (
    <>
      {periodText(t, record)}
      <span className="block text-fg-muted text-xs">
        {t(`appearance:publish_state.${record.publishState}`)}
      </span>
    </>
  ),
})

/** Edit (when allowed) and the link to what the record holds (its banners or products). */
export const scheduledActionsColumn = <T extends Scheduled>(
  t: TFunction,
  links: {
    editHref: ((record: T) => string) | null
    contentHref(record: T): string
    contentLabel: string
    /** The link's name, which says whose banners or products it opens. */
    contentNameOf(record: T): string
  },
): Column<T> => ({
  id: 'actions',
  header: t('ui:actions_column'),
  hiddenHeader: true,
  className: 'text-right',
  cell: (record) => (
    <RowActions name={record.name} editHref={links.editHref?.(record) ?? null}>
      <Link
        href={links.contentHref(record)}
        className={rowActionStyle}
        aria-label={links.contentNameOf(record)}
      >
        {links.contentLabel}
      </Link>
    </RowActions>
  ),
})
