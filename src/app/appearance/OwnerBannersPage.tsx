import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link, useParams } from 'wouter'
import { ApiError, errorStatus } from '../../api/apiError'
import {
  type Banner,
  type BannerOwnerKind,
  deleteBanner,
  invalidateAppearance,
  listBanners,
  reorderBanners,
} from '../../api/appearance'
import { can, permissionsState } from '../../stores/permissions'
import { showToast } from '../../stores/toasts'
import { buttonStyles } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { offerUndoDelete } from '../../ui/undo'
import { appearancePaths } from './appearance.paths'
import { periodText } from './appearanceTimes'
import { ReorderList } from './components/ReorderList'

const ROUTES = {
  loop: {
    list: 'bannerLoops.list',
    add: 'bannerLoops.addBanner',
    edit: 'bannerLoops.editBanner',
    feature: 'banners',
  },
  slide: {
    list: 'bannerSlides.list',
    add: 'bannerSlides.addBanner',
    edit: 'bannerSlides.editBanner',
    feature: 'sectionBannerSlides',
  },
} as const

/** The banners of a loop or a slide (spec section 2's banner-list/{id}), in order, reordered by keys or drag. */
function OwnerBanners({ kind }: { kind: BannerOwnerKind }) {
  const { t } = useTranslation()
  const { id = '' } = useParams<{ id?: string }>()
  const routes = ROUTES[kind]
  const permissions = useSnapshot(permissionsState)
  const mayUpdate = can(routes.feature, 'update', permissions)
  const mayDelete = can(routes.feature, 'delete', permissions)
  const path = kind === 'loop' ? '/admin/banners' : '/admin/banner-sections'
  const list = useQuery({
    queryKey: ['get', path, { params: { query: { ownerId: id } } }],
    queryFn: () => listBanners(kind, id),
  })
  const [order, setOrder] = useState<Banner[] | null>(null)
  const [saving, setSaving] = useState(false)
  const [removing, setRemoving] = useState<Banner | null>(null)
  const banners = order ?? list.data?.data ?? []
  const total = banners.reduce((sum, banner) => sum + banner.duration, 0)

  const saveOrder = async (next: Banner[]) => {
    if (!list.data) return
    setOrder(next)
    setSaving(true)
    try {
      await reorderBanners(
        kind,
        id,
        next.map((banner) => banner._id),
        list.data.version,
      )
      await list.refetch()
    } catch (error) {
      // A reorder decided on an older list moves nothing: say so and show the list as it is now.
      showToast({ text: error instanceof ApiError ? error.message : t('appearance:reorder.failed') }, 'error')
      await invalidateAppearance()
      await list.refetch()
    } finally {
      setOrder(null)
      setSaving(false)
    }
  }
  const remove = async () => {
    if (!removing) return
    try {
      // Undo (10 seconds, Ctrl+Z) puts the banner back in its place.
      offerUndoDelete(
        await deleteBanner(kind, removing._id),
        { text: t('appearance:banners.removed', { name: removing.name }) },
        () => void list.refetch(),
      )
    } catch (error) {
      showToast({ text: error instanceof ApiError ? error.message : t('appearance:reorder.failed') }, 'error')
    }
    setRemoving(null)
    await list.refetch()
  }

  if (!list.data)
    return (
      <Screen title={t(`appearance:nav.routes.${routes.list.split('.')[0]}.banners.title`)}>
        <RecordStates
          status={list.isError ? (errorStatus(list.error) === 404 ? 'missing' : 'failed') : 'loading'}
          onRetry={() => void list.refetch()}
          backHref={appearancePaths.hrefOf(routes.list)}
          backLabel={t('appearance:back')}
        />
      </Screen>
    )
  return (
    <Screen title={t(`appearance:nav.routes.${routes.list.split('.')[0]}.banners.title`)}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-fg-muted text-sm">
          {t('appearance:banners.summary', { count: banners.length, seconds: total })}
        </p>
        <Link href={appearancePaths.hrefOf(routes.add, { id })} className={buttonStyles.primary}>
          {t('appearance:banners.add')}
        </Link>
      </div>
      {banners.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-5 text-fg-muted">
          {t('appearance:banners.empty')}
        </p>
      ) : (
        <ReorderList
          items={banners}
          keyOf={(banner) => banner._id}
          nameOf={(banner) => banner.name}
          label={t('appearance:banners.order')}
          disabled={!mayUpdate || saving}
          onMove={(next) => void saveOrder(next)}
          render={(banner) => (
            <div className="flex flex-wrap items-center gap-3">
              <img src={banner.imageUrls.desktop} alt="" className="h-12 w-36 rounded object-cover" />
              <div className="min-w-0">
                <p className="font-medium text-fg">{banner.name}</p>
                <p className="text-fg-muted text-xs">
                  {t('appearance:seconds', { count: banner.duration })} · {periodText(t, banner)} ·{' '}
                  {t(`appearance:publish_state.${banner.publishState}`)}
                </p>
              </div>
              <div className="ml-auto flex gap-2">
                {mayUpdate ? (
                  <Link
                    href={appearancePaths.hrefOf(routes.edit, { id: banner._id })}
                    className={buttonStyles.secondary}
                    aria-label={t('ui:edit_named', { name: banner.name })}
                  >
                    {t('appearance:actions.edit')}
                  </Link>
                ) : null}
                {mayDelete ? (
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    aria-label={t('appearance:actions.remove_named', { name: banner.name })}
                    onClick={() => setRemoving(banner)}
                  >
                    {t('appearance:actions.remove')}
                  </button>
                ) : null}
              </div>
            </div>
          )}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('appearance:banners.remove_title')}
        description={t('appearance:banners.remove_confirm', { name: removing?.name ?? '' })}
        confirmLabel={t('appearance:actions.remove')}
        tone="danger"
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Screen>
  )
}

export const LoopBannersPage = () => <OwnerBanners kind="loop" />
export const SlideBannersPage = () => <OwnerBanners kind="slide" />
