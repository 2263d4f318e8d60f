import { useTranslation } from 'react-i18next'
import { acceptedExtensions } from '../domain/uploadRules'
import { Avatar } from './Avatar'
import { ImageUploader } from './ImageUploader'

export interface AvatarUploaderProps {
  /** The picture shown before a new one is chosen. */
  currentUrl: string | null
  firstName?: string
  lastName?: string
  /**
   * Takes the stored file's key. The profile attaches it to the member (and may fail, which is shown);
   * a form keeps it until it is saved.
   */
  onUploaded(key: string): Promise<void> | void
  /** A rule the form checks ('Avatar should not be empty'). */
  error?: string | null
}

/** Chooses an avatar (.jpg, .jpeg or .png) and stores it, showing it as the staff member's avatar. */
export function AvatarUploader({ currentUrl, firstName, lastName, onUploaded, error }: AvatarUploaderProps) {
  const { t } = useTranslation()
  return (
    <ImageUploader
      moduleName="avatar"
      name="avatar"
      currentUrl={currentUrl}
      preview={(url) => <Avatar firstName={firstName} lastName={lastName} url={url} size="lg" />}
      texts={{
        choose: t('ui:avatar.choose'),
        change: t('ui:avatar.change'),
        rules: t('ui:avatar.rules', { formats: acceptedExtensions('avatar') }),
        saving: t('ui:avatar.saving'),
        saved: t('ui:avatar.saved'),
        saveFailed: t('ui:avatar.save_failed'),
      }}
      onUploaded={onUploaded}
      error={error}
    />
  )
}
