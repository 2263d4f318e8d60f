// Inventory products (spec section 3): the value lists shared by the SPA and the server.

export const PRODUCT_STATUSES = ['active', 'inactive'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/** A product's badge on the shop: none, a best seller, on promotion, or about to run out. */
export const PRODUCT_FLAGS = ['best_seller', 'promotion', 'limited'] as const
export type ProductFlag = (typeof PRODUCT_FLAGS)[number]

export const PRODUCT_MEDIA_TYPES = ['image', 'video'] as const
export type ProductMediaType = (typeof PRODUCT_MEDIA_TYPES)[number]
