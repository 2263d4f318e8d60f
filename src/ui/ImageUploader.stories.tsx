import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTranslation } from 'react-i18next'
import { acceptedExtensions } from '../domain/uploadRules'
import { ImageUploader, PicturePreview } from './ImageUploader'
import { SAMPLE_PHOTO } from './storySamples'

/**
 * One picture of a module (here an article's main image, at least 603×603) as a form shows it. Stories
 * have no server, so a chosen file is checked, then its upload fails as on a dropped connection.
 */
function ImageChoice({ currentUrl, required }: { currentUrl: string | null; required: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="max-w-lg">
      <ImageUploader
        moduleName="article"
        name="image"
        currentUrl={currentUrl}
        preview={(url) => <PicturePreview url={url} alt={''} />}
        texts={{
          choose: t('ui:avatar.choose'),
          change: t('ui:avatar.change'),
          rules: t('ui:avatar.rules', { formats: acceptedExtensions('article') }),
          saving: t('ui:avatar.saving'),
          saved: t('ui:avatar.saved'),
          saveFailed: t('ui:avatar.save_failed'),
        }}
        onUploaded={() => undefined}
        error={required ? t('validation:required_fields') : null}
      />
    </div>
  )
}

const meta = {
  title: 'UI/ImageUploader',
  component: ImageChoice,
  args: { currentUrl: null, required: false },
} satisfies Meta<typeof ImageChoice>

export default meta
type Story = StoryObj<typeof meta>

export const NoPicture: Story = {}
export const WithPicture: Story = { args: { currentUrl: SAMPLE_PHOTO } }
/** The form was sent without a picture. */
export const Required: Story = { args: { required: true } }
