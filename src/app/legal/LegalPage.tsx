import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { LanguageMenu } from '../../ui/LanguageMenu'
import { ThemeMenu } from '../../ui/ThemeMenu'
import { SupportContactList, supportLinkStyle } from '../auth/SupportContactList'
import { LegalFooter } from './LegalLinks'
import type { LegalPageId } from './legalPages'

/**
 * A public policy page. It says plainly that the company publishes the policy and how to reach IT
 * support for it: the back-office does not invent legal text.
 */
function LegalPage({ id }: { id: LegalPageId }) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="flex items-center justify-between border-line border-b bg-surface px-4 py-3 sm:px-6">
        <span className="font-semibold text-lg text-accent">{t('common:product_name')}</span>
        <div className="flex items-center gap-1">
          <LanguageMenu />
          <ThemeMenu />
        </div>
      </header>
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-10">
        <article className="space-y-4 rounded-2xl border border-line bg-surface p-6 text-fg shadow-sm sm:p-8">
          <h1 className="font-semibold text-2xl text-fg">{t(`shell:legal.${id}.title`)}</h1>
          <p>{t(`shell:legal.${id}.intro`)}</p>
          <p>{t('shell:legal.published_by_company')}</p>
          <p>{t('shell:legal.contact')}</p>
          <SupportContactList className="space-y-1" />
          <p>
            <Link href="/" className={supportLinkStyle}>
              {t('shell:legal.back')}
            </Link>
          </p>
        </article>
      </main>
      <LegalFooter />
    </div>
  )
}

export const PrivacyPolicyPage = () => <LegalPage id="privacy_policy" />
export const TermsAndConditionsPage = () => <LegalPage id="terms_and_conditions" />
export const LicensingPolicyPage = () => <LegalPage id="licensing_policy" />
