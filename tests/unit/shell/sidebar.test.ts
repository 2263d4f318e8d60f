import { describe, expect, it } from 'vitest'
import { routeById, SIDEBAR } from '../../../src/app/shell/areaRegistry'
import { translate } from '../commands/translate'

/** Every link of the sidebar with the label it shows, submenus included. */
function sidebarLabels(language: 'en' | 'th'): string[] {
  return SIDEBAR.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.links)).map(
    ({ routeId, labelKey }) => translate(language, labelKey ?? routeById(routeId).titleKey) ?? routeId,
  )
}

describe('the sidebar', () => {
  it.each(['en', 'th'] as const)('never shows two links of the same name (%s)', (language) => {
    const labels = sidebarLabels(language).map((label) => label.toLocaleLowerCase(language))
    const repeated = labels.filter((label, index) => labels.indexOf(label) !== index)
    expect(repeated).toEqual([])
  })

  it('names each destination once', () => {
    const routes = SIDEBAR.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.links)).map(
      (link) => link.routeId,
    )
    expect(new Set(routes).size).toBe(routes.length)
  })
})
