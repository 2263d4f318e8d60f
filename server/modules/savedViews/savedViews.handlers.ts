import type { FastifyReply, FastifyRequest } from 'fastify'
import type { components } from '../../../src/api/schema'
import { VIEW_LIST_KEYS, VIEW_LISTS } from '../../../src/domain/viewLists'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { AppError } from '../../lib/errors'
import { isUniqueViolation } from '../../lib/pgErrors'
import {
  assertNameFree,
  assertRoomForAnother,
  listFor,
  nameOf,
  sharedRoleFor,
  stateOf,
  viewFieldError,
} from './savedViewInput'
import { mayManage, mayUse, type Viewer, viewerOf, viewsAsSeenBy } from './savedViewJudgement'
import {
  defaultsOf,
  deleteView,
  findView,
  insertView,
  setDefault,
  updateView,
  visibleViews,
} from './savedViews.queries'

type SavedView = components['schemas']['SavedView']

const notFound = () => new AppError(404, 'savedViews:errors.not_found')

/** One view as the viewer opens it; 404 when it is not one they may use. */
async function viewFor(request: FastifyRequest, viewer: Viewer, id: string): Promise<SavedView> {
  const { db } = request.server
  const row = await findView(db, id)
  if (!row || !mayUse(viewer, row)) throw notFound()
  const [view] = await viewsAsSeenBy(db, viewer, [row], await defaultsOf(db, viewer.userId))
  if (!view) throw notFound()
  return view
}

async function listSavedViews(request: OperationRequest<'listSavedViews'>) {
  const { db } = request.server
  const viewer = await viewerOf(request)
  const asked = request.query.list
  if (asked) listFor(request.lang, viewer, asked)
  const listKeys = asked ? [asked] : VIEW_LIST_KEYS.filter((key) => viewer.may(VIEW_LISTS[key].needs))
  const rows = await visibleViews(db, viewer.userId, viewer.roleIds, listKeys)
  return { data: await viewsAsSeenBy(db, viewer, rows, await defaultsOf(db, viewer.userId)) }
}

async function createSavedView(request: OperationRequest<'createSavedView'>, reply: FastifyReply) {
  const { db } = request.server
  const { lang, body } = request
  const viewer = await viewerOf(request)
  const list = listFor(lang, viewer, body.list)
  const name = nameOf(lang, body.name)
  const state = stateOf(lang, list, body.state)
  const sharedRoleId = await sharedRoleFor(db, lang, viewer, body.sharedRoleId)
  await assertRoomForAnother(db, lang, viewer.userId, body.list)
  await assertNameFree(db, lang, viewer.userId, body.list, name)
  let id: string
  try {
    id = await db.transaction().execute(async (trx) => {
      const created = await insertView(trx, {
        listKey: body.list,
        name,
        state,
        ownerId: viewer.userId,
        sharedRoleId,
      })
      if (body.makeDefault) await setDefault(trx, viewer.userId, body.list, created)
      return created
    })
  } catch (error) {
    // Two saves of one name at once: the unique index keeps one, the other hears why.
    if (isUniqueViolation(error)) throw viewFieldError(lang, 'name', 'name_taken')
    throw error
  }
  reply.code(201)
  return viewFor(request, viewer, id)
}

async function updateSavedView(request: OperationRequest<'updateSavedView'>) {
  const { db } = request.server
  const { lang, body } = request
  const viewer = await viewerOf(request)
  try {
    await db.transaction().execute(async (trx) => {
      const row = await findView(trx, request.params.id, true)
      if (!row || !(mayUse(viewer, row) || mayManage(viewer, row))) throw notFound()
      if (!mayManage(viewer, row)) throw new AppError(403, 'savedViews:errors.not_yours')
      if (row.version !== body.version)
        throw new AppError(409, 'savedViews:errors.changed_meanwhile', { name: row.name })
      const list = listFor(lang, viewer, row.list_key)
      const name = body.name === undefined ? row.name : nameOf(lang, body.name)
      if (name.toLowerCase() !== row.name.toLowerCase())
        await assertNameFree(trx, lang, row.owner_id, row.list_key, name, row.id)
      const state = body.state === undefined ? row.state : stateOf(lang, list, body.state)
      const sharedRoleId =
        body.sharedRoleId === undefined
          ? row.shared_role_id
          : await sharedRoleFor(trx, lang, viewer, body.sharedRoleId)
      await updateView(trx, row.id, { name, state, sharedRoleId })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw viewFieldError(lang, 'name', 'name_taken')
    throw error
  }
  return viewFor(request, viewer, request.params.id)
}

async function deleteSavedView(request: OperationRequest<'deleteSavedView'>) {
  const { db } = request.server
  const viewer = await viewerOf(request)
  await db.transaction().execute(async (trx) => {
    const row = await findView(trx, request.params.id, true)
    if (!row || !(mayUse(viewer, row) || mayManage(viewer, row))) throw notFound()
    if (!mayManage(viewer, row)) throw new AppError(403, 'savedViews:errors.not_yours')
    await deleteView(trx, row.id)
  })
  return { _id: request.params.id }
}

async function setDefaultSavedView(request: OperationRequest<'setDefaultSavedView'>) {
  const { db } = request.server
  const { lang } = request
  const viewer = await viewerOf(request)
  const listKey = request.params.list
  listFor(lang, viewer, listKey)
  const { viewId } = request.body
  if (viewId !== null) {
    const row = await findView(db, viewId)
    if (!row || row.list_key !== listKey || !mayUse(viewer, row))
      throw viewFieldError(lang, 'viewId', 'view_not_visible')
  }
  await setDefault(db, viewer.userId, listKey, viewId)
  return { viewId }
}

export const savedViewsHandlers = defineHandlers({
  listSavedViews,
  createSavedView,
  updateSavedView,
  deleteSavedView,
  setDefaultSavedView,
})
