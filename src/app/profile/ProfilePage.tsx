import { type ReactNode, type RefObject, useCallback, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { type InternalUser, internalUsersKeys, uploadInternalUserAvatar } from '../../api/internalUsers'
import { $api } from '../../api/queryClient'
import { saveToken, sessionState } from '../../stores/session'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { AvatarUploader } from '../../ui/AvatarUploader'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { useHashTarget } from '../../ui/useHashTarget'
import { useRecord } from '../../ui/useRecord'
import { homePaths } from '../home/home.paths'
import { ChangeOwnPasswordForm } from './ChangeOwnPasswordForm'
import { ProfileDetailsForm } from './ProfileDetailsForm'
import { TwoFactorSection } from './TwoFactorSection'

/** The anchor the 'Turn on two-factor verification' command opens (see settings.commands.ts). */
export const SECURITY_ANCHOR = 'security'

function Card({
  id,
  headingId,
  title,
  intro,
  children,
  focusRef,
}: {
  id?: string
  headingId: string
  title: string
  intro?: string
  children: ReactNode
  focusRef?: RefObject<HTMLElement | null>
}) {
  return (
    <section
      id={id}
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      aria-labelledby={headingId}
      className="scroll-mt-20 space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
    >
      <div className="space-y-1">
        <h2 id={headingId} className="font-semibold text-fg text-lg">
          {title}
        </h2>
        {intro ? <p className="text-fg-muted text-sm">{intro}</p> : null}
      </div>
      {children}
    </section>
  )
}

/** One's own account: photo, details, password, and two-factor verification (spec section 2, profile). */
export function ProfilePage() {
  const { t } = useTranslation()
  const { token } = useSnapshot(sessionState)
  const userId = token?._id ?? ''
  const record = useRecord($api.queryOptions(...internalUsersKeys.detail(userId)))
  const security = useRef<HTMLElement>(null)
  useHashTarget(SECURITY_ANCHOR, security, record.status === 'ready')
  const user = record.data
  const { replace } = record

  const attachAvatar = async (key: string) => {
    const avatarUrl = await uploadInternalUserAvatar(userId, key)
    const current = sessionState.token
    // The header's avatar reads the token record.
    if (current) saveToken({ ...current, avatarUrl })
    if (user) replace({ ...user, avatarUrl })
    showToast({ key: 'profile:avatar_saved' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
  }

  const setTwoFactor = useCallback(
    (enabled: boolean) => {
      if (user && user.googleAuth !== enabled) replace({ ...user, googleAuth: enabled })
    },
    [user, replace],
  )

  return (
    <Screen title={t('profile:nav.routes.profile.title')}>
      {record.status !== 'ready' || !user ? (
        <RecordStates
          status={record.status === 'ready' ? 'loading' : record.status}
          onRetry={record.reload}
          backHref={homePaths.hrefOf('home')}
          backLabel={t('ui:record.back_home')}
        />
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          <Card headingId="profile-photo" title={t('profile:photo')}>
            <AvatarUploader
              currentUrl={user.avatarUrl ?? null}
              firstName={user.firstName}
              lastName={user.lastName}
              onUploaded={attachAvatar}
            />
            <RolesLine user={user} />
          </Card>
          <Card headingId="profile-details" title={t('profile:details')}>
            <ProfileDetailsForm user={user} onSaved={(saved: InternalUser) => replace(saved)} />
          </Card>
          <Card
            headingId="profile-password"
            title={t('profile:password')}
            intro={t('profile:password_intro')}
          >
            <ChangeOwnPasswordForm userId={user._id} email={user.email} />
          </Card>
          <Card
            id={SECURITY_ANCHOR}
            headingId="profile-security"
            title={t('profile:security')}
            intro={t('profile:security_intro')}
            focusRef={security}
          >
            <TwoFactorSection enabled={user.googleAuth} onChange={setTwoFactor} />
          </Card>
        </div>
      )}
    </Screen>
  )
}

function RolesLine({ user }: { user: InternalUser }) {
  const { t } = useTranslation()
  const names = user.roles.map((role) => role.name)
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-fg-muted">{t('ui:fields.email')}</dt>
      <dd className="break-all text-fg">{user.email}</dd>
      <dt className="text-fg-muted">{t('ui:fields.roles')}</dt>
      <dd className="text-fg">
        {user.fullAccess ? t('profile:full_access') : null}
        {user.fullAccess && names.length > 0 ? ' · ' : null}
        {names.join(', ') || (user.fullAccess ? null : t('profile:no_roles'))}
      </dd>
    </dl>
  )
}
