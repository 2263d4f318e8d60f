import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { Command as Cmdk } from 'cmdk'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { type PreparedEntry, prepareEntry } from '../../../commands/match'
import { buildPaletteSections, type PaletteItem } from '../../../commands/palette'
import { recentCommandIds } from '../../../commands/recent'
import { offeredCommands, screenCommandsOf } from '../../../commands/registry'
import { screenCommandsState } from '../../../commands/screenCommands'
import type { Command, CommandContext, CommandScope } from '../../../commands/types'
import { LANGUAGES, SEARCH_MAX_LENGTH } from '../../../domain/constants'
import { permissionsState } from '../../../stores/permissions'
import { i18next } from '../../../ui/i18n'
import { runCommand } from '../commandContext'
import { commandsState } from '../commandRegistry'
import { HotKeys } from '../HotKeys'
import { useActiveOptionKept } from './useActiveOptionKept'
import { useFocusKeptInside } from './useFocusKeptInside'
import { useRecordSearch } from './useRecordSearch'
import { useSavedViewCommands } from './useSavedViewCommands'

const prepared = new WeakMap<Command, PreparedEntry>()

/** A command's titles in every language with its keywords, prepared once for matching. */
function preparedCommand(command: Command): PreparedEntry {
  let entry = prepared.get(command)
  if (!entry) {
    const titles = LANGUAGES.map((language) => i18next.getFixedT(language)(command.titleKey))
    entry = prepareEntry(titles, command.keywords)
    prepared.set(command, entry)
  }
  return entry
}

/** The keys cmdk moves its selection with. */
const SELECTION_KEYS = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End'])

const itemStyle =
  'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-fg data-[selected=true]:bg-accent-subtle data-[selected=true]:text-accent-strong data-[selected=true]:ring-2 data-[selected=true]:ring-primary-500 data-[selected=true]:ring-inset'

export interface CommandPaletteProps {
  context: CommandContext
  scope: CommandScope
  onClose: () => void
}

/** Ctrl/Cmd+K: every command the staff member may run, found by English or Thai words. */
export function CommandPalette({ context, scope, onClose }: CommandPaletteProps) {
  const { t } = useTranslation()
  const [term, setTerm] = useState('')
  const permissions = useSnapshot(permissionsState)
  const { commands: registered } = useSnapshot(screenCommandsState)
  // All of them: the palette's chunk waits for loadAllCommands (PaletteHost).
  const { commands: allCommands } = useSnapshot(commandsState)
  const { state: search, typed } = useRecordSearch()
  const viewCommands = useSavedViewCommands()
  const [recentIds] = useState(recentCommandIds)
  const [palette, setPalette] = useState<HTMLDivElement | null>(null)
  useActiveOptionKept(palette)
  useFocusKeptInside(palette)
  const [selected, setSelected] = useState('')
  const [movedSinceTyping, setMovedSinceTyping] = useState(false)

  const offered = useMemo(
    () => offeredCommands([...allCommands, ...registered, ...viewCommands], scope, permissions),
    [allCommands, scope, permissions, registered, viewCommands],
  )
  const screenCommandIds = useMemo(
    () =>
      new Set([...screenCommandsOf(allCommands, scope.routeId), ...registered].map((command) => command.id)),
    [allCommands, scope, registered],
  )
  const sections = useMemo(
    () =>
      buildPaletteSections({
        term,
        commands: offered,
        screenCommandIds,
        recentIds,
        searchGroups: search.groups,
        preparedCommand,
      }),
    [term, offered, screenCommandIds, recentIds, search.groups],
  )

  // Records arrive a moment after the last key, and cmdk selected the first option on that key: an
  // option found for the keys before may still be listed and stay selected. The option leading the list
  // is selected instead, so Enter opens a number typed in full, unless staff moved with the keys since.
  // After the commit, not during the render: options that have just mounted only then follow cmdk's store.
  const leading = sections[0]?.items[0]?.value
  useEffect(() => {
    if (leading && !movedSinceTyping) setSelected(leading)
  }, [leading, movedSinceTyping])

  const choose = (item: PaletteItem) => {
    onClose()
    if (item.kind === 'command') void runCommand(item.command, context)
    else context.navigate(item.result.href)
  }

  const heading = (id: string, headingKey: string, more: boolean, failed?: boolean) => {
    if (!id.startsWith('search:')) return t(headingKey)
    const source = t(headingKey)
    if (failed) return t('commands:palette.search_failed', { source })
    const title = `${t('commands:sections.search')}: ${source}`
    return more ? `${title} (${t('commands:palette.more_results')})` : title
  }

  const changeTerm = (value: string) => {
    setMovedSinceTyping(false)
    setTerm(value)
    typed(value)
  }

  return (
    <Dialog
      open
      onClose={onClose}
      className="fixed inset-0 z-50 flex items-start justify-center p-4 pt-[12vh]"
    >
      <DialogBackdrop className="fixed inset-0 bg-backdrop" />
      <DialogPanel className="relative w-full max-w-xl overflow-hidden rounded-2xl bg-surface shadow-2xl">
        <DialogTitle className="sr-only">{t('commands:palette.title')}</DialogTitle>
        {/* cmdk ignores its keys (Enter, the arrows) while an input method composes, by isComposing or
            keyCode 229, so picking a Thai candidate with Enter never runs a command (an e2e test holds it). */}
        <Cmdk
          ref={setPalette}
          label={t('commands:palette.input')}
          shouldFilter={false}
          value={selected}
          onValueChange={setSelected}
          onKeyDown={(event) => {
            if (SELECTION_KEYS.has(event.key)) setMovedSinceTyping(true)
          }}
          loop
          vimBindings={false}
          data-term={term}
          data-results-term={search.term}
          data-search={search.pending ? 'pending' : 'idle'}
        >
          <Cmdk.Input
            autoFocus
            value={term}
            onValueChange={changeTerm}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('commands:palette.placeholder')}
            className="w-full border-line border-b px-4 py-3.5 text-base text-fg outline-none placeholder:text-fg-muted focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-inset"
          />
          {/* Searching and nothing-found are said beside the list, not in it: a listbox holds options only. */}
          <p role="status" className="px-5 text-fg-muted text-sm empty:hidden [&:not(:empty)]:pt-2">
            {search.pending ? t('commands:palette.searching') : null}
          </p>
          <Cmdk.Empty className="px-3 py-6 text-center text-fg-muted">
            {t('commands:palette.empty', { term: term.trim() })}
          </Cmdk.Empty>
          <Cmdk.List
            label={t('commands:palette.list')}
            className="max-h-[min(60vh,28rem)] overflow-y-auto p-2"
          >
            {sections.map((section) => (
              <Cmdk.Group
                key={section.id}
                heading={heading(section.id, section.headingKey, section.more, section.failed)}
                className="mb-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-fg-muted [&_[cmdk-group-heading]]:text-xs"
              >
                {section.items.map((item) => (
                  <Cmdk.Item
                    key={item.value}
                    value={item.value}
                    onSelect={() => choose(item)}
                    className={itemStyle}
                  >
                    {item.kind === 'command' ? (
                      <>
                        <span className="min-w-0 truncate">{t(item.command.titleKey)}</span>
                        {item.command.hotKeys ? (
                          <span aria-hidden="true">
                            <HotKeys keys={item.command.hotKeys} />
                          </span>
                        ) : null}
                      </>
                    ) : (
                      <span className="min-w-0">
                        <span className="block truncate">{item.result.title}</span>
                        {item.result.subtitle ? (
                          <span className="block truncate text-fg-muted text-sm">{item.result.subtitle}</span>
                        ) : null}
                      </span>
                    )}
                  </Cmdk.Item>
                ))}
              </Cmdk.Group>
            ))}
          </Cmdk.List>
        </Cmdk>
        <div
          aria-hidden="true"
          className="flex flex-wrap gap-x-4 gap-y-1 border-line border-t px-4 py-2 text-fg-muted text-xs"
        >
          <span>
            <HotKeys keys={['↑']} /> <HotKeys keys={['↓']} /> {t('commands:palette.hint_move')}
          </span>
          <span>
            <HotKeys keys={['↵']} /> {t('commands:palette.hint_run')}
          </span>
          <span>
            <HotKeys keys={['Esc']} /> {t('commands:palette.hint_close')}
          </span>
        </div>
      </DialogPanel>
    </Dialog>
  )
}
