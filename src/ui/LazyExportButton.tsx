import {
  type ComponentType,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { ExportButtonProps, ExportHandle } from './ExportButton'
import { EXPORT_BOX_STYLE, EXPORT_BUTTON_STYLE } from './exportView'
import { importWithRetry, prefetchWhenIdle } from './lazyWithRetry'

const LOAD_AFTER_MS = 1000

/** Export CSV as it looks at rest, without its code; pressing it asks for the real one and starts. */
function StandIn({ label, onPress }: { label?: string; onPress: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={EXPORT_BOX_STYLE}>
      <div className="flex gap-2">
        <button type="button" onClick={onPress} className={EXPORT_BUTTON_STYLE}>
          {label ?? t('ui:export.button')}
        </button>
      </div>
    </div>
  )
}

/**
 * Export CSV on a screen's first paint without its code (the home's): a stand-in of the same size and
 * look until the page is idle, or until it is pressed or the palette's Export runs, then the real
 * button in its place, starting at once when it was asked to and keeping the keyboard on it.
 */
export function LazyExportButton({ ref, ...props }: ExportButtonProps) {
  const [Loaded, setLoaded] = useState<ComponentType<ExportButtonProps> | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const standInFocused = useRef(false)
  const startWhenLoaded = useRef(false)
  const inner = useRef<ExportHandle | null>(null)

  const load = useCallback(
    () => import('./ExportButton').then((module) => setLoaded(() => module.ExportButton)),
    [],
  )
  useEffect(() => prefetchWhenIdle(load, LOAD_AFTER_MS), [load])
  const start = () => {
    if (inner.current) return inner.current.start()
    startWhenLoaded.current = true
    void importWithRetry(load).catch(() => {})
  }
  useImperativeHandle(ref, () => ({ start }))
  const innerRef = useCallback((handle: ExportHandle | null) => {
    inner.current = handle
    if (handle && startWhenLoaded.current) {
      startWhenLoaded.current = false
      handle.start()
    }
  }, [])
  // The swap must not drop the keyboard: the real button takes the focus the stand-in had.
  if (!inner.current) standInFocused.current = box.current?.contains(document.activeElement) ?? false
  useLayoutEffect(() => {
    if (!Loaded || !standInFocused.current) return
    standInFocused.current = false
    box.current?.querySelector('button')?.focus()
  }, [Loaded])

  return (
    <div ref={box} className="contents">
      {Loaded ? <Loaded {...props} ref={innerRef} /> : <StandIn label={props.label} onPress={start} />}
    </div>
  )
}
