import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { connectionState } from '../stores/connection'

function OfflineMessage() {
  const { t } = useTranslation()
  return (
    <p className="pointer-events-auto max-w-md rounded-lg bg-gray-900 px-4 py-3 text-white shadow-lg dark:bg-gray-700 dark:ring-1 dark:ring-gray-600">
      <span className="block font-semibold">{t('errors:offline_title')}</span>
      <span className="block text-gray-100 text-sm">{t('errors:offline_body')}</span>
    </p>
  )
}

/**
 * Says that a screen waits for the connection, and goes away by itself once the screen loads. The
 * texts are read only while it shows: this sits outside every Suspense boundary, where waiting for
 * the translations of a screen being loaded would blank the whole app.
 */
export function OfflineNotice() {
  const { offline } = useSnapshot(connectionState)
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4"
    >
      {offline ? <OfflineMessage /> : null}
    </div>
  )
}
