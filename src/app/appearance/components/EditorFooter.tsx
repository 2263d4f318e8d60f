import { useTranslation } from 'react-i18next'
import { TEXT_MAX_LENGTH } from '../../../domain/constants'
import { type EditorFooterProps, EditorFooter as SharedEditorFooter } from '../../../ui/EditorFooter'
import { TextField } from '../../../ui/TextField'

export const editorCard = 'space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-sm'

/** The shared editor footer in the appearance editors' words. */
export function EditorFooter(props: Omit<EditorFooterProps, 'cancelLabel' | 'staleTexts'>) {
  const { t } = useTranslation()
  return (
    <SharedEditorFooter
      {...props}
      cancelLabel={t('appearance:form.cancel')}
      staleTexts={{
        title: t('appearance:form.stale_title'),
        message: t('appearance:form.stale_message'),
        reload: t('appearance:form.stale_reload'),
      }}
    />
  )
}

/** The name every appearance record has. */
export function NameField(props: { value: string; onChange(name: string): void; error: string | null }) {
  const { t } = useTranslation()
  return (
    <TextField
      label={t('appearance:form.name')}
      name="name"
      value={props.value}
      maxLength={TEXT_MAX_LENGTH}
      autoComplete="off"
      onChange={(event) => props.onChange(event.target.value)}
      error={props.error}
      required
    />
  )
}
