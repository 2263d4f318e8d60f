import type { Feature } from '../../../src/domain/permissions'
import type { Db } from '../../db/database'
import type { UndoKind } from '../changes/undoKind'
import { bumpOwner, lockOwner } from './appearanceRecords'
import type { BannerOwner } from './bannerRows.queries'

/**
 * A deleted banner goes back to its place in its loop or slide: the banners after it move down one
 * again, and the owner's version is raised (its screens' stale check), as a delete does the other way.
 * Refused (404) when the loop or slide itself is gone. Banners keep no history of their edits.
 */
const bannerUndo = (kind: string, feature: Feature, column: BannerOwner['column']): UndoKind => {
  const ownerTable = column === 'loop_id' ? 'banner_loops' : 'banner_slides'
  return {
    kind,
    feature,
    table: 'banners',
    fields: {},
    versioned: true,
    trash: {
      dependents: [],
      label: (row) => String(row.name),
      async beforeRestore(trx: Db, row) {
        const ownerId = String(row[column])
        await lockOwner(trx, ownerTable, ownerId, null)
        await trx
          .updateTable('banners')
          .set((eb) => ({ position: eb('position', '+', 1) }))
          .where(column, '=', ownerId)
          .where('position', '>=', Number(row.position))
          .execute()
        await bumpOwner(trx, ownerTable, ownerId)
      },
    },
  }
}

export const loopBannerUndo = bannerUndo('loop_banner', 'banners', 'loop_id')
export const slideBannerUndo = bannerUndo('slide_banner', 'sectionBannerSlides', 'slide_id')
