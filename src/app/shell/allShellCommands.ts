// The shell's own commands (settings, keys of the shell, undo, previews, saved views), after the areas'
// in the registry. Loaded with the areas' commands, after the first screen shows (commandRegistry.ts).
import type { Command } from '../../commands/types'
import { previewCommands } from './preview.commands'
import { savedViewsCommands } from './savedViews.commands'
import { settingsCommands } from './settings.commands'
import { shellCommands } from './shell.commands'
import { undoCommands } from './undo.commands'

export const allShellCommands: readonly Command[] = [
  ...settingsCommands,
  ...shellCommands,
  ...undoCommands,
  ...previewCommands,
  ...savedViewsCommands,
]
