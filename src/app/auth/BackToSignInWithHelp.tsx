import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Button, buttonStyles } from '../../ui/Button'
import { LazySupportDialog } from './LazySupportDialog'
import type { SupportTopic } from './SupportDialog'

/** Under a sign-in step's form: the way back to /signin, and a help button opening IT support on the topic. */
export function BackToSignInWithHelp({ topic, helpLabel }: { topic: SupportTopic; helpLabel: string }) {
  const { t } = useTranslation()
  const [supportOpen, setSupportOpen] = useState(false)
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
        <Link href="/signin" className={buttonStyles.link}>
          {t('auth:back_to_sign_in')}
        </Link>
        <Button variant="link" onClick={() => setSupportOpen(true)}>
          {helpLabel}
        </Button>
      </div>
      <LazySupportDialog open={supportOpen} topic={topic} onClose={() => setSupportOpen(false)} />
    </>
  )
}
