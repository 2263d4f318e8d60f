import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { MintedEmbedToken } from '../../../api/embedTokens'
import { embedSnippet } from '../../../domain/embedTokens'
import { showToast } from '../../../stores/toasts'
import { Button } from '../../../ui/Button'
import { copyText } from '../../../ui/copyText'
import { formatDateTime } from '../../../ui/dateRange/dateRange'

function CopyableText({
  label,
  hint,
  text,
  copyLabel,
}: {
  label: string
  hint?: string
  text: string
  copyLabel: string
}) {
  const id = useId()
  const copy = async () => {
    const copied = await copyText(text)
    showToast(
      { key: copied ? 'embedTokens:minted.copied' : 'embedTokens:minted.copy_failed' },
      copied ? 'success' : 'error',
    )
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium text-fg text-sm">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-fg-muted text-xs">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        readOnly
        value={text}
        rows={Math.min(6, text.split('\n').length + 1)}
        spellCheck={false}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full break-all rounded-lg border border-line-strong bg-surface-subtle px-3 py-2 font-mono text-fg text-xs outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
      />
      <Button variant="secondary" onClick={copy}>
        {copyLabel}
      </Button>
    </div>
  )
}

/** The token just minted, shown this once (the server keeps no copy), with the snippet to paste. */
export function MintedTokenPanel({ minted, onDone }: { minted: MintedEmbedToken; onDone(): void }) {
  const { t, i18n } = useTranslation()
  const { token, embedToken } = minted
  const snippet = embedSnippet({
    apiBase: window.location.origin,
    token,
    widgets: embedToken.widgets,
    lang: i18n.language === 'th' ? 'th' : 'en',
  })
  return (
    <section
      aria-labelledby="minted-title"
      className="space-y-4 rounded-2xl border border-primary-300 bg-surface p-5"
    >
      <h2 id="minted-title" className="font-semibold text-fg text-lg">
        {t('embedTokens:minted.title')}
      </h2>
      <p role="status" className="text-fg-secondary">
        {t('embedTokens:minted.once', {
          origin: embedToken.origin,
          expires: formatDateTime(embedToken.expiresAt),
        })}
      </p>
      <CopyableText
        label={t('embedTokens:minted.token')}
        text={token}
        copyLabel={t('embedTokens:minted.copy_token')}
      />
      <CopyableText
        label={t('embedTokens:minted.snippet')}
        hint={t('embedTokens:minted.snippet_hint', { origin: embedToken.origin })}
        text={snippet}
        copyLabel={t('embedTokens:minted.copy_snippet')}
      />
      <Button variant="secondary" onClick={onDone}>
        {t('embedTokens:minted.done')}
      </Button>
    </section>
  )
}
