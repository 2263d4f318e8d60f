import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTranslation } from 'react-i18next'
import { StaleNotice } from './StaleNotice'

// The texts an editor passes (its area's own), here in both languages of the stories.
const TEXTS = {
  en: {
    title: 'Someone else changed this member',
    message: 'Member M0001234 was changed after you opened it. Nothing was saved.',
    reload: 'Load the latest version',
  },
  th: {
    title: 'มีผู้อื่นแก้ไขสมาชิกนี้',
    message: 'สมาชิก M0001234 ถูกแก้ไขหลังจากที่คุณเปิด ยังไม่ได้บันทึกสิ่งใด',
    reload: 'โหลดฉบับล่าสุด',
  },
}

/** What an editor says when its save was refused because someone saved the record first. */
function StaleMember() {
  const { i18n } = useTranslation()
  const texts = i18n.language === 'th' ? TEXTS.th : TEXTS.en
  return (
    <div className="max-w-lg">
      <StaleNotice
        title={texts.title}
        message={texts.message}
        reloadLabel={texts.reload}
        onReload={() => undefined}
      />
    </div>
  )
}

const meta = { title: 'UI/StaleNotice', component: StaleMember } satisfies Meta<typeof StaleMember>

export default meta
type Story = StoryObj<typeof meta>

export const MemberChangedMeanwhile: Story = {}
