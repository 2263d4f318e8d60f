import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ChangeEntry, changeKeys } from '../api/changes'
import { ChangeHistory } from './ChangeHistory'

const RECORD = '5f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5'

/** An FAQ's history as the server answers it, in the story's language (labels and reasons are the server's). */
function entriesIn(language: string): ChangeEntry[] {
  const th = language === 'th'
  return [
    {
      id: '42',
      at: '2026-03-02T09:30:00.000Z',
      actorName: 'Somchai Jaidee',
      byCaller: true,
      action: 'update',
      fields: [
        {
          field: 'question_en',
          label: th ? 'คำถาม (ภาษาอังกฤษ)' : 'the question (English)',
          from: 'Where is my parcel?',
          to: 'Where is my order?',
        },
      ],
      revertible: true,
    },
    {
      id: '41',
      at: '2026-03-01T08:00:00.000Z',
      actorName: 'Malee Srisuk',
      byCaller: false,
      action: 'create',
      fields: [],
      revertible: false,
      whyNot: th ? 'การสร้างเลิกทำได้โดยการลบรายการนั้น' : 'a creation is undone by deleting the record.',
    },
  ]
}

/** The panel with its history already read, as a record's screen shows it. */
function FaqHistory({ canRevert }: { canRevert: boolean }) {
  const { i18n } = useTranslation()
  const [client] = useState(() => {
    const cache = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    })
    cache.setQueryData(changeKeys.of('faq', RECORD), { entries: entriesIn(i18n.language) })
    return cache
  })
  return (
    <QueryClientProvider client={client}>
      <div className="max-w-2xl">
        <ChangeHistory kind="faq" recordId={RECORD} canRevert={canRevert} />
      </div>
    </QueryClientProvider>
  )
}

const meta = { title: 'UI/ChangeHistory', component: FaqHistory } satisfies Meta<typeof FaqHistory>

export default meta
type Story = StoryObj<typeof meta>

export const WithRevert: Story = { args: { canRevert: true } }
export const ReadOnly: Story = { args: { canRevert: false } }
