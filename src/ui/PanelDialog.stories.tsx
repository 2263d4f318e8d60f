import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PanelDialog } from './PanelDialog'

/** A panel to read: its title, the close button beside it, and what it shows. */
function ReadingPanel({ width }: { width: 'lg' | 'xl' }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" className="underline" onClick={() => setOpen(true)}>
        {t('ui:deleted.title')}
      </button>
      <PanelDialog open={open} onClose={() => setOpen(false)} title={t('ui:deleted.title')} width={width}>
        <p className="mt-1 text-fg-muted text-sm">{t('ui:deleted.about', { days: 30 })}</p>
      </PanelDialog>
    </>
  )
}

const meta = {
  title: 'UI/PanelDialog',
  component: ReadingPanel,
  args: { width: 'lg' },
} satisfies Meta<typeof ReadingPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Narrow: Story = {}
export const Wide: Story = { args: { width: 'xl' } }
