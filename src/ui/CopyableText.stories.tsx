import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTranslation } from 'react-i18next'
import enEmbedTokens from '../../locales/en/embedTokens.json'
import thEmbedTokens from '../../locales/th/embedTokens.json'
import { CopyableText } from './CopyableText'
import { addNamespaces } from './i18n'

// The labels are a screen's own: here the embed token screen's, which the stories do not load otherwise.
addNamespaces({ en: { embedTokens: enEmbedTokens }, th: { embedTokens: thEmbedTokens } })

/** A secret shown once, selected on focus, with its copy button (the labels are a screen's own). */
function Secret({ text, withHint }: { text: string; withHint?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="max-w-xl">
      <CopyableText
        label={t('embedTokens:minted.token')}
        hint={
          withHint ? t('embedTokens:minted.snippet_hint', { origin: 'https://crm.example.co.th' }) : undefined
        }
        text={text}
        copyLabel={t('embedTokens:minted.copy_token')}
      />
    </div>
  )
}

const meta = {
  title: 'UI/CopyableText',
  component: Secret,
  args: { text: 'csk_Zr1V0jQ3w8m3k2nQ4yX7pL9tB6cA5dE0fG1hI2jK3lM' },
} satisfies Meta<typeof Secret>

export default meta
type Story = StoryObj<typeof meta>

export const OneLine: Story = {}
export const WithHint: Story = {
  args: { text: '<order-widget token="...">\n</order-widget>', withHint: true },
}
