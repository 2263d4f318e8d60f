import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { badgeText } from '../../domain/notifications'
import { notificationsState } from '../../stores/notifications'
import { sessionState } from '../../stores/session'
import { lazyWithRetry } from '../../ui/lazyWithRetry'
import { useUnreadSync } from './useUnreadSync'

const loadPanel = () => import('./NotificationPanel')
// The list, its tabs and the date library load when the bell is first approached, not with the page.
const NotificationPanel = lazyWithRetry(() => loadPanel().then((m) => ({ default: m.NotificationPanel })))

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  )
}

/**
 * The header's notification bell: unread badge (capped at '99+') and the panel of notifications, a
 * disclosure written by hand like the language menu. Headless UI's Popover guards the panel's focus with
 * focusable elements hidden by aria-hidden, which screen readers reach and cannot name.
 */
export function NotificationBell() {
  const { t } = useTranslation()
  const { token } = useSnapshot(sessionState)
  const { countAllUnreadNotifications: unread } = useSnapshot(notificationsState)
  const live = useUnreadSync(token?._id || null)
  const badge = badgeText(unread)
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const panelId = useId()

  const close = useCallback((refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    panel.current?.focus()
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving close the panel from anywhere inside
    <div
      ref={root}
      // The live count (stream and push) starts once the page is idle; tests wait for it.
      data-live={live || undefined}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        event.preventDefault()
        close(true)
      }}
      onBlur={(event) => {
        // Tab out of the panel (not a click inside it) closes it, as a menu would.
        if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) close(false)
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={unread > 0 ? t('notifications:bell_unread', { unread }) : t('notifications:bell')}
        onClick={() => (open ? close(false) : setOpen(true))}
        onPointerEnter={() => void loadPanel().catch(() => {})}
        onFocus={() => void loadPanel().catch(() => {})}
        className={`relative inline-flex items-center justify-center rounded-lg p-2 text-fg-secondary outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-primary-500 ${open ? 'bg-surface-muted' : ''}`}
      >
        <BellIcon />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="-right-0.5 -top-0.5 absolute min-w-5 rounded-full bg-red-600 px-1 text-center font-semibold text-[11px] text-white leading-5"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={t('notifications:title')}
          tabIndex={-1}
          className="absolute right-0 z-40 mt-2 flex max-h-[min(36rem,80vh)] w-[26rem] max-w-[calc(100vw-1rem)] flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-xl outline-none max-sm:fixed max-sm:inset-x-2 max-sm:top-14 max-sm:w-auto max-sm:max-w-none"
        >
          <Suspense
            fallback={<p className="px-4 py-6 text-center text-fg-muted text-sm">{t('common:loading')}</p>}
          >
            <NotificationPanel onClose={() => close(true)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  )
}
