import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/queryClient'
import { deleteRole, type Role, rolesKeys } from '../../api/roles'
import { DeleteAndMoveDialog } from '../../ui/DeleteAndMoveDialog'

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
  // The dialog keeps naming the role while it fades out after closing.
  const [shown, setShown] = useState(role)
  if (role && role !== shown) setShown(role)
  // Where its staff can move: every other role the member may give, read when a role with staff is chosen.
  const allRoles = useQuery({
    ...$api.queryOptions(...rolesKeys.options()),
    enabled: (role?.numberOfUsers ?? 0) > 0,
  })
  const options =
    allRoles.data?.data
      .filter((option) => option._id !== shown?._id && option.assignable)
      .map((option) => ({ _id: option._id, name: option.name, active: option.status === 'active' })) ?? null
  const needsTarget = (shown?.numberOfUsers ?? 0) > 0

  return (
    <DeleteAndMoveDialog
      open={role !== null}
      needsTarget={needsTarget}
      targets={options}
      targetsFailed={allRoles.isError && !allRoles.isFetching && options === null}
      texts={{
        title: t('roles:delete.title', { name: shown?.name ?? '' }),
        description: needsTarget
          ? t('roles:delete.body_with_users', { count: shown?.numberOfUsers ?? 0 })
          : t('roles:delete.body'),
        confirm: t('roles:delete.confirm'),
        moveTo: t('roles:delete.move_to'),
        choose: t('roles:delete.choose'),
        moveRequired: t('roles:delete.move_required'),
        inactiveOption: (name) => t('roles:delete.inactive_option', { name }),
        targetsFailed: t('roles:delete.options_failed'),
        deletedKey: 'roles:deleted',
      }}
      remove={(moveTo) => (role ? deleteRole(role._id, moveTo) : Promise.resolve(undefined))}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  )
}
