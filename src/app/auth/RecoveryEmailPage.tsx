import { useMachine } from '@xstate/react'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { EMAIL_MAX_LENGTH } from '../../domain/constants'
import { passwordRecoveryMachine } from '../../machines/passwordRecovery.machine'
import { sessionState } from '../../stores/session'
import { Button, buttonStyles } from '../ui/Button'
import { flowMessageText } from '../ui/flowMessageText'
import { TextField } from '../ui/TextField'
import { AuthLayout } from './AuthLayout'
import { LazySupportDialog } from './LazySupportDialog'

export function RecoveryEmailPage() {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const [supportOpen, setSupportOpen] = useState(false)
  const [state, send] = useMachine(passwordRecoveryMachine, { input: {} })

  const codeSent = state.hasTag('codeEntry')
  useEffect(() => {
    if (codeSent) navigate('/password-recovery-2')
  }, [codeSent, navigate])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send({ type: 'recovery.submit', email: String(new FormData(event.currentTarget).get('email')) })
  }

  return (
    <AuthLayout title={t('auth:recovery.title')}>
      <p className="mb-5 text-gray-700">{t('auth:recovery.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label={t('auth:fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={sessionState.recoveryEmail ?? ''}
          required
          error={flowMessageText(t, state.context.emailError)}
        />
        <Button type="submit" busy={state.hasTag('busy')}>
          {t('auth:recovery.submit')}
        </Button>
      </form>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
        <Link href="/signin" className={buttonStyles.link}>
          {t('auth:back_to_sign_in')}
        </Link>
        <Button variant="link" onClick={() => setSupportOpen(true)}>
          {t('auth:recovery.forgot_email')}
        </Button>
      </div>
      <LazySupportDialog open={supportOpen} topic="forgotEmail" onClose={() => setSupportOpen(false)} />
    </AuthLayout>
  )
}
