// Saved views of the lists: the views a staff member may use, and saving, changing and deleting them.
import { dataOrThrow } from './apiError'
import { api } from './client'
import { invalidateReads, readsOf } from './queryKeys'
import type { components } from './schema'

type Schemas = components['schemas']
export type SavedView = Schemas['SavedView']
export type SavedViewState = Schemas['ViewState']
export type CreateSavedViewForm = Schemas['CreateSavedViewRequest']
export type UpdateSavedViewForm = Schemas['UpdateSavedViewRequest']

/** The cache's keys for saved views: one list's, or every list's (the palette's). */
export const savedViewsKeys = {
  all: readsOf('/admin/saved-views'),
  ofList: (list: string) => ['get', '/admin/saved-views', { params: { query: { list } } }] as const,
  everyList: () => ['get', '/admin/saved-views', {}] as const,
}

export const invalidateSavedViews = (): Promise<void> => invalidateReads(savedViewsKeys.all)

export async function createSavedView(form: CreateSavedViewForm): Promise<SavedView> {
  const created = dataOrThrow(await api.POST('/admin/saved-views', { body: form }))
  await invalidateSavedViews()
  return created
}

export async function updateSavedView(id: string, changes: UpdateSavedViewForm): Promise<SavedView> {
  const updated = dataOrThrow(
    await api.PATCH('/admin/saved-views/{id}', { params: { path: { id } }, body: changes }),
  )
  await invalidateSavedViews()
  return updated
}

export async function deleteSavedView(id: string): Promise<void> {
  dataOrThrow(await api.DELETE('/admin/saved-views/{id}', { params: { path: { id } } }))
  await invalidateSavedViews()
}

/** Makes the view the caller's default of its list; null opens the list in its own state again. */
export async function setDefaultSavedView(list: string, viewId: string | null): Promise<void> {
  dataOrThrow(
    await api.PUT('/admin/saved-views/defaults/{list}', { params: { path: { list } }, body: { viewId } }),
  )
  await invalidateSavedViews()
}
