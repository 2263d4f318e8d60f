import fs from 'node:fs'
import path from 'node:path'
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
  // Templates of older migrations or PGlite releases are never used again.
  const folder = path.dirname(template)
  for (const entry of fs.readdirSync(folder))
    if (/^pglite-[0-9a-f]+$/.test(entry) && path.join(folder, entry) !== template)
      fs.rmSync(path.join(folder, entry), { recursive: true, force: true })
  return template
}
