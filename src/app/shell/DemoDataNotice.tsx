import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/queryClient'
import { currentDemoStep, demoDataKey } from '../../api/system'

const POLL_MS = 2000

/**
 * On a first start the server answers before its demo data is all made: says what is still being
 * prepared, every two seconds, and once it is done refreshes what the screens show and goes away.
 */
export function DemoDataNotice() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { data } = useQuery({
    ...$api.queryOptions(...demoDataKey()),
    refetchInterval: (query) => (query.state.data?.preparing === false ? false : POLL_MS),
    staleTime: 0,
  })
  const wasPreparing = useRef(false)
  useEffect(() => {
    if (data?.preparing) wasPreparing.current = true
    else if (data && wasPreparing.current) {
      wasPreparing.current = false
      void queryClient.invalidateQueries()
    }
  }, [data, queryClient])
  if (!data?.preparing) return null
  const step = currentDemoStep(data)
  return (
    <div
      role="status"
      className="border-line border-b bg-surface-muted px-4 py-2 text-fg-muted text-sm sm:px-6"
    >
      {t('shell:demo_data.preparing', {
        step: step ? t(`shell:demo_data.steps.${step.step}`) : '',
        percent: data.percent,
      })}
    </div>
  )
}
