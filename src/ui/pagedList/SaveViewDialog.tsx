import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { internalUsersKeys } from '../../api/internalUsers'
import { $api } from '../../api/queryClient'
import { rolesKeys } from '../../api/roles'
import { createSavedView, type SavedView, type SavedViewState } from '../../api/savedViews'
import { VIEW_NAME_MAX_LENGTH } from '../../domain/savedViews'
import { can, permissionsState } from '../../stores/permissions'
import { sessionState } from '../../stores/session'
import { showToast } from '../../stores/toasts'
import { ConfirmDialog } from '../ConfirmDialog'
import { SelectField } from '../SelectField'
import { TextField } from '../TextField'

/** The roles a view may be shared with: those the staff member holds, or every role for who manages roles. */
function useShareableRoles(open: boolean): { _id: string; name: string }[] {
  const permissions = useSnapshot(permissionsState)
  const myId = useSnapshot(sessionState).token?._id ?? ''
  const managesRoles = can('roles', 'update', permissions)
  const own = useQuery({ ...$api.queryOptions(...internalUsersKeys.detail(myId)), enabled: open && !!myId })
  const every = useQuery({ ...$api.queryOptions(...rolesKeys.active()), enabled: open && managesRoles })
  return managesRoles ? (every.data?.data ?? []) : (own.data?.roles ?? [])
}

export interface SaveViewDialogProps {
  open: boolean
  listKey: string
  /** The list as it stands. */
  state: SavedViewState
  onSaved(view: SavedView): void
  onClose(): void
}

/** Save view: a name, who sees it (only me, or staff holding a role), and whether the list opens in it. */
export function SaveViewDialog({ open, listKey, state, onSaved, onClose }: SaveViewDialogProps) {
  const { t } = useTranslation()
  const [name, setName] = useState('')
  const [shared, setShared] = useState(false)
  const [roleId, setRoleId] = useState('')
  const [makeDefault, setMakeDefault] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const roles = useShareableRoles(open)

  const close = () => {
    setName('')
    setShared(false)
    setRoleId('')
    setMakeDefault(false)
    setError(null)
    onClose()
  }
  const save = async () => {
    setBusy(true)
    setError(null)
    try {
      const view = await createSavedView({
        list: listKey,
        name,
        state,
        sharedRoleId: shared && roleId ? roleId : null,
        makeDefault,
      })
      showToast({ text: t('savedViews:save.saved', { name: view.name }) }, 'success')
      onSaved(view)
      close()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('savedViews:save.title')}
      description={t('savedViews:save.about')}
      confirmLabel={t('savedViews:save.submit')}
      busy={busy}
      error={error}
      onConfirm={() => void save()}
      onClose={close}
    >
      <TextField
        label={t('savedViews:save.name')}
        value={name}
        maxLength={VIEW_NAME_MAX_LENGTH}
        placeholder={t('savedViews:save.name_placeholder')}
        onChange={(event) => setName(event.target.value)}
        autoFocus
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 font-medium text-fg text-sm">{t('savedViews:save.who')}</legend>
        <label className="flex items-center gap-2 text-fg text-sm">
          <input type="radio" name="view-who" checked={!shared} onChange={() => setShared(false)} />
          {t('savedViews:save.personal')}
        </label>
        <label className="flex items-center gap-2 text-fg text-sm">
          <input
            type="radio"
            name="view-who"
            checked={shared}
            disabled={roles.length === 0}
            onChange={() => {
              setShared(true)
              setRoleId((current) => current || roles[0]?._id || '')
            }}
          />
          {t('savedViews:save.shared')}
        </label>
        {shared ? (
          <SelectField
            label={t('savedViews:save.role')}
            value={roleId}
            onChange={(event) => setRoleId(event.target.value)}
            options={roles.map((role) => ({ value: role._id, label: role.name }))}
          />
        ) : null}
      </fieldset>
      <label className="flex items-center gap-2 text-fg text-sm">
        <input
          type="checkbox"
          checked={makeDefault}
          onChange={(event) => setMakeDefault(event.target.checked)}
        />
        {t('savedViews:save.make_default')}
      </label>
    </ConfirmDialog>
  )
}
