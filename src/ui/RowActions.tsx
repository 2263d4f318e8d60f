import './locales'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'

const action =
  'rounded-lg px-2.5 py-1 font-medium text-sm outline-none transition focus-visible:ring-2 focus-visible:ring-primary-500'

/** A row's Edit and Delete, each named after the record ('Edit Order team') and offered only when allowed. */
export function RowActions({
  name,
  editHref,
  onDelete,
}: {
  name: string
  editHref?: string | null
  onDelete?: (() => void) | null
}) {
  const { t } = useTranslation()
  if (!editHref && !onDelete) return <span className="text-fg-muted text-sm">{t('ui:no_actions')}</span>
  return (
    <div className="flex justify-end gap-1">
      {editHref ? (
        <Link
          href={editHref}
          aria-label={t('ui:edit_named', { name })}
          className={`${action} text-accent-strong hover:bg-accent-subtle`}
        >
          {t('ui:edit')}
        </Link>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          aria-label={t('ui:delete_named', { name })}
          onClick={onDelete}
          className={`${action} text-danger hover:bg-danger-subtle`}
        >
          {t('ui:delete')}
        </button>
      ) : null}
    </div>
  )
}
