import { useMachine } from '@xstate/react'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Redirect, useLocation } from 'wouter'
import { TEXT_MAX_LENGTH } from '../../domain/constants'
import { passwordRecoveryMachine } from '../../machines/passwordRecovery.machine'
import { sessionState } from '../../stores/session'
import { Button, buttonStyles } from '../../ui/Button'
import { validationText } from '../../ui/flowMessageText'
import { PasswordField } from '../../ui/PasswordField'
import { AuthLayout } from './AuthLayout'

export function ChangePasswordPage() {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const [stored] = useState(() => ({
    email: sessionState.recoveryEmail,
    verifyToken: sessionState.verifyToken,
  }))
  const [state, send] = useMachine(passwordRecoveryMachine, { input: stored })

  const done = state.hasTag('done')
  useEffect(() => {
    if (done) navigate('/signin', { replace: true })
  }, [done, navigate])

  if (!stored.verifyToken || !stored.email) return <Redirect to="/password-recovery-1" replace />

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    send({
      type: 'password.submit',
      password: String(form.get('password')),
      confirmPassword: String(form.get('confirmPassword')),
    })
  }

  const { passwordErrors } = state.context
  return (
    <AuthLayout title={t('auth:change_password.title')}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={stored.email} readOnly hidden />
        <PasswordField
          // Each sign-in step is one task: its first field has the focus on arrival.
          autoFocus
          label={t('auth:fields.new_password')}
          toggleLabel={t('auth:change_password.show_new_password')}
          name="password"
          autoComplete="new-password"
          maxLength={TEXT_MAX_LENGTH}
          required
          hint={t('auth:change_password.rules')}
          error={validationText(t, passwordErrors.password)}
        />
        <PasswordField
          label={t('auth:fields.confirm_password')}
          toggleLabel={t('auth:change_password.show_confirm_password')}
          name="confirmPassword"
          autoComplete="new-password"
          maxLength={TEXT_MAX_LENGTH}
          required
          error={validationText(t, passwordErrors.confirmPassword)}
        />
        <Button type="submit" busy={state.hasTag('busy')}>
          {t('auth:change_password.submit')}
        </Button>
      </form>
      <div className="mt-6 text-sm">
        <Link href="/signin" className={buttonStyles.link}>
          {t('auth:back_to_sign_in')}
        </Link>
      </div>
    </AuthLayout>
  )
}
