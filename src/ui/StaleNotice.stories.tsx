import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTranslation } from 'react-i18next'
import { StaleNotice } from './StaleNotice'

/** What an editor says when its save was refused because someone saved the record first. */
function StaleMember() {
  const { t } = useTranslation()
  return (
    <div className="max-w-lg">
      <StaleNotice
        title={t('users:edit.stale_title')}
        message={t('users:edit.stale_message', { memberId: 'M0001234' })}
        reloadLabel={t('users:edit.stale_reload')}
        onReload={() => undefined}
      />
    </div>
  )
}

const meta = { title: 'UI/StaleNotice', component: StaleMember } satisfies Meta<typeof StaleMember>

export default meta
type Story = StoryObj<typeof meta>

export const MemberChangedMeanwhile: Story = {}
