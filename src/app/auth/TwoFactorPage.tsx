import { useMachine } from '@xstate/react'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Redirect, useLocation } from 'wouter'
import { AUTHENTICATOR_CODE_LENGTH } from '../../domain/constants'
import { digitsOnly } from '../../domain/validators'
import { loadSignInCalls, signInMachine } from '../../machines/signIn.machine'
import { sessionState } from '../../stores/session'
import { Button } from '../../ui/Button'
import { flowMessageText } from '../../ui/flowMessageText'
import { TextField } from '../../ui/TextField'
import { homePaths } from '../home/home.paths'
import { AuthLayout } from './AuthLayout'
import { BackToSignInWithHelp } from './BackToSignInWithHelp'

export function TwoFactorPage() {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const [pendingToken] = useState(() => sessionState.pendingToken)
  const [code, setCode] = useState('')
  const [state, send] = useMachine(signInMachine, { input: { pendingToken } })

  const success = state.hasTag('success')
  useEffect(() => {
    if (success) navigate(homePaths.hrefOf('home'), { replace: true })
  }, [success, navigate])

  if (!pendingToken) return <Redirect to="/signin" replace />

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'twoFactor.submit', code })
  }

  return (
    <AuthLayout title={t('auth:two_factor.title')}>
      <p className="mb-5 text-fg-secondary">{t('auth:two_factor.intro')}</p>
      <form noValidate onSubmit={onSubmit} onInput={loadSignInCalls} className="space-y-5">
        <TextField
          // Each sign-in step is one task: its first field has the focus on arrival.
          autoFocus
          label={t('auth:fields.authenticator_code')}
          name="code"
          value={code}
          onChange={(event) => setCode(digitsOnly(event.target.value, AUTHENTICATOR_CODE_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={AUTHENTICATOR_CODE_LENGTH}
          required
          error={flowMessageText(t, state.context.codeError)}
        />
        <Button type="submit" busy={state.hasTag('busy')}>
          {t('auth:two_factor.submit')}
        </Button>
      </form>
      <BackToSignInWithHelp topic="codeUnavailable" helpLabel={t('auth:two_factor.code_unavailable')} />
    </AuthLayout>
  )
}
