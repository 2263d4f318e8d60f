import { type KeyboardEvent, type Ref, useImperativeHandle, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { SavedView } from '../../api/savedViews'

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

export interface ViewTabsHandle {
  focusSelected(): void
}

export interface ViewTabsProps {
  views: readonly Pick<SavedView, '_id' | 'name' | 'isDefault' | 'sharedRole'>[]
  /** The selected view's id; null for All. */
  selectedId: string | null
  /** The list was changed since its view was opened. */
  modified?: boolean
  onSelect(id: string | null): void
  onSave(): void
  onManage(): void
  ref?: Ref<ViewTabsHandle>
}

const tabStyle = (active: boolean) =>
  `inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-3 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${
    active
      ? 'border-primary-600 bg-accent-subtle font-medium text-accent-strong'
      : 'border-line bg-surface text-fg-secondary hover:border-line-strong hover:text-fg'
  }`

const actionStyle =
  'rounded-lg px-2 py-1 font-medium text-accent text-sm outline-none hover:bg-accent-subtle focus-visible:ring-2 focus-visible:ring-primary-500'

/**
 * A list's saved views as tabs (All first): one tab stop, the arrow keys (and Home, End) open the next
 * view, as the ARIA tabs pattern with automatic activation does; Save view and Manage views beside them.
 */
export function ViewTabs({
  views,
  selectedId,
  modified = false,
  onSelect,
  onSave,
  onManage,
  ref,
}: ViewTabsProps) {
  const { t } = useTranslation()
  const ids: (string | null)[] = [null, ...views.map((view) => view._id)]
  const selected = ids.includes(selectedId) ? selectedId : null
  const tabs = useRef(new Map<string | null, HTMLButtonElement | null>())
  useImperativeHandle(ref, () => ({ focusSelected: () => tabs.current.get(selected)?.focus() }), [selected])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key]
    if (!step) return
    event.preventDefault()
    const next = ids[step(ids.indexOf(selected), ids.length)] ?? null
    onSelect(next)
    tabs.current.get(next)?.focus()
  }
  const tab = (id: string | null, label: string, extra?: { isDefault: boolean; shared: string | null }) => {
    const active = id === selected
    return (
      <button
        key={id ?? 'all'}
        ref={(element) => {
          tabs.current.set(id, element)
        }}
        type="button"
        role="tab"
        aria-selected={active}
        tabIndex={active ? 0 : -1}
        onClick={() => onSelect(id)}
        title={extra?.shared ? t('savedViews:tabs.shared_mark', { role: extra.shared }) : undefined}
        className={tabStyle(active)}
      >
        {label}
        {active && modified ? (
          <>
            <span aria-hidden="true">•</span>
            <span className="sr-only">{t('savedViews:tabs.changed')}</span>
          </>
        ) : null}
        {extra?.isDefault ? (
          <span className="rounded-full bg-surface-muted px-1.5 text-fg-muted text-xs">
            {t('savedViews:tabs.default_mark')}
          </span>
        ) : null}
      </button>
    )
  }

  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <div
        role="tablist"
        aria-label={t('savedViews:tabs.label')}
        onKeyDown={onKeyDown}
        className="flex min-w-0 flex-wrap gap-1.5"
      >
        {tab(null, t('savedViews:tabs.all'))}
        {views.map((view) =>
          tab(view._id, view.name, { isDefault: view.isDefault, shared: view.sharedRole?.name ?? null }),
        )}
      </div>
      <div className="ms-auto flex items-center gap-1">
        <button type="button" onClick={onSave} className={actionStyle}>
          {t('savedViews:save.button')}
        </button>
        {views.length > 0 ? (
          <button type="button" onClick={onManage} className={actionStyle}>
            {t('savedViews:manage.button')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
