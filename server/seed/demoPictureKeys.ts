// The keys of the demo's pictures, fixed so that the generated rows of any run (demo or scale) can
// name them without asking storage: a few pictures stored once, shared by all the rows that show one.

/** A key of `module` in the form uploads have, its id made from the pool's number and the picture's. */
const keysOf = (module: 'product' | 'article' | 'content' | 'banner', pool: number, count: number) =>
  Array.from(
    { length: count },
    (_, n) => `${module}/202601/00000000-0000-4000-8000-${String(pool * 100 + n + 1).padStart(12, '0')}.png`,
  )

/** Products' pictures, 800×800 (at least 650 a side, as a product image must be). */
export const DEMO_PRODUCT_PICTURES: readonly string[] = keysOf('product', 1, 12)
/** Photos members took of what they bought, kept with the product's files. */
export const DEMO_REVIEW_PHOTOS: readonly string[] = keysOf('product', 2, 6)
/** Articles' main images, 1200×675 (at least 603 a side, as an article image must be). */
export const DEMO_ARTICLE_PICTURES: readonly string[] = keysOf('article', 3, 6)
/** Signatures of people receiving parcels, as couriers' apps record them (any size, as content pictures). */
export const DEMO_SIGNATURES: readonly string[] = keysOf('content', 4, 4)

/** Home-page banners, one pool per device, each inside its device's bounds (src/domain/bannerImages.ts). */
export const DEMO_BANNER_PICTURES = {
  desktop: keysOf('banner', 5, 2),
  tablet: keysOf('banner', 6, 2),
  mobile: keysOf('banner', 7, 2),
} as const

/** Picture `n` of a pool, round and round. */
export const demoPicture = (pool: readonly string[], n: number): string =>
  pool[((n % pool.length) + pool.length) % pool.length]
