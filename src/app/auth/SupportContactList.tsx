import { useTranslation } from 'react-i18next'
import { supportContacts } from './supportContacts'

export const supportLinkStyle =
  'rounded font-medium text-accent underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary-500'

/** IT support's phone, e-mail and hours, as the support dialog and the policy pages show them. */
export function SupportContactList({ className }: { className?: string }) {
  const { t } = useTranslation()
  const { phone, email, hours } = supportContacts
  return (
    <dl className={className}>
      <div className="flex gap-2">
        <dt className="font-medium">{t('auth:support.phone')}</dt>
        <dd>
          <a className={supportLinkStyle} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {phone}
          </a>
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="font-medium">{t('auth:support.email')}</dt>
        <dd>
          <a className={supportLinkStyle} href={`mailto:${email}`}>
            {email}
          </a>
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="font-medium">{t('auth:support.hours')}</dt>
        <dd>{t('auth:support.hours_value', { from: hours.from, to: hours.to })}</dd>
      </div>
    </dl>
  )
}
