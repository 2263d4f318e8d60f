import type { Language } from '../../../src/domain/constants'
import { isAllowed } from '../../../src/domain/permissions'
import { VIEWS_PER_LIST_MAX, type ViewListDeclaration, type ViewState } from '../../../src/domain/savedViews'
import { viewListOf } from '../../../src/domain/viewLists'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'
import { t } from '../../lib/i18n'
import type { Viewer } from './savedViewJudgement'
import { countOwnViews, nameTaken } from './savedViews.queries'

/** A 400 naming the field and why, in the caller's language (as every field error of the API reads). */
export const viewFieldError = (
  lang: Language,
  field: string,
  key: string,
  vars: Record<string, string | number> = {},
) =>
  new AppError(400, 'validation.field', {
    field: t(lang, `savedViews:fields.${field}`),
    message: t(lang, `savedViews:errors.${key}`, vars),
  })

/** The list named, which must keep views and be one the caller may open. */
export function listFor(lang: Language, viewer: Viewer, key: string): ViewListDeclaration {
  const list = viewListOf(key)
  if (!list) throw viewFieldError(lang, 'list', 'unknown_list')
  if (!viewer.may(list.needs)) throw new AppError(403, 'savedViews:errors.list_forbidden')
  return list
}

/** The name as kept: trimmed, not blank. */
export function nameOf(lang: Language, name: string): string {
  const trimmed = name.trim()
  if (!trimmed) throw viewFieldError(lang, 'name', 'name_blank')
  return trimmed
}

/** The state as kept: only filters the list has, a sort it offers, blanks left out. */
export function stateOf(lang: Language, list: ViewListDeclaration, state: ViewState): ViewState {
  const filters: Record<string, string> = {}
  for (const [key, value] of Object.entries(state.filters ?? {})) {
    if (!Object.hasOwn(list.filters, key))
      throw viewFieldError(lang, 'filters', 'unknown_filter', { filter: key })
    if (value.trim()) filters[key] = value
  }
  if (state.sort && list.sorts && !list.sorts.includes(state.sort))
    throw viewFieldError(lang, 'sort', 'unknown_sort', { sort: state.sort })
  const search = state.search?.trim() || null
  return {
    search,
    filters,
    sort: state.sort ?? null,
    order: state.sort ? (state.order ?? null) : null,
    tab: state.tab ?? null,
    limit: state.limit ?? null,
    hiddenColumns: state.hiddenColumns?.length ? [...new Set(state.hiddenColumns)] : null,
  }
}

/** A role a view may be shared with: one the caller holds, or any existing role for who may manage roles. */
export async function sharedRoleFor(
  db: Db,
  lang: Language,
  viewer: Viewer,
  roleId: string | null | undefined,
): Promise<string | null> {
  if (!roleId) return null
  if (viewer.roleIds.includes(roleId)) return roleId
  const exists = await db.selectFrom('roles').select('id').where('id', '=', roleId).executeTakeFirst()
  if (exists && isAllowed(viewer.grants, 'roles', 'update')) return roleId
  throw viewFieldError(lang, 'sharedRoleId', 'role_not_held')
}

export async function assertNameFree(
  db: Db,
  lang: Language,
  ownerId: string,
  listKey: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  if (await nameTaken(db, ownerId, listKey, name, exceptId)) throw viewFieldError(lang, 'name', 'name_taken')
}

export async function assertRoomForAnother(db: Db, lang: Language, ownerId: string, listKey: string) {
  if ((await countOwnViews(db, ownerId, listKey)) >= VIEWS_PER_LIST_MAX)
    throw viewFieldError(lang, 'list', 'too_many', { max: VIEWS_PER_LIST_MAX })
}
