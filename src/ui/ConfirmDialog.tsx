import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { type FormEvent, type ReactNode, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from './FormAlert'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  description?: ReactNode
  confirmLabel?: string
  /** The button that closes it without doing anything ('Cancel' unless said). */
  cancelLabel?: string
  /** False where closing and confirming are the same (a summary with nothing left to do). */
  withCancel?: boolean
  /** 'danger' for what cannot be undone: a red button, and the focus starts on Cancel. */
  tone?: 'danger' | 'primary'
  busy?: boolean
  /** Why the last try was refused (the server's words), shown in the dialog. */
  error?: string | null
  onConfirm(): void
  onClose(): void
  /** Fields the confirmation needs (a role to move staff to, a code...); the first one gets the focus. */
  children?: ReactNode
}

const button =
  'inline-flex items-center justify-center rounded-lg px-4 py-2 font-medium outline-none transition focus-visible:ring-2 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60'

/**
 * Asks before doing something that matters (spec section 5: confirm, delete, ...). Esc and Cancel close
 * it, Enter confirms from any of its fields, and the focus returns to the control that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  withCancel = true,
  tone = 'primary',
  busy = false,
  error = null,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const close = () => {
    if (!busy) onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) onConfirm()
  }
  // With no fields, the focus starts on a button: Cancel for what cannot be undone, else the
  // confirmation, so Enter does what the dialog asks.
  const initialFocus = children ? undefined : tone === 'danger' ? cancelRef : confirmRef
  return (
    <Dialog
      open={open}
      onClose={close}
      initialFocus={initialFocus}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-backdrop transition-opacity duration-200 data-[closed]:opacity-0"
      />
      <DialogPanel
        transition
        className="relative max-h-full w-full max-w-md overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl transition duration-200 data-[closed]:scale-95 data-[closed]:opacity-0"
      >
        <form noValidate onSubmit={submit} className="space-y-4">
          <DialogTitle className="font-semibold text-fg text-lg">{title}</DialogTitle>
          {description ? <Description className="text-fg-secondary">{description}</Description> : null}
          {children}
          <FormAlert message={error} />
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            {withCancel ? (
              <button
                ref={cancelRef}
                type="button"
                onClick={close}
                disabled={busy}
                className={`${button} border border-line-strong bg-surface text-fg hover:bg-surface-subtle focus-visible:ring-primary-500`}
              >
                {cancelLabel ?? t('ui:confirm.cancel')}
              </button>
            ) : null}
            <button
              ref={confirmRef}
              type="submit"
              aria-busy={busy || undefined}
              disabled={busy}
              className={`${button} text-white ${
                tone === 'danger'
                  ? 'bg-red-700 hover:bg-red-800 focus-visible:ring-red-500'
                  : 'bg-primary-700 hover:bg-primary-800 focus-visible:ring-primary-500'
              }`}
            >
              {busy ? t('ui:confirm.working') : (confirmLabel ?? t('ui:confirm.confirm'))}
            </button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  )
}
