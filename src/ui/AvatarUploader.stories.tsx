import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTranslation } from 'react-i18next'
import { AvatarUploader } from './AvatarUploader'
import { SAMPLE_PHOTO } from './storySamples'

/**
 * The uploader as a form shows it. Stories have no server, so a file chosen here is checked, then its
 * upload fails as on a dropped connection, with Retry (see .storybook/noServer.ts).
 */
function AvatarChoice({ currentUrl, required }: { currentUrl: string | null; required: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="max-w-lg">
      <AvatarUploader
        currentUrl={currentUrl}
        firstName="สมชาย"
        lastName="ใจดี"
        onUploaded={() => undefined}
        error={required ? t('validation:avatar_should_not_be_empty') : null}
      />
    </div>
  )
}

const meta = {
  title: 'UI/AvatarUploader',
  component: AvatarChoice,
  args: { currentUrl: null, required: false },
} satisfies Meta<typeof AvatarChoice>

export default meta
type Story = StoryObj<typeof meta>

export const NoPicture: Story = {}
export const WithPicture: Story = { args: { currentUrl: SAMPLE_PHOTO } }
/** The form was sent without an avatar. */
export const Required: Story = { args: { required: true } }
