import { BANNER_IMAGE_RULES } from '../../src/domain/bannerImages'
import type { StorageDriver } from '../lib/storage/storage'
import {
  DEMO_ARTICLE_PICTURES,
  DEMO_BANNER_PICTURES,
  DEMO_PRODUCT_PICTURES,
  DEMO_REVIEW_PHOTOS,
  DEMO_SIGNATURES,
} from './demoPictureKeys'
import { type PictureLook, renderPicture, SHAPES } from './pictureArt'

/** Every demo picture's key with its look: a distinct hue each within a pool, the shapes in turn. */
export function demoPictureLooks(): { key: string; look: PictureLook }[] {
  const pool = (keys: readonly string[], look: (n: number) => PictureLook) =>
    keys.map((key, n) => ({ key, look: look(n) }))
  return [
    ...pool(DEMO_PRODUCT_PICTURES, (n) => ({
      style: 'product',
      width: 800,
      height: 800,
      hue: (n * 360) / DEMO_PRODUCT_PICTURES.length,
      shape: SHAPES[n % SHAPES.length],
    })),
    ...pool(DEMO_REVIEW_PHOTOS, (n) => ({
      style: 'photo',
      width: 800,
      height: 800,
      hue: 15 + (n * 360) / DEMO_REVIEW_PHOTOS.length,
      shape: SHAPES[(n + 3) % SHAPES.length],
    })),
    ...pool(DEMO_ARTICLE_PICTURES, (n) => ({
      style: 'scene',
      width: 1200,
      height: 675,
      hue: 200 + (n * 360) / DEMO_ARTICLE_PICTURES.length,
      shape: 'circle',
    })),
    // Banners at their device's smallest size: the same scene, cut for each screen.
    ...(['desktop', 'tablet', 'mobile'] as const).flatMap((device) =>
      pool(DEMO_BANNER_PICTURES[device], (n) => ({
        style: 'scene',
        ...BANNER_IMAGE_RULES[device].min,
        hue: 20 + n * 80,
        shape: SHAPES[(n + 1) % SHAPES.length],
      })),
    ),
    ...pool(DEMO_SIGNATURES, (n) => ({
      style: 'signature',
      width: 600,
      height: 160,
      hue: 210 + n * 25,
      shape: 'circle',
    })),
  ]
}

/**
 * Draws and stores the demo pictures the generated rows point at. Keys that hold a file already are
 * left alone without drawing them again, so a second run (or a run of `npm run seed`) costs a look-up each.
 */
export function storeDemoPictures(storage: StorageDriver): Promise<number> {
  return storePictures(storage, demoPictureLooks())
}

/** Draws and stores those of `pictures` storage does not hold yet; answers how many it stored. */
export async function storePictures(
  storage: StorageDriver,
  pictures: readonly { key: string; look: PictureLook }[],
): Promise<number> {
  let stored = 0
  for (const { key, look } of pictures) {
    if (await storage.inspect(key, 0)) continue
    if (await storage.put(key, renderPicture(look), 'image/png')) stored++
  }
  return stored
}
