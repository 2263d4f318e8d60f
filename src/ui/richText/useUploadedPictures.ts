import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { UploadEvent, UploadItem } from '../../machines/uploadQueue'

const BUSY = new Set<UploadItem['status']>(['queued', 'checking', 'requesting', 'uploading', 'retrying'])

/**
 * Hands each stored picture on once (`onStored` with its key) and says why a file was refused or failed;
 * answers the file in progress, if any, for the progress bar.
 */
export function useUploadedPictures(
  items: readonly UploadItem[],
  send: (event: UploadEvent) => void,
  handlers: { onStored(key: string): Promise<void>; onRefused(message: string): void },
): { name: string; progress: number } | null {
  const { t } = useTranslation()
  const handled = useRef(new Set<string>())
  const handlersRef = useRef(handlers)
  handlersRef.current = handlers

  useEffect(() => {
    for (const item of items) {
      if (handled.current.has(item.id)) continue
      const message = item.error
        ? 'key' in item.error
          ? t(item.error.key, item.error.vars ?? {})
          : item.error.text
        : ''
      if (item.status === 'invalid' || item.status === 'failed') {
        handled.current.add(item.id)
        handlersRef.current.onRefused(message || t('errors:network_error'))
        send({ type: 'upload.remove', id: item.id })
      } else if (item.status === 'done' && item.key) {
        handled.current.add(item.id)
        handlersRef.current
          .onStored(item.key)
          .catch(() => handlersRef.current.onRefused(t('errors:network_error')))
          .finally(() => send({ type: 'upload.remove', id: item.id }))
      } else if (item.status === 'cancelled') {
        handled.current.add(item.id)
        send({ type: 'upload.remove', id: item.id })
      }
    }
  }, [items, send, t])

  const current = items.find((item) => BUSY.has(item.status))
  return current ? { name: current.file.name, progress: current.progress } : null
}
