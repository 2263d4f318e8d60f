import { useMachine } from '@xstate/react'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Redirect, useLocation } from 'wouter'
import { OTP_LENGTH } from '../../domain/constants'
import { formatCountdown } from '../../domain/countdown'
import { digitsOnly } from '../../domain/validators'
import { passwordRecoveryMachine } from '../../machines/passwordRecovery.machine'
import { sessionState } from '../../stores/session'
import { Button, buttonStyles } from '../../ui/Button'
import { FormAlert } from '../../ui/FormAlert'
import { flowMessageText } from '../../ui/flowMessageText'
import { TextField } from '../../ui/TextField'
import { AuthLayout } from './AuthLayout'

export function RecoveryCodePage() {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const [email] = useState(() => sessionState.recoveryEmail)
  const [code, setCode] = useState('')
  const [state, send] = useMachine(passwordRecoveryMachine, { input: { email } })

  const verified = state.hasTag('passwordEntry')
  useEffect(() => {
    if (verified) navigate('/change-password')
  }, [verified, navigate])

  if (!email) return <Redirect to="/password-recovery-1" replace />

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'otp.submit', code })
  }

  const { secondsLeft, codeError, resendError } = state.context
  const canResend = state.hasTag('canResend')
  return (
    <AuthLayout title={t('auth:recovery_code.title')}>
      <p className="mb-5 break-words text-fg-secondary">{t('auth:recovery_code.intro', { email })}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          // Each sign-in step is one task: its first field has the focus on arrival.
          autoFocus
          label={t('auth:fields.verification_code')}
          name="code"
          value={code}
          onChange={(event) => setCode(digitsOnly(event.target.value, OTP_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          required
          error={flowMessageText(t, codeError)}
        />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-fg-secondary">{t('auth:recovery_code.no_code')}</span>
          <Button
            variant="link"
            disabled={!canResend}
            busy={state.hasTag('resending')}
            onClick={() => send({ type: 'otp.resend' })}
          >
            {t('auth:recovery_code.resend')}
          </Button>
          {canResend ? null : (
            <span role="timer" className="font-medium text-fg-secondary tabular-nums">
              {formatCountdown(secondsLeft)}
            </span>
          )}
        </div>
        <FormAlert message={flowMessageText(t, resendError)} />
        <Button type="submit" busy={state.hasTag('busy')}>
          {t('auth:recovery_code.submit')}
        </Button>
      </form>
      <div className="mt-6 text-sm">
        <Link href="/password-recovery-1" className={buttonStyles.link}>
          {t('auth:recovery_code.change_email')}
        </Link>
      </div>
    </AuthLayout>
  )
}
