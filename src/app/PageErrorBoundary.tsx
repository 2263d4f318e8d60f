import { Component, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui/Button'

function PageFailed() {
  const { t } = useTranslation()
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-canvas px-4 text-center">
      <h1 className="font-semibold text-2xl text-fg">{t('errors:page_failed')}</h1>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('common:reload')}
      </Button>
    </main>
  )
}

/** Catches a page that could not load even after its retries, instead of leaving a blank screen. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? <PageFailed /> : this.props.children
  }
}
