import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BulkActionDialog } from './BulkActionDialog'
import { type SAMPLE_ANSWERS, SAMPLE_RECORDS, sampleActions } from './bulkStorySamples'

/** Deleting three records: the question naming the count; confirm to see the summary of the answer. */
function DeleteThree({ answer }: { answer: keyof typeof SAMPLE_ANSWERS }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  const remove = sampleActions(t, answer).find((action) => action.id === 'delete')
  if (!remove) return null
  return (
    <>
      <button type="button" className="underline" onClick={() => setOpen(true)}>
        {remove.buttonLabel(SAMPLE_RECORDS.length)}
      </button>
      {open ? (
        <BulkActionDialog
          action={remove}
          rows={SAMPLE_RECORDS}
          rowKey={(row) => row._id}
          rowName={(row) => row.name}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}

const meta = {
  title: 'UI/PagedList/BulkActionDialog',
  component: DeleteThree,
  args: { answer: 'done' },
} satisfies Meta<typeof DeleteThree>

export default meta
type Story = StoryObj<typeof meta>

export const Done: Story = {}
/** The server refuses one: the summary names it with its reason and offers to do the others. */
export const Refused: Story = { args: { answer: 'refused' } }
