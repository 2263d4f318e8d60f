import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import type { Command } from '../../commands/types'
import { canUse, permissionsState } from '../../stores/permissions'
import { CloseIcon } from '../../ui/icons'
import { COMMANDS } from './areaRegistry'
import { HotKeys } from './HotKeys'
import { closeShortcuts, shellState } from './shellState'

const GROUPS = [
  { headingKey: 'shell:shortcuts.general', sections: ['actions', 'settings'] },
  { headingKey: 'commands:sections.navigate', sections: ['navigate'] },
  { headingKey: 'commands:sections.create', sections: ['create'] },
] as const

function Row({ keys, label }: { keys: readonly string[]; label: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-1.5">
      <dt className="text-fg">{label}</dt>
      <dd className="shrink-0">
        <HotKeys keys={keys} />
      </dd>
    </div>
  )
}

/** Every shortcut the staff member can use, read from the command registry (opened with '?'). */
export function ShortcutSheet() {
  const { t } = useTranslation()
  const { shortcutsOpen } = useSnapshot(shellState)
  const permissions = useSnapshot(permissionsState)
  const withKeys = COMMANDS.filter(
    (command): command is Command & { hotKeys: readonly string[] } =>
      Boolean(command.hotKeys?.length) && canUse(command.permission, permissions),
  )
  return (
    <Dialog
      open={shortcutsOpen}
      onClose={closeShortcuts}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 pt-[10vh]"
    >
      <DialogBackdrop className="fixed inset-0 bg-backdrop" />
      <DialogPanel className="relative w-full max-w-lg rounded-2xl bg-surface p-6 shadow-xl">
        <div className="flex items-start justify-between gap-4">
          <DialogTitle className="font-semibold text-fg text-lg">{t('shell:shortcuts.title')}</DialogTitle>
          <button
            type="button"
            onClick={closeShortcuts}
            aria-label={t('common:close')}
            className="rounded p-1 text-fg-muted outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-primary-500"
          >
            <CloseIcon />
          </button>
        </div>
        <p className="mt-1 text-fg-muted text-sm">{t('shell:shortcuts.hint')}</p>
        {GROUPS.map((group) => {
          const rows = withKeys.filter((command) =>
            (group.sections as readonly string[]).includes(command.section),
          )
          if (rows.length === 0) return null
          return (
            <section key={group.headingKey} className="mt-5">
              <h3 className="mb-1 font-semibold text-fg-muted text-xs uppercase tracking-wide">
                {t(group.headingKey)}
              </h3>
              <dl className="divide-y divide-line-subtle">
                {rows.map((command) => (
                  <Row key={command.id} keys={command.hotKeys} label={t(command.titleKey)} />
                ))}
                {group.headingKey === 'shell:shortcuts.general' ? (
                  <Row keys={['Esc']} label={t('shell:shortcuts.close_dialog')} />
                ) : null}
              </dl>
            </section>
          )
        })}
      </DialogPanel>
    </Dialog>
  )
}
