import type { ColumnType } from 'kysely'
import type { ClientDevice } from '../../src/domain/devices'

/** A timestamptz column: read as a Date, written as a Date or ISO text (or left to its default). */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** Set once by its default when the row is made, never changed. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>

/** jsonb: written as JSON text, read as the object. */
export type Json<T> = ColumnType<T, string, string>

/** The device a user agent names (jsonb), or null when it told nothing. */
export type Device = ColumnType<ClientDevice | null, string | null | undefined, string | null>

/** What sessions and access histories keep of the client: the server's reading and what the browser said. */
export interface ClientColumns {
  os: string | null
  device: Device
  ip: string | null
  reported_os: string | null
  reported_ip: string | null
}
