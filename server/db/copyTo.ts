import type pg from 'pg'
import { to as copyToStdout } from 'pg-copy-streams'

/**
 * The bytes `COPY (...) TO STDOUT` sends, as PostgreSQL sends them, read only as fast as they are taken:
 * each chunk is read from the connection when the previous one has been taken, so a slow reader
 * slows the database down instead of filling memory.
 */
export type CopyTo = (statement: string) => AsyncGenerator<Buffer, void, undefined>

/** PostgreSQL: each COPY on a pooled connection of its own, released as soon as it ends. */
export function postgresCopyTo(pool: pg.Pool): CopyTo {
  return async function* copyTo(statement) {
    const client = await pool.connect()
    // A backend ended under the COPY (by an administrator, a restart) fails its stream below; the client
    // also tells it as an event, which with no listener would end the whole server.
    const told = () => {}
    client.on('error', told)
    let finished = false
    try {
      for await (const chunk of client.query(copyToStdout(statement))) yield chunk as Buffer
      finished = true
    } finally {
      // A COPY left part way (its reader went away, or it failed) leaves the connection in the middle
      // of the protocol: it is closed instead of pooled, and the server, whose next write then fails,
      // ends the statement.
      // A closed client may still tell its end after this: its listener stays with it.
      if (finished) client.off('error', told)
      client.release(!finished)
    }
  }
}
