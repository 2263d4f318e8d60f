import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link, useParams } from 'wouter'
import { ApiError, errorStatus } from '../../api/apiError'
import {
  invalidateAppearance,
  listSlideProducts,
  removeSlideProduct,
  reorderSlideProducts,
  type SlideProductList,
} from '../../api/appearance'
import { can, permissionsState } from '../../stores/permissions'
import { showToast } from '../../stores/toasts'
import { buttonStyles } from '../../ui/Button'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { appearancePaths } from './appearance.paths'
import { ReorderList } from './components/ReorderList'

type Product = SlideProductList['data'][number]

/** The products of a section product slide (spec section 2's product-list/{id}), in order. */
export function SlideProductsPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams<{ id?: string }>()
  const permissions = useSnapshot(permissionsState)
  const mayUpdate = can('sectionProductSlides', 'update', permissions)
  const list = useQuery({
    queryKey: ['get', '/admin/products-sections', { params: { query: { slideId: id } } }],
    queryFn: () => listSlideProducts(id),
  })
  const [order, setOrder] = useState<Product[] | null>(null)
  const [saving, setSaving] = useState(false)
  const failed = (error: unknown) =>
    showToast({ text: error instanceof ApiError ? error.message : t('appearance:reorder.failed') }, 'error')

  const run = async (change: () => Promise<unknown>, done?: string) => {
    setSaving(true)
    try {
      await change()
      if (done) showToast({ text: done }, 'success')
    } catch (error) {
      failed(error)
      await invalidateAppearance()
    } finally {
      await list.refetch()
      setOrder(null)
      setSaving(false)
    }
  }
  const title = t('appearance:nav.routes.productSlides.products.title')
  if (!list.data)
    return (
      <Screen title={title}>
        <RecordStates
          status={list.isError ? (errorStatus(list.error) === 404 ? 'missing' : 'failed') : 'loading'}
          onRetry={() => void list.refetch()}
          backHref={appearancePaths.hrefOf('productSlides.list')}
          backLabel={t('appearance:slides.back')}
        />
      </Screen>
    )
  const { version, countryCode } = list.data
  const products = order ?? list.data.data
  return (
    <Screen title={title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-fg-muted text-sm">
          {t('appearance:products.summary', {
            count: products.length,
            country: t(`appearance:countries.${countryCode}`),
          })}
        </p>
        {mayUpdate ? (
          <Link
            href={appearancePaths.hrefOf('productSlides.addProduct', { id })}
            className={buttonStyles.primary}
          >
            {t('appearance:products.add')}
          </Link>
        ) : null}
      </div>
      {products.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-5 text-fg-muted">
          {t('appearance:products.empty')}
        </p>
      ) : (
        <ReorderList
          items={products}
          keyOf={(product) => product._id}
          nameOf={(product) => product.productName}
          label={t('appearance:products.order')}
          disabled={!mayUpdate || saving}
          onMove={(next) => {
            setOrder(next)
            void run(() =>
              reorderSlideProducts(
                id,
                next.map((product) => product._id),
                version,
              ),
            )
          }}
          render={(product) => (
            <div className="flex flex-wrap items-center gap-3">
              {product.imageUrl ? (
                <img src={product.imageUrl} alt="" className="h-12 w-12 rounded object-cover" />
              ) : null}
              <div className="min-w-0">
                <p className="font-medium text-fg">{product.productName}</p>
                <p className="text-fg-muted text-xs">{product.productCode}</p>
              </div>
              {mayUpdate ? (
                <button
                  type="button"
                  className={`${buttonStyles.secondary} ml-auto`}
                  disabled={saving}
                  aria-label={t('appearance:actions.remove_named', { name: product.productName })}
                  onClick={() =>
                    void run(
                      () => removeSlideProduct(id, product._id, version),
                      t('appearance:products.removed', { name: product.productName }),
                    )
                  }
                >
                  {t('appearance:actions.remove')}
                </button>
              ) : null}
            </div>
          )}
        />
      )}
    </Screen>
  )
}
