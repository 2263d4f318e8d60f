import { Suspense } from 'react'
import { lazyWithRetry } from '../../ui/lazyWithRetry'
import type { SupportDialogProps } from './SupportDialog'

// The dialog library stays out of the sign-in page's first load: it arrives when the dialog opens.
const SupportDialog = lazyWithRetry(() =>
  import('./SupportDialog').then((module) => ({ default: module.SupportDialog })),
)

export function LazySupportDialog({ open, ...props }: SupportDialogProps & { open: boolean }) {
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <SupportDialog {...props} />
    </Suspense>
  )
}
