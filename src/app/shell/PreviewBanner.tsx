import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { SHIFT_ESCAPE } from '../../commands/keySequences'
import { PLATFORM_TIME_ZONE } from '../../domain/platformTime'
import { previewState } from '../../stores/preview'
import { HotKeys } from './HotKeys'
import { leavePreview } from './leavePreview'

/** '14:32' on the platform's clock. */
const clockTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'th' ? 'th-TH' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: PLATFORM_TIME_ZONE,
  }).format(new Date(iso))

/**
 * Across the top while this tab is in a preview (view as a role or a staff member): whose view it is,
 * that it is read-only and when it ends, and Leave (Shift+Escape). The preview is left by itself when
 * its time is up.
 */
export function PreviewBanner() {
  const { t, i18n } = useTranslation()
  const [, navigate] = useLocation()
  const { preview } = useSnapshot(previewState)
  const expiresAt = preview?.expiresAt

  useEffect(() => {
    if (!expiresAt) return
    const timer = window.setTimeout(
      () => void leavePreview(navigate),
      Math.max(0, Date.parse(expiresAt) - Date.now()),
    )
    return () => window.clearTimeout(timer)
  }, [expiresAt, navigate])

  if (!preview) return null
  const whose = t(preview.kind === 'staff' ? 'shell:preview.as_staff' : 'shell:preview.as_role', {
    name: preview.label,
  })
  return (
    <section
      aria-label={t('shell:preview.region')}
      className="sticky top-0 z-40 flex flex-wrap items-center justify-between gap-3 bg-primary-700 px-4 py-2 text-white sm:px-6"
    >
      <p className="font-medium text-sm">
        {whose} — {t('shell:preview.read_only_until', { time: clockTime(preview.expiresAt, i18n.language) })}
      </p>
      <button
        type="button"
        onClick={() => void leavePreview(navigate)}
        aria-keyshortcuts="Shift+Escape"
        className="inline-flex items-center gap-2 rounded-lg bg-surface px-3 py-1.5 font-semibold text-accent text-sm outline-none hover:bg-accent-subtle focus-visible:ring-2 focus-visible:ring-white"
      >
        {t('shell:preview.leave')}
        <span aria-hidden="true">
          <HotKeys keys={[SHIFT_ESCAPE]} />
        </span>
      </button>
    </section>
  )
}
