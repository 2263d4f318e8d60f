import { type RefObject, useMemo, useRef } from 'react'
import { useScreenCommands } from '../../../commands/screenCommands'
import type { Command } from '../../../commands/types'
import type { ExportHandle } from '../../../ui/ExportButton'

/**
 * The palette's Export CSV of a coupon screen: it runs the screen's Export CSV button (the ref this
 * answers, for the button), so the same filters, progress and Cancel.
 */
export function useExportCommand(id: string, titleKey: string): RefObject<ExportHandle | null> {
  const exportButton = useRef<ExportHandle>(null)
  const commands = useMemo<Command[]>(
    () => [
      {
        id,
        titleKey,
        keywords: ['export', 'csv', 'download', 'excel', 'ส่งออก', 'ดาวน์โหลด'],
        section: 'actions',
        permission: { feature: 'coupons', action: 'access' },
        hiddenInActionBar: true,
        run: () => exportButton.current?.start(),
      },
    ],
    [id, titleKey],
  )
  useScreenCommands(commands)
  return exportButton
}
