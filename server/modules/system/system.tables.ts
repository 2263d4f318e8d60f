import type { ColumnType } from 'kysely'

/** The commerce generator's first business numbers and the moment its data ends at. */
export interface DemoCommerceNumbers {
  asOf: string
  members: number
  products: number
  orders: number
}

/** The one row of the demo data a first start still makes (see migration 0025). */
export interface DemoDataJobTable {
  id: ColumnType<true, true | undefined, never>
  admin_id: string
  /** The commerce generator's first numbers and moment, fixed by the step that makes the first members. */
  plan: ColumnType<DemoCommerceNumbers | null, string | null | undefined, string | null>
  /** The instance making the demo data and when it last said so. */
  holder: string | null
  renewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface DemoDataStepsTable {
  step: string
  position: number
  done: ColumnType<number, number | undefined, number>
  total: number
}

export interface SystemTables {
  demo_data_job: DemoDataJobTable
  demo_data_steps: DemoDataStepsTable
}
