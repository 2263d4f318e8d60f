import { dataOrThrow } from './apiError'
import { api } from './client'
import type { components } from './schema'

export type BulkFailure = components['schemas']['BulkFailure']

/** What a bulk call came to: every record changed, or none, with what stood in the way. */
export type BulkOutcome = { refused: false } | { refused: true; failures: BulkFailure[] }

/**
 * Reads a bulk call's answer: done, or refused as a whole (409 with the records that stood in the way
 * and why). Any other failure is thrown as the server's error, as every other call does.
 */
export function bulkOutcome(result: { data?: unknown; error?: unknown; response: Response }): BulkOutcome {
  const failures = (result.error as { failures?: BulkFailure[] } | undefined)?.failures
  if (result.response.status === 409 && Array.isArray(failures)) return { refused: true, failures }
  dataOrThrow(result)
  return { refused: false }
}

/** The bulk actions of lists whose records have a status and can be deleted. */
export type BulkChange = 'activate' | 'deactivate' | 'delete'

/** The lists whose records can be activated, deactivated and deleted many at a time. */
type BulkList =
  | '/admin/faqs'
  | '/admin/articles'
  | '/admin/notification-management'
  | '/admin/coupons'
  | '/admin/users'

/** The lists whose records can only be deleted many at a time (their status is changed one by one). */
type DeleteList = BulkList | '/admin/roles' | '/admin/cats-article' | '/admin/faq-categories'

/** One all-or-nothing bulk delete: `POST {list}/delete` with the ids. */
export async function deleteMany(list: DeleteList, ids: string[]): Promise<BulkOutcome> {
  return bulkOutcome(await api.POST(`${list}/delete`, { body: { ids } }))
}

/** One all-or-nothing bulk call: `PUT {list}/activate|deactivate` or `POST {list}/delete` with the ids. */
export async function changeMany(list: BulkList, action: BulkChange, ids: string[]): Promise<BulkOutcome> {
  if (action === 'delete') return deleteMany(list, ids)
  return bulkOutcome(await api.PUT(`${list}/${action}`, { body: { ids } }))
}
