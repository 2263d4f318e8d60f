import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ManageViewsDialog } from './ManageViewsDialog'
import { SAMPLE_VIEWS } from './savedViewSamples'

/** Manage views of a list: the staff member's own, one shared with their role, one they may only use. */
function Manage({ count }: { count: number }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" className="underline" onClick={() => setOpen(true)}>
        {t('savedViews:manage.button')}
      </button>
      <ManageViewsDialog
        open={open}
        listKey="orders"
        views={SAMPLE_VIEWS.slice(0, count)}
        state={{ filters: {}, limit: 5 }}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

const meta = {
  title: 'UI/PagedList/ManageViewsDialog',
  component: Manage,
  args: { count: 3 },
} satisfies Meta<typeof Manage>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeViews: Story = {}
export const NoViews: Story = { args: { count: 0 } }
