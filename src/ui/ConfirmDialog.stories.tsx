import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from './ConfirmDialog'
import { PasswordField } from './PasswordField'

const RECORD = 'Order team'

/** Deleting a role: the question, and the answer the server gave last time when there was one. */
function DeleteRole({ busy, failed }: { busy: boolean; failed: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" className="underline" onClick={() => setOpen(true)}>
        {t('ui:delete_named', { name: RECORD })}
      </button>
      <ConfirmDialog
        open={open}
        tone="danger"
        title={t('ui:delete_named', { name: RECORD })}
        description={RECORD}
        confirmLabel={t('ui:confirm.delete')}
        busy={busy}
        error={failed ? t('ui:delete_failed') : null}
        onConfirm={() => setOpen(false)}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

/** A confirmation that needs a field: the field gets the focus, and Enter in it confirms. */
function SetPassword() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" className="underline" onClick={() => setOpen(true)}>
        {t('auth:change_password.title')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('auth:change_password.title')}
        confirmLabel={t('auth:change_password.submit')}
        onConfirm={() => setOpen(false)}
        onClose={() => setOpen(false)}
      >
        <PasswordField
          label={t('ui:fields.new_password')}
          toggleLabel={t('ui:fields.show_new_password')}
          hint={t('validation:please_fill_in_a_correct_password')}
          autoComplete="new-password"
        />
      </ConfirmDialog>
    </>
  )
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: DeleteRole,
  args: { busy: false, failed: false },
} satisfies Meta<typeof DeleteRole>

export default meta
type Story = StoryObj<typeof meta>

/** Something that cannot be undone: a red button, and the focus starts on Cancel. */
export const Delete: Story = {}
export const Working: Story = { args: { busy: true } }
export const Refused: Story = { args: { failed: true } }
export const WithField: Story = { render: () => <SetPassword /> }
