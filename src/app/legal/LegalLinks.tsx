import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { LEGAL_PAGES } from './legalPages'

const linkStyle =
  'rounded text-fg-muted underline-offset-2 outline-none hover:text-fg hover:underline focus-visible:ring-2 focus-visible:ring-primary-500'

/** The footer: privacy policy, terms and conditions, licensing policy. */
export function LegalFooter() {
  const { t } = useTranslation()
  return (
    <footer className="border-line border-t bg-surface px-4 py-4 text-sm sm:px-6">
      <nav aria-label={t('shell:footer.label')}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {LEGAL_PAGES.map((page) => (
            <li key={page.id}>
              {page.externalUrl ? (
                <a href={page.externalUrl} target="_blank" rel="noopener noreferrer" className={linkStyle}>
                  {t(`shell:footer.${page.id}`)}
                </a>
              ) : (
                <Link href={page.path} className={linkStyle}>
                  {t(`shell:footer.${page.id}`)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  )
}
