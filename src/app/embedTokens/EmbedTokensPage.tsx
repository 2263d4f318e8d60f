import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { embedTokensKeys, type MintedEmbedToken } from '../../api/embedTokens'
import { $api } from '../../api/queryClient'
import { Button } from '../../ui/Button'
import { FormAlert } from '../../ui/FormAlert'
import { Screen } from '../../ui/ScreenStates'
import { EmbedTokenList } from './components/EmbedTokenList'
import { MintEmbedTokenForm } from './components/MintEmbedTokenForm'
import { MintedTokenPanel } from './components/MintedTokenPanel'

/** Mint a read-only token for the order widgets on another tool's page, see it once, list and revoke. */
export function EmbedTokensPage() {
  const { t } = useTranslation()
  const settings = useQuery({
    ...$api.queryOptions(...embedTokensKeys.settings()),
    staleTime: Number.POSITIVE_INFINITY,
  })
  // Only in this screen's memory: leaving it forgets the token, which the server never shows again.
  const [minted, setMinted] = useState<MintedEmbedToken | null>(null)

  let mintPart: ReactNode = null
  if (minted) mintPart = <MintedTokenPanel minted={minted} onDone={() => setMinted(null)} />
  else if (settings.data && settings.data.origins.length === 0)
    mintPart = (
      <p role="note" className="rounded-2xl border border-line bg-surface-subtle p-4 text-fg-secondary">
        {t('embedTokens:embedding_off')}
      </p>
    )
  else if (settings.data) mintPart = <MintEmbedTokenForm settings={settings.data} onMinted={setMinted} />
  else if (settings.isError)
    mintPart = (
      <div className="space-y-2">
        <FormAlert message={t('embedTokens:settings_failed')} />
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {t('embedTokens:retry')}
        </Button>
      </div>
    )

  return (
    <Screen title={t('embedTokens:nav.routes.embedTokens.list.title')} intro={t('embedTokens:intro')}>
      {mintPart}
      <EmbedTokenList />
    </Screen>
  )
}
