import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { CloseIcon } from '../../ui/icons'
import { ProductName } from './ProductName'
import { Sidebar } from './Sidebar'
import { setMobileMenuOpen, shellState } from './shellState'

/** The sidebar as a dialog from the left, on narrow screens (opened from the header's menu button). */
export function MobileMenu() {
  const { t } = useTranslation()
  const { mobileMenuOpen } = useSnapshot(shellState)
  const close = () => setMobileMenuOpen(false)
  return (
    <Dialog open={mobileMenuOpen} onClose={close} className="relative z-50 lg:hidden">
      <DialogBackdrop className="fixed inset-0 bg-backdrop" />
      <DialogPanel className="fixed inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-surface shadow-xl">
        <div className="flex items-center justify-between border-line border-b px-4 py-3">
          <DialogTitle as="div">
            <ProductName />
          </DialogTitle>
          <button
            type="button"
            aria-label={t('shell:sidebar.close')}
            onClick={close}
            className="rounded p-1 text-fg-muted outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-primary-500"
          >
            <CloseIcon />
          </button>
        </div>
        <Sidebar onNavigate={close} />
      </DialogPanel>
    </Dialog>
  )
}
