import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { TEXT_MAX_LENGTH } from '../../../domain/constants'
import { Button, buttonStyles } from '../../../ui/Button'
import { FormAlert } from '../../../ui/FormAlert'
import { StaleNotice } from '../../../ui/StaleNotice'
import { TextField } from '../../../ui/TextField'
import { UnsavedNote } from '../../../ui/UnsavedNote'
import type { EditorForm } from '../../../ui/useEditor'

export const editorCard = 'space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-sm'

export interface EditorFooterProps {
  form: Pick<EditorForm<object, string, unknown>, 'busy' | 'dirty' | 'formError' | 'stale'>
  /** Loads the latest version, offered when the save was refused because someone saved the record first. */
  onReload(): void
  saveLabel: string
  cancelHref: string
}

/** What every appearance editor ends with: the refusal or the stale notice, Save, Cancel, unsaved changes. */
export function EditorFooter({ form, onReload, saveLabel, cancelHref }: EditorFooterProps) {
  const { t } = useTranslation()
  return (
    <>
      {form.stale ? (
        <StaleNotice
          title={t('appearance:form.stale_title')}
          message={t('appearance:form.stale_message')}
          reloadLabel={t('appearance:form.stale_reload')}
          onReload={onReload}
        />
      ) : (
        <FormAlert message={form.formError} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.busy} className="sm:w-auto">
          {form.busy ? t('ui:saving') : saveLabel}
        </Button>
        <Link href={cancelHref} className={buttonStyles.secondary}>
          {t('appearance:form.cancel')}
        </Link>
        <UnsavedNote dirty={form.dirty} />
      </div>
    </>
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
