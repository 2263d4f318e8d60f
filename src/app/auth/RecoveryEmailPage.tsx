import { useMachine } from '@xstate/react'
import { type FormEvent, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { EMAIL_MAX_LENGTH } from '../../domain/constants'
import { passwordRecoveryMachine } from '../../machines/passwordRecovery.machine'
import { sessionState } from '../../stores/session'
import { Button } from '../../ui/Button'
import { flowMessageText } from '../../ui/flowMessageText'
import { TextField } from '../../ui/TextField'
import { AuthLayout } from './AuthLayout'
import { BackToSignInWithHelp } from './BackToSignInWithHelp'

export function RecoveryEmailPage() {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
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
      <p className="mb-5 text-fg-secondary">{t('auth:recovery.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          // Each sign-in step is one task: its first field has the focus on arrival.
          autoFocus
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
      <BackToSignInWithHelp topic="forgotEmail" helpLabel={t('auth:recovery.forgot_email')} />
    </AuthLayout>
  )
}
