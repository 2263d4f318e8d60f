import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/apiError'
import { $api } from '../../api/queryClient'
import { deleteRole, type Role, rolesKeys } from '../../api/roles'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { SelectField } from '../../ui/SelectField'

/**
 * Deleting a role. One that staff hold needs another role for them first (they are moved to it in the
 * same step), so nobody is left without a role by accident.
 */
export function DeleteRoleDialog({
  role,
  onClose,
  onDeleted,
}: {
  role: Role | null
  onClose(): void
  onDeleted(): void
}) {
  const { t } = useTranslation()
  const [moveTo, setMoveTo] = useState('')
  const [moveError, setMoveError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // The dialog keeps naming the role while it fades out after closing.
  const [shown, setShown] = useState(role)
  if (role && role !== shown) setShown(role)
  const needsTarget = (shown?.numberOfUsers ?? 0) > 0
  // Where its staff can move: every other role the member may give, read when a role with staff is chosen.
  const allRoles = useQuery({
    ...$api.queryOptions(...rolesKeys.options()),
    enabled: (role?.numberOfUsers ?? 0) > 0,
  })
  const options =
    allRoles.data?.data.filter((option) => option._id !== shown?._id && option.assignable) ?? null
  const optionsFailed = allRoles.isError && !allRoles.isFetching && options === null

  useEffect(() => {
    if (!role) return
    setMoveTo('')
    setMoveError(null)
    setError(null)
  }, [role])

  const confirm = async () => {
    if (!role) return
    if (needsTarget && !moveTo) {
      setMoveError(t('roles:delete.move_required'))
      return
    }
    setBusy(true)
    setError(null)
    try {
      await deleteRole(role._id, needsTarget ? moveTo : undefined)
      showToast({ key: 'roles:deleted' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
      onDeleted()
    } catch (reason) {
      setError(reason instanceof ApiError && reason.message ? reason.message : t('ui:delete_failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      open={role !== null}
      tone="danger"
      title={t('roles:delete.title', { name: shown?.name ?? '' })}
      description={
        needsTarget
          ? t('roles:delete.body_with_users', { count: shown?.numberOfUsers ?? 0 })
          : t('roles:delete.body')
      }
      confirmLabel={t('roles:delete.confirm')}
      busy={busy}
      error={error ?? (optionsFailed ? t('roles:delete.options_failed') : null)}
      onConfirm={confirm}
      onClose={onClose}
    >
      {needsTarget ? (
        <SelectField
          label={t('roles:delete.move_to')}
          value={moveTo}
          onChange={(event) => {
            setMoveTo(event.target.value)
            setMoveError(null)
          }}
          placeholder={options ? t('roles:delete.choose') : t('ui:record.loading')}
          options={(options ?? []).map((option) => ({
            value: option._id,
            label:
              option.status === 'active'
                ? option.name
                : t('roles:delete.inactive_option', { name: option.name }),
          }))}
          error={moveError}
          required
        />
      ) : null}
    </ConfirmDialog>
  )
}
