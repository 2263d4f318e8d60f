import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadAllCommands } from '../../../src/app/shell/commandRegistry'
import { type PreparedEntry, prepareEntry } from '../../../src/commands/match'
import { buildPaletteSections } from '../../../src/commands/palette'
import { RECENT_LIMIT, recentCommandIds, recordRecentCommand } from '../../../src/commands/recent'
import type { SearchGroup, SearchResult } from '../../../src/commands/recordSearch'
import { offeredCommands, screenCommandsOf } from '../../../src/commands/registry'
import type { Command, CommandScope } from '../../../src/commands/types'
import type { PermissionsView } from '../../../src/stores/permissions'
import { translate } from './translate'

const COMMANDS = await loadAllCommands()

const prepared = new Map<Command, PreparedEntry>()
const preparedCommand = (command: Command) => {
  let entry = prepared.get(command)
  if (!entry) {
    entry = prepareEntry(
      (['en', 'th'] as const).map((language) => translate(language, command.titleKey) ?? ''),
      command.keywords,
    )
    prepared.set(command, entry)
  }
  return entry
}

const fullAccess: PermissionsView = { status: 'known', fullAccess: true, permissions: {} }
const couponsOnly: PermissionsView = {
  status: 'known',
  fullAccess: false,
  permissions: { coupons: ['access'] },
}
const englishHome: CommandScope = { language: 'en', theme: 'system', routeId: 'home', hasListSearch: false }

function sections(
  term: string,
  options: {
    permissions?: PermissionsView
    scope?: CommandScope
    recent?: string[]
    groups?: SearchGroup[]
  } = {},
) {
  const scope = options.scope ?? englishHome
  return buildPaletteSections({
    term,
    commands: offeredCommands(COMMANDS, scope, options.permissions ?? fullAccess),
    screenCommandIds: new Set(screenCommandsOf(COMMANDS, scope.routeId).map((command) => command.id)),
    recentIds: options.recent ?? [],
    searchGroups: options.groups ?? [],
    preparedCommand,
  })
}
const ids = (list: ReturnType<typeof sections>) =>
  list.flatMap((section) =>
    section.items.map((item) => (item.kind === 'command' ? item.command.id : item.result.id)),
  )
const first = (term: string, options?: Parameters<typeof sections>[1]) => ids(sections(term, options))[0]

describe('the palette', () => {
  it('lists the sections in their resting order when nothing is typed', () => {
    const list = sections('', { recent: ['go-to-coupons'] })
    // The home has actions of its own (its range, the lists behind its figures).
    expect(list.map((section) => section.id)).toEqual(['recent', 'actions', 'navigate', 'create', 'settings'])
    expect(list[0].items.map((item) => item.value)).toEqual(['recent:go-to-coupons'])
  })

  it('puts the best match first, so Enter runs it', () => {
    expect(first('orders')).toBe('go-to-orders')
    expect(first('coupon')).toBe('go-to-coupons')
    expect(first('create coupon')).toBe('create-coupon')
    expect(first('sign out')).toBe('sign-out')
    expect(first('2fa')).toBe('turn-on-two-factor')
  })

  it('matches Thai titles while the screen is in English, and English ones while it is in Thai', () => {
    expect(first('คำสั่งซื้อ')).toBe('go-to-orders')
    expect(first('ภาษาไทย')).toBe('switch-language-th')
    const thaiScope: CommandScope = { ...englishHome, language: 'th' }
    expect(first('english', { scope: thaiScope })).toBe('switch-language-en')
    expect(first('coupon', { scope: thaiScope })).toBe('go-to-coupons')
  })

  it('offers only the language not on screen', () => {
    expect(ids(sections('language'))).toContain('switch-language-th')
    expect(ids(sections('language'))).not.toContain('switch-language-en')
  })

  it('offers the themes not chosen, found by English and Thai words whatever the language on screen', () => {
    const offered = ids(sections('theme'))
    expect(offered).toEqual(expect.arrayContaining(['use-theme-light', 'use-theme-dark']))
    expect(offered).not.toContain('use-theme-system')
    const darkChosen: CommandScope = { ...englishHome, theme: 'dark' }
    expect(ids(sections('theme', { scope: darkChosen }))).not.toContain('use-theme-dark')
    expect(ids(sections('theme', { scope: darkChosen }))).toContain('use-theme-system')

    expect(first('dark mode')).toBe('use-theme-dark')
    expect(first('ธีมมืด')).toBe('use-theme-dark')
    expect(first('โหมดสว่าง')).toBe('use-theme-light')
    expect(first('ตามระบบ', { scope: darkChosen })).toBe('use-theme-system')
    expect(first('follow the system', { scope: { ...darkChosen, language: 'th' } })).toBe('use-theme-system')
  })

  it('does not offer commands the staff member lacks permission for', () => {
    const offered = ids(sections('', { permissions: couponsOnly }))
    expect(offered).toContain('go-to-coupons')
    expect(offered).toContain('go-to-home')
    expect(offered).toContain('sign-out')
    expect(offered).not.toContain('go-to-orders')
    expect(offered).not.toContain('create-coupon')
    expect(ids(sections('orders', { permissions: couponsOnly }))).toEqual([])
  })

  it('offers nothing gated while the permissions are still unknown', () => {
    const unknown: PermissionsView = { status: 'unknown', fullAccess: false, permissions: {} }
    const offered = ids(sections('', { permissions: unknown }))
    expect(offered).toContain('go-to-home')
    expect(offered).not.toContain('go-to-coupons')
  })

  it("shows a screen's actions under 'Actions on the current screen'", () => {
    const onCoupons = sections('', { scope: { ...englishHome, routeId: 'coupons.list' } })
    const actions = onCoupons.find((section) => section.id === 'actions')
    expect(actions?.items.map((item) => item.value)).toEqual(['actions:create-coupon'])
    expect(ids(onCoupons).filter((id) => id === 'create-coupon')).toHaveLength(1)
  })

  it("offers 'Mark all notifications as read' under the screen's actions while some are unread", () => {
    const unread = sections('mark all as read', { scope: { ...englishHome, unreadNotifications: 3 } })
    expect(unread[0].id).toBe('actions')
    expect(unread[0].items[0].value).toBe('actions:mark-all-notifications-read')
    expect(first('อ่านทั้งหมด', { scope: { ...englishHome, unreadNotifications: 3 } })).toBe(
      'mark-all-notifications-read',
    )
    expect(ids(sections('mark all as read'))).not.toContain('mark-all-notifications-read')
  })

  it("offers '/' only where a list search exists", () => {
    expect(ids(sections('search'))).not.toContain('focus-list-search')
    expect(ids(sections('search', { scope: { ...englishHome, hasListSearch: true } }))).toContain(
      'focus-list-search',
    )
  })

  it('never lists the command that opens the palette', () => {
    expect(ids(sections(''))).not.toContain('open-palette')
    expect(COMMANDS.some((command) => command.id === 'open-palette')).toBe(true)
  })

  it("lists every record the server found under its type's heading, ranked by the term, and whether more match", () => {
    const results: SearchResult[] = Array.from({ length: 20 }, (_, index) => ({
      id: `staff-${index}`,
      title: index === 15 ? 'สมชาย ใจดี' : `Somchai Jaidee ${index}`,
      subtitle: `somchai${index}@example.com`,
      href: `/admin-dashboard/internal-user-management/edit-internal-user-account/${index}`,
    }))
    const groups: SearchGroup[] = [
      { type: 'internalUsers', titleKey: 'internalUsers:nav.search.title', results, more: true },
    ]
    const list = sections('สมชาย', { groups })
    const records = list.find((section) => section.id === 'search:internalUsers')
    expect(records?.headingKey).toBe('internalUsers:nav.search.title')
    expect(records?.more).toBe(true)
    // Ranked by the term, yet nothing the server found is dropped; ties keep the server's order.
    expect(records?.items).toHaveLength(20)
    expect(records?.items[0]).toMatchObject({ kind: 'result', value: 'search:internalUsers:staff-15' })
    expect(records?.items[1]).toMatchObject({ result: { id: 'staff-0' } })
    expect(list[0].id).toBe('search:internalUsers')
    expect(sections('somchai', { groups: [{ ...groups[0], more: false }] })[0].more).toBe(false)
  })

  it('says when the search failed', () => {
    const groups: SearchGroup[] = [
      { type: 'users', titleKey: 'users:nav.routes.users.list.title', results: [], failed: true },
    ]
    expect(sections('somchai', { groups }).find((section) => section.id === 'search:users')?.failed).toBe(
      true,
    )
  })
})

describe('recent commands', () => {
  beforeEach(() => {
    const items = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('keeps the last ones run, newest first, each once', () => {
    recordRecentCommand('go-to-orders')
    recordRecentCommand('go-to-users')
    recordRecentCommand('go-to-orders')
    expect(recentCommandIds()).toEqual(['go-to-orders', 'go-to-users'])
    for (let index = 0; index < 10; index++) recordRecentCommand(`command-${index}`)
    expect(recentCommandIds()).toHaveLength(RECENT_LIMIT)
    expect(recentCommandIds()[0]).toBe('command-9')
  })

  it('survives a broken stored value', () => {
    localStorage.setItem('commandPalette.recent', '{not json')
    expect(recentCommandIds()).toEqual([])
  })
})
