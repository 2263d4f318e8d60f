import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { UnsavedChangesDialog } from './UnsavedChangesDialog'

/** The question a form with unsaved changes asks before staff leave it. */
function LeavingAnEditedForm() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  const close = () => setOpen(false)
  return (
    <>
      <button type="button" className="underline" onClick={() => setOpen(true)}>
        {t('ui:unsaved.title')}
      </button>
      <UnsavedChangesDialog leave={{ open, onLeave: close, onStay: close }} />
    </>
  )
}

const meta = {
  title: 'UI/UnsavedChangesDialog',
  component: LeavingAnEditedForm,
} satisfies Meta<typeof LeavingAnEditedForm>

export default meta
type Story = StoryObj<typeof meta>

export const Asking: Story = {}
