import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/apiError'
import { deleteArticle, setArticleStatus } from '../../api/articles'
import type { Bilingual } from '../../domain/constants'
import { nameIn } from '../../domain/orders'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { offerUndoChange, offerUndoDelete } from '../../ui/undo'
import type { ArticleAction } from './openArticle'

export interface ArticleActionRequest {
  action: ArticleAction
  article: { _id: string; name: Bilingual }
}

const DONE = { activate: 'activated', deactivate: 'deactivated', delete: 'deleted' } as const

/**
 * Asks before activating, deactivating or deleting an article (spec section 5: confirm and delete), then
 * does it; the lists and the record on screen are read again before the dialog closes.
 */
export function ArticleActionDialog({
  request,
  onClose,
  onDone,
}: {
  request: ArticleActionRequest | null
  onClose(): void
  onDone?(action: ArticleAction): void
}) {
  const { t, i18n } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // The dialog keeps naming the article while it fades out after closing.
  const [shown, setShown] = useState(request)
  if (request && request !== shown) {
    setShown(request)
    setError(null)
  }
  const action = shown?.action ?? 'activate'
  const name = shown ? nameIn(shown.article.name, i18n.language) : ''

  const confirm = async () => {
    if (!request) return
    setBusy(true)
    setError(null)
    try {
      const done = { text: t(`articles:confirm.${DONE[request.action]}`, { name }) }
      // A delete's toast offers Undo (10 seconds, Ctrl+Z).
      if (request.action === 'delete') offerUndoDelete(await deleteArticle(request.article._id), done)
      else {
        await setArticleStatus(request.article._id, request.action === 'activate' ? 'active' : 'inactive')
        showToast(done, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
        void offerUndoChange('article', request.article._id)
      }
      onDone?.(request.action)
      onClose()
    } catch (reason) {
      setError(reason instanceof ApiError && reason.message ? reason.message : t('ui:delete_failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      open={request !== null}
      tone={action === 'delete' ? 'danger' : 'primary'}
      title={t(`articles:confirm.${action}_title`)}
      description={t(`articles:confirm.${action}_text`, { name })}
      confirmLabel={action === 'delete' ? t('ui:delete') : t(`articles:actions.${action}`)}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    />
  )
}
