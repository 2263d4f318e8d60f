import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../../api/queryClient'
import { BANNER_DEVICES, type BannerDevice } from '../../../domain/appearance'
import { COUNTRY_CODES, type CountryCode } from '../../../domain/constants'
import { fromZonedInput, toZonedInput } from '../../../domain/platformTime'
import { SelectField } from '../../../ui/SelectField'
import { TextField } from '../../../ui/TextField'
import { useHashTarget } from '../../../ui/useHashTarget'
import { PREVIEW_ANCHOR } from '../previewAnchor'
import { HomePreview } from './HomePreview'
import { HomeTimeline } from './HomeTimeline'

const TIMELINE_DAYS = 28

/**
 * The home page's timeline over the coming four weeks and its preview at any Bangkok date and time, for
 * a device and a country. Both ask the server, which answers them as it answers the storefront.
 */
export function HomeSchedulePanel() {
  const { t } = useTranslation()
  const [device, setDevice] = useState<BannerDevice>('desktop')
  const [country, setCountry] = useState<CountryCode>('TH')
  const [asOf, setAsOf] = useState(() => toZonedInput(new Date().toISOString()))
  const heading = useRef<HTMLHeadingElement>(null)
  const at = fromZonedInput(asOf)
  const valid = !Number.isNaN(Date.parse(at))
  const timeline = useQuery(
    $api.queryOptions('get', '/admin/home-timeline', {
      params: { query: { device, countryCode: country, days: TIMELINE_DAYS } },
    }),
  )
  const home = useQuery({
    ...$api.queryOptions('get', '/admin/home-composition', {
      params: { query: { device, countryCode: country, at } },
    }),
    enabled: valid,
  })
  useHashTarget(PREVIEW_ANCHOR, heading, true)
  return (
    <section
      aria-labelledby={`${PREVIEW_ANCHOR}-title`}
      className="mt-8 space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <h2
        id={`${PREVIEW_ANCHOR}-title`}
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-fg text-lg outline-none"
      >
        {t('appearance:timeline.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('appearance:preview.device')}
          name="device"
          value={device}
          options={BANNER_DEVICES.map((value) => ({ value, label: t(`appearance:devices.${value}`) }))}
          onChange={(event) => setDevice(event.target.value as BannerDevice)}
        />
        <SelectField
          label={t('appearance:columns.location')}
          name="country"
          value={country}
          options={COUNTRY_CODES.map((code) => ({ value: code, label: t(`appearance:countries.${code}`) }))}
          onChange={(event) => setCountry(event.target.value as CountryCode)}
        />
        <TextField
          label={t('appearance:preview.as_of')}
          name="asOf"
          type="datetime-local"
          value={asOf}
          hint={t('appearance:form.bangkok_time')}
          onChange={(event) => setAsOf(event.target.value)}
        />
      </div>
      {timeline.data ? (
        <HomeTimeline timeline={timeline.data} onPick={(instant) => setAsOf(toZonedInput(instant))} />
      ) : (
        <p className="text-fg-muted text-sm">
          {t(timeline.isError ? 'appearance:load_failed' : 'appearance:loading')}
        </p>
      )}
      <h3 className="font-semibold text-fg">{t('appearance:preview.title')}</h3>
      {home.data ? (
        <HomePreview home={home.data} />
      ) : (
        <p className="text-fg-muted text-sm">
          {t(home.isError ? 'appearance:load_failed' : 'appearance:loading')}
        </p>
      )}
    </section>
  )
}
