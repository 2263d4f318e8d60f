import { useMachine } from '@xstate/react'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Redirect, useLocation, useSearch } from 'wouter'
import { EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from '../../domain/constants'
import { loadSignInCalls, signInMachine } from '../../machines/signIn.machine'
import { sessionState } from '../../stores/session'
import { Button, buttonStyles } from '../../ui/Button'
import { FormAlert } from '../../ui/FormAlert'
import { flowMessageText, validationText } from '../../ui/flowMessageText'
import { PasswordField } from '../../ui/PasswordField'
import { TextField } from '../../ui/TextField'
import { homePaths } from '../home/home.paths'
import { AuthLayout } from './AuthLayout'
import { LazySupportDialog } from './LazySupportDialog'

export function SignInPage() {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const contactRequested = new URLSearchParams(useSearch()).get('contact') === 'true'
  const [supportOpen, setSupportOpen] = useState(false)
  // Decided once on arrival; the token this page stores itself is followed by the flow's own navigation.
  const [signedIn] = useState(() => sessionState.token !== null && sessionState.pendingToken === null)
  const [state, send] = useMachine(signInMachine, { input: {} })

  const twoFactor = state.hasTag('twoFactor')
  const success = state.hasTag('success')
  useEffect(() => {
    if (twoFactor) navigate('/signin-2fa')
    else if (success) navigate(homePaths.hrefOf('home'), { replace: true })
  }, [twoFactor, success, navigate])

  if (signedIn) return <Redirect to="/" replace />

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    send({
      type: 'signIn.submit',
      username: String(form.get('username')),
      password: String(form.get('password')),
    })
  }

  const closeSupport = () => {
    setSupportOpen(false)
    if (contactRequested) navigate('/', { replace: true })
  }

  const { fieldErrors, formError } = state.context
  const busy = state.hasTag('busy')
  return (
    <AuthLayout title={t('auth:sign_in.title')}>
      <form noValidate onSubmit={onSubmit} onInput={loadSignInCalls} className="space-y-5">
        <TextField
          // Each sign-in step is one task: its first field has the focus on arrival.
          autoFocus
          label={t('auth:fields.email')}
          name="username"
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
          error={validationText(t, fieldErrors.username)}
        />
        <PasswordField
          label={t('auth:fields.password')}
          name="password"
          autoComplete="current-password"
          maxLength={TEXT_MAX_LENGTH}
          required
          error={validationText(t, fieldErrors.password)}
        />
        <div className="flex justify-end">
          <Link href="/password-recovery-1" className={buttonStyles.link}>
            {t('auth:sign_in.forgot_password')}
          </Link>
        </div>
        <FormAlert message={flowMessageText(t, formError)} />
        <Button type="submit" busy={busy}>
          {t('auth:sign_in.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-fg-secondary text-sm">
        {t('auth:sign_in.need_help')}{' '}
        <Button variant="link" onClick={() => setSupportOpen(true)}>
          {t('auth:support.open')}
        </Button>
      </p>
      <LazySupportDialog open={supportOpen || contactRequested} topic="contact" onClose={closeSupport} />
    </AuthLayout>
  )
}
