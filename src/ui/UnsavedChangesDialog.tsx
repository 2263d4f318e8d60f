import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from './ConfirmDialog'
import type { Editor } from './useEditor'

/** Asks before leaving a form with unsaved changes: Cancel (where the focus starts) keeps the screen. */
export function UnsavedChangesDialog({ leave }: { leave: Editor<object, string, unknown>['leave'] }) {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      open={leave.open}
      title={t('ui:unsaved.title')}
      description={t('ui:unsaved.body')}
      confirmLabel={t('ui:unsaved.leave')}
      tone="danger"
      onConfirm={leave.onLeave}
      onClose={leave.onStay}
    />
  )
}
