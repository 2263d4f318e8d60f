import fs from 'node:fs'
import { openDatabase } from './database'
import { migrateToLatest } from './migrator'
import { pgliteTemplateDir } from './pgliteTemplate'

/**
 * Makes the template of `pgliteTemplateDir()` unless it exists: a PGlite database made beside its place,
 * migrated, closed, and renamed into place, so no one ever copies a half-made one. Answers its folder.
 */
export async function makePgliteTemplate(): Promise<string> {
  const template = pgliteTemplateDir()
  if (fs.existsSync(template)) return template
  const making = `${template}.making-${process.pid}`
  const database = await openDatabase({ pgliteDir: making })
  try {
    await migrateToLatest(database.db)
  } finally {
    await database.close()
  }
  try {
    fs.renameSync(making, template)
  } catch (error) {
    // Another install made it meanwhile.
    if (!fs.existsSync(template)) throw error
    fs.rmSync(making, { recursive: true, force: true })
  }
  return template
}
