import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'

const action =
  'rounded-lg px-2.5 py-1 font-medium text-sm outline-none transition focus-visible:ring-2 focus-visible:ring-primary-500'

/** The look of a row action, for an area's own ones (`children`) beside Edit and Delete. */
export const rowActionStyle = `${action} text-accent-strong hover:bg-accent-subtle`

/**
 * A row's Edit and Delete, each named after the record ('Edit Order team') and offered only when allowed;
 * `children` are the area's own actions, shown first.
 */
export function RowActions({
  name,
  editHref,
  onDelete,
  children,
}: {
  name: string
  editHref?: string | null
  onDelete?: (() => void) | null
  children?: ReactNode
}) {
  const { t } = useTranslation()
  if (!editHref && !onDelete && !children)
    return <span className="text-fg-muted text-sm">{t('ui:no_actions')}</span>
  return (
    <div className="flex justify-end gap-1">
      {children}
      {editHref ? (
        <Link href={editHref} aria-label={t('ui:edit_named', { name })} className={rowActionStyle}>
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
