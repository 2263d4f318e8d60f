// The texts of the shell and of the command registry, in both languages: the palette matches on the
// English and the Thai titles whatever the current language. Imported by the signed-in app's chunk.
import enCommands from '../../../locales/en/commands.json'
import enShell from '../../../locales/en/shell.json'
import thCommands from '../../../locales/th/commands.json'
import thShell from '../../../locales/th/shell.json'
import { addNamespaces } from '../../ui/i18n'

addNamespaces({
  en: { shell: enShell, commands: enCommands },
  th: { shell: thShell, commands: thCommands },
})
