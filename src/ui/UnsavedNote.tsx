import { useTranslation } from 'react-i18next'

/** Beside a form's save button while it holds changes not saved yet; read out when it appears. */
export function UnsavedNote({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation()
  return (
    <span role="status" className="self-center text-fg-muted text-sm">
      {dirty ? t('ui:unsaved.note') : null}
    </span>
  )
}
