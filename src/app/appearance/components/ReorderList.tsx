import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface ReorderListProps<T> {
  items: readonly T[]
  keyOf(item: T): string
  nameOf(item: T): string
  label: string
  render(item: T, index: number): ReactNode
  /** The whole new order; the screen saves it on the version it read. */
  onMove(order: T[]): void
  disabled?: boolean
}

/** Moves `from` to `to` in a copy of `items`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}

const moveButton =
  'rounded-lg border border-line-strong bg-surface px-2 py-1 text-fg text-sm hover:bg-surface-subtle focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 disabled:opacity-40'

/**
 * An ordered list moved with the keyboard (each row's Move up and Move down buttons) or by dragging a
 * row onto another's place; each move is announced.
 */
export function ReorderList<T>({
  items,
  keyOf,
  nameOf,
  label,
  render,
  onMove,
  disabled,
}: ReorderListProps<T>) {
  const { t } = useTranslation()
  const [dragged, setDragged] = useState<number | null>(null)
  const [said, setSaid] = useState('')
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return
    onMove(moved(items, from, to))
    setSaid(
      t('appearance:reorder.moved', { name: nameOf(items[from]), position: to + 1, count: items.length }),
    )
  }
  return (
    <>
      <ol aria-label={label} className="divide-y divide-line rounded-2xl border border-line bg-surface">
        {items.map((item, index) => (
          <li
            key={keyOf(item)}
            draggable={!disabled}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged !== null) move(dragged, index)
              setDragged(null)
            }}
            className="flex flex-wrap items-center gap-3 p-3"
          >
            <span aria-hidden="true" className="cursor-grab select-none text-fg-muted">
              ⋮⋮
            </span>
            <span className="w-6 text-right text-fg-muted tabular-nums">{index + 1}</span>
            <div className="min-w-0 flex-1">{render(item, index)}</div>
            <button
              type="button"
              className={moveButton}
              disabled={disabled || index === 0}
              aria-label={t('appearance:reorder.up_named', { name: nameOf(item) })}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={moveButton}
              disabled={disabled || index === items.length - 1}
              aria-label={t('appearance:reorder.down_named', { name: nameOf(item) })}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {said}
      </p>
    </>
  )
}
