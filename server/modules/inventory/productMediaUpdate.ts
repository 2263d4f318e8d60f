import { KIND_OF_FORMAT, UPLOAD_RULES } from '../../../src/domain/uploadRules'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'
import type { StorageDriver } from '../../lib/storage/storage'
import { verifyStoredUpload } from '../uploads/storedUploads'

const RULE = UPLOAD_RULES.product

/**
 * Replaces a product's media with `keys`, in order (the first is the cover). Keys the product already
 * holds are kept as they are; every other key is read back from storage and checked (its bytes' real
 * type, its size, an image's pixel size) before anything is written, because a signed URL of an
 * S3-compatible store takes any bytes. The count, the one video and the version are checked in the
 * transaction that writes, with the product's row locked, and the change kept in the product's history.
 */
export async function replaceProductMedia(
  db: Db,
  storage: StorageDriver,
  editor: { id: string; name: string },
  productId: string,
  keys: readonly string[],
  version: number,
): Promise<void> {
  if (new Set(keys).size !== keys.length) throw new AppError(400, 'products.errors.media_listed_twice')
  if (keys.length > RULE.maxFiles)
    throw new AppError(400, 'validation:file-count-exceeded', { max: RULE.maxFiles })

  const held = await db
    .selectFrom('product_media')
    .select(['media_key', 'file_type'])
    .where('product_id', '=', productId)
    .execute()
  const heldType = new Map(held.map((row) => [row.media_key, row.file_type]))
  const types: ('image' | 'video')[] = []
  for (const key of keys) {
    const kept = heldType.get(key)
    if (kept) types.push(kept)
    else types.push(KIND_OF_FORMAT[(await verifyStoredUpload(storage, key, 'product')).format])
  }
  if (types.filter((type) => type === 'video').length > RULE.maxVideos)
    throw new AppError(400, 'validation:only-one-video-allowed', { max: RULE.maxVideos })
  if (types.length > 0 && types[0] !== 'image') throw new AppError(400, 'products.errors.cover_must_be_image')

  await db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('products')
      .select(['version', 'product_code'])
      .where('id', '=', productId)
      .forUpdate()
      .executeTakeFirst()
    if (!product) throw new AppError(404, 'products.errors.product_not_found')
    if (product.version !== version)
      throw new AppError(409, 'products.errors.product_changed_meanwhile', { code: product.product_code })
    const before = await trx
      .selectFrom('product_media')
      .select('media_key')
      .where('product_id', '=', productId)
      .orderBy('position')
      .execute()
    await trx.deleteFrom('product_media').where('product_id', '=', productId).execute()
    if (keys.length > 0)
      await trx
        .insertInto('product_media')
        .values(
          keys.map((key, position) => ({
            product_id: productId,
            position,
            file_type: types[position],
            media_key: key,
          })),
        )
        .execute()
    await trx
      .updateTable('products')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', productId)
      .execute()
    await trx
      .insertInto('product_history')
      .values({
        product_id: productId,
        actor_id: editor.id,
        actor_name: editor.name,
        action: 'media',
        changes: JSON.stringify({ media: { from: before.map((row) => row.media_key), to: keys } }),
      })
      .execute()
  })
}
