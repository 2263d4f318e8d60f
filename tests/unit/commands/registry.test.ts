import { describe, expect, it } from 'vitest'
import { AREAS } from '../../../src/app/areas'
import { DASHBOARD_ROUTES, findRoute, routeById, SIDEBAR } from '../../../src/app/shell/areaRegistry'
import { commandById, loadAllCommands } from '../../../src/app/shell/commandRegistry'
import { MOD_K } from '../../../src/commands/keySequences'
import { translate } from './translate'

const LANGUAGES = ['en', 'th'] as const
const COMMANDS = await loadAllCommands()

describe('the command registry', () => {
  it('holds each command once', () => {
    const ids = COMMANDS.map((command) => command.id)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })

  it('gives every command a title in English and in Thai', () => {
    const missing = COMMANDS.flatMap((command) =>
      LANGUAGES.filter((language) => translate(language, command.titleKey) === null).map(
        (language) => `${command.id} (${language}): ${command.titleKey}`,
      ),
    )
    expect(missing).toEqual([])
  })

  it('gives every command English and Thai keywords', () => {
    const thai = /[\u0e00-\u0e7f]/
    const latin = /[a-z]/i
    const lacking = COMMANDS.filter(
      (command) =>
        !command.keywords.some((word) => thai.test(word)) ||
        !command.keywords.some((word) => latin.test(word)),
    ).map((command) => command.id)
    expect(lacking).toEqual([])
  })

  it('has a command for every navigation route and every create route', () => {
    const routesWithCommands = new Set(COMMANDS.map((command) => command.routeId))
    const lacking = DASHBOARD_ROUTES.filter(
      (route) =>
        (route.nav || (route.kind === 'create' && route.params.length === 0)) &&
        !routesWithCommands.has(route.id),
    ).map((route) => route.id)
    expect(lacking).toEqual([])
  })

  it('reaches every route: by a command of its own, or from a screen above it that has one', () => {
    const routesWithCommands = new Set(COMMANDS.map((command) => command.routeId))
    const unreachable = DASHBOARD_ROUTES.filter((route) => {
      let step: typeof route | undefined = route
      const seen = new Set<string>()
      while (step && !seen.has(step.id)) {
        if (routesWithCommands.has(step.id)) return false
        seen.add(step.id)
        step = step.parent ? findRoute(step.parent) : undefined
      }
      return true
    }).map((route) => route.id)
    expect(unreachable).toEqual([])
  })

  it('links navigate and create commands to their route, with the route permission', () => {
    for (const command of COMMANDS.filter(
      (entry) => entry.section === 'navigate' || entry.section === 'create',
    )) {
      const route = findRoute(command.routeId ?? '')
      expect(route, command.id).toBeDefined()
      // A command may land on a part of its route's screen (the template list's #preview).
      expect(command.href?.split('#')[0]).toBe(route?.path)
      expect(command.permission).toEqual(route?.needs)
    }
  })

  it('runs a navigate command by going to its path', () => {
    const visited: string[] = []
    const context = {
      navigate: (to: string) => visited.push(to),
      setLanguage: () => {},
      setTheme: () => {},
      signOut: async () => {},
      openPalette: () => {},
      openShortcuts: () => {},
      focusListSearch: () => false,
      markAllNotificationsRead: async () => {},
    }
    commandById('go-to-orders').run(context)
    commandById('create-coupon').run(context)
    commandById('turn-on-two-factor').run(context)
    expect(visited).toEqual([
      '/admin-dashboard/order-management/order-list',
      '/admin-dashboard/coupon-management/create-new-coupon',
      '/admin-dashboard/profile#security',
    ])
  })

  it('runs the theme commands by setting the theme', () => {
    const chosen: string[] = []
    const context = {
      navigate: () => {},
      setLanguage: () => {},
      setTheme: (choice: string) => chosen.push(choice),
      signOut: async () => {},
      openPalette: () => {},
      openShortcuts: () => {},
      focusListSearch: () => false,
      markAllNotificationsRead: async () => {},
    }
    commandById('use-theme-dark').run(context)
    commandById('use-theme-light').run(context)
    commandById('use-theme-system').run(context)
    expect(chosen).toEqual(['dark', 'light', 'system'])
  })

  it('has the settings of the palette: language, theme, profile, two-factor, sign out', () => {
    const settings = COMMANDS.filter((command) => command.section === 'settings').map((command) => command.id)
    expect(settings).toEqual(
      expect.arrayContaining([
        'switch-language-th',
        'switch-language-en',
        'use-theme-light',
        'use-theme-dark',
        'use-theme-system',
        'open-profile',
        'turn-on-two-factor',
        'sign-out',
      ]),
    )
  })

  it('binds g h, g o and g u, with no shortcut twice and none the start of another', () => {
    expect(commandById('go-to-home').hotKeys).toEqual(['g', 'h'])
    expect(commandById('go-to-orders').hotKeys).toEqual(['g', 'o'])
    expect(commandById('go-to-users').hotKeys).toEqual(['g', 'u'])
    expect(commandById('show-shortcuts').hotKeys).toEqual(['?'])
    expect(commandById('focus-list-search').hotKeys).toEqual(['/'])
    expect(commandById('open-palette').hotKeys).toEqual([MOD_K])
    const sequences = COMMANDS.flatMap((command) => (command.hotKeys ? [command.hotKeys.join(' ')] : []))
    const clashes = sequences.filter((one, index) =>
      sequences.some(
        (other, otherIndex) => otherIndex !== index && (other === one || other.startsWith(`${one} `)),
      ),
    )
    expect(clashes).toEqual([])
  })
})

describe('the routes', () => {
  it('have a title and a description in English and in Thai', () => {
    const missing = DASHBOARD_ROUTES.flatMap((route) =>
      LANGUAGES.flatMap((language) =>
        [route.titleKey, route.aboutKey]
          .filter((key) => translate(language, key) === null)
          .map((key) => `${language} ${key}`),
      ),
    )
    expect(missing).toEqual([])
  })
})

describe('the areas’ commands', () => {
  it.each(AREAS.map((area) => [area.slug, area] as const))(
    'name, in %s, the screens whose action bar shows them, so that those wait for them',
    async (_slug, area) => {
      const commands = (await area.commands?.()) ?? []
      const shown = new Set(
        commands.filter((command) => !command.hiddenInActionBar).flatMap((command) => command.screens ?? []),
      )
      expect([...(area.actionBarScreens ?? [])].sort()).toEqual([...shown].sort())
      // Its own screens only: a screen waits for its own area's commands.
      for (const routeId of shown) expect(findRoute(routeId)?.area, routeId).toBe(area.slug)
    },
  )
})

describe('the sidebar', () => {
  const titleOf = (routeId: string, labelKey?: string) =>
    translate('en', labelKey ?? routeById(routeId).titleKey)

  it('lists the spec entries in order, with the submenus of 4, 4 and 2', () => {
    const outline = SIDEBAR.map((entry) =>
      entry.kind === 'link'
        ? titleOf(entry.routeId, entry.labelKey)
        : {
            [translate('en', entry.titleKey) ?? entry.area]: entry.links.map((link) =>
              titleOf(link.routeId, link.labelKey),
            ),
          },
    )
    expect(outline).toEqual([
      'Home',
      'Orders',
      'Inventory',
      'Review approval',
      'Users',
      'Internal users',
      'Roles',
      'News & Article',
      {
        Appearance: [
          'Banner loops',
          'Section banner slides',
          'Section product slides',
          'Home-page templates',
        ],
      },
      'Push notification',
      {
        'Platform stats': [
          'Dashboard',
          'User access history',
          'Internal user access history',
          'Data export history',
        ],
      },
      { Categories: ['News & article categories', 'FAQ categories'] },
      'FAQ',
      'Coupon',
    ])
  })

  it('links navigation routes only, each navigation route once, each with its navigate command', () => {
    const routes = SIDEBAR.flatMap((entry) =>
      entry.kind === 'link' ? [entry.routeId] : entry.links.map((link) => link.routeId),
    )
    const navigating = new Set(
      COMMANDS.filter((command) => command.section === 'navigate').map((command) => command.routeId),
    )
    for (const id of routes) expect(navigating.has(id), id).toBe(true)
    expect(new Set(routes).size).toBe(routes.length)
    expect(routes.sort()).toEqual(
      DASHBOARD_ROUTES.filter((route) => route.nav)
        .map((route) => route.id)
        .sort(),
    )
  })
})
