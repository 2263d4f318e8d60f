import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { buttonStyles } from '../../ui/Button'
import { AuthLayout } from './AuthLayout'

export function SignUpPage() {
  const { t } = useTranslation()
  return (
    <AuthLayout title={t('auth:sign_up.title')}>
      <p className="text-fg-secondary">{t('auth:sign_up.body')}</p>
      <Link href="/signin" className={`${buttonStyles.primary} mt-6`}>
        {t('auth:sign_up.go_to_sign_in')}
      </Link>
    </AuthLayout>
  )
}
