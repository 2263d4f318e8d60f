import '../shell/locales'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { LanguageMenu } from '../../ui/LanguageMenu'
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
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <header className="flex items-center justify-between border-gray-200 border-b bg-white px-4 py-3 sm:px-6">
        <span className="font-semibold text-lg text-primary-700">{t('common:product_name')}</span>
        <LanguageMenu />
      </header>
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-10">
        <article className="space-y-4 rounded-2xl border border-gray-200 bg-white p-6 text-gray-800 shadow-sm sm:p-8">
          <h1 className="font-semibold text-2xl text-gray-900">{t(`shell:legal.${id}.title`)}</h1>
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
