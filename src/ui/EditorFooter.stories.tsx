import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTranslation } from 'react-i18next'
import { EditorFooter } from './EditorFooter'

// The texts an editor passes (its area's own), here in both languages of the stories.
const TEXTS = {
  en: {
    save: 'Save changes',
    cancel: 'Cancel',
    stale: {
      title: 'Someone else changed this coupon',
      message: 'It was changed after you opened it. Nothing was saved.',
      reload: 'Load the latest version',
    },
  },
  th: {
    save: 'บันทึกการเปลี่ยนแปลง',
    cancel: 'ยกเลิก',
    stale: {
      title: 'มีผู้อื่นแก้ไขคูปองนี้',
      message: 'คูปองถูกแก้ไขหลังจากที่คุณเปิด ยังไม่ได้บันทึกสิ่งใด',
      reload: 'โหลดฉบับล่าสุด',
    },
  },
}

/** The end of an editor: unsaved changes, a refusal, or a save refused because someone saved first. */
function Footer({ dirty, formError, stale }: { dirty: boolean; formError: string | null; stale: boolean }) {
  const { i18n } = useTranslation()
  const texts = i18n.language === 'th' ? TEXTS.th : TEXTS.en
  return (
    <form className="max-w-xl space-y-4" onSubmit={(event) => event.preventDefault()}>
      <EditorFooter
        form={{ busy: false, dirty, formError, stale }}
        onReload={() => undefined}
        saveLabel={texts.save}
        cancelHref="/"
        cancelLabel={texts.cancel}
        staleTexts={texts.stale}
      />
    </form>
  )
}

const meta = { title: 'UI/EditorFooter', component: Footer } satisfies Meta<typeof Footer>
export default meta
type Story = StoryObj<typeof meta>

export const Unsaved: Story = { args: { dirty: true, formError: null, stale: false } }
export const Refused: Story = {
  args: { dirty: true, formError: 'The code is already in use.', stale: false },
}
export const SavedMeanwhile: Story = { args: { dirty: true, formError: null, stale: true } }
