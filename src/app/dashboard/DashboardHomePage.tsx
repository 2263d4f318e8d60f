import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { endSession } from '../../api/sessionLifecycle'
import { sessionState } from '../../stores/session'
import { Button } from '../ui/Button'
import { RequireToken } from './RequireToken'

function Home() {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const { token } = useSnapshot(sessionState)
  const [signingOut, setSigningOut] = useState(false)
  const name = [token?.firstName, token?.lastName].filter(Boolean).join(' ')

  const signOut = async () => {
    setSigningOut(true)
    await endSession()
    navigate('/signin', { replace: true })
  }

  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col items-start gap-6 px-6 py-12">
      <h1 className="font-semibold text-2xl text-gray-900">
        {name ? t('common:dashboard.greeting', { name }) : t('common:dashboard.greeting_anonymous')}
      </h1>
      <p className="text-gray-700">{t('common:dashboard.intro')}</p>
      <Button variant="secondary" busy={signingOut} onClick={signOut}>
        {t('common:sign_out')}
      </Button>
    </main>
  )
}

export function DashboardHomePage() {
  return (
    <RequireToken>
      <Home />
    </RequireToken>
  )
}
