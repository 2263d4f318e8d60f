// A new PGlite data directory starts as a copy of a migrated, empty database made once at `npm install`:
// PGlite's initdb and the migrations take seconds of CPU that a first start would otherwise spend before
// it answers. The template is keyed by the PGlite release and the migrations' sources, so a template
// made before either changed is never used.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const MIGRATIONS_DIR = path.join(REPO_ROOT, 'server', 'db', 'migrations')
const TEMPLATES_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'pv-backoffice')

function templateKey(): string {
  const hash = crypto.createHash('sha256')
  hash.update(
    fs.readFileSync(path.join(REPO_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json')),
  )
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file)
    hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

/** Where the template for this PGlite release and these migrations is (or would be) kept. */
export function pgliteTemplateDir(): string {
  return path.join(TEMPLATES_DIR, `pglite-${templateKey()}`)
}

/**
 * Makes `pgliteDir` a copy of the template when the directory does not exist yet and a template for
 * this code does; answers whether it did. The copy is made beside it and renamed into place, so a
 * start cut short leaves no half-copied database behind. The caller holds the data directory's lock.
 */
export function startFromTemplate(pgliteDir: string): boolean {
  if (fs.existsSync(pgliteDir)) return false
  const template = pgliteTemplateDir()
  if (!fs.existsSync(template)) return false
  const copying = `${pgliteDir}.copying`
  fs.rmSync(copying, { recursive: true, force: true })
  fs.cpSync(template, copying, { recursive: true })
  fs.renameSync(copying, pgliteDir)
  return true
}
