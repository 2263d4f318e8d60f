import type { Language } from '../../../src/domain/constants'
import { type ReviewDecision, stateAfter } from '../../../src/domain/reviews'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'
import { t } from '../../lib/i18n'

export interface ReviewDecider {
  id: string
  name: string
}

export interface DecidedReview {
  _id: string
  version: number
}

const nameOf = (first: string | null, last: string | null) => (first && last ? `${first} ${last}` : null)

/**
 * Approves or rejects the reviews asked for, in one transaction: all of them or, when one cannot be
 * decided (gone, listed twice, or decided or changed since it was read), none, with an answer naming
 * that review by its reviewer, product and date. The rows are locked up front in one order (by id), so
 * two decisions over overlapping selections wait for each other instead of deadlocking. One UPDATE
 * changes them all, so the triggers of 0013_reviews move the tab counters and each product's count and
 * average once, in the same transaction.
 */
export async function decideReviews(
  db: Db,
  decider: ReviewDecider,
  decision: ReviewDecision,
  reviews: readonly DecidedReview[],
  lang: Language,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const ids = reviews.map((review) => review._id)
    const locked = await trx
      .selectFrom('reviews as r')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .select([
        'r.id',
        'r.state',
        'r.version',
        'r.created_at',
        'r.decided_by_name',
        'm.member_code',
        'm.first_name_th',
        'm.last_name_th',
        'm.first_name_en',
        'm.last_name_en',
        'p.product_code',
        'p.name_th',
        'p.name_en',
      ])
      .where('r.id', 'in', ids)
      .orderBy('r.id')
      .forUpdate('r')
      .execute()
    const byId = new Map(locked.map((row) => [row.id, row]))
    const seen = new Set<string>()
    for (const review of reviews) {
      const current = byId.get(review._id)
      if (!current) throw new AppError(404, 'reviews.errors.review_no_longer_exists')
      const th = lang === 'th'
      const named = {
        reviewer:
          (th
            ? (nameOf(current.first_name_th, current.last_name_th) ??
              nameOf(current.first_name_en, current.last_name_en))
            : (nameOf(current.first_name_en, current.last_name_en) ??
              nameOf(current.first_name_th, current.last_name_th))) ?? current.member_code,
        product: `${current.product_code} ${th ? current.name_th : current.name_en}`,
        date: current.created_at.toISOString().slice(0, 10),
      }
      if (seen.has(review._id)) throw new AppError(400, 'reviews.errors.listed_twice', named)
      seen.add(review._id)
      if (current.state !== 'pending')
        throw new AppError(409, 'reviews.errors.already_decided', {
          ...named,
          state: t(lang, `reviews.state.${current.state}`),
          by: current.decided_by_name ?? t(lang, 'reviews.someone'),
        })
      if (current.version !== review.version)
        throw new AppError(409, 'reviews.errors.changed_meanwhile', named)
    }
    const now = new Date()
    await trx
      .updateTable('reviews')
      .set((eb) => ({
        state: stateAfter(decision),
        decided_by: decider.id,
        decided_by_name: decider.name,
        decided_at: now,
        updated_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', 'in', ids)
      .execute()
    return ids
  })
}
