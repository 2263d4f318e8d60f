import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { dismissToast, toastState } from '../stores/toasts'
import { CloseIcon } from './ui/icons'

/** The one toast of the app, top-center. */
export function Toaster() {
  const { t } = useTranslation()
  const { current } = useSnapshot(toastState)
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex justify-center px-4">
      {current ? (
        <div
          key={current.id}
          role={current.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-lg px-4 py-3 text-white shadow-lg ${
            current.kind === 'error' ? 'bg-red-700' : 'bg-green-700'
          }`}
        >
          <p className="flex-1">{'key' in current.message ? t(current.message.key) : current.message.text}</p>
          <button
            type="button"
            aria-label={t('common:close')}
            onClick={() => dismissToast(current.id)}
            className="rounded p-0.5 outline-none hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white"
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </div>
  )
}
