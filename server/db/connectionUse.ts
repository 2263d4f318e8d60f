import type { DatabaseConnection, Dialect, Driver } from 'kysely'

/**
 * How this process uses its database connections, for the metrics: PostgreSQL's pool, or PGlite's one
 * connection, which every statement waits its turn for.
 */
export interface ConnectionUse {
  /** Connections open (PGlite: its one). */
  total(): number
  /** Open connections no statement holds. */
  idle(): number
  /** Queries and transactions waiting for a connection right now. */
  waiting(): number
  /** Calls `listener` with the seconds each query or transaction waited for its connection. */
  onWait(listener: (seconds: number) => void): () => void
}

export interface MeasuredDialect {
  dialect: Dialect
  use: ConnectionUse
}

/**
 * Wraps a dialect's driver to count who holds and who waits for a connection and for how long.
 * Plain delegation rather than a subclass or prototype: Kysely's drivers keep `#private` state.
 */
export function measureConnections(
  inner: Dialect,
  size: (inUse: number) => { total: number; idle: number },
): MeasuredDialect {
  let waiting = 0
  let inUse = 0
  const listeners = new Set<(seconds: number) => void>()

  const measured = (driver: Driver): Driver => {
    const wrapped: Driver = {
      init: () => driver.init(),
      async acquireConnection(): Promise<DatabaseConnection> {
        const start = performance.now()
        waiting++
        let connection: DatabaseConnection
        try {
          connection = await driver.acquireConnection()
        } finally {
          waiting--
        }
        inUse++
        if (listeners.size > 0) {
          const seconds = (performance.now() - start) / 1000
          for (const listener of listeners) listener(seconds)
        }
        return connection
      },
      beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
      commitTransaction: (connection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
      releaseConnection(connection) {
        inUse--
        return driver.releaseConnection(connection)
      },
      destroy: () => driver.destroy(),
    }
    // Kysely looks for these to tell whether the dialect has savepoints at all.
    if (driver.savepoint) wrapped.savepoint = driver.savepoint.bind(driver)
    if (driver.rollbackToSavepoint) wrapped.rollbackToSavepoint = driver.rollbackToSavepoint.bind(driver)
    if (driver.releaseSavepoint) wrapped.releaseSavepoint = driver.releaseSavepoint.bind(driver)
    return wrapped
  }

  return {
    dialect: {
      createDriver: () => measured(inner.createDriver()),
      createQueryCompiler: () => inner.createQueryCompiler(),
      createAdapter: () => inner.createAdapter(),
      createIntrospector: (db) => inner.createIntrospector(db),
    },
    use: {
      total: () => size(inUse).total,
      idle: () => size(inUse).idle,
      waiting: () => waiting,
      onWait(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  }
}
