import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Button, buttonStyles } from './Button'
import { FormAlert } from './FormAlert'
import { StaleNotice } from './StaleNotice'
import { UnsavedNote } from './UnsavedNote'
import type { EditorForm } from './useEditor'

export interface EditorFooterProps {
  form: Pick<EditorForm<object, string, unknown>, 'busy' | 'dirty' | 'formError' | 'stale'>
  /** Loads the latest version, offered when the save was refused because someone saved the record first. */
  onReload(): void
  saveLabel: string
  cancelHref: string
  cancelLabel: string
  /** The area's words for a save refused because someone saved first. */
  staleTexts: { title: string; message: string; reload: string }
}

/** What an editor ends with: the refusal or the stale notice, Save, Cancel, and whether changes are unsaved. */
export function EditorFooter({
  form,
  onReload,
  saveLabel,
  cancelHref,
  cancelLabel,
  staleTexts,
}: EditorFooterProps) {
  const { t } = useTranslation()
  return (
    <>
      {form.stale ? (
        <StaleNotice
          title={staleTexts.title}
          message={staleTexts.message}
          reloadLabel={staleTexts.reload}
          onReload={onReload}
        />
      ) : (
        <FormAlert message={form.formError} />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" busy={form.busy} className="sm:w-auto">
          {form.busy ? t('ui:saving') : saveLabel}
        </Button>
        <Link href={cancelHref} className={buttonStyles.secondary}>
          {cancelLabel}
        </Link>
        <UnsavedNote dirty={form.dirty} />
      </div>
    </>
  )
}
