import { useTranslation } from 'react-i18next'

const PARTS = ['sale', 'totalSale', 'numberUser', 'traction', 'conversion', 'days'] as const

/** How each figure is counted, in the words of the contract's description. */
export function HelpText() {
  const { t } = useTranslation()
  return (
    <details className="rounded-xl border border-line bg-surface p-4 text-fg-secondary text-sm">
      <summary className="cursor-pointer font-medium text-fg">{t('home:help.title')}</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {PARTS.map((part) => (
          <li key={part}>{t(`home:help.${part}`)}</li>
        ))}
      </ul>
    </details>
  )
}
