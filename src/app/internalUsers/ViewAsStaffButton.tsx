import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { startPreview } from '../../api/previewSessions'
import { confirmLeaving, leaveKeepingWork } from '../../stores/leaveGuard'
import { permissionsState } from '../../stores/permissions'
import { previewState } from '../../stores/preview'
import { showToast } from '../../stores/toasts'
import { buttonStyles } from '../../ui/Button'
import { homePaths } from '../home/home.paths'

/**
 * View as this staff member, for super admins (full access) only, as the server holds it too: a
 * read-only preview of the back-office with that member's permissions. Unsaved changes to the form
 * are asked about first, as for any other way out of it.
 */
export function ViewAsStaffButton({ staffId }: { staffId: string }) {
  const { t } = useTranslation()
  const [location, navigate] = useLocation()
  const { fullAccess, status } = useSnapshot(permissionsState)
  const { preview } = useSnapshot(previewState)
  if (status !== 'known' || !fullAccess || preview) return null

  const viewAs = async () => {
    if (!(await confirmLeaving())) return
    try {
      await startPreview({ staffId }, location)
    } catch {
      showToast({ key: 'internalUsers:preview.view_as_failed' })
      return
    }
    leaveKeepingWork(() => navigate(homePaths.hrefOf('home')))
  }
  return (
    <button type="button" className={buttonStyles.secondary} onClick={() => void viewAs()}>
      {t('internalUsers:preview.view_as')}
    </button>
  )
}
