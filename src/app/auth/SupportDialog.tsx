import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/Button'
import { SupportContactList } from './SupportContactList'

export type SupportTopic = 'contact' | 'forgotEmail' | 'codeUnavailable'

export interface SupportDialogProps {
  topic: SupportTopic
  onClose: () => void
}

export function SupportDialog({ topic, onClose }: SupportDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <DialogBackdrop className="fixed inset-0 bg-backdrop" />
      <DialogPanel
        transition
        className="relative w-full max-w-md rounded-2xl bg-surface p-6 shadow-xl transition duration-200 data-closed:scale-95 data-closed:opacity-0"
      >
        <DialogTitle className="font-semibold text-fg text-lg">
          {t(`auth:support.${topic}.title`)}
        </DialogTitle>
        <p className="mt-2 text-fg-secondary">{t(`auth:support.${topic}.intro`)}</p>
        <SupportContactList className="mt-4 space-y-2 text-fg" />
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common:close')}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  )
}
