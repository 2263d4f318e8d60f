import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteAndMoveDialog, type MoveTarget } from './DeleteAndMoveDialog'

const TARGETS: MoveTarget[] = [
  { _id: 'promotions', name: 'Promotions', active: true },
  { _id: 'archive', name: 'Archive', active: false },
]

/** Deleting a category that still holds articles: where they go is asked first (sample texts). */
function DeleteCategory({ count, loading }: { count: number; loading: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" className="underline" onClick={() => setOpen(true)}>
        {t('ui:delete_named', { name: 'News' })}
      </button>
      <DeleteAndMoveDialog
        open={open}
        needsTarget={count > 0}
        targets={loading ? null : TARGETS}
        targetsFailed={false}
        texts={{
          title: t('ui:delete_named', { name: 'News' }),
          description: count > 0 ? `News holds ${count} articles: choose where they go.` : 'News',
          confirm: t('ui:confirm.delete'),
          moveTo: 'Move its articles to',
          choose: 'Choose a category',
          moveRequired: 'Choose the category to move the articles to.',
          inactiveOption: (name) => `${name} (${t('ui:status.inactive')})`,
          targetsFailed: t('ui:delete_failed'),
          deletedKey: 'ui:confirm.delete',
        }}
        remove={async () => {
          setOpen(false)
          return undefined
        }}
        onClose={() => setOpen(false)}
        onDeleted={() => setOpen(false)}
      />
    </>
  )
}

const meta = {
  title: 'UI/DeleteAndMoveDialog',
  component: DeleteCategory,
  args: { count: 12, loading: false },
} satisfies Meta<typeof DeleteCategory>

export default meta
type Story = StoryObj<typeof meta>

export const HoldingItems: Story = {}
export const LoadingTargets: Story = { args: { loading: true } }
export const Empty: Story = { args: { count: 0 } }
