import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageMenu } from '../../ui/LanguageMenu'
import { ThemeMenu } from '../../ui/ThemeMenu'

/** The reduced header of the screens before sign-in, and a centred card for the form. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
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
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <section
          aria-labelledby="auth-title"
          className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
        >
          <h1 id="auth-title" className="mb-6 font-semibold text-2xl text-fg">
            {title}
          </h1>
          {children}
        </section>
      </main>
    </div>
  )
}
