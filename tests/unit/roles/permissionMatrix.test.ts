import { describe, expect, it } from 'vitest'
import {
  accessibleFeatures,
  allSelection,
  type Catalogue,
  columnSelection,
  DOMAIN_CATALOGUE,
  EMPTY_MATRIX,
  heldCatalogue,
  matrixError,
  offers,
  permissionsToSend,
  resetMatrix,
  rowSelection,
  setCell,
  setColumn,
  setFullAccess,
  setRow,
  shownPermissions,
} from '../../../src/app/roles/permissionMatrix'
import { FEATURE_IDS } from '../../../src/domain/permissions'

const catalogue = DOMAIN_CATALOGUE
const small: Catalogue = [
  { feature: 'orders', actions: ['access', 'update'] },
  { feature: 'coupons', actions: ['access', 'create', 'update', 'delete'] },
  { feature: 'reviewApproval', actions: ['access', 'approve'] },
  { feature: 'dataExportHistory', actions: ['access', 'export'] },
]

describe('one box', () => {
  it('ticking a level ticks access with it, in column order', () => {
    expect(setCell({}, catalogue, 'coupons', 'delete', true)).toEqual({ coupons: ['access', 'delete'] })
  })

  it('unticking access clears the row, unticking another level keeps access', () => {
    const map = { coupons: ['access' as const, 'create' as const, 'delete' as const] }
    expect(setCell(map, catalogue, 'coupons', 'delete', false)).toEqual({ coupons: ['access', 'create'] })
    expect(setCell(map, catalogue, 'coupons', 'access', false)).toEqual({})
  })

  it('ignores a level the feature does not have', () => {
    const map = { orders: ['access' as const] }
    expect(setCell(map, catalogue, 'orders', 'delete', true)).toBe(map)
    expect(setCell({}, catalogue, 'errorLogging', 'export', true)).toEqual({})
  })

  it('leaves the other rows alone', () => {
    const map = { orders: ['access' as const, 'update' as const] }
    expect(setCell(map, catalogue, 'faq', 'access', true)).toEqual({ ...map, faq: ['access'] })
  })
})

describe('select-all per row', () => {
  it('ticks every level the feature has, and no other', () => {
    expect(setRow({}, catalogue, 'reviewApproval', true)).toEqual({ reviewApproval: ['access', 'approve'] })
    expect(setRow({}, catalogue, 'internalUserAccessHistory', true)).toEqual({
      internalUserAccessHistory: ['access', 'export', 'create'],
    })
  })

  it('unticks the whole row', () => {
    expect(setRow({ faq: ['access', 'create'] }, catalogue, 'faq', false)).toEqual({})
  })

  it('reports all, some or none', () => {
    expect(rowSelection({}, catalogue, 'coupons')).toBe('none')
    expect(rowSelection({ coupons: ['access'] }, catalogue, 'coupons')).toBe('some')
    expect(rowSelection(setRow({}, catalogue, 'coupons', true), catalogue, 'coupons')).toBe('all')
  })
})

describe('select-all per column', () => {
  it('ticks the level on every feature that has it, with access', () => {
    expect(setColumn({}, small, 'update', true)).toEqual({
      orders: ['access', 'update'],
      coupons: ['access', 'update'],
    })
    expect(setColumn({}, small, 'approve', true)).toEqual({ reviewApproval: ['access', 'approve'] })
  })

  it('unticking a level keeps access; unticking access clears everything', () => {
    const all = small.reduce((map, entry) => setRow(map, small, entry.feature, true), {})
    expect(setColumn(all, small, 'update', false)).toEqual({
      orders: ['access'],
      coupons: ['access', 'create', 'delete'],
      reviewApproval: ['access', 'approve'],
      dataExportHistory: ['access', 'export'],
    })
    expect(setColumn(all, small, 'access', false)).toEqual({})
  })

  it('reports all, some, none, or unavailable when no feature has the level', () => {
    expect(columnSelection({}, small, 'export')).toBe('none')
    expect(columnSelection({ orders: ['access'] }, small, 'access')).toBe('some')
    expect(columnSelection({ dataExportHistory: ['access', 'export'] }, small, 'export')).toBe('all')
    expect(columnSelection({}, [{ feature: 'orders', actions: ['access'] }], 'delete')).toBe('unavailable')
  })

  it('counts every box of the catalogue for the whole matrix', () => {
    expect(allSelection({}, small)).toBe('none')
    expect(allSelection(setColumn({}, small, 'access', true), small)).toBe('some')
    const every = small.reduce((map, entry) => setRow(map, small, entry.feature, true), {})
    expect(allSelection(every, small)).toBe('all')
  })
})

describe('full access, reset and the required rule', () => {
  it('shows every box ticked with full access, and keeps the own choice underneath', () => {
    const own = { fullAccess: false, permissions: { orders: ['access' as const] } }
    const full = setFullAccess(own, true)
    expect(allSelection(shownPermissions(full, catalogue), catalogue)).toBe('all')
    expect(accessibleFeatures(full, catalogue)).toBe(FEATURE_IDS.length)
    expect(setFullAccess(full, false)).toEqual(own)
  })

  it('reset clears every permission, full access included', () => {
    expect(resetMatrix()).toEqual({ fullAccess: false, permissions: {} })
  })

  it("answers 'the_permission_is_required' when the role would open nothing", () => {
    expect(matrixError(EMPTY_MATRIX)).toBe('the_permission_is_required')
    expect(matrixError({ fullAccess: false, permissions: { orders: [] } })).toBe('the_permission_is_required')
    expect(matrixError({ fullAccess: true, permissions: {} })).toBeNull()
    expect(matrixError({ fullAccess: false, permissions: { orders: ['access'] } })).toBeNull()
  })

  it('sends only the catalogue features and levels, in column order', () => {
    expect(
      permissionsToSend(
        { fullAccess: false, permissions: { coupons: ['delete', 'access'], orders: ['access', 'delete'] } },
        small,
      ),
    ).toEqual({ orders: ['access'], coupons: ['access', 'delete'] })
  })

  it('counts the accessible features of the role', () => {
    expect(
      accessibleFeatures(
        { fullAccess: false, permissions: { orders: ['access'], faq: ['access'] } },
        catalogue,
      ),
    ).toBe(2)
  })
})

describe('what the signed-in member may grant', () => {
  const holder = { fullAccess: false, permissions: { orders: ['access'] as const } }

  it('offers only the levels held, and all of them with full access', () => {
    const held = heldCatalogue(DOMAIN_CATALOGUE, holder)
    expect(offers(held, 'orders', 'access')).toBe(true)
    expect(offers(held, 'orders', 'update')).toBe(false)
    expect(offers(held, 'coupons', 'access')).toBe(false)
    expect(heldCatalogue(DOMAIN_CATALOGUE, { fullAccess: true, permissions: {} })).toBe(DOMAIN_CATALOGUE)
  })

  it('ticks a whole column or row only within what is held', () => {
    const held = heldCatalogue(DOMAIN_CATALOGUE, holder)
    expect(setColumn({}, held, 'access', true)).toEqual({ orders: ['access'] })
    expect(setRow({}, held, 'orders', true)).toEqual({ orders: ['access'] })
  })
})
