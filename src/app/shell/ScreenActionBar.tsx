import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { isOffered, screenCommandsOf } from '../../commands/registry'
import { screenCommandsState } from '../../commands/screenCommands'
import type { CommandContext } from '../../commands/types'
import { permissionsState } from '../../stores/permissions'
import { preferencesState } from '../../stores/preferences'
import { themeState } from '../../stores/theme'
import { runCommand } from './commandContext'
import { commandsState } from './commandRegistry'
import { HotKeys } from './HotKeys'
import { useCurrentRoute } from './useCurrentRoute'

/** The current screen's actions, read from the registry (and from what the screen registered). */
export function ScreenActionBar({ context }: { context: CommandContext }) {
  const { t } = useTranslation()
  const match = useCurrentRoute()
  const permissions = useSnapshot(permissionsState)
  const { language } = useSnapshot(preferencesState)
  const { choice: theme } = useSnapshot(themeState)
  const { commands: registered } = useSnapshot(screenCommandsState)
  // A screen that shows its area's commands here brought them with it (areaRegistry.ts, pageLoaderOf).
  const { commands: loaded } = useSnapshot(commandsState)
  const routeId = match?.route.id ?? null
  const scope = { language, theme, routeId, hasListSearch: false }
  const actions = [...screenCommandsOf(loaded, routeId), ...registered].filter(
    (command) => !command.hiddenInActionBar && isOffered(command, scope, permissions),
  )
  if (actions.length === 0) return null
  return (
    <div
      role="toolbar"
      aria-label={t('shell:actions.label')}
      className="mb-4 flex flex-wrap justify-end gap-2"
    >
      {actions.map((command) => (
        <button
          key={command.id}
          type="button"
          onClick={() => void runCommand(command, context)}
          className="inline-flex items-center gap-2 rounded-lg bg-primary-700 px-3 py-2 font-medium text-sm text-white outline-none hover:bg-primary-800 focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2"
        >
          {t(command.titleKey)}
          {command.hotKeys ? (
            // "then" between the keys is read on the button's colour, not on the page's.
            <HotKeys keys={command.hotKeys} className="[&>span]:text-white" />
          ) : null}
        </button>
      ))}
    </div>
  )
}
