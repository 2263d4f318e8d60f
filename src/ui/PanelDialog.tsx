import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CloseIcon } from './icons'

const WIDTHS = { lg: 'max-w-lg', xl: 'max-w-xl' }

/**
 * A dialog that shows something to read or manage (the shortcut sheet, saved views, recently deleted):
 * its title with a close button beside it, near the top of the screen, scrolling within the screen
 * when it is long. Esc, the backdrop and the button close it.
 */
export function PanelDialog({
  open,
  onClose,
  title,
  width = 'lg',
  children,
}: {
  open: boolean
  onClose(): void
  title: string
  width?: keyof typeof WIDTHS
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 pt-[10vh]"
    >
      <DialogBackdrop className="fixed inset-0 bg-backdrop" />
      <DialogPanel className={`relative w-full ${WIDTHS[width]} rounded-2xl bg-surface p-6 shadow-xl`}>
        <div className="flex items-start justify-between gap-4">
          <DialogTitle className="font-semibold text-fg text-lg">{title}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common:close')}
            className="rounded p-1 text-fg-muted outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-primary-500"
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </DialogPanel>
    </Dialog>
  )
}
