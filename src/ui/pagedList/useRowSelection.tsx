import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Column } from './PagedList'

export interface RowSelection<T> {
  /** The rows picked, in the order they were picked; they stay picked from page to page. */
  selected: readonly T[]
  clear(): void
  /** The first column of a list whose rows can be picked: a check box per row, and one for the page. */
  column: Column<T, never>
}

const BOX =
  'size-4 cursor-pointer rounded border-line-strong accent-primary-600 outline-none focus-visible:ring-2 focus-visible:ring-primary-500'

/** The page's own check box: checked when every row of the page is picked, mixed when some are. */
function PageBox({
  state,
  label,
  onChange,
}: {
  state: 'all' | 'some' | 'none'
  label: string
  onChange(): void
}) {
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some'
  }, [state])
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={label}
      checked={state === 'all'}
      onChange={onChange}
      className={BOX}
    />
  )
}

/**
 * Rows a list lets its reader pick for an action on many (move them on, export them). The pick is
 * dropped when `scope` changes (another tab, filter or search), so it never holds rows the list no
 * longer shows that way.
 */
export function useRowSelection<T>({
  rows,
  rowKey,
  rowLabel,
  scope,
}: {
  rows: readonly T[]
  rowKey(row: T): string
  /** The accessible name of a row's check box ("Select order BK000001"). */
  rowLabel(row: T): string
  scope: string
}): RowSelection<T> {
  const { t } = useTranslation()
  const [picked, setPicked] = useState<ReadonlyMap<string, T>>(new Map())
  const [pickedIn, setPickedIn] = useState(scope)
  // Another scope: the pick starts empty (set during render, so no frame shows the old one).
  if (pickedIn !== scope) {
    setPickedIn(scope)
    setPicked(new Map())
  }
  const keys = useRef(rowKey)
  keys.current = rowKey
  const labels = useRef(rowLabel)
  labels.current = rowLabel

  const column = useMemo<Column<T, never>>(() => {
    const onPage = rows.filter((row) => picked.has(keys.current(row))).length
    const state = onPage === 0 ? 'none' : onPage === rows.length ? 'all' : 'some'
    const togglePage = () =>
      setPicked((current) => {
        const next = new Map(current)
        for (const row of rows)
          if (state === 'all') next.delete(keys.current(row))
          else next.set(keys.current(row), row)
        return next
      })
    const toggle = (row: T) =>
      setPicked((current) => {
        const next = new Map(current)
        const key = keys.current(row)
        if (next.has(key)) next.delete(key)
        else next.set(key, row)
        return next
      })
    return {
      id: 'select',
      className: 'w-10',
      header: (
        <PageBox
          state={rows.length === 0 ? 'none' : state}
          label={t('ui:list.select_page')}
          onChange={togglePage}
        />
      ),
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={labels.current(row)}
          checked={picked.has(keys.current(row))}
          onChange={() => toggle(row)}
          className={BOX}
        />
      ),
    }
  }, [rows, picked, t])

  return useMemo(
    () => ({ selected: [...picked.values()], clear: () => setPicked(new Map()), column }),
    [picked, column],
  )
}
