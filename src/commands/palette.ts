// What the palette lists for a term: pure, so it is tested without a browser and measured in one.
import { type PreparedEntry, prepareEntry, prepareQuery, scoreEntry } from './match'
import type { SearchGroup, SearchResult } from './recordSearch'
import type { Command, CommandSection } from './types'

export type PaletteItem =
  | { kind: 'command'; value: string; command: Command; score: number }
  | { kind: 'result'; value: string; searchType: string; result: SearchResult; score: number }

export interface PaletteSection {
  id: string
  /** i18next key of the heading. */
  headingKey: string
  items: PaletteItem[]
  /** More records match than are listed. */
  more: boolean
  failed?: boolean
}

export interface PaletteInput {
  term: string
  /** The commands offered right now (permission and scope already checked), in registry order. */
  commands: readonly Command[]
  /** Ids of the commands the current screen offers as its actions. */
  screenCommandIds: ReadonlySet<string>
  /** Ids of the commands run last, newest first (offered ones only are listed). */
  recentIds: readonly string[]
  searchGroups: readonly SearchGroup[]
  /** The English and Thai titles and keywords of a command, prepared (cache them). */
  preparedCommand: (command: Command) => PreparedEntry
}

const SECTION_ORDER: readonly string[] = ['recent', 'actions', 'navigate', 'create', 'search', 'settings']
const sectionHeading = (section: CommandSection | 'recent') => `commands:sections.${section}`

const preparedResults = new WeakMap<SearchResult, PreparedEntry>()
function preparedResult(result: SearchResult): PreparedEntry {
  let prepared = preparedResults.get(result)
  if (!prepared) {
    prepared = prepareEntry(result.subtitle ? [result.title, result.subtitle] : [result.title])
    preparedResults.set(result, prepared)
  }
  return prepared
}

export function buildPaletteSections(input: PaletteInput): PaletteSection[] {
  const query = prepareQuery(input.term)
  const sections: (PaletteSection & { order: number; best: number })[] = []
  const add = (id: string, headingKey: string, items: PaletteItem[], more = false, failed = false) => {
    if (items.length === 0 && !more && !failed) return
    const order = SECTION_ORDER.indexOf(id.startsWith('search:') ? 'search' : id)
    const best = items.reduce((top, item) => Math.max(top, item.score), 0)
    sections.push({ id, headingKey, items, more, failed, order, best })
  }

  const palette = input.commands.filter((command) => !command.hiddenInPalette)
  const scored = new Map<string, number>()
  for (const command of palette) {
    const score = scoreEntry(query, input.preparedCommand(command))
    if (score > 0) scored.set(command.id, score)
  }
  const itemOf = (command: Command, section: string): PaletteItem => ({
    kind: 'command',
    value: `${section}:${command.id}`,
    command,
    score: scored.get(command.id) ?? 0,
  })
  const byScore = (a: PaletteItem, b: PaletteItem) => b.score - a.score

  if (!query) {
    const byId = new Map(palette.map((command) => [command.id, command]))
    const recent = input.recentIds.flatMap((id) => {
      const command = byId.get(id)
      return command ? [itemOf(command, 'recent')] : []
    })
    add('recent', sectionHeading('recent'), recent)
  }

  const matching = palette.filter((command) => scored.has(command.id))
  const isScreenAction = (command: Command) =>
    input.screenCommandIds.has(command.id) || command.section === 'actions'
  add(
    'actions',
    sectionHeading('actions'),
    matching
      .filter(isScreenAction)
      .map((command) => itemOf(command, 'actions'))
      .sort(byScore),
  )
  for (const section of ['navigate', 'create', 'settings'] as const)
    add(
      section,
      sectionHeading(section),
      matching
        .filter((command) => command.section === section && !isScreenAction(command))
        .map((command) => itemOf(command, section))
        .sort(byScore),
    )

  for (const group of input.searchGroups) {
    // Records are listed even when their visible text does not hold the term (the server may match a
    // code or a field it does not return, or answer a term typed a moment ago); the term only orders
    // them, the server's order breaking ties.
    const listed = group.results
      .map((result, index) => ({
        result,
        index,
        score: query ? scoreEntry(query, preparedResult(result)) : 0,
      }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .map(
        ({ result, score }): PaletteItem => ({
          kind: 'result',
          value: `search:${group.type}:${result.id}`,
          searchType: group.type,
          result,
          score,
        }),
      )
    add(`search:${group.type}`, group.titleKey, listed, group.more ?? false, group.failed)
  }

  // The best match leads, so Enter runs it; otherwise the resting order.
  sections.sort((a, b) => (query ? b.best - a.best : 0) || a.order - b.order)
  return sections.map(({ id, headingKey, items, more, failed }) => ({ id, headingKey, items, more, failed }))
}
