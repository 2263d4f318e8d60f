import fs from 'node:fs'
import os from 'node:os'

interface LockOwner {
  pid: number
  hostname: string
  startedAt: string
}

// Locks this process holds: a lock file naming our own pid that is not in here was left by an
// earlier process that happened to have the same pid (common for pid 1 in containers).
const held = new Set<string>()

export class DataDirLockedError extends Error {}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockOwner
    return Number.isInteger(owner.pid) ? owner : null
  } catch {
    return null
  }
}

// A killed process whose parent has not reaped it yet still answers kill(pid, 0); on Linux its state says so.
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')
  } catch {
    return false
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return !isZombie(pid)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function isStale(lockPath: string, owner: LockOwner | null): boolean {
  if (!owner) return true
  // A pid from another host (a previous container) says nothing about processes here.
  if (owner.hostname !== os.hostname()) return true
  if (owner.pid === process.pid) return !held.has(lockPath)
  return !isAlive(owner.pid)
}

/**
 * PGlite does not lock its data directory and two processes on one directory corrupt it, so the
 * server takes an exclusive lock file beside it. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const lockPath = `${dir}.lock`
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(owner), { flag: 'wx' })
      held.add(lockPath)
      return () => {
        if (!held.delete(lockPath)) return
        if (readOwner(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const current = readOwner(lockPath)
      if (!isStale(lockPath, current)) {
        throw new DataDirLockedError(
          `The database directory ${dir} is in use by another server process (pid ${current?.pid}, started ${current?.startedAt}). ` +
            'Stop that process first, or give this one another DATA_DIR or a DATABASE_URL.',
        )
      }
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock the database directory ${dir} (${lockPath}).`)
}
