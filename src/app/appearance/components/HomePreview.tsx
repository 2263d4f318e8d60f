import { useTranslation } from 'react-i18next'
import type { HomeComposition } from '../../../api/appearance'
import { formatBangkok } from '../appearanceTimes'

const ICONS: Record<string, string> = {
  star: '★',
  fire: '🔥',
  gift: '🎁',
  tag: '🏷',
  sparkles: '✨',
  heart: '♥',
  clock: '⏱',
}
const FRAME: Record<HomeComposition['device'], string> = {
  desktop: 'max-w-4xl',
  tablet: 'max-w-2xl',
  mobile: 'max-w-sm',
}

/**
 * The home page as it is at one instant for one device and country: the loop's banners with their
 * durations, then the default template's sections in order, each with its live slide or a gap.
 */
export function HomePreview({ home }: { home: HomeComposition }) {
  const { t } = useTranslation()
  return (
    <article
      aria-label={t('appearance:preview.of', { at: formatBangkok(home.at) })}
      className={`mx-auto w-full space-y-4 ${FRAME[home.device]}`}
    >
      <section aria-label={t('appearance:timeline.loop')} className="rounded-xl border border-line p-3">
        {home.loop ? (
          <>
            <p className="mb-2 font-medium text-fg text-sm">
              {t('appearance:preview.loop', { name: home.loop.name, seconds: home.loop.totalDuration })}
            </p>
            <ol className="flex gap-2 overflow-x-auto">
              {home.loop.banners.map((banner) => (
                <li key={banner.id} className="shrink-0">
                  <img src={banner.image} alt={banner.name} className="h-20 rounded object-cover" />
                  <span className="block text-fg-muted text-xs">
                    {banner.name} · {t('appearance:seconds', { count: banner.duration })}
                  </span>
                </li>
              ))}
            </ol>
            {home.overlappingLoops.length > 0 ? (
              <p className="mt-2 text-amber-800 text-sm dark:text-amber-200">
                {t('appearance:preview.overlap', {
                  names: home.overlappingLoops.map((loop) => loop.name).join(', '),
                })}
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-fg-muted text-sm">{t('appearance:preview.no_loop')}</p>
        )}
      </section>
      {home.template ? (
        <p className="text-fg-muted text-sm">
          {t('appearance:preview.template', { name: home.template.name })}
        </p>
      ) : (
        <p className="text-fg-muted text-sm">{t('appearance:preview.no_template')}</p>
      )}
      {home.sections.map((section) => (
        <section
          key={`${section.slideId}:${section.name}`}
          aria-label={section.name}
          className="rounded-xl border border-line p-3"
        >
          <h4 className="font-semibold text-fg">
            <span aria-hidden="true">{ICONS[section.icon]} </span>
            {section.name}
          </h4>
          {section.countdownEndsAt ? (
            <p className="text-fg-muted text-xs">
              {t('appearance:preview.countdown', { end: formatBangkok(section.countdownEndsAt) })}
            </p>
          ) : null}
          {section.slide === null ? (
            <p className="text-fg-muted text-sm">{t('appearance:preview.section_gap')}</p>
          ) : (
            <ol className="mt-2 flex gap-2 overflow-x-auto">
              {section.slide.banners.map((banner) => (
                <li key={banner.id} className="shrink-0">
                  <img src={banner.image} alt={banner.name} className="h-16 rounded object-cover" />
                </li>
              ))}
              {section.slide.products.map((product) => (
                <li key={product.id} className="w-24 shrink-0 text-xs">
                  {product.imageUrl ? (
                    <img src={product.imageUrl} alt="" className="h-20 w-20 rounded object-cover" />
                  ) : null}
                  <span className="block truncate text-fg">{product.name}</span>
                  <span className="block text-fg-muted">{product.productCode}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </article>
  )
}
