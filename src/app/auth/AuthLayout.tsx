import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageMenu } from '../../ui/LanguageMenu'

/** The reduced header of the screens before sign-in, and a centred card for the form. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <header className="flex items-center justify-between border-gray-200 border-b bg-white px-4 py-3 sm:px-6">
        <span className="font-semibold text-lg text-primary-700">{t('common:product_name')}</span>
        <LanguageMenu />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <section
          aria-labelledby="auth-title"
          className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h1 id="auth-title" className="mb-6 font-semibold text-2xl text-gray-900">
            {title}
          </h1>
          {children}
        </section>
      </main>
    </div>
  )
}
