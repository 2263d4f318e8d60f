import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  deleteSavedView,
  type SavedView,
  type SavedViewState,
  setDefaultSavedView,
  updateSavedView,
} from '../../api/savedViews'
import { VIEW_NAME_MAX_LENGTH } from '../../domain/savedViews'
import { showToast } from '../../stores/toasts'
import { ConfirmDialog } from '../ConfirmDialog'
import { FormAlert } from '../FormAlert'
import { PanelDialog } from '../PanelDialog'
import { TextField } from '../TextField'

export interface ManageViewsDialogProps {
  open: boolean
  listKey: string
  views: readonly SavedView[]
  /** The list as it stands, which a view can be made to keep. */
  state: SavedViewState
  onClose(): void
}

const small =
  'rounded-lg border border-line-strong bg-surface px-2.5 py-1 text-fg text-sm outline-none hover:bg-surface-subtle focus-visible:ring-2 focus-visible:ring-primary-500 disabled:opacity-60'

/** One view's row: who sees it, and what the staff member may do with it. */
function ViewRow({
  view,
  listKey,
  state,
  onError,
  onDelete,
}: {
  view: SavedView
  listKey: string
  state: SavedViewState
  onError(message: string | null): void
  onDelete(view: SavedView): void
}) {
  const { t } = useTranslation()
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(view.name)
  const [busy, setBusy] = useState(false)
  const run = async (work: () => Promise<string>) => {
    setBusy(true)
    onError(null)
    try {
      showToast({ text: await work() }, 'success')
    } catch (failure) {
      onError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }
  const rename = () =>
    run(async () => {
      const renamed = await updateSavedView(view._id, { version: view.version, name })
      setRenaming(false)
      return t('savedViews:manage.renamed', { name: renamed.name })
    })
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-fg">{view.name}</span>
        <span className="text-fg-muted text-xs">
          {view.sharedRole
            ? t('savedViews:manage.shared', { role: view.sharedRole.name })
            : t('savedViews:manage.personal')}
          {view.mine ? '' : ` · ${t('savedViews:manage.owner', { name: view.ownerName })}`}
          {view.isDefault ? ` · ${t('savedViews:manage.is_default')}` : ''}
        </span>
      </div>
      {renaming ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            void rename()
          }}
        >
          <TextField
            label={t('savedViews:manage.rename_label', { name: view.name })}
            value={name}
            maxLength={VIEW_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
            className="min-w-0 flex-1"
            autoFocus
          />
          <button type="submit" disabled={busy} className={small}>
            {t('savedViews:manage.save_name')}
          </button>
        </form>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          className={small}
          onClick={() =>
            void run(async () => {
              await setDefaultSavedView(listKey, view.isDefault ? null : view._id)
              return view.isDefault
                ? t('savedViews:manage.default_cleared')
                : t('savedViews:manage.default_set', { name: view.name })
            })
          }
        >
          {view.isDefault
            ? t('savedViews:manage.clear_default', { name: view.name })
            : t('savedViews:manage.make_default', { name: view.name })}
        </button>
        {view.mayManage ? (
          <>
            <button type="button" disabled={busy} className={small} onClick={() => setRenaming(!renaming)}>
              {t('savedViews:manage.rename', { name: view.name })}
            </button>
            <button
              type="button"
              disabled={busy}
              className={small}
              onClick={() =>
                void run(async () => {
                  await updateSavedView(view._id, { version: view.version, state })
                  return t('savedViews:manage.updated', { name: view.name })
                })
              }
            >
              {t('savedViews:manage.update_state', { name: view.name })}
            </button>
            <button
              type="button"
              disabled={busy}
              className={`${small} text-danger`}
              onClick={() => onDelete(view)}
            >
              {t('savedViews:manage.delete', { name: view.name })}
            </button>
          </>
        ) : null}
      </div>
    </li>
  )
}

/** Manage views: rename, keep the list as it is in a view, delete (after asking), and the default. */
export function ManageViewsDialog({ open, listKey, views, state, onClose }: ManageViewsDialogProps) {
  const { t } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<SavedView | null>(null)
  const [busy, setBusy] = useState(false)
  const confirmDelete = async () => {
    if (!deleting) return
    setBusy(true)
    try {
      await deleteSavedView(deleting._id)
      showToast({ text: t('savedViews:manage.deleted', { name: deleting.name }) }, 'success')
      setDeleting(null)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
      setDeleting(null)
    } finally {
      setBusy(false)
    }
  }
  return (
    <PanelDialog open={open} onClose={onClose} title={t('savedViews:manage.title')}>
      <FormAlert message={error} />
      {views.length === 0 ? <p className="mt-4 text-fg-muted">{t('savedViews:manage.empty')}</p> : null}
      <ul className="divide-y divide-line-subtle">
        {views.map((view) => (
          <ViewRow
            key={`${view._id}:${view.version}`}
            view={view}
            listKey={listKey}
            state={state}
            onError={setError}
            onDelete={setDeleting}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={t('savedViews:manage.delete_title', { name: deleting?.name ?? '' })}
        description={t('savedViews:manage.delete_message')}
        confirmLabel={t('savedViews:manage.delete', { name: deleting?.name ?? '' })}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </PanelDialog>
  )
}
