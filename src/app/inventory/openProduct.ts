// The product on screen, for the palette's and the shortcuts' actions on it: the media screen sets it
// with its upload and save actions; the list sets it when its rows come down to one product (a search
// by code), so 'p m' opens that product's media.
import { useEffect } from 'react'
import { proxy, ref } from 'valtio'

export interface OpenProduct {
  _id: string
  productCode: string
  countryCode: string
}

/** What the media screen can do when asked from the palette or a shortcut. */
export interface ProductMediaActions {
  chooseFiles(): void
  save(): void
}

export const openProductState = proxy({
  product: null as OpenProduct | null,
  /** Set by the media screen only. */
  mediaActions: null as ProductMediaActions | null,
})

/** Keeps the product as the open one while the calling screen shows it, with the screen's actions. */
export function useOpenProduct(
  product: OpenProduct | null,
  actions: ProductMediaActions | null = null,
): void {
  const id = product?._id
  const code = product?.productCode
  const country = product?.countryCode
  useEffect(() => {
    if (!id || code === undefined || country === undefined) return
    openProductState.product = { _id: id, productCode: code, countryCode: country }
    openProductState.mediaActions = actions ? ref(actions) : null
    return () => {
      if (openProductState.product?._id === id) {
        openProductState.product = null
        openProductState.mediaActions = null
      }
    }
  }, [id, code, country, actions])
}
