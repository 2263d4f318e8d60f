import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Category, categoryChoicesQuery, deleteCategory } from '../../api/categories'
import { DeleteAndMoveDialog } from '../../ui/DeleteAndMoveDialog'
import type { CategoryScreenKind } from './categoryKinds'

/**
 * Deleting a category. One still holding items says how many and asks for the category to file them
 * under first: the server moves them and deletes in one step.
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
  // The dialog keeps naming the category while it fades out after closing.
  const [shown, setShown] = useState(category)
  if (category && category !== shown) setShown(category)
  const count = shown?.itemCount ?? 0
  // Every other category of the kind, read when a category holding items is chosen.
  const choices = useQuery({ ...categoryChoicesQuery(kind.id), enabled: (category?.itemCount ?? 0) > 0 })
  const targets =
    choices.data
      ?.filter((choice) => choice._id !== shown?._id)
      .map((choice) => ({ _id: choice._id, name: choice.name, active: choice.status === 'active' })) ?? null

  return (
    <DeleteAndMoveDialog
      open={category !== null}
      needsTarget={count > 0}
      targets={targets}
      targetsFailed={choices.isError && !choices.isFetching && targets === null}
      texts={{
        title: t('categories:delete.title', { name: shown?.name ?? '' }),
        description:
          count > 0
            ? t(`categories:${kind.words}.delete_with_items`, { count })
            : t('categories:delete.body'),
        confirm: t('categories:delete.confirm'),
        moveTo: t('categories:delete.move_to'),
        choose: t('categories:delete.choose'),
        moveRequired: t('categories:delete.move_required'),
        inactiveOption: (name) => t('categories:delete.inactive_option', { name }),
        targetsFailed: t('categories:delete.options_failed'),
        deletedKey: 'categories:deleted',
      }}
      remove={(moveTo) =>
        category ? deleteCategory(kind.id, category._id, moveTo) : Promise.resolve(undefined)
      }
      onClose={onClose}
      onDeleted={onDeleted}
    />
  )
}
