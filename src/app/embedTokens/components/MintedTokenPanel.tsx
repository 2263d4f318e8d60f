import { useTranslation } from 'react-i18next'
import type { MintedEmbedToken } from '../../../api/embedTokens'
import { embedSnippet } from '../../../domain/embedTokens'
import { Button } from '../../../ui/Button'
import { CopyableText } from '../../../ui/CopyableText'
import { formatDateTime } from '../../../ui/dateRange/dateRange'

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
