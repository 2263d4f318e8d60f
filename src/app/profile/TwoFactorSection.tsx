import { useMachine } from '@xstate/react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AUTHENTICATOR_CODE_LENGTH } from '../../domain/constants'
import { digitsOnly } from '../../domain/validators'
import { twoFactorSetupMachine } from '../../machines/twoFactorSetup.machine'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { Button, buttonStyles } from '../../ui/Button'
import { copyText } from '../../ui/copyText'
import { FormAlert } from '../../ui/FormAlert'
import { flowMessageText } from '../../ui/flowMessageText'
import { TextField } from '../../ui/TextField'

function CodeForm({
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  submitLabel: string
  busy: boolean
  error: string | null
  onSubmit(code: string): void
  onCancel(): void
}) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(code)
  }
  return (
    <form noValidate onSubmit={submit} className="max-w-sm space-y-3">
      <TextField
        label={t('profile:two_factor.code')}
        name="twoFactorCode"
        value={code}
        onChange={(event) => setCode(digitsOnly(event.target.value, AUTHENTICATOR_CODE_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={AUTHENTICATOR_CODE_LENGTH}
        autoFocus
        required
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy} className="sm:w-auto">
          {submitLabel}
        </Button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={busy}>
          {t('ui:cancel')}
        </button>
      </div>
    </form>
  )
}

/**
 * The security part of the profile: whether two-factor verification is on, turning it on (QR code and
 * secret, then a code from the app) and off (a current code).
 */
export function TwoFactorSection({
  enabled,
  onChange,
}: {
  enabled: boolean
  onChange(enabled: boolean): void
}) {
  const { t } = useTranslation()
  const secretId = useId()
  const [state, send] = useMachine(twoFactorSetupMachine, { input: { enabled } })
  const { context } = state
  const busy = state.hasTag('busy')

  useEffect(() => {
    if (context.enabled !== enabled) onChange(context.enabled)
  }, [context.enabled, enabled, onChange])

  const copySecret = async () => {
    if (!context.secret) return
    const copied = await copyText(context.secret.secret)
    if (copied) showToast({ key: 'ui:copy_success' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
    else showToast({ key: 'ui:copy_failed' })
  }

  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-fg">
        <span>{t('profile:two_factor.status')}</span>
        <span
          className={`rounded-full px-2.5 py-0.5 font-medium text-sm ${
            context.enabled ? 'bg-success-subtle text-success' : 'bg-surface-muted text-fg-secondary'
          }`}
        >
          {context.enabled ? t('ui:two_factor_on') : t('ui:two_factor_off')}
        </span>
      </p>
      <p role="status" className="text-success text-sm empty:hidden">
        {flowMessageText(t, context.notice)}
      </p>

      {state.matches('off') || state.matches('generating') ? (
        <div className="space-y-3">
          <p className="text-fg-secondary">{t('profile:two_factor.off_intro')}</p>
          <FormAlert message={flowMessageText(t, context.error)} />
          <Button busy={busy} className="sm:w-auto" onClick={() => send({ type: 'twoFactor.start' })}>
            {busy ? t('profile:two_factor.generating') : t('profile:two_factor.turn_on')}
          </Button>
        </div>
      ) : null}

      {context.secret && (state.matches('awaitingCode') || state.matches('enabling')) ? (
        <div className="space-y-4 rounded-xl border border-line bg-surface-subtle p-4">
          <ol className="list-decimal space-y-4 ps-5 text-fg">
            <li className="space-y-2">
              <p>{t('profile:two_factor.step_scan')}</p>
              <img
                src={context.secret.qrCode}
                alt={t('profile:two_factor.qr_alt')}
                width={200}
                height={200}
                className="rounded-lg border border-line bg-white p-2"
              />
            </li>
            <li className="space-y-2">
              <p>{t('profile:two_factor.step_secret')}</p>
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={secretId} className="sr-only">
                  {t('profile:two_factor.secret')}
                </label>
                {/* Sized to its text and wrapping on a narrow screen: every character of the key stays in view. */}
                <textarea
                  id={secretId}
                  readOnly
                  rows={1}
                  value={context.secret.secret}
                  onFocus={(event) => event.target.select()}
                  spellCheck={false}
                  className="field-sizing-content max-w-full resize-none break-all rounded-lg border border-line-strong bg-surface px-3 py-2 font-mono text-fg tracking-wider outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
                />
                <button type="button" className={buttonStyles.secondary} onClick={copySecret}>
                  {t('profile:two_factor.copy_secret')}
                </button>
              </div>
            </li>
            <li className="space-y-2">
              <p>{t('profile:two_factor.step_code')}</p>
              <CodeForm
                submitLabel={t('profile:two_factor.confirm_on')}
                busy={busy}
                error={flowMessageText(t, context.codeError)}
                onSubmit={(code) => send({ type: 'twoFactor.submit', code })}
                onCancel={() => send({ type: 'twoFactor.cancel' })}
              />
            </li>
          </ol>
        </div>
      ) : null}

      {state.matches('on') ? (
        <div className="space-y-3">
          <p className="text-fg-secondary">{t('profile:two_factor.on_intro')}</p>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => send({ type: 'twoFactor.turnOff' })}
          >
            {t('profile:two_factor.turn_off')}
          </button>
        </div>
      ) : null}

      {state.hasTag('turningOff') ? (
        <div className="space-y-3 rounded-xl border border-line bg-surface-subtle p-4">
          <p className="text-fg">{t('profile:two_factor.turn_off_intro')}</p>
          <CodeForm
            submitLabel={t('profile:two_factor.confirm_off')}
            busy={busy}
            error={flowMessageText(t, context.codeError)}
            onSubmit={(code) => send({ type: 'twoFactor.submit', code })}
            onCancel={() => send({ type: 'twoFactor.cancel' })}
          />
        </div>
      ) : null}
    </div>
  )
}
