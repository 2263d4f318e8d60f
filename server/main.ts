import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { isDemoPassword, loadConfig } from './config'

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  const app: FastifyInstance = await buildApp(config)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took too long; exiting')
      process.exit(1)
    }, 10_000)
    forceExit.unref()
    try {
      await app.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))

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
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
