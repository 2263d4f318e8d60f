import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'wouter'
import { ApiError } from '../../api/apiError'
import { addSlideProducts, listSlideProducts } from '../../api/appearance'
import { $api } from '../../api/queryClient'
import { nameIn } from '../../domain/orders'
import { searchTerm } from '../../domain/validators'
import { showToast } from '../../stores/toasts'
import { buttonStyles } from '../../ui/Button'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { TextField } from '../../ui/TextField'
import { appearancePaths } from './appearance.paths'

/** Picks products of the slide's country by code or name and adds them at the slide's end. */
export function AddSlideProductPage() {
  const { t, i18n } = useTranslation()
  const { id = '' } = useParams<{ id?: string }>()
  const [search, setSearch] = useState('')
  const [busy, setBusy] = useState(false)
  const slide = useQuery({
    queryKey: ['get', '/admin/products-sections', { params: { query: { slideId: id } } }],
    queryFn: () => listSlideProducts(id),
  })
  const countryCode = slide.data?.countryCode
  const term = searchTerm(search)
  const found = useQuery({
    ...$api.queryOptions('get', '/admin/products', {
      params: { query: { countryCode, limit: 10, ...(term ? { search: term } : {}) } },
    }),
    enabled: countryCode !== undefined,
  })
  const held = new Set(slide.data?.data.map((product) => product._id))
  const add = async (productId: string) => {
    if (!slide.data) return
    setBusy(true)
    try {
      await addSlideProducts(id, [productId], slide.data.version)
      showToast({ text: t('appearance:products.added') }, 'success')
    } catch (error) {
      showToast({ text: error instanceof ApiError ? error.message : t('appearance:reorder.failed') }, 'error')
    } finally {
      await slide.refetch()
      setBusy(false)
    }
  }
  const title = t('appearance:nav.routes.productSlides.addProduct.title')
  if (!slide.data)
    return (
      <Screen title={title}>
        <RecordStates
          status={slide.isError ? 'failed' : 'loading'}
          onRetry={() => void slide.refetch()}
          backHref={appearancePaths.hrefOf('productSlides.list')}
          backLabel={t('appearance:slides.back')}
        />
      </Screen>
    )
  const country = t(`appearance:countries.${slide.data.countryCode}`)
  return (
    <Screen title={title}>
      <div className="max-w-3xl space-y-4">
        <TextField
          label={t('appearance:products.search')}
          name="search"
          type="search"
          value={search}
          maxLength={255}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ul
          aria-label={t('appearance:products.search')}
          className="divide-y divide-line rounded-2xl border border-line bg-surface"
        >
          {(found.data?.data ?? []).map((product) => (
            <li key={product._id} className="flex flex-wrap items-center gap-3 p-3">
              {product.coverUrl ? (
                <img src={product.coverUrl} alt="" className="h-12 w-12 rounded object-cover" />
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="font-medium text-fg">{nameIn(product.productName, i18n.language)}</p>
                <p className="text-fg-muted text-xs">{product.productCode}</p>
              </div>
              {held.has(product._id) ? (
                <span className="text-fg-muted text-sm">{t('appearance:products.in_slide')}</span>
              ) : (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={busy}
                  aria-label={t('appearance:actions.add_named', {
                    name: nameIn(product.productName, i18n.language),
                  })}
                  onClick={() => void add(product._id)}
                >
                  {t('appearance:actions.add')}
                </button>
              )}
            </li>
          ))}
          {found.data && found.data.data.length === 0 ? (
            <li className="p-3 text-fg-muted">{t('appearance:products.none_found', { country })}</li>
          ) : null}
        </ul>
        <Link
          href={appearancePaths.hrefOf('productSlides.products', { id })}
          className={buttonStyles.secondary}
        >
          {t('appearance:back')}
        </Link>
      </div>
    </Screen>
  )
}
