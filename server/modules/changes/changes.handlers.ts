import type { FastifyRequest } from 'fastify'
import type { components } from '../../../src/api/schema'
import { isAllowed, type PermissionAction } from '../../../src/domain/permissions'
import { authOf } from '../../http/authOf'
import { callerGrants } from '../../http/callerGrants'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { staffEditorOf } from '../../http/staffEditor'
import { AppError } from '../../lib/errors'
import { DELETED_RECORDS_KEPT_DAYS, keptDeletion, keptDeletions, restoreDeleted } from './deletedRecords'
import { historyOf } from './historyEntries'
import { fieldLabel, revertEntry, whyNotText } from './revertChange'
import { displayValue, revertibilityOf } from './revertRules'
import type { UndoKind } from './undoKind'
import { UNDO_KINDS, undoKindOf } from './undoKinds'

type Schemas = components['schemas']

/**
 * The kind's declaration, once the caller's roles allow `action` on its area: reading a history needs
 * the area's access, reverting one of its changes the update its edits need, restoring a deletion the
 * delete it needed. The contract lets in whoever holds the action on any of the areas.
 */
async function allowedKind(
  request: FastifyRequest,
  kind: string,
  action: PermissionAction,
): Promise<UndoKind> {
  const undo = undoKindOf(kind)
  if (!undo) throw new AppError(404, 'changes.errors.record_not_found')
  const grants = await callerGrants(request)
  if (!isAllowed(grants, undo.feature, action)) throw new AppError(403, 'errors.forbidden')
  return undo
}

async function listChanges(request: OperationRequest<'listChanges'>): Promise<Schemas['ChangeHistory']> {
  const { kind, recordId } = request.params
  const undo = await allowedKind(request, kind, 'access')
  const userId = authOf(request).userId
  const entries = undo.history ? await historyOf(request.server.db, undo.history, recordId) : []
  return {
    entries: entries.map((entry) => {
      const revertibility = revertibilityOf(entry.action, entry.changes ?? {}, undo.fields)
      return {
        id: entry.id,
        at: entry.created_at.toISOString(),
        actorName: entry.actor_name,
        byCaller: entry.actor_id === userId,
        action: entry.action,
        fields: Object.entries(entry.changes ?? {}).map(([field, change]) => ({
          field,
          label: fieldLabel(request.lang, field),
          from: displayValue(change?.from),
          to: displayValue(change?.to),
        })),
        revertible: revertibility.revertible,
        ...(revertibility.revertible ? {} : { whyNot: whyNotText(request.lang, revertibility) }),
      }
    }),
  }
}

async function revertChange(request: OperationRequest<'revertChange'>): Promise<Schemas['RevertResult']> {
  const { kind, recordId, entryId } = request.params
  const undo = await allowedKind(request, kind, 'update')
  const actor = await staffEditorOf(request)
  const created = await revertEntry(request.server.db, undo, recordId, entryId, actor, request.lang)
  return { kind, recordId, entryId: created }
}

async function restoreDeletedRecord(
  request: OperationRequest<'restoreDeletedRecord'>,
): Promise<Schemas['RestoreResult']> {
  const { id } = request.params
  const kept = await keptDeletion(request.server.db, id)
  if (!kept) throw new AppError(404, 'changes.errors.deletion_not_kept', { days: DELETED_RECORDS_KEPT_DAYS })
  const undo = await allowedKind(request, kept.kind, 'delete')
  const actor = await staffEditorOf(request)
  const recordId = await restoreDeleted(request.server.db, undo, id, actor)
  return { kind: kept.kind as Schemas['ChangeKind'], recordId }
}

async function listDeletedRecords(
  request: OperationRequest<'listDeletedRecords'>,
): Promise<Schemas['DeletedRecordList']> {
  const grants = await callerGrants(request)
  const kinds = UNDO_KINDS.filter((undo) => undo.trash && isAllowed(grants, undo.feature, 'delete')).map(
    (undo) => undo.kind,
  )
  const rows = await keptDeletions(request.server.db, kinds)
  return {
    keptDays: DELETED_RECORDS_KEPT_DAYS,
    data: rows.map((row) => ({
      _id: row.id,
      kind: row.kind as Schemas['ChangeKind'],
      recordId: row.record_id,
      label: row.label.slice(0, 1000),
      actorName: row.actor_name,
      deletedAt: row.deleted_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
    })),
  }
}

export const changesHandlers = defineHandlers({
  listChanges,
  revertChange,
  listDeletedRecords,
  restoreDeletedRecord,
})
