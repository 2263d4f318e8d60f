// `npm run notify:demo [-- --count N]`: publishes a few demo notifications (members registering,
// orders paid) through publishNotification, against the configured database (DATA_DIR or DATABASE_URL).
//
// On PostgreSQL it runs beside the server: every open bell, on every server process, updates live.
// On PGlite the data directory belongs to one process at a time (the server locks it), so with the
// server running it says so and stops: run it with the server stopped (the bell shows the new
// notifications on the next start), or run the server on PostgreSQL for the live demo.
import { parseArgs } from 'node:util'
import { databaseTarget, loadConfig } from '../config'
import { openDatabase } from '../db/database'
import { DataDirLockedError } from '../db/dataDirLock'
import { migrateToLatest } from '../db/migrator'
import { publishNotification } from '../modules/notifications/publishNotification'
import { demoNotifications } from './demoNotifications'

const MAX_COUNT = 1000

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '5' } } })
  const count = Number(values.count)
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    console.error(`--count must be a whole number from 1 to ${MAX_COUNT}.`)
    return 2
  }
  const config = loadConfig(process.env)
  let database: Awaited<ReturnType<typeof openDatabase>>
  try {
    database = await openDatabase(databaseTarget(config))
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    console.error(
      `${error.message}\n\nnotify:demo cannot write to the embedded database while the server runs on it.\n` +
        'Stop the server and run `npm run notify:demo` again (the bell shows them on the next start), or\n' +
        'run the server with DATABASE_URL (PostgreSQL) and run notify:demo with the same DATABASE_URL to watch the bell update live.',
    )
    return 1
  }
  try {
    await migrateToLatest(database.db)
    const seed = Math.floor(Math.random() * 1000) + 2
    for (const notification of demoNotifications(count, { seed })) {
      const published = await publishNotification(database.db, notification)
      console.log(
        `${published.type.padEnd(8)} ${published.category.padEnd(9)} ${published.topic.en}: ${published.detail.en}`,
      )
    }
    const where = database.kind === 'postgres' ? 'PostgreSQL' : config.pgliteDir
    console.log(`Published ${count} notification${count === 1 ? '' : 's'} in ${where}.`)
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
