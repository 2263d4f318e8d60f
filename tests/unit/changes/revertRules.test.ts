import { describe, expect, it } from 'vitest'
import {
  changedSince,
  revertibilityOf,
  revertOf,
  sameValue,
} from '../../../server/modules/changes/revertRules'
import type { FieldRevert } from '../../../server/modules/changes/undoKind'

const FIELDS: Record<string, FieldRevert> = {
  name: { column: 'name' },
  startsAt: { column: 'starts_at' },
  address: { column: 'address', json: true },
  status: { notRevertible: 'changes.why_not.order_status' },
}

describe('which history entries can be reverted', () => {
  it('takes edits of declared fields, and says why not for the rest', () => {
    expect(revertibilityOf('update', { name: { from: 'a', to: 'b' } }, FIELDS)).toEqual({ revertible: true })
    expect(revertibilityOf('create', { name: { from: undefined, to: 'b' } }, FIELDS)).toEqual({
      revertible: false,
      why: 'changes.why_not.create',
    })
    expect(revertibilityOf('delete', {}, FIELDS)).toMatchObject({
      revertible: false,
      why: 'changes.why_not.delete',
    })
    expect(revertibilityOf('update', {}, FIELDS)).toMatchObject({ why: 'changes.why_not.nothing' })
    expect(revertibilityOf('status', { status: { from: 'paid', to: 'shipped' } }, FIELDS)).toEqual({
      revertible: false,
      why: 'changes.why_not.order_status',
      field: 'status',
    })
    expect(revertibilityOf('update', { views: { from: 1, to: 2 } }, FIELDS)).toEqual({
      revertible: false,
      why: 'changes.why_not.not_kept',
      field: 'views',
    })
    expect(revertibilityOf('update', { name: { to: 'b' } }, FIELDS)).toMatchObject({ field: 'name' })
  })
})

describe('whether a value is still what an entry left', () => {
  it('compares instants, days, numbers read as text and jsonb whatever its key order', () => {
    expect(sameValue(new Date('2026-01-02T03:04:05.000Z'), '2026-01-02T03:04:05.000Z')).toBe(true)
    expect(sameValue(new Date('2026-01-02T03:04:05.000Z'), '2026-01-02T03:04:06.000Z')).toBe(false)
    expect(sameValue(new Date('1990-05-01T00:00:00.000Z'), '1990-05-01')).toBe(true)
    expect(sameValue('12.50', 12.5)).toBe(true)
    expect(sameValue(null, null)).toBe(true)
    expect(sameValue(null, '')).toBe(false)
    expect(sameValue({ b: 1, a: { d: 2, c: 3 } }, JSON.stringify({ a: { c: 3, d: 2 }, b: 1 }), true)).toBe(
      true,
    )
    expect(sameValue({ a: 1 }, JSON.stringify({ a: 2 }), true)).toBe(false)
  })

  it('names the fields changed since, leaving out those that cannot be reverted', () => {
    const changes = {
      name: { from: 'Old', to: 'New' },
      startsAt: { from: '2026-01-01T00:00:00.000Z', to: '2026-02-01T00:00:00.000Z' },
      status: { from: 'paid', to: 'shipped' },
    }
    const current = { name: 'Newer', starts_at: new Date('2026-02-01T00:00:00.000Z'), status: 'done' }
    expect(changedSince(changes, current, FIELDS)).toEqual(['name'])
  })
})

describe('what a revert writes', () => {
  it('sets each column to the entry’s before and keeps the change from the current value', () => {
    const address = { city: 'Bangkok' }
    const revert = revertOf(
      {
        name: { from: 'Old', to: 'New' },
        address: { from: JSON.stringify(address), to: '{"city":"Chiang Mai"}' },
      },
      { name: 'New', address: { city: 'Chiang Mai' } },
      FIELDS,
    )
    expect(revert.set).toEqual({ name: 'Old', address: JSON.stringify(address) })
    expect(revert.changes).toEqual({
      name: { from: 'New', to: 'Old' },
      address: { from: '{"city":"Chiang Mai"}', to: JSON.stringify(address) },
    })
  })
})
