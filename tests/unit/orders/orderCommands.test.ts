import { afterEach, describe, expect, it } from 'vitest'
import { openOrderState } from '../../../src/app/orders/openOrder'
import { offerOrderMove, orderMoveState } from '../../../src/app/orders/orderMoves'
import { commandById, loadAllCommands } from '../../../src/app/shell/commandRegistry'
import { type PreparedEntry, prepareEntry } from '../../../src/commands/match'
import { buildPaletteSections } from '../../../src/commands/palette'
import { offeredCommands, screenCommandsOf } from '../../../src/commands/registry'
import type { Command, CommandContext, CommandScope } from '../../../src/commands/types'
import type { PermissionsView } from '../../../src/stores/permissions'
import { translate } from '../commands/translate'

const COMMANDS = await loadAllCommands()

const fullAccess: PermissionsView = { status: 'known', fullAccess: true, permissions: {} }
const ORDER = { _id: '5b1f0a52-7c1e-4c1f-9f8e-3b7d2a1c0e11', orderNumber: 'OR000042' }
const scopeOn = (routeId: string): CommandScope => ({
  language: 'en',
  theme: 'system',
  routeId,
  hasListSearch: false,
})

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

/** The palette's sections with nothing typed, as it opens on `routeId`. */
function restingSections(routeId: string) {
  const scope = scopeOn(routeId)
  return buildPaletteSections({
    term: '',
    commands: offeredCommands(COMMANDS, scope, fullAccess),
    screenCommandIds: new Set(screenCommandsOf(COMMANDS, scope.routeId).map((command) => command.id)),
    recentIds: [],
    searchGroups: [],
    preparedCommand,
  })
}

afterEach(() => {
  openOrderState.order = null
  offerOrderMove([])
  orderMoveState.moving = null
})

describe("an open order's commands", () => {
  it("come first in the palette on the order's detail, with their shortcuts", () => {
    openOrderState.order = ORDER
    offerOrderMove([{ ...ORDER, status: 'to_ship', version: 3 }])
    const [first] = restingSections('orders.detail')
    expect(first.id).toBe('actions')
    expect(first.items.map((item) => (item.kind === 'command' ? item.command.id : null))).toEqual([
      'copy-order-number',
      'open-order-tracking',
      'edit-order',
      'move-orders-next',
    ])
    expect(commandById('copy-order-number').hotKeys).toEqual(['o', 'c'])
    expect(commandById('open-order-tracking').hotKeys).toEqual(['o', 't'])
    expect(commandById('edit-order').hotKeys).toEqual(['o', 'e'])
    expect(commandById('move-orders-next').hotKeys).toEqual(['o', 'n'])
  })

  it('offers the next status only for orders that can move on, and opens the dialog on them', async () => {
    offerOrderMove([{ ...ORDER, status: 'complete', version: 3 }])
    const settled = offeredCommands(COMMANDS, scopeOn('orders.detail'), fullAccess).map((c) => c.id)
    expect(settled).not.toContain('move-orders-next')
    const picked = [
      { ...ORDER, status: 'to_pay' as const, version: 1 },
      {
        _id: 'b3c5e7a9-0000-4000-8000-000000000001',
        orderNumber: 'OR000043',
        status: 'complete' as const,
        version: 2,
      },
    ]
    offerOrderMove(picked)
    const onList = offeredCommands(COMMANDS, scopeOn('orders.list'), fullAccess).map((c) => c.id)
    expect(onList).toContain('move-orders-next')
    await commandById('move-orders-next').run({} as CommandContext)
    expect(orderMoveState.moving).toEqual([picked[0]])
  })

  it('offers copying the number on the tracking screen too, and neither with no order open', () => {
    openOrderState.order = ORDER
    const onTracking = offeredCommands(COMMANDS, scopeOn('orders.tracking'), fullAccess).map((c) => c.id)
    expect(onTracking).toContain('copy-order-number')
    expect(onTracking).not.toContain('open-order-tracking')
    openOrderState.order = null
    const closed = offeredCommands(COMMANDS, scopeOn('orders.detail'), fullAccess).map((c) => c.id)
    expect(closed).not.toContain('copy-order-number')
    expect(closed).not.toContain('open-order-tracking')
    openOrderState.order = ORDER
    const elsewhere = offeredCommands(COMMANDS, scopeOn('orders.list'), fullAccess).map((c) => c.id)
    expect(elsewhere).not.toContain('copy-order-number')
  })

  it("opens the open order's tracking", async () => {
    openOrderState.order = ORDER
    const visited: string[] = []
    const context = { navigate: (to: string) => visited.push(to) } as unknown as CommandContext
    await commandById('open-order-tracking').run(context)
    expect(visited).toEqual([`/admin-dashboard/order-management/order-tracking/${ORDER._id}`])
  })
})
