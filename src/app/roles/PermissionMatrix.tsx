import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Feature, PermissionAction } from '../../domain/permissions'
import {
  allSelection,
  type Catalogue,
  columnSelection,
  isGranted,
  type MatrixState,
  offers,
  rowSelection,
  type Selection,
  setCell,
  setColumn,
  setRow,
  shownPermissions,
} from './permissionMatrix'

export interface PermissionMatrixProps {
  catalogue: Catalogue
  /** What the signed-in member may grant (`heldCatalogue`); the other boxes are shown but locked. */
  held: Catalogue
  /** Every box locked: a role beyond the member's own permissions. */
  readOnly?: boolean
  /** The columns, in order (the catalogue's `actions`). */
  actions: readonly PermissionAction[]
  state: MatrixState
  onChange(state: MatrixState): void
  /** 'The permission is required.' when nothing is granted. */
  error: string | null
}

function Checkbox({
  label,
  selection,
  disabled,
  onChange,
}: {
  label: string
  selection: Selection
  disabled: boolean
  onChange(on: boolean): void
}) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection === 'some'
  }, [selection])
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={selection === 'all'}
      disabled={disabled || selection === 'unavailable'}
      onChange={(event) => onChange(event.target.checked)}
      data-matrix-cell=""
      className="size-4 cursor-pointer rounded border-fg-faint accent-primary-600 outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed"
    />
  )
}

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
}

/**
 * Arrow keys walk the boxes like a spreadsheet (Space ticks), so 22 features × 6 levels need not be
 * tabbed through one by one. Cells without a box are skipped.
 */
function moveFocus(event: KeyboardEvent<HTMLTableElement>) {
  const move = MOVES[event.key]
  const cell = (event.target as HTMLElement).closest('td, th')
  const row = cell?.parentElement as HTMLTableRowElement | null
  if (!move || !cell || !row || !(event.target instanceof HTMLInputElement)) return
  const table = event.currentTarget
  const rows = [...table.rows]
  let r = rows.indexOf(row)
  let c = (cell as HTMLTableCellElement).cellIndex
  for (let step = 0; step < rows.length + row.cells.length; step++) {
    r += move[0]
    c += move[1]
    const target = rows[r]?.cells[c]?.querySelector<HTMLInputElement>(
      'input[data-matrix-cell]:not(:disabled)',
    )
    if (!rows[r]?.cells[c]) return
    if (target) {
      event.preventDefault()
      target.focus()
      return
    }
  }
}

/** Features down, levels across (spec section 6); only the levels a feature has are boxes. */
export function PermissionMatrix({
  catalogue,
  held,
  readOnly = false,
  actions,
  state,
  onChange,
  error,
}: PermissionMatrixProps) {
  const { t } = useTranslation()
  const errorId = useId()
  const shown = shownPermissions(state, catalogue)
  const locked = state.fullAccess || readOnly
  const feature = (id: Feature) => t(`roles:features.${id}`)
  const level = (action: PermissionAction) => t(`roles:actions.${action}`)
  const update = (permissions: MatrixState['permissions']) => onChange({ ...state, permissions })

  return (
    // The editor moves the focus here (its first box) when the role grants nothing.
    <fieldset data-field="permissions" aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="font-semibold text-fg">{t('roles:matrix.legend')}</legend>
      <p className="text-fg-muted text-sm">
        {readOnly
          ? t('roles:beyond_reach')
          : state.fullAccess
            ? t('roles:matrix.locked')
            : t('roles:matrix.hint')}
      </p>
      <div className="relative overflow-x-auto rounded-lg border border-line">
        <table onKeyDown={moveFocus} className="w-full min-w-[44rem] border-collapse text-sm">
          <caption className="sr-only">{t('roles:matrix.caption')}</caption>
          <thead className="bg-surface-subtle">
            <tr className="border-line border-b">
              <th scope="col" className="px-3 py-2 text-left font-medium text-fg-secondary">
                {t('roles:matrix.feature')}
              </th>
              {actions.map((action) => (
                <th key={action} scope="col" className="px-3 py-2 text-center font-medium text-fg-secondary">
                  <span className="flex flex-col items-center gap-1">
                    <span>{level(action)}</span>
                    <Checkbox
                      label={t('roles:matrix.select_column', { level: level(action) })}
                      selection={columnSelection(shown, held, action)}
                      disabled={locked}
                      onChange={(on) => update(setColumn(state.permissions, held, action, on))}
                    />
                  </span>
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-center font-medium text-fg-secondary">
                <span className="flex flex-col items-center gap-1">
                  <span>{t('roles:matrix.all')}</span>
                  <Checkbox
                    label={t('roles:matrix.select_all')}
                    selection={allSelection(shown, held)}
                    disabled={locked}
                    onChange={(on) =>
                      update(
                        on ? held.reduce((map, entry) => setRow(map, held, entry.feature, true), {}) : {},
                      )
                    }
                  />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {catalogue.map((entry) => (
              <tr
                key={entry.feature}
                className="border-line-subtle border-b last:border-b-0 hover:bg-surface-subtle"
              >
                <th scope="row" className="px-3 py-2 text-left font-normal text-fg">
                  {feature(entry.feature)}
                </th>
                {actions.map((action) => (
                  <td key={action} className="px-3 py-2 text-center">
                    {offers(catalogue, entry.feature, action) ? (
                      <Checkbox
                        label={t(
                          offers(held, entry.feature, action)
                            ? 'roles:matrix.cell'
                            : 'roles:matrix.cell_not_held',
                          { feature: feature(entry.feature), level: level(action) },
                        )}
                        selection={isGranted(shown, entry.feature, action) ? 'all' : 'none'}
                        disabled={locked || !offers(held, entry.feature, action)}
                        onChange={(on) => update(setCell(state.permissions, held, entry.feature, action, on))}
                      />
                    ) : (
                      <span className="text-fg-faint">
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">{t('roles:matrix.not_applicable')}</span>
                      </span>
                    )}
                  </td>
                ))}
                <td className="px-3 py-2 text-center">
                  <Checkbox
                    label={t('roles:matrix.select_row', { feature: feature(entry.feature) })}
                    selection={rowSelection(shown, held, entry.feature)}
                    disabled={locked}
                    onChange={(on) => update(setRow(state.permissions, held, entry.feature, on))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
