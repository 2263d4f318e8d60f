import { describe, expect, it } from 'vitest'
import { commandById, SIDEBAR } from '../../../src/app/shell/areaRegistry'
import { translate } from '../commands/translate'

/** Every link of the sidebar with the label it shows, submenus included. */
function sidebarLabels(language: 'en' | 'th'): string[] {
  return SIDEBAR.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.links)).map(
    ({ commandId, labelKey }) =>
      translate(language, labelKey ?? commandById(commandId).titleKey) ?? commandId,
  )
}

describe('the sidebar', () => {
  it.each(['en', 'th'] as const)('never shows two links of the same name (%s)', (language) => {
    const labels = sidebarLabels(language).map((label) => label.toLocaleLowerCase(language))
    const repeated = labels.filter((label, index) => labels.indexOf(label) !== index)
    expect(repeated).toEqual([])
  })

  it('names each destination once', () => {
    const commands = SIDEBAR.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.links)).map(
      (link) => link.commandId,
    )
    expect(new Set(commands).size).toBe(commands.length)
  })
})
