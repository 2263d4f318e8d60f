import fs from 'node:fs/promises'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { type Config, loadConfig } from '../../server/config'
import { openDatabase } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrator'
import { seedInitialData } from '../../server/seed/initialData'
import { databaseUrl, dropDatabase, type TestDbTemplate, TMP_ROOT, withPgClient } from './testDatabase'

// The configuration every test server starts from; it does not read the ambient environment.
export const TEST_ENV = { LOG_LEVEL: 'silent', NODE_ENV: 'test' }

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Removes run folders left by runs that were killed. */
async function removeStaleRuns(): Promise<void> {
  const entries = await fs.readdir(TMP_ROOT).catch(() => [] as string[])
  for (const entry of entries) {
    const pid = Number(/^run-.*-(\d+)$/.exec(entry)?.[1])
    if (pid && pid !== process.pid && !isAlive(pid))
      await fs.rm(path.join(TMP_ROOT, entry), { recursive: true, force: true })
  }
}

/**
 * One migrated and seeded template database per run: a PGlite folder each test file copies (opening a
 * copy takes ~0.2 s, creating one ~2 s), or a PostgreSQL database each test file clones with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite'
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: TMP_ROOT })
  await removeStaleRuns()

  if (kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL
    if (!serverUrl)
      throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (a database on the server to connect to).')
    const templateName = `bo_template_${process.pid}_${Date.now()}`
    await withPgClient(serverUrl, (client) => client.query(`create database ${templateName}`))
    const handle = await openDatabase({ url: databaseUrl(serverUrl, templateName) })
    try {
      await migrateToLatest(handle.db)
      await seedInitialData(handle.db, config)
    } finally {
      await handle.close()
    }
    const template: TestDbTemplate = { kind, serverUrl, templateName }
    project.provide('testDbTemplate', template)
    return () => dropDatabase(serverUrl, templateName)
  }

  // Every project on PGlite (the API suite and the browser suite) copies one template, made by the first.
  const runDir = path.join(TMP_ROOT, `run-pglite-${process.pid}`)
  sharedPglite.backofficePgliteTemplate ??= { ready: createPgliteTemplate(runDir, config), users: 0 }
  const shared = sharedPglite.backofficePgliteTemplate
  shared.users++
  const template: TestDbTemplate = { kind, templateDir: await shared.ready }
  project.provide('testDbTemplate', template)
  return async () => {
    if (--shared.users > 0) return
    sharedPglite.backofficePgliteTemplate = undefined
    await fs.rm(runDir, { recursive: true, force: true })
  }
}

/**
 * The PGlite template of this run. Vitest loads this file once per project, so what the projects share
 * lives on globalThis.
 */
const sharedPglite = globalThis as typeof globalThis & {
  backofficePgliteTemplate?: { ready: Promise<string>; users: number }
}

async function createPgliteTemplate(runDir: string, config: Config): Promise<string> {
  await fs.rm(runDir, { recursive: true, force: true })
  const templateDir = path.join(runDir, 'template', 'pglite')
  const handle = await openDatabase({ pgliteDir: templateDir })
  try {
    await migrateToLatest(handle.db)
    await seedInitialData(handle.db, config)
  } finally {
    await handle.close()
  }
  return templateDir
}
