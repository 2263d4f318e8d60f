import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../api/apiError'
import { createEmbedToken, type EmbedTokenSettings, type MintedEmbedToken } from '../../../api/embedTokens'
import {
  DEFAULT_EMBED_TOKEN_MINUTES,
  EMBED_TOKEN_LIFETIMES,
  type EmbedWidget,
} from '../../../domain/embedTokens'
import { Button } from '../../../ui/Button'
import { FormAlert } from '../../../ui/FormAlert'
import { SelectField } from '../../../ui/SelectField'

/** The widgets, origin and lifetime of a new token; the origins are only those the server allows. */
export function MintEmbedTokenForm({
  settings,
  onMinted,
}: {
  settings: EmbedTokenSettings
  onMinted(minted: MintedEmbedToken): void
}) {
  const { t } = useTranslation()
  const [widgets, setWidgets] = useState<EmbedWidget[]>([...settings.widgets])
  const [origin, setOrigin] = useState(settings.origins[0] ?? '')
  const [minutes, setMinutes] = useState<number>(DEFAULT_EMBED_TOKEN_MINUTES)
  const [widgetsError, setWidgetsError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const lifetimes = EMBED_TOKEN_LIFETIMES.filter(
    (value) => value >= settings.minMinutes && value <= settings.maxMinutes,
  )

  const toggle = (widget: EmbedWidget, on: boolean) => {
    setWidgetsError(null)
    // Kept in the settings' order, so the snippet lists the widgets the same way every time.
    setWidgets((chosen) => settings.widgets.filter((item) => (item === widget ? on : chosen.includes(item))))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (widgets.length === 0) {
      setWidgetsError(t('embedTokens:mint.widgets_required'))
      return
    }
    setBusy(true)
    setError(null)
    try {
      onMinted(await createEmbedToken({ widgets, origin, expiresInMinutes: minutes }))
    } catch (reason) {
      setError(reason instanceof ApiError && reason.message ? reason.message : t('embedTokens:mint.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="mint-title"
      className="space-y-4 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id="mint-title" className="font-semibold text-fg text-lg">
        {t('embedTokens:mint.title')}
      </h2>
      <fieldset aria-describedby={widgetsError ? 'mint-widgets-error' : undefined}>
        <legend className="mb-1 font-medium text-fg text-sm">{t('embedTokens:mint.widgets')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {settings.widgets.map((widget) => (
            <label key={widget} className="inline-flex items-center gap-2 text-fg">
              <input
                type="checkbox"
                checked={widgets.includes(widget)}
                onChange={(event) => toggle(widget, event.target.checked)}
                className="size-4 rounded border-fg-faint accent-primary-600 outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2"
              />
              {t(`embedTokens:widget.${widget}`)}
              <code className="text-fg-muted text-xs">&lt;{widget}&gt;</code>
            </label>
          ))}
        </div>
        {widgetsError ? (
          <p id="mint-widgets-error" role="alert" className="mt-1 text-danger text-sm">
            {widgetsError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('embedTokens:mint.origin')}
          hint={t('embedTokens:mint.origin_hint')}
          value={origin}
          onChange={(event) => setOrigin(event.target.value)}
          options={settings.origins.map((value) => ({ value, label: value }))}
          required
        />
        <SelectField
          label={t('embedTokens:mint.lifetime')}
          value={String(minutes)}
          onChange={(event) => setMinutes(Number(event.target.value))}
          options={lifetimes.map((value) => ({
            value: String(value),
            label: t(`embedTokens:lifetime.${value}`),
          }))}
        />
      </div>
      <FormAlert message={error} />
      <Button type="submit" busy={busy} className="sm:w-auto">
        {t('embedTokens:mint.submit')}
      </Button>
    </form>
  )
}
