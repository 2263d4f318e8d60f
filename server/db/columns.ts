import type { ColumnType } from 'kysely'

/** A timestamptz column: read as a Date, written as a Date or ISO text (or left to its default). */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** Set once by its default when the row is made, never changed. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>
