import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { WidgetConnection } from './widgetAttributes'
import { createWidgetClient, type WidgetClient } from './widgetClient'
import { createWidgetI18n } from './widgetI18n'
import { shouldRetryWidgetRead } from './widgetProblem'

const ClientContext = createContext<WidgetClient | null>(null)

/** The API client of the widget this part belongs to. */
export function useWidgetClient(): WidgetClient {
  const client = useContext(ClientContext)
  if (!client) throw new Error('A widget part is rendered outside its WidgetFrame')
  return client
}

const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: shouldRetryWidgetRead, staleTime: 30_000 } } })

/**
 * What every widget stands in: its own client, query cache and i18next instance (a widget that appears
 * twice shares nothing with its twin or the back-office), and its theme and language on its root.
 */
export function WidgetFrame({
  apiBase,
  token,
  lang,
  theme,
  children,
}: WidgetConnection & { children: ReactNode }) {
  const client = useMemo(() => createWidgetClient({ apiBase, token, lang }), [apiBase, token, lang])
  // Another API or token is another reader: nothing read for the one before is shown to the next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new cache is wanted exactly when these change
  const queryClient = useMemo(newQueryClient, [apiBase, token])
  const [i18n] = useState(() => createWidgetI18n(lang))
  useEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang)
  }, [i18n, lang])
  useEffect(() => () => queryClient.clear(), [queryClient])

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ClientContext.Provider value={client}>
          {/* The widget paints its own surface: text of the dark theme must not land on a light page. */}
          <div data-theme={theme} lang={lang} className="rounded-lg bg-surface p-3 font-sans text-fg text-sm">
            {children}
          </div>
        </ClientContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
