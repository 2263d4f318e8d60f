import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import {
  dismissToast,
  holdToast,
  releaseToast,
  runToastAction,
  type Toast,
  toastState,
} from '../stores/toasts'
import { CloseIcon } from '../ui/icons'

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation()
  const hold = () => holdToast(toast.id)
  const release = () => releaseToast(toast.id)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the auto-close; nothing is activated
    <div
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
      className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-lg px-4 py-3 text-white shadow-lg ${
        toast.kind === 'error' ? 'bg-red-700' : 'bg-green-700'
      }`}
    >
      <p className="flex-1">{'key' in toast.message ? t(toast.message.key) : toast.message.text}</p>
      {toast.action ? (
        <button
          type="button"
          onClick={() => runToastAction()}
          aria-keyshortcuts="Control+Z"
          className="-my-0.5 rounded border border-white/60 px-2 py-0.5 font-semibold outline-none hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white"
        >
          {t(toast.action.labelKey)}
        </button>
      ) : null}
      <button
        type="button"
        aria-label={t('common:close')}
        onClick={() => dismissToast(toast.id)}
        className="rounded p-0.5 outline-none hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white"
      >
        <CloseIcon />
      </button>
    </div>
  )
}

/**
 * The one toast of the app, top-center. Both live regions stay in the page, so a screen reader
 * announces a toast the moment it is put in (errors assertively, successes politely).
 */
export function Toaster() {
  const { current } = useSnapshot(toastState)
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex justify-center px-4">
      <div role="alert" aria-atomic="true">
        {current?.kind === 'error' ? <ToastCard key={current.id} toast={current} /> : null}
      </div>
      <div role="status" aria-atomic="true">
        {current?.kind === 'success' ? <ToastCard key={current.id} toast={current} /> : null}
      </div>
    </div>
  )
}
