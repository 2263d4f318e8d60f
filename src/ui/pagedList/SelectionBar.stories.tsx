import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTranslation } from 'react-i18next'
import { type SAMPLE_ANSWERS, SAMPLE_RECORDS, type SampleRecord, sampleActions } from './bulkStorySamples'
import { SelectionBar } from './SelectionBar'

/** Three picked records: activate the inactive one, deactivate the two active ones, or delete all three. */
function PickedRecords({ answer }: { answer: keyof typeof SAMPLE_ANSWERS }) {
  const { t } = useTranslation()
  return (
    <SelectionBar<SampleRecord>
      label={t('ui:bulk.selection_label')}
      selection={{
        selected: SAMPLE_RECORDS,
        clear: () => {},
        column: { id: 'select', header: null, cell: () => null },
      }}
      rowKey={(row) => row._id}
      rowName={(row) => row.name}
      actions={sampleActions(t, answer)}
    />
  )
}

const meta = {
  title: 'UI/PagedList/SelectionBar',
  component: PickedRecords,
  args: { answer: 'done' },
} satisfies Meta<typeof PickedRecords>

export default meta
type Story = StoryObj<typeof meta>

/** Pick an action: the confirmation names the count, then the summary says what was done. */
export const AllDone: Story = {}
/** One record stands in the way: nothing is changed, it is named with its reason, the others can be done. */
export const OneRefused: Story = { args: { answer: 'refused' } }
