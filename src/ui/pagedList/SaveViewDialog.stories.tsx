import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SaveViewDialog } from './SaveViewDialog'

/** Save view over the order list filtered to one tab (stories run without a server: saving fails). */
function Save() {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }))
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  return (
    <QueryClientProvider client={client}>
      <button type="button" className="underline" onClick={() => setOpen(true)}>
        {t('savedViews:save.button')}
      </button>
      <SaveViewDialog
        open={open}
        listKey="orders"
        state={{ filters: { status: 'to_ship' }, sort: 'date', order: 'desc', limit: 10 }}
        onSaved={() => setOpen(false)}
        onClose={() => setOpen(false)}
      />
    </QueryClientProvider>
  )
}

const meta = { title: 'UI/PagedList/SaveViewDialog', component: Save } satisfies Meta<typeof Save>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
