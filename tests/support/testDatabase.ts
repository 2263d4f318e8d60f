import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const TMP_ROOT = path.join(REPO_ROOT, 'tests', '.tmp')

/** What global setup prepared once per run, handed to each test file through vitest's provide/inject. */
export type TestDbTemplate =
  | { kind: 'pglite'; templateDir: string }
  | { kind: 'postgres'; serverUrl: string; templateName: string }

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplate: TestDbTemplate
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function withPgClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

export async function createDatabaseFromTemplate(
  serverUrl: string,
  template: string,
  name: string,
): Promise<string> {
  await withPgClient(serverUrl, async (client) => {
    // Two files cloning the template at the same moment can collide; a short retry settles it.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`)
        return
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200))
      }
    }
  })
  return databaseUrl(serverUrl, name)
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withPgClient(serverUrl, (client) =>
    client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
  )
}

export async function copyPgliteTemplate(templateDir: string, target: string): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true })
  await fs.cp(templateDir, target, { recursive: true })
}
