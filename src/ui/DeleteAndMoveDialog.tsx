import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/apiError'
import { ConfirmDialog } from './ConfirmDialog'
import { SelectField } from './SelectField'
import { offerUndoDelete } from './undo'

/** A record the deleted one's dependants can move to. */
export interface MoveTarget {
  _id: string
  name: string
  /** An inactive target is offered, and said to be inactive. */
  active: boolean
}

export interface DeleteAndMoveTexts {
  title: string
  description: string
  confirm: string
  /** The label of the target field, its placeholder, and the message when none is chosen. */
  moveTo: string
  choose: string
  moveRequired: string
  inactiveOption(name: string): string
  /** Said when the targets cannot be read. */
  targetsFailed: string
  /** The toast after deleting (a locale key). */
  deletedKey: string
}

/**
 * Deleting a record others depend on (a role staff hold, a category items are filed under): when
 * `needsTarget`, it asks where they go first, and `remove(moveTo)` moves them and deletes in one step.
 */
export function DeleteAndMoveDialog({
  open,
  needsTarget,
  targets,
  targetsFailed,
  texts,
  remove,
  onClose,
  onDeleted,
}: {
  open: boolean
  needsTarget: boolean
  /** The records to choose from; null while they load. */
  targets: readonly MoveTarget[] | null
  targetsFailed: boolean
  texts: DeleteAndMoveTexts
  /** Deletes; its answer's `deletedRecordId` (the delete kept for undo) gets Undo on the toast. */
  remove(moveTo: string | undefined): Promise<{ deletedRecordId?: string } | undefined>
  onClose(): void
  onDeleted(): void
}) {
  const { t } = useTranslation()
  const [moveTo, setMoveTo] = useState('')
  const [moveError, setMoveError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!open) return
    setMoveTo('')
    setMoveError(null)
    setError(null)
  }, [open])

  const confirm = async () => {
    if (needsTarget && !moveTo) {
      setMoveError(texts.moveRequired)
      return
    }
    setBusy(true)
    setError(null)
    try {
      offerUndoDelete(await remove(needsTarget ? moveTo : undefined), { key: texts.deletedKey })
      onDeleted()
    } catch (reason) {
      setError(reason instanceof ApiError && reason.message ? reason.message : t('ui:delete_failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      open={open}
      tone="danger"
      title={texts.title}
      description={texts.description}
      confirmLabel={texts.confirm}
      busy={busy}
      error={error ?? (targetsFailed ? texts.targetsFailed : null)}
      onConfirm={confirm}
      onClose={onClose}
    >
      {needsTarget ? (
        <SelectField
          label={texts.moveTo}
          value={moveTo}
          onChange={(event) => {
            setMoveTo(event.target.value)
            setMoveError(null)
          }}
          placeholder={targets ? texts.choose : t('ui:record.loading')}
          options={(targets ?? []).map((target) => ({
            value: target._id,
            label: target.active ? target.name : texts.inactiveOption(target.name),
          }))}
          error={moveError}
          required
        />
      ) : null}
    </ConfirmDialog>
  )
}
