import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link, useLocation } from 'wouter'
import { MOD_K } from '../../commands/keySequences'
import { confirmLeaving } from '../../stores/leaveGuard'
import { sessionState } from '../../stores/session'
import { LanguageMenu } from '../../ui/LanguageMenu'
import { ThemeMenu } from '../../ui/ThemeMenu'
import { NotificationBell } from '../notifications/NotificationBell'
import { profilePaths } from '../profile/profile.paths'
import { Breadcrumb } from './Breadcrumb'
import { signOutAndLeave } from './commandContext'
import { HotKeys } from './HotKeys'
import { openPalette, setMobileMenuOpen } from './shellState'

const iconButton =
  'inline-flex items-center justify-center rounded-lg p-2 text-fg-secondary outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-primary-500'

function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  )
}

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  )
}

function SignOutIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </svg>
  )
}

/**
 * Avatar or initial with the name; opens the profile. Its name comes from its content ('Your profile:'
 * for screen readers, then the name as shown), so the visible name is part of the accessible name and
 * speech input can say what it sees.
 */
function AccountLink() {
  const { t } = useTranslation()
  const { token } = useSnapshot(sessionState)
  const name = [token?.firstName, token?.lastName].filter(Boolean).join(' ')
  const initial = (token?.firstName || token?.lastName || '?').charAt(0).toUpperCase()
  return (
    <Link
      href={profilePaths.hrefOf('profile')}
      className="flex items-center gap-2 rounded-lg px-2 py-1 text-fg outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-primary-500"
    >
      {token?.avatarUrl ? (
        <img src={token.avatarUrl} alt="" className="size-8 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-accent-muted font-semibold text-accent-strong"
        >
          {initial}
        </span>
      )}
      <span className="sr-only">
        {name ? t('shell:header.profile_of') : t('shell:header.profile_anonymous')}
      </span>
      {name ? (
        <>
          <span className="sr-only md:hidden"> {name}</span>
          <span className="hidden max-w-40 truncate text-sm md:inline"> {name}</span>
        </>
      ) : null}
    </Link>
  )
}

function SignOutButton() {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={async () => {
        // Unsaved changes on screen are given up first, or the session stays.
        if (!(await confirmLeaving())) return
        setBusy(true)
        await signOutAndLeave(navigate)
      }}
      className={`${iconButton} gap-2 text-sm disabled:opacity-60`}
    >
      <SignOutIcon />
      <span className="hidden sm:inline">{busy ? t('shell:header.signing_out') : t('common:sign_out')}</span>
      <span className="sr-only sm:hidden">{t('common:sign_out')}</span>
    </button>
  )
}

export function Header() {
  const { t } = useTranslation()
  return (
    <header className="sticky top-0 z-30 flex items-center gap-1 border-line border-b bg-surface/95 px-2 py-2 backdrop-blur sm:gap-3 sm:px-6">
      <button
        type="button"
        aria-label={t('shell:sidebar.open')}
        onClick={() => setMobileMenuOpen(true)}
        className={`${iconButton} lg:hidden`}
      >
        <MenuIcon />
      </button>
      <div className="min-w-0 flex-1">
        <Breadcrumb />
      </div>
      <button
        type="button"
        onClick={openPalette}
        aria-keyshortcuts="Control+K Meta+K"
        className="hidden items-center gap-3 rounded-lg border border-line-strong bg-surface px-3 py-1.5 text-fg-muted text-sm outline-none hover:border-fg-faint focus-visible:ring-2 focus-visible:ring-primary-500 md:inline-flex"
      >
        <SearchIcon />
        <span>{t('shell:header.palette')}</span>
        <HotKeys keys={[MOD_K]} />
      </button>
      <button
        type="button"
        onClick={openPalette}
        aria-label={t('shell:header.palette_hint')}
        aria-keyshortcuts="Control+K Meta+K"
        className={`${iconButton} md:hidden`}
      >
        <SearchIcon />
      </button>
      <LanguageMenu />
      <ThemeMenu />
      <NotificationBell />
      <AccountLink />
      <SignOutButton />
    </header>
  )
}
