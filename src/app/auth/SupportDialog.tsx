import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui/Button'
import { supportContacts } from './supportContacts'

export type SupportTopic = 'contact' | 'forgotEmail' | 'codeUnavailable'

export interface SupportDialogProps {
  topic: SupportTopic
  onClose: () => void
}

const linkStyle =
  'rounded font-medium text-primary-700 underline-offset-2 hover:underline outline-none focus-visible:ring-2 focus-visible:ring-primary-500'

export function SupportDialog({ topic, onClose }: SupportDialogProps) {
  const { t } = useTranslation()
  const { phone, email, hours } = supportContacts
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <DialogBackdrop className="fixed inset-0 bg-gray-900/40" />
      <DialogPanel
        transition
        className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl transition duration-200 data-closed:scale-95 data-closed:opacity-0"
      >
        <DialogTitle className="font-semibold text-gray-900 text-lg">
          {t(`auth:support.${topic}.title`)}
        </DialogTitle>
        <p className="mt-2 text-gray-700">{t(`auth:support.${topic}.intro`)}</p>
        <dl className="mt-4 space-y-2 text-gray-800">
          <div className="flex gap-2">
            <dt className="font-medium">{t('auth:support.phone')}</dt>
            <dd>
              <a className={linkStyle} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {phone}
              </a>
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-medium">{t('auth:support.email')}</dt>
            <dd>
              <a className={linkStyle} href={`mailto:${email}`}>
                {email}
              </a>
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-medium">{t('auth:support.hours')}</dt>
            <dd>{t('auth:support.hours_value', { from: hours.from, to: hours.to })}</dd>
          </div>
        </dl>
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common:close')}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  )
}
