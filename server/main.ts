import type { FastifyInstance } from 'fastify'
import { databaseTarget, isDemoPassword, loadConfig } from './config'
import { openDatabase } from './db/database'

// After the grace time, the close hooks (background tasks, the database) get this long before the exit is forced.
const CLOSE_HOOKS_MS = 10_000
const REPEATED_SIGNAL_MS = 1000

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  // The database opens (PGlite's WebAssembly compiles, its files are read) while the server's modules
  // load: both wait on files and compilers, and a first start answers that much sooner.
  const databaseOpening = openDatabase(databaseTarget(config))
  databaseOpening.catch(() => {}) // a failure to open is reported by buildApp, which awaits it
  const [{ buildApp }, { shutDownGracefully }] = await Promise.all([
    import('./app'),
    import('./http/lifecycle'),
  ])
  const app: FastifyInstance = await buildApp(config, { databaseOpening })
  const graceMs = config.shutdownGraceSeconds * 1000

  let closingSince: number | null = null
  const shutdown = async (signal: string) => {
    if (closingSince !== null) {
      // A second Ctrl-C does not wait for the grace time. One within the first second is the same
      // signal again: a terminal sends Ctrl-C to npm start and to this process, and npm start forwards it.
      if (Date.now() - closingSince < REPEATED_SIGNAL_MS) return
      app.log.warn({ signal }, 'second signal while shutting down; exiting at once')
      process.exit(1)
    }
    closingSince = Date.now()
    app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'draining: shutting down gracefully')
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took too long; exiting')
      process.exit(1)
    }, graceMs + CLOSE_HOOKS_MS)
    forceExit.unref()
    try {
      const outcome = await shutDownGracefully(app, graceMs)
      if (outcome === 'clean') app.log.info('shut down cleanly')
      process.exit(outcome === 'clean' ? 0 : 1)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await app.close()
    throw error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const password = isDemoPassword(config) ? config.adminPassword : '(the ADMIN_PASSWORD you set)'
  console.log(
    `Back-office ready on http://localhost:${port} (Node.js ${process.version}) — sign in as ${config.adminEmail} / ${password}`,
  )
  // `npm start` builds the web app once the server answers, so the build never slows the first answer.
  process.send?.({ ready: true })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
