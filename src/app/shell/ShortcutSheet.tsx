import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import type { Command } from '../../commands/types'
import { canUse, permissionsState } from '../../stores/permissions'
import { PanelDialog } from '../../ui/PanelDialog'
import { commandsState } from './commandRegistry'
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
  // All of them: the sheet's chunk waits for loadAllCommands (ShellDialogs).
  const { commands } = useSnapshot(commandsState)
  const withKeys = commands.filter(
    (command): command is Command & { hotKeys: readonly string[] } =>
      Boolean(command.hotKeys?.length) && canUse(command.permission, permissions),
  )
  return (
    <PanelDialog open={shortcutsOpen} onClose={closeShortcuts} title={t('shell:shortcuts.title')}>
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
    </PanelDialog>
  )
}
