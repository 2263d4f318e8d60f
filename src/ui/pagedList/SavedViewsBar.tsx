import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SavedView } from '../../api/savedViews'
import { ManageViewsDialog } from './ManageViewsDialog'
import { SaveViewDialog } from './SaveViewDialog'
import { stateOfParams } from './savedViewParams'
import { registerViewsBar } from './savedViewsHost'
import type { SavedViewsState } from './useSavedViews'
import { ViewTabs, type ViewTabsHandle } from './ViewTabs'

/** Says which of the view's filters were left out for this staff member, and why. */
function DroppedFilters({ view }: { view: SavedView }) {
  const { t } = useTranslation()
  if (view.dropped.length === 0) return null
  return (
    <div
      role="status"
      className="mb-3 rounded-lg border border-warning-line bg-warning-subtle px-3 py-2 text-sm text-warning"
    >
      <p className="font-medium">{t('savedViews:dropped.title')}</p>
      <ul className="list-disc ps-5">
        {view.dropped.map(({ filter, reason }) => (
          <li key={filter}>
            {t(`savedViews:dropped.${reason}`, {
              filter: t(`savedViews:filters.${filter}`, { defaultValue: filter }),
            })}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A list's saved views above it: the tabs, Save view and Manage views, and what a view left out. */
export function SavedViewsBar({ views }: { views: SavedViewsState }) {
  const [saving, setSaving] = useState(false)
  const [managing, setManaging] = useState(false)
  const tabs = useRef<ViewTabsHandle>(null)
  useEffect(
    () =>
      registerViewsBar({
        save: () => setSaving(true),
        // After the palette that ran it has closed and handed the focus back, not before.
        focusTabs: () => setTimeout(() => tabs.current?.focusSelected(), 0),
      }),
    [],
  )
  const state = stateOfParams(views.params)
  return (
    <>
      <ViewTabs
        ref={tabs}
        views={views.views}
        selectedId={views.selected?._id ?? null}
        modified={views.modified}
        onSelect={(id) => views.select(views.views.find((view) => view._id === id) ?? null)}
        onSave={() => setSaving(true)}
        onManage={() => setManaging(true)}
      />
      {views.selected ? <DroppedFilters view={views.selected} /> : null}
      <SaveViewDialog
        open={saving}
        listKey={views.listKey}
        state={state}
        onSaved={(view) => views.select(view)}
        onClose={() => setSaving(false)}
      />
      <ManageViewsDialog
        open={managing}
        listKey={views.listKey}
        views={views.views}
        state={state}
        onClose={() => setManaging(false)}
      />
    </>
  )
}
