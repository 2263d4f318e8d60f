import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/apiError'
import { type Category, categoryChoicesQuery, deleteCategory } from '../../api/categories'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { SelectField } from '../../ui/SelectField'
import type { CategoryScreenKind } from './categoryKinds'

/** Every other category of the kind, by name: where the items of a deleted one can go. */
function useMoveTargets(kind: CategoryScreenKind, category: Category | null, enabled: boolean) {
  const options = useQuery({ ...categoryChoicesQuery(kind.id), enabled })
  const rows = options.data
  return {
    targets: rows?.filter((option) => option._id !== category?._id) ?? null,
    failed: options.isError && !options.isFetching && !rows,
  }
}

/**
 * Deleting a category (confirm dialog of type delete). One still holding items says how many and asks
 * for the category to file them under first: the server moves them and deletes in one step.
 */
export function DeleteCategoryDialog({
  kind,
  category,
  onClose,
  onDeleted,
}: {
  kind: CategoryScreenKind
  category: Category | null
  onClose(): void
  onDeleted(): void
}) {
  const { t } = useTranslation()
  const [moveTo, setMoveTo] = useState('')
  const [moveError, setMoveError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // The dialog keeps naming the category while it fades out after closing.
  const [shown, setShown] = useState(category)
  if (category && category !== shown) setShown(category)
  const count = shown?.itemCount ?? 0
  const needsTarget = count > 0
  const { targets, failed } = useMoveTargets(kind, shown, (category?.itemCount ?? 0) > 0)
  const words = `categories:${kind.words}`

  useEffect(() => {
    if (!category) return
    setMoveTo('')
    setMoveError(null)
    setError(null)
  }, [category])

  const confirm = async () => {
    if (!category) return
    if (needsTarget && !moveTo) {
      setMoveError(t('categories:delete.move_required'))
      return
    }
    setBusy(true)
    setError(null)
    try {
      await deleteCategory(kind.id, category._id, needsTarget ? moveTo : undefined)
      showToast({ key: 'categories:deleted' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
      onDeleted()
    } catch (reason) {
      setError(reason instanceof ApiError && reason.message ? reason.message : t('ui:delete_failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      open={category !== null}
      tone="danger"
      title={t('categories:delete.title', { name: shown?.name ?? '' })}
      description={needsTarget ? t(`${words}.delete_with_items`, { count }) : t('categories:delete.body')}
      confirmLabel={t('categories:delete.confirm')}
      busy={busy}
      error={error ?? (failed ? t('categories:delete.options_failed') : null)}
      onConfirm={confirm}
      onClose={onClose}
    >
      {needsTarget ? (
        <SelectField
          label={t('categories:delete.move_to')}
          value={moveTo}
          onChange={(event) => {
            setMoveTo(event.target.value)
            setMoveError(null)
          }}
          placeholder={targets ? t('categories:delete.choose') : t('ui:record.loading')}
          options={(targets ?? []).map((option) => ({
            value: option._id,
            label:
              option.status === 'active'
                ? option.name
                : t('categories:delete.inactive_option', { name: option.name }),
          }))}
          error={moveError}
          required
        />
      ) : null}
    </ConfirmDialog>
  )
}
