import { type DragEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type DraftMedia, moveMedia } from '../mediaOrder'

const small =
  'rounded-lg border border-line-strong bg-surface px-2 py-1 font-medium text-fg text-xs outline-none hover:bg-surface-subtle focus-visible:ring-2 focus-visible:ring-primary-500 disabled:cursor-not-allowed disabled:opacity-50'

type Action = 'up' | 'down' | 'cover'

/**
 * The product's images and video in order, the first the cover. Each moves by dragging, or from the
 * keyboard with its Move up and Move down buttons (the focus stays on the button pressed, and the new
 * place is announced); an image becomes the cover with Make cover; Remove asks first (the screen's dialog).
 */
export function MediaGallery({
  items,
  onChange,
  onRemove,
}: {
  items: readonly DraftMedia[]
  onChange(items: DraftMedia[]): void
  onRemove(item: DraftMedia): void
}) {
  const { t } = useTranslation()
  const [announcement, setAnnouncement] = useState('')
  const [dragging, setDragging] = useState<string | null>(null)
  const focusAfterMove = useRef<{ key: string; action: Action } | null>(null)
  const list = useRef<HTMLOListElement>(null)

  // After a move the same item's button keeps the focus, or its other move button at an end of the list.
  useEffect(() => {
    const target = focusAfterMove.current
    if (!target || !list.current) return
    focusAfterMove.current = null
    const row = list.current.querySelector<HTMLElement>(`[data-media-key="${CSS.escape(target.key)}"]`)
    const button =
      row?.querySelector<HTMLButtonElement>(`button[data-action="${target.action}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>('button[data-action]:not(:disabled)')
    button?.focus()
  })

  // A file chosen on this screen goes by its file name, which stays put while it moves.
  const nameOf = (item: DraftMedia, index: number) =>
    item.name ??
    t(item.fileType === 'video' ? 'inventory:media.video_name' : 'inventory:media.image_name', {
      position: index + 1,
    })

  const move = (index: number, to: number, action: Action) => {
    const item = items[index]
    const next = moveMedia(items, index, to)
    focusAfterMove.current = { key: item.key, action }
    const position = next.findIndex((entry) => entry.key === item.key)
    setAnnouncement(
      t('inventory:media.moved', { name: nameOf(item, index), position: position + 1, count: next.length }),
    )
    onChange(next)
  }

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault()
    const from = items.findIndex((item) => item.key === dragging)
    setDragging(null)
    if (from >= 0 && from !== index) move(from, index, 'up')
  }

  if (items.length === 0) return <p className="text-fg-muted">{t('inventory:media.none')}</p>

  return (
    <>
      <ol
        ref={list}
        aria-label={t('inventory:media.list')}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {items.map((item, index) => {
          const name = nameOf(item, index)
          return (
            <li
              key={item.key}
              data-media-key={item.key}
              aria-label={index === 0 ? `${name} (${t('inventory:media.cover')})` : name}
              draggable
              onDragStart={(event) => {
                setDragging(item.key)
                event.dataTransfer.effectAllowed = 'move'
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => setDragging(null)}
              className={`space-y-2 rounded-xl border bg-surface p-3 ${
                dragging === item.key ? 'border-primary-500 opacity-60' : 'border-line'
              }`}
            >
              <div className="relative aspect-square overflow-hidden rounded-lg bg-surface-subtle">
                {item.fileType === 'video' ? (
                  // biome-ignore lint/a11y/useMediaCaption: product videos carry no speech to caption
                  <video controls preload="metadata" src={item.url} className="size-full object-contain">
                    {name}
                  </video>
                ) : (
                  <img src={item.url} alt={name} className="size-full object-contain" draggable={false} />
                )}
                {index === 0 ? (
                  <span className="absolute top-2 left-2 rounded-full bg-primary-700 px-2 py-0.5 font-medium text-white text-xs">
                    {t('inventory:media.cover')}
                  </span>
                ) : null}
              </div>
              <p className="truncate text-fg-secondary text-sm">{name}</p>
              <div className="flex flex-wrap gap-1.5">
                <button
                  type="button"
                  data-action="up"
                  className={small}
                  disabled={index === 0}
                  aria-label={t('inventory:media.move_up', { name })}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  {t('inventory:media.up')}
                </button>
                <button
                  type="button"
                  data-action="down"
                  className={small}
                  disabled={index === items.length - 1}
                  aria-label={t('inventory:media.move_down', { name })}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  {t('inventory:media.down')}
                </button>
                {item.fileType === 'image' && index > 0 ? (
                  <button
                    type="button"
                    data-action="cover"
                    className={small}
                    aria-label={t('inventory:media.make_cover_of', { name })}
                    onClick={() => move(index, 0, 'cover')}
                  >
                    {t('inventory:media.make_cover')}
                  </button>
                ) : null}
                <button
                  type="button"
                  className={`${small} text-danger`}
                  aria-label={t('inventory:media.remove_of', { name })}
                  onClick={() => onRemove(item)}
                >
                  {t('inventory:media.remove')}
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  )
}
